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
 *
 * A controlled selection is reported by the toggles themselves; its one effect hands back a
 * selection holding rows that left the table, once, without them. It reads nothing but its own
 * render's values and has nothing to say once the caller applied it, so it never answers its
 * own report, and an effect that runs late cannot undo a later click (an effect that compared
 * every selection with the last one reported could: when a click came between a filter's render
 * and its effect, the two reported each other's selection without end).
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
  const present = useMemo(
    () => presentSelection(rows, selected, getRowId),
    [rows, selected, getRowId],
  );

  // Controlled: rows that left the table leave the caller's selection.
  const holdsGoneRows = controlled && present.ids.length < selectedIds.length;
  useEffect(() => {
    if (holdsGoneRows) onSelectionChange?.(present.rows, present.ids);
  }, [holdsGoneRows, present, onSelectionChange]);

  // Kept here: the caller hears of each change of the selected rows in the table.
  const lastReported = useRef('');
  useEffect(() => {
    if (controlled) return;
    const key = present.ids.join('\n');
    if (key === lastReported.current) return;
    lastReported.current = key;
    onSelectionChange?.(present.rows, present.ids);
  }, [controlled, present, onSelectionChange]);

  const setSelection = useCallback(
    (next: RowSelectionState) => {
      if (!controlled) return setOwnSelection(next);
      const reported = presentSelection(rows, next, getRowId);
      onSelectionChange?.(reported.rows, reported.ids);
    },
    [controlled, rows, getRowId, onSelectionChange],
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
