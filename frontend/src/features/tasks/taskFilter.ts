// The tasks table's filter: plain text searches action, description, node (name and id) and
// task id; 'column:value' searches one of them.

import { parseFilter } from '../../lib/filter';
import type { TaskRow } from './taskRows';

export const TASK_FILTER_COLUMNS = ['action', 'description', 'node', 'id'] as const;

type TaskFilterColumn = (typeof TASK_FILTER_COLUMNS)[number];

function columnText(row: TaskRow, column: TaskFilterColumn): string {
  if (column === 'node')
    return row.nodeName === row.node ? row.node : `${row.nodeName} ${row.node}`;
  return row[column];
}

// The lower-cased texts of a list's columns, each made the first time a filter needs it and
// kept while the list stays: later keystrokes only search them.
const keysByList = new WeakMap<readonly TaskRow[], Partial<Record<TaskFilterColumn, string[]>>>();

function lowerCasedKeys(rows: readonly TaskRow[], column: TaskFilterColumn): string[] {
  let keys = keysByList.get(rows);
  if (!keys) {
    keys = {};
    keysByList.set(rows, keys);
  }
  return (keys[column] ??= rows.map((row) => columnText(row, column).toLowerCase()));
}

/**
 * The rows the filter text keeps, or null when it keeps every row: found once per text and
 * list, for both the count beside the filter and the table.
 */
export function taskMatches(rows: readonly TaskRow[], text: string): ReadonlySet<TaskRow> | null {
  const filter = parseFilter(text, TASK_FILTER_COLUMNS);
  if (filter.kind === 'all') return null;
  const columns =
    filter.kind === 'column' ? [filter.column as TaskFilterColumn] : TASK_FILTER_COLUMNS;
  const searched = columns.map((column) => lowerCasedKeys(rows, column));
  const matches = new Set<TaskRow>();
  rows.forEach((row, position) => {
    if (searched.some((column) => column[position].includes(filter.value))) matches.add(row);
  });
  return matches;
}
