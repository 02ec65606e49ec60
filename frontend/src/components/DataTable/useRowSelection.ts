import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { pageSelection, presentSelection, selectionFromIds, withRowsSelected } from './selection';

interface RowSelectionOptions<T> {
  /** Every row the table holds (all pages, after filtering). */
  rows: readonly T[];
  /** The rows of the current page, which the select-all checkbox covers. */
  page: readonly T[];
  getRowId: (row: T) => string;
  selectedIds?: readonly string[];
  onSelectionChange?: (rows: T[], ids: string[]) => void;
}

/**
 * Selection state (controlled through `selectedIds` or kept here), its toggles and the change
 * report: the caller hears about every change of the selected rows present in the table,
 * whether the user clicked or a refresh or filter removed selected rows.
 */
export function useRowSelection<T>({
  rows,
  page,
  getRowId,
  selectedIds,
  onSelectionChange,
}: RowSelectionOptions<T>) {
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const controlled = selectedIds !== undefined;
  const selected = useMemo(
    () => (selectedIds ? selectionFromIds(selectedIds) : ownSelection),
    [selectedIds, ownSelection],
  );
  const lastReported = useRef('');

  const report = useCallback(
    (next: RowSelectionState) => {
      const present = presentSelection(rows, next, getRowId);
      const key = present.ids.join('\n');
      if (key === lastReported.current) return;
      lastReported.current = key;
      onSelectionChange?.(present.rows, present.ids);
    },
    [rows, getRowId, onSelectionChange],
  );

  useEffect(() => report(selected), [report, selected]);

  const setSelection = useCallback(
    (next: RowSelectionState) => {
      if (controlled) report(next);
      else setOwnSelection(next);
    },
    [controlled, report],
  );
  const state = pageSelection(page, selected, getRowId);
  // Stable while the selection stays, so rows that scroll past need not render again.
  const toggleRow = useCallback(
    (id: string) => setSelection(withRowsSelected(selected, [id], !selected[id])),
    [setSelection, selected],
  );

  // Stable too, so the header need not render again while a virtual table scrolls.
  const togglePage = useCallback(
    () => setSelection(withRowsSelected(selected, page.map(getRowId), state !== 'all')),
    [setSelection, selected, page, getRowId, state],
  );

  return { state, selected, togglePage, toggleRow };
}
