// The persisted column lists: every column seen in the last results, and the
// ones the user keeps visible. New results add their new columns as visible and drop the
// columns they no longer have, so a hidden column stays hidden while it keeps coming back.
import type { VisibilityState } from '@tanstack/react-table';

export interface ColumnState {
  columns: string[];
  visibleColumns: string[];
}

export function mergeColumns(previous: ColumnState, columns: readonly string[]): ColumnState {
  const known = new Set(previous.columns);
  const current = new Set(columns);
  const kept = previous.visibleColumns.filter((column) => current.has(column));
  const added = columns.filter((column) => !known.has(column));
  return {
    columns: [...columns],
    visibleColumns: [...kept, ...added.filter((column) => !kept.includes(column))],
  };
}

/** The table's visibility: every listed column that is not visible is hidden. */
export function visibilityOf({ columns, visibleColumns }: ColumnState): VisibilityState {
  const visible = new Set(visibleColumns);
  return Object.fromEntries(
    columns.filter((column) => !visible.has(column)).map((column) => [column, false]),
  );
}

/** The visible columns a visibility change from the table settings leaves. */
export function visibleColumnsOf(
  columns: readonly string[],
  visibility: VisibilityState,
): string[] {
  return columns.filter((column) => visibility[column] !== false);
}
