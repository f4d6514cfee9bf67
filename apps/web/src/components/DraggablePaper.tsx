import Paper, { type PaperProps } from '@mui/material/Paper';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { DRAG_BOUND_CHECK_MS } from '@wattle/contract';
import { shiftInside } from './keepInsideWindow';

/** Marks the element a dialog is dragged by (its title). */
export const DRAG_HANDLE_ATTRIBUTE = 'data-drag-handle';

/**
 * A dialog paper the user moves by its title; every 100 ms it is pushed back inside the window
 * (spec 1 §4), which also covers resizing the window.
 */
export function DraggablePaper({ style, ...props }: PaperProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!ref.current) return;
      const { dx, dy } = shiftInside(ref.current.getBoundingClientRect(), window.innerWidth, window.innerHeight);
      if (dx !== 0 || dy !== 0) setOffset((o) => ({ x: o.x + dx, y: o.y + dy }));
    }, DRAG_BOUND_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${DRAG_HANDLE_ATTRIBUTE}]`)) return;
    const start = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    const move = (e: globalThis.PointerEvent) => setOffset({ x: e.clientX - start.x, y: e.clientY - start.y });
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };

  return <Paper {...props} ref={ref} onPointerDown={startDrag} style={{ ...style, transform: `translate(${offset.x}px, ${offset.y}px)` }} />;
}
