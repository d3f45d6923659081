// A 2D context for jsdom (which has none): it records what is painted, and its pixels are as
// transparent as the rubbing so far: each erasing stroke takes `perStroke` of the coating off.
import { vi } from 'vitest';

export function fakeCanvasContext(perStroke = 0.05) {
  const erasing: number[] = [];
  let reads = 0;
  const ctx = {
    globalCompositeOperation: 'source-over',
    lineCap: 'butt',
    lineJoin: 'miter',
    lineWidth: 1,
    fillStyle: '',
    strokeStyle: '',
    textAlign: '',
    textBaseline: '',
    font: '',
    createLinearGradient: () => ({ addColorStop() {} }),
    fillRect() {},
    fillText() {},
    beginPath() {},
    moveTo() {},
    lineTo() {},
    stroke() {
      if (ctx.globalCompositeOperation === 'destination-out') erasing.push(ctx.lineWidth);
    },
    getImageData(_x: number, _y: number, width: number, height: number) {
      reads++;
      const pixels = width * height;
      const data = new Uint8ClampedArray(pixels * 4).fill(255);
      const share = Math.min(1, erasing.length * perStroke);
      // Cleared pixels spread evenly, as a sample of every few pixels would meet them.
      for (let i = 0; i < pixels; i++) if ((i % 100) / 100 < share) data[i * 4 + 3] = 0;
      return { data, width, height };
    },
  };
  const spy = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ctx as never);
  return {
    ctx,
    /** Erasing strokes drawn so far. */
    strokes: () => erasing.length,
    reads: () => reads,
    restore: () => spy.mockRestore(),
  };
}
