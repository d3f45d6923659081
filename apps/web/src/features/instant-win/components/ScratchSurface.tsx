// The scratch surface (issue 9, SPEC §7 Instant win): a silver coating drawn on a <canvas> over
// what lies beneath, rubbed off with a finger, a pen or the mouse (pointer events; touch-action
// none, so the finger scratches instead of scrolling). Rubbing erases with 'destination-out';
// once `threshold` of the coating is off, `onScratched` is called, once. The coating knows
// nothing of the outcome: the screen asks the server then, and puts the answer beneath. When
// `done`, the rest of the coating fades away. The canvas is pointer-only: the screen offers a
// button that does the same from the keyboard.
import Box from '@mui/material/Box';
import { type PointerEvent, type ReactNode, useEffect, useRef } from 'react';

/** Share of the coating to rub off before the card counts as scratched. */
export const SCRATCH_THRESHOLD = 0.5;
/** The brush's radius, in CSS pixels. */
const BRUSH_RADIUS = 24;
/** Pointer moves between two measures of what is rubbed off (a measure reads every pixel). */
const MOVES_PER_MEASURE = 6;

/**
 * The share (0 to 1) of the coating rubbed off, from its RGBA pixels: of every `stride`-th
 * pixel, those more than half transparent.
 */
export function clearedShare(pixels: Uint8ClampedArray, stride = 4): number {
  let seen = 0;
  let clear = 0;
  for (let alpha = 3; alpha < pixels.length; alpha += 4 * stride) {
    seen++;
    if ((pixels[alpha] ?? 255) < 128) clear++;
  }
  return seen === 0 ? 0 : clear / seen;
}

/** Paints the silver coating with its invitation over the whole canvas. */
function paintCoating(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D, label: string) {
  const { width, height } = canvas;
  ctx.globalCompositeOperation = 'source-over';
  const silver = ctx.createLinearGradient(0, 0, width, height);
  silver.addColorStop(0, '#9e9e9e');
  silver.addColorStop(0.45, '#e0e0e0');
  silver.addColorStop(0.55, '#eeeeee');
  silver.addColorStop(1, '#8d8d8d');
  ctx.fillStyle = silver;
  ctx.fillRect(0, 0, width, height);
  // A light diagonal grain, the same on every card.
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.25)';
  ctx.lineWidth = Math.max(1, width / 400);
  for (let x = -height; x < width; x += Math.max(8, width / 40)) {
    ctx.beginPath();
    ctx.moveTo(x, height);
    ctx.lineTo(x + height, 0);
    ctx.stroke();
  }
  ctx.fillStyle = '#212121';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `600 ${Math.round(height / 7)}px -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  ctx.fillText(label, width / 2, height / 2, width * 0.9);
}

export interface ScratchSurfaceProps {
  /** The invitation written on the coating ("Gratta qui"). */
  label: string;
  /** Called once, when enough is rubbed off. */
  onScratched(): void;
  /** The result is beneath: the coating goes. */
  done: boolean;
  /** Share to rub off; SCRATCH_THRESHOLD by default. */
  threshold?: number;
  /** Height of the surface in CSS pixels. */
  height: number;
  /** What lies beneath the coating. */
  children: ReactNode;
}

export function ScratchSurface(p: ScratchSurfaceProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const moves = useRef(0);
  const fired = useRef(false);
  const props = useRef(p);
  props.current = p;

  // The coating, at the device's pixel density, painted once.
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d', { willReadFrequently: true });
    if (!canvas || !ctx) return;
    const box = canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round((box.width || 300) * dpr));
    canvas.height = Math.max(1, Math.round((box.height || 150) * dpr));
    paintCoating(canvas, ctx, props.current.label);
  }, []);

  /** The pointer's place in canvas pixels, and the canvas pixels per CSS pixel. */
  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const canvas = e.currentTarget;
    const box = canvas.getBoundingClientRect();
    const scale = box.width > 0 ? canvas.width / box.width : 1;
    return { x: (e.clientX - box.left) * scale, y: (e.clientY - box.top) * scale, scale };
  };

  const measure = (canvas: HTMLCanvasElement) => {
    if (fired.current) return;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx || canvas.width === 0 || canvas.height === 0) return;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    if (clearedShare(data) >= (props.current.threshold ?? SCRATCH_THRESHOLD)) {
      fired.current = true;
      props.current.onScratched();
    }
  };

  const rub = (e: PointerEvent<HTMLCanvasElement>) => {
    const canvas = e.currentTarget;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    const { x, y, scale } = at(e);
    const from = last.current ?? { x, y };
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = BRUSH_RADIUS * 2 * scale;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    // A tap still clears a dot: a line of no length draws nothing with every canvas.
    ctx.lineTo(x + (from.x === x && from.y === y ? 0.01 : 0), y);
    ctx.stroke();
    last.current = { x, y };
    moves.current++;
    if (moves.current % MOVES_PER_MEASURE === 0) measure(canvas);
  };

  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    last.current = null;
    measure(e.currentTarget);
  };

  return (
    <Box
      data-testid="scratch-surface"
      sx={{ position: 'relative', height: p.height, borderRadius: 3, overflow: 'hidden' }}
    >
      <Box sx={{ position: 'absolute', inset: 0 }}>{p.children}</Box>
      <Box
        component="canvas"
        ref={canvasRef}
        aria-hidden="true"
        data-testid="scratch-canvas"
        data-done={p.done || undefined}
        onPointerDown={(e: PointerEvent<HTMLCanvasElement>) => {
          if (p.done || (e.pointerType === 'mouse' && e.button !== 0)) return;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          last.current = null;
          rub(e);
        }}
        onPointerMove={(e: PointerEvent<HTMLCanvasElement>) => {
          // Pressed here, or pressed before and dragged in (a mouse or a pen from the edge).
          if (p.done || (!last.current && (e.buttons & 1) === 0)) return;
          rub(e);
        }}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          display: 'block',
          touchAction: 'none',
          cursor: p.done ? 'default' : 'crosshair',
          opacity: p.done ? 0 : 1,
          pointerEvents: p.done ? 'none' : 'auto',
          transition: 'opacity 400ms ease-out',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
    </Box>
  );
}
