// Drag to move on the agenda's day (issue 26), by pointer events by hand: a block follows the
// pointer, its start snapped to the calendar's step and kept within the hours shown, into the
// column under the pointer. A mouse or pen drags once moved 5 px (a plain click still opens the
// booking); a finger holds 300 ms first, so a swipe on a block still scrolls the grid. Held near
// the grid's top or bottom edge, the grid scrolls by itself and the block goes with it. Dropped
// elsewhere, `onDrop` gets the new start and column; the click a drag ends with opens nothing.
import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';

export interface DragTarget {
  id: number;
  /** The start the block would take, in minutes of the day. */
  start: number;
  /** The column under the pointer (an index into the grid's columns). */
  column: number;
  /** Pixels from the block's own column to that one. */
  dx: number;
}

interface Gesture {
  id: number;
  pointerId: number;
  x0: number;
  y0: number;
  start0: number;
  length: number;
  column0: number;
  armed: boolean;
  /** The grid's scroll when the gesture began, and the pointer's last place. */
  scroll0: number;
  x: number;
  y: number;
  /** The edge scroll's frame, while one runs. */
  frame?: number;
  /** Where it would land now. */
  target?: DragTarget;
  timer?: ReturnType<typeof setTimeout>;
}

export interface BlockDragOptions {
  /** The calendar's step and the pixels of a minute. */
  step: number;
  ppm: number;
  /** The minutes shown: a block never leaves them. */
  from: number;
  to: number;
  /** The grid's scroller (a finger's drag must not scroll it) and its columns' elements. */
  container: RefObject<HTMLElement | null>;
  /** The pixels at the scroller's top that its sticky heads cover. */
  head: number;
  columns: RefObject<(HTMLElement | null)[]>;
  /** Whether a column takes a block dragged from another. */
  accepts(column: number): boolean;
  onDrop(id: number, start: number, column: number): void;
}

const HOLD = 300;
const SLOP = { mouse: 5, touch: 8 };
/** How near an edge the pointer scrolls the grid, and its fastest pixels a frame. */
const EDGE = 40;
const SPEED = 12;

export function useBlockDrag(o: BlockDragOptions) {
  const [target, setTarget] = useState<DragTarget | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const justDragged = useRef(false);
  const opts = useRef(o);
  opts.current = o;

  // While a finger drags, the grid does not scroll under it.
  useEffect(() => {
    const el = o.container.current;
    if (!el) return;
    const stop = (e: TouchEvent) => {
      if (gesture.current?.armed) e.preventDefault();
    };
    el.addEventListener('touchmove', stop, { passive: false });
    return () => el.removeEventListener('touchmove', stop);
  }, [o.container]);

  const end = () => {
    clearTimeout(gesture.current?.timer);
    if (gesture.current?.frame) cancelAnimationFrame(gesture.current.frame);
    gesture.current = null;
    setTarget(null);
  };

  const columnAt = (x: number, g: Gesture) => {
    const els = opts.current.columns.current ?? [];
    const i = els.findIndex((el) => {
      const r = el?.getBoundingClientRect();
      return r && r.width > 0 && x >= r.left && x < r.right;
    });
    return i >= 0 && (i === g.column0 || opts.current.accepts(i)) ? i : g.column0;
  };

  const follow = (g: Gesture) => {
    const { step, ppm, from, to, columns, container } = opts.current;
    const scrolled = (container.current?.scrollTop ?? 0) - g.scroll0;
    const raw = g.start0 + (g.y - g.y0 + scrolled) / ppm;
    const snapped = Math.round(raw / step) * step;
    const start = Math.min(Math.max(snapped, Math.ceil(from / step) * step), to - g.length);
    const column = columnAt(g.x, g);
    const left = (i: number) => columns.current?.[i]?.getBoundingClientRect().left ?? 0;
    g.target = { id: g.id, start, column, dx: left(column) - left(g.column0) };
    setTarget(g.target);
  };

  /** Near the top or bottom edge, the grid scrolls a little each frame, faster nearer the edge. */
  const edgeScroll = (g: Gesture) => {
    const el = opts.current.container.current;
    if (!el || g.frame) return;
    const r = el.getBoundingClientRect();
    const top = r.top + opts.current.head;
    const speed =
      g.y < top + EDGE
        ? -Math.ceil((SPEED * (top + EDGE - g.y)) / EDGE)
        : g.y > r.bottom - EDGE
          ? Math.ceil((SPEED * (g.y - (r.bottom - EDGE))) / EDGE)
          : 0;
    if (!speed) return;
    g.frame = requestAnimationFrame(() => {
      g.frame = undefined;
      if (gesture.current !== g) return;
      const before = el.scrollTop;
      el.scrollTop = before + Math.max(-SPEED, Math.min(SPEED, speed));
      if (el.scrollTop === before) return;
      follow(g);
      edgeScroll(g);
    });
  };

  /** The handlers of a block that may move: its id, start and length in minutes, its column. */
  const handlers = (id: number, start: number, length: number, column: number) => ({
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      clearTimeout(gesture.current?.timer);
      justDragged.current = false;
      const g: Gesture = {
        id,
        pointerId: e.pointerId,
        x0: e.clientX,
        y0: e.clientY,
        start0: start,
        length,
        column0: column,
        armed: false,
        scroll0: opts.current.container.current?.scrollTop ?? 0,
        x: e.clientX,
        y: e.clientY,
      };
      gesture.current = g;
      if (e.pointerType === 'touch')
        g.timer = setTimeout(() => {
          g.armed = true;
          g.target = { id, start, column, dx: 0 };
          setTarget(g.target);
        }, HOLD);
      else e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const g = gesture.current;
      if (!g || g.pointerId !== e.pointerId) return;
      const moved = Math.hypot(e.clientX - g.x0, e.clientY - g.y0);
      if (!g.armed) {
        if (e.pointerType === 'touch') {
          // Moved before the hold: a scroll, not a drag.
          if (moved > SLOP.touch) end();
          return;
        }
        if (moved <= SLOP.mouse) return;
        g.armed = true;
      }
      g.x = e.clientX;
      g.y = e.clientY;
      follow(g);
      edgeScroll(g);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      const g = gesture.current;
      if (!g || g.pointerId !== e.pointerId) return;
      if (g.armed) {
        justDragged.current = true;
        const t = g.target;
        if (t && (t.start !== g.start0 || t.column !== g.column0))
          opts.current.onDrop(g.id, t.start, t.column);
      }
      end();
    },
    onPointerCancel: end,
    // A long press on a phone opens no menu over the block.
    onContextMenu(e: MouseEvent<HTMLElement>) {
      if (gesture.current) e.preventDefault();
    },
  });

  /** Whether the click now ends a drag (the booking is then not opened). */
  const endedDrag = () => {
    const was = justDragged.current;
    justDragged.current = false;
    return was;
  };

  return { target, handlers, endedDrag };
}
