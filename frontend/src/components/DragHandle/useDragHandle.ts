// A value the user sets by dragging a handle (a panel's height, the share of a split) or by
// moving the focused handle with the arrow keys. During a drag the value follows the pointer
// locally; it is committed once, when the pointer is let go. The handle is a focusable separator
// that names itself and says its value and bounds to assistive technology.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface DragHandleOptions {
  /** The committed value. */
  value: number;
  /** The pointer coordinate that moves the value: 'x' for a vertical handle, 'y' for a flat one. */
  axis: 'x' | 'y';
  /** The value after a drag of `moved` pixels from `start`; `size` is what `measure` gave. */
  dragged: (start: number, moved: number, size: number) => number;
  /** Measured when a drag begins, such as the width a split shares; 0 without it. */
  measure?: () => number;
  /** How far each key moves the committed value; other keys are left alone. */
  keySteps: Readonly<Partial<Record<string, number>>>;
  /** Keeps a new value. */
  commit: (value: number) => void;
  /** What the handle is called (its accessible name and tooltip). */
  label: string;
  /** The value's bounds, as said to assistive technology. */
  min: number;
  max?: number;
}

interface DragStart {
  at: number;
  value: number;
  size: number;
}

type HandleEvent = PointerEvent<HTMLElement>;

export function useDragHandle({
  value,
  axis,
  dragged,
  measure,
  keySteps,
  commit,
  label,
  min,
  max,
}: DragHandleOptions) {
  const start = useRef<DragStart | null>(null);
  const [draggedValue, setDraggedValue] = useState<number | null>(null);

  const coordinate = (event: HandleEvent) => (axis === 'x' ? event.clientX : event.clientY);
  const moved = (event: HandleEvent) => {
    const from = start.current;
    return from ? dragged(from.value, coordinate(event) - from.at, from.size) : null;
  };
  const onPointerUp = (event: HandleEvent) => {
    const next = moved(event);
    if (next === null) return;
    start.current = null;
    setDraggedValue(null);
    commit(next);
  };

  const shown = draggedValue ?? value;
  return {
    /** The value to show: the dragged one during a drag, else the committed one. */
    value: shown,
    dragging: draggedValue !== null,
    /** The handle element's role, its words and its event handlers. */
    handleProps: {
      role: 'separator',
      // A flat handle moves along y: it separates what is above from what is below.
      'aria-orientation': axis === 'y' ? ('horizontal' as const) : ('vertical' as const),
      'aria-label': label,
      'aria-valuemin': min,
      'aria-valuemax': max,
      'aria-valuenow': Math.round(shown),
      title: label,
      tabIndex: 0,
      onPointerDown: (event: HandleEvent) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        start.current = { at: coordinate(event), value, size: measure?.() ?? 0 };
        setDraggedValue(value);
      },
      onPointerMove: (event: HandleEvent) => {
        const next = moved(event);
        if (next !== null) setDraggedValue(next);
      },
      onPointerUp,
      onPointerCancel: onPointerUp,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const step = keySteps[event.key];
        if (step === undefined) return;
        event.preventDefault();
        commit(value + step);
      },
    },
  };
}
