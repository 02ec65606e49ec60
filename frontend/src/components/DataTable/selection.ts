// Row selection, kept as { [rowId]: true } like TanStack's RowSelectionState.
import type { RowSelectionState } from '@tanstack/react-table';

export type PageSelection = 'all' | 'some' | 'none';

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
  getRowId: (row: T) => string,
): { rows: T[]; ids: string[] } {
  const picked: T[] = [];
  const ids: string[] = [];
  if (Object.keys(selection).length === 0) return { rows: picked, ids };
  for (const row of rows) {
    const id = getRowId(row);
    if (selection[id]) {
      picked.push(row);
      ids.push(id);
    }
  }
  return { rows: picked, ids };
}

/** State of the select-all checkbox for the rows of the page. */
export function pageSelection<T>(
  page: readonly T[],
  selection: RowSelectionState,
  getRowId: (row: T) => string,
): PageSelection {
  if (page.length === 0) return 'none';
  const selected = page.filter((row) => selection[getRowId(row)]).length;
  if (selected === 0) return 'none';
  return selected === page.length ? 'all' : 'some';
}

/** Selects (or unselects) every row of `ids`, keeping the rest of the selection. */
export function withRowsSelected(
  selection: RowSelectionState,
  ids: readonly string[],
  selected: boolean,
): RowSelectionState {
  const next = { ...selection };
  for (const id of ids) {
    if (selected) next[id] = true;
    else delete next[id];
  }
  return next;
}
