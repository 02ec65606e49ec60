// Column visibility helpers for the table settings menu.
import type { VisibilityState } from '@tanstack/react-table';

export function isColumnVisible(visibility: VisibilityState, columnId: string): boolean {
  return visibility[columnId] !== false;
}

export function hiddenColumnCount(
  columnIds: readonly string[],
  visibility: VisibilityState,
): number {
  return columnIds.filter((id) => !isColumnVisible(visibility, id)).length;
}

/** 'Clear': every listed column hidden. */
export function hideAllColumns(columnIds: readonly string[]): VisibilityState {
  return Object.fromEntries(columnIds.map((id) => [id, false]));
}

export function withColumnVisible(
  visibility: VisibilityState,
  columnId: string,
  visible: boolean,
): VisibilityState {
  return { ...visibility, [columnId]: visible };
}
