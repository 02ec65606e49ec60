import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n/translate';
import { MIN_PANEL_HEIGHT, draggedHeight } from './clampHeight';
import {
  selectPanelHeight,
  setPanelHeight,
  type ResizePanel,
  type ResizeState,
} from './resizeSlice';

const KEYBOARD_STEP = 20;

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
  const [dragHeight, setDragHeight] = useState<number | null>(null);
  const dragStart = useRef<{ y: number; height: number } | null>(null);
  const height = dragHeight ?? stored;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragStart.current = { y: event.clientY, height: stored };
    setDragHeight(stored);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (start) setDragHeight(draggedHeight(start.height, event.clientY - start.y));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (!start) return;
    dragStart.current = null;
    setDragHeight(null);
    dispatch(
      setPanelHeight({ panel, height: draggedHeight(start.height, event.clientY - start.y) }),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowDown: KEYBOARD_STEP, ArrowUp: -KEYBOARD_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    dispatch(setPanelHeight({ panel, height: stored + step }));
  };

  return (
    <Box pos="relative" style={{ height, display: 'flex', flexDirection: 'column' }}>
      <Box style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>{children}</Box>
      <Box
        role="separator"
        aria-orientation="horizontal"
        aria-label={t('components.resizable.handle')}
        aria-valuemin={MIN_PANEL_HEIGHT}
        aria-valuenow={height}
        tabIndex={0}
        title={t('components.resizable.handle')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        style={{ height: 8, flex: 'none', cursor: 'ns-resize', touchAction: 'none' }}
        bg="var(--mantine-color-default-border)"
      />
    </Box>
  );
}
