import { useEffect, useRef, type RefObject } from 'react';
import type { VirtualWindow } from './useVirtualWindow';

interface ScrollToActiveRowOptions<T> {
  /** The row to bring into view, or undefined for none. */
  activeRowId: string | undefined;
  enabled: boolean;
  page: readonly T[];
  getRowId: (row: T) => string;
  virtual: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualWindow: VirtualWindow;
  /** The plain table, read once it is drawn. */
  tableRef: RefObject<HTMLTableElement | null>;
}

/**
 * Brings the active row into view once per id, as soon as it is on the page: a virtual table
 * scrolls its box to the row's place (which renders it), a plain table scrolls the page to the
 * row. Later answers that keep the row do not scroll again, so the user can scroll away.
 */
export function useScrollToActiveRow<T>({
  activeRowId,
  enabled,
  page,
  getRowId,
  virtual,
  scrollRef,
  virtualWindow,
  tableRef,
}: ScrollToActiveRowOptions<T>): void {
  const scrolledTo = useRef<string | null>(null);
  const index =
    enabled && activeRowId !== undefined
      ? page.findIndex((row) => getRowId(row) === activeRowId)
      : -1;
  const { scrollToIndex } = virtualWindow;
  useEffect(() => {
    if (index < 0 || activeRowId === undefined || scrolledTo.current === activeRowId) return;
    if (virtual) {
      const scrollElement = scrollRef.current;
      if (!scrollElement) return;
      scrollElement.scrollIntoView?.({ block: 'nearest' });
      scrollToIndex(index);
    } else {
      const row = tableRef.current?.querySelector('tbody tr[aria-current="true"]');
      if (!row) return;
      row.scrollIntoView?.({ block: 'center' });
    }
    scrolledTo.current = activeRowId;
  }, [index, activeRowId, virtual, scrollRef, scrollToIndex, tableRef]);
}
