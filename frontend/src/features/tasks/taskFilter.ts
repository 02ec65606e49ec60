// The tasks table's filter: plain text searches action, description, node (name and id) and
// task id; 'column:value' searches one of them.

import { matchesFilter, parseFilter } from '../../lib/filter';
import type { TaskRow } from './taskRows';

export const TASK_FILTER_COLUMNS = ['action', 'description', 'node', 'id'] as const;

function readTaskField(row: TaskRow, column: string): unknown {
  if (column === 'node')
    return row.nodeName === row.node ? row.node : `${row.nodeName} ${row.node}`;
  return row[column as keyof TaskRow];
}

export function matchesTaskFilter(row: TaskRow, text: string): boolean {
  return matchesFilter(
    row,
    parseFilter(text, TASK_FILTER_COLUMNS),
    TASK_FILTER_COLUMNS,
    readTaskField,
  );
}

/** How many rows `text` keeps. */
export function countTaskMatches(rows: readonly TaskRow[], text: string): number {
  const filter = parseFilter(text, TASK_FILTER_COLUMNS);
  if (filter.kind === 'all') return rows.length;
  return rows.filter((row) => matchesFilter(row, filter, TASK_FILTER_COLUMNS, readTaskField))
    .length;
}
