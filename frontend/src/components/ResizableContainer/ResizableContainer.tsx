import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n/translate';
import { useDragHandle } from '../DragHandle/useDragHandle';
import { MIN_PANEL_HEIGHT, draggedHeight } from './clampHeight';
import {
  selectPanelHeight,
  setPanelHeight,
  type ResizePanel,
  type ResizeState,
} from './resizeSlice';

const KEYBOARD_STEP = 20;
const KEY_STEPS = { ArrowDown: KEYBOARD_STEP, ArrowUp: -KEYBOARD_STEP };

interface ResizableContainerProps {
  /** Which persisted height to use. */
  panel: ResizePanel;
  children: ReactNode;
}

/** A panel whose height the user drags from its bottom edge; the height is remembered. */
export function ResizableContainer({ panel, children }: ResizableContainerProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const stored = useSelector((state: { resize: ResizeState }) => selectPanelHeight(state, panel));
  const { value: height, handleProps } = useDragHandle({
    value: stored,
    axis: 'y',
    dragged: draggedHeight,
    keySteps: KEY_STEPS,
    commit: (next) => dispatch(setPanelHeight({ panel, height: next })),
    label: t('components.resizable.handle'),
    min: MIN_PANEL_HEIGHT,
  });

  return (
    <Box pos="relative" style={{ height, display: 'flex', flexDirection: 'column' }}>
      <Box style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>{children}</Box>
      <Box
        {...handleProps}
        style={{ height: 8, flex: 'none', cursor: 'ns-resize', touchAction: 'none' }}
        bg="var(--mantine-color-default-border)"
      />
    </Box>
  );
}
