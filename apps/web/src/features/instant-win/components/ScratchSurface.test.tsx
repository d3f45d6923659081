// The scratch surface (issue 9): a coating on a canvas, rubbed off with the pointer by erasing
// ('destination-out'); once half of it is off, the card counts as scratched, once; nothing is
// rubbed by a mouse's other buttons or once the result is beneath.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearedShare, ScratchSurface } from './ScratchSurface.tsx';
import { fakeCanvasContext } from './scratchCanvas.test-support.ts';

let canvas: ReturnType<typeof fakeCanvasContext> | undefined;
afterEach(() => canvas?.restore());

/** Rubs `moves` pointer moves from left to right across the canvas. */
function rub(el: Element, moves: number, pointerType = 'mouse', button = 0) {
  fireEvent.pointerDown(el, { pointerId: 1, pointerType, button, clientX: 5, clientY: 20 });
  for (let i = 1; i <= moves; i++) {
    fireEvent.pointerMove(el, { pointerId: 1, pointerType, clientX: 5 + i * 10, clientY: 20 });
  }
  fireEvent.pointerUp(el, { pointerId: 1, pointerType, clientX: 5 + moves * 10, clientY: 20 });
}

describe('clearedShare', () => {
  it('is the share of the sampled pixels more than half transparent', () => {
    const pixels = (alphas: number[]) => new Uint8ClampedArray(alphas.flatMap((a) => [0, 0, 0, a]));
    expect(clearedShare(pixels([255, 255, 255, 255]), 1)).toBe(0);
    expect(clearedShare(pixels([0, 255, 127, 128]), 1)).toBe(0.5);
    expect(clearedShare(pixels([0, 0, 0, 0]), 1)).toBe(1);
    // Every second pixel: those at 0 and 2.
    expect(clearedShare(pixels([0, 255, 255, 255]), 2)).toBe(0.5);
    expect(clearedShare(new Uint8ClampedArray(0))).toBe(0);
  });
});

describe('the scratch surface', () => {
  const mount = (onScratched = vi.fn(), done = false) =>
    render(
      <ScratchSurface label="Gratta qui" height={200} done={done} onScratched={onScratched}>
        <p>beneath</p>
      </ScratchSurface>,
    );

  it('erases where the pointer rubs, and counts as scratched once half is off', () => {
    canvas = fakeCanvasContext(0.05);
    const onScratched = vi.fn();
    mount(onScratched);
    const el = screen.getByTestId('scratch-canvas');
    // The coating is pointer-only, and the finger scratches instead of scrolling.
    expect(el.getAttribute('aria-hidden')).toBe('true');

    rub(el, 5);
    expect(canvas.strokes()).toBe(6);
    expect(onScratched).not.toHaveBeenCalled();
    rub(el, 5);
    expect(onScratched).toHaveBeenCalledTimes(1);
    // More rubbing does not count it again.
    rub(el, 12);
    expect(onScratched).toHaveBeenCalledTimes(1);
    expect(canvas.ctx.globalCompositeOperation).toBe('destination-out');
  });

  it("a mouse's other buttons, or moves without a press, rub nothing", () => {
    canvas = fakeCanvasContext(0.5);
    const onScratched = vi.fn();
    mount(onScratched);
    const el = screen.getByTestId('scratch-canvas');
    rub(el, 4, 'mouse', 2);
    fireEvent.pointerMove(el, { pointerId: 1, pointerType: 'mouse', clientX: 50, clientY: 20 });
    expect(canvas.strokes()).toBe(0);
    expect(onScratched).not.toHaveBeenCalled();
    // A finger rubs.
    rub(el, 1, 'touch');
    expect(onScratched).toHaveBeenCalledTimes(1);
  });

  it('a mouse pressed outside and dragged in rubs, until it leaves', () => {
    canvas = fakeCanvasContext(0.1);
    const onScratched = vi.fn();
    mount(onScratched);
    const el = screen.getByTestId('scratch-canvas');
    for (let i = 0; i < 4; i++) {
      fireEvent.pointerMove(el, { pointerType: 'mouse', buttons: 1, clientX: i * 10, clientY: 9 });
    }
    expect(canvas.strokes()).toBe(4);
    fireEvent.pointerLeave(el, { pointerType: 'mouse', buttons: 1 });
    expect(onScratched).not.toHaveBeenCalled();
    for (let i = 0; i < 2; i++) {
      fireEvent.pointerMove(el, { pointerType: 'mouse', buttons: 1, clientX: i * 10, clientY: 9 });
    }
    fireEvent.pointerUp(el, { pointerType: 'mouse' });
    expect(onScratched).toHaveBeenCalledTimes(1);
  });

  it('once the result is beneath, the coating fades and takes no more rubbing', () => {
    canvas = fakeCanvasContext(0.5);
    const onScratched = vi.fn();
    mount(onScratched, true);
    const el = screen.getByTestId('scratch-canvas');
    rub(el, 3);
    expect(canvas.strokes()).toBe(0);
    expect(onScratched).not.toHaveBeenCalled();
    expect(screen.getByText('beneath')).toBeTruthy();
  });
});
