// The body editor and the response viewer side by side, with a divider the user drags (or moves
// with the arrow keys) to share the width; a double click puts it back. The share is remembered.
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectRestState, setSplit } from './restSlice';
import { DEFAULT_SPLIT, draggedSplit, MAX_SPLIT, MIN_SPLIT, SPLIT_KEY_STEP } from './split';
import classes from './SplitPane.module.css';

interface DragStart {
  x: number;
  split: number;
  width: number;
}

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -SPLIT_KEY_STEP,
  ArrowRight: SPLIT_KEY_STEP,
};

export function SplitPane({ left, right }: { left: ReactNode; right: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectRestState(state).split);
  const area = useRef<HTMLDivElement>(null);
  const start = useRef<DragStart | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const split = dragged ?? stored;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = { x: event.clientX, split: stored, width: area.current?.clientWidth ?? 0 };
    setDragged(stored);
  };
  const moved = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    return from ? draggedSplit(from.split, event.clientX - from.x, from.width) : null;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const next = moved(event);
    if (next !== null) setDragged(next);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const next = moved(event);
    start.current = null;
    setDragged(null);
    if (next !== null) dispatch(setSplit(next));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    dispatch(setSplit(stored + step));
  };

  return (
    <Box ref={area} h="100%" style={{ display: 'flex', minWidth: 0 }}>
      <Box h="100%" style={{ flex: `0 0 ${split}%`, minWidth: 0 }}>
        {left}
      </Box>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('rest.form.split')}
        aria-valuemin={MIN_SPLIT}
        aria-valuemax={MAX_SPLIT}
        aria-valuenow={Math.round(split)}
        title={t('rest.form.split')}
        tabIndex={0}
        className={classes.divider}
        data-dragging={dragged === null ? undefined : true}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={() => dispatch(setSplit(DEFAULT_SPLIT))}
        onKeyDown={onKeyDown}
      />
      <Box h="100%" style={{ flex: 1, minWidth: 0 }}>
        {right}
      </Box>
    </Box>
  );
}
