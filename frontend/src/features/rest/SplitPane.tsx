// The body editor and the response viewer side by side, with a divider the user drags (or moves
// with the arrow keys) to share the width; a double click puts it back. The share is remembered.
import { useRef, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { useDragHandle } from '../../components/DragHandle/useDragHandle';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectRestState, setSplit } from './restSlice';
import { DEFAULT_SPLIT, draggedSplit, MAX_SPLIT, MIN_SPLIT, SPLIT_KEY_STEP } from './split';
import classes from './SplitPane.module.css';

const KEY_STEPS = {
  ArrowLeft: -SPLIT_KEY_STEP,
  ArrowRight: SPLIT_KEY_STEP,
};

export function SplitPane({ left, right }: { left: ReactNode; right: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectRestState(state).split);
  const area = useRef<HTMLDivElement>(null);
  const {
    value: split,
    dragging,
    handleProps,
  } = useDragHandle({
    value: stored,
    axis: 'x',
    dragged: draggedSplit,
    measure: () => area.current?.clientWidth ?? 0,
    keySteps: KEY_STEPS,
    commit: (next) => dispatch(setSplit(next)),
    label: t('rest.form.split'),
    min: MIN_SPLIT,
    max: MAX_SPLIT,
  });

  return (
    <Box ref={area} h="100%" style={{ display: 'flex', minWidth: 0 }}>
      <Box h="100%" style={{ flex: `0 0 ${split}%`, minWidth: 0 }}>
        {left}
      </Box>
      <div
        {...handleProps}
        className={classes.divider}
        data-dragging={dragging || undefined}
        onDoubleClick={() => dispatch(setSplit(DEFAULT_SPLIT))}
      />
      <Box h="100%" style={{ flex: 1, minWidth: 0 }}>
        {right}
      </Box>
    </Box>
  );
}
