import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DEFAULT_SCROLL_HEIGHT, ESTIMATED_ROW_HEIGHT, OVERSCAN_ROWS } from './virtualization';

interface VirtualWindowOptions {
  count: number;
  /** The scroll box, read by the virtualizer once it is drawn. */
  scrollRef: RefObject<HTMLDivElement | null>;
  enabled: boolean;
  /** Every row's height when known (not measured); estimated and measured otherwise. */
  rowHeight?: number;
}

export interface VirtualWindow {
  /** First and one-past-last index of the rows to render. */
  start: number;
  end: number;
  paddingTop: number;
  paddingBottom: number;
  /** Measures a rendered row; absent when every row has a known height. */
  measureElement: ((element: Element | null) => void) | undefined;
  /** Scrolls the box so that row `index` is centred (rendering it on the way). */
  scrollToIndex: (index: number) => void;
}

/** Which rows of a long list are in (or near) the scroll box's view. */
export function useVirtualWindow({
  count,
  scrollRef,
  enabled,
  rowHeight,
}: VirtualWindowOptions): VirtualWindow {
  // The virtualizer is a mutable object by design; its results are read during this render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: enabled ? count : 0,
    enabled,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight ?? ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    // Items are keyed by position (the default): a key function that changes with the rows
    // would make the virtualizer re-measure every row on each render.
    // Rows for the first paint, before the scroll box has been measured.
    initialRect: { width: 0, height: DEFAULT_SCROLL_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const scrollToIndex = (index: number) => virtualizer.scrollToIndex(index, { align: 'center' });
  const measureElement = rowHeight === undefined ? virtualizer.measureElement : undefined;
  const first = items[0];
  const last = items[items.length - 1];
  if (!enabled || !first || !last) {
    return {
      start: 0,
      end: enabled ? 0 : count,
      paddingTop: 0,
      paddingBottom: 0,
      measureElement,
      scrollToIndex,
    };
  }
  return {
    start: first.index,
    end: last.index + 1,
    paddingTop: first.start,
    paddingBottom: virtualizer.getTotalSize() - last.end,
    measureElement,
    scrollToIndex,
  };
}
