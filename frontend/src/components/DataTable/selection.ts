// Row selection helpers: TanStack keeps selection as { [rowId]: true }.
import type { RowSelectionState } from '@tanstack/react-table';

export function selectionFromIds(ids: readonly string[]): RowSelectionState {
  return Object.fromEntries(ids.map((id) => [id, true]));
}

/**
 * The selected rows that are in `rows`, in table order. Selected ids of rows that are gone
 * (deleted, filtered out) are left out, so bulk actions never touch rows the user cannot see.
 */
export function presentSelection<T>(
  rows: readonly T[],
  selection: RowSelectionState,
  getRowId: (row: T, index: number) => string,
): { rows: T[]; ids: string[] } {
  const picked: T[] = [];
  const ids: string[] = [];
  if (Object.keys(selection).length === 0) return { rows: picked, ids };
  rows.forEach((row, index) => {
    const id = getRowId(row, index);
    if (selection[id]) {
      picked.push(row);
      ids.push(id);
    }
  });
  return { rows: picked, ids };
}
