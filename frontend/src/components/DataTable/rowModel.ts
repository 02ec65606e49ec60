// Filtering, sorting and paging of client-side rows, done here rather than in TanStack Table:
// TanStack builds a heavy Row object per row, so it only ever receives the rows on screen.
// This keeps tables of 50,000 rows responsive.
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { isLosslessNumber } from '../../lib/json';
import type { DataTableColumn } from './types';

export type Accessor<T> = (row: T, index: number) => unknown;

/** Column id → value accessor, with TanStack's id rules (id, else accessorKey with '.' → '_'). */
export function columnAccessors<T>(
  columns: readonly DataTableColumn<T>[],
): Map<string, Accessor<T>> {
  const accessors = new Map<string, Accessor<T>>();
  for (const column of columns) {
    if ('columns' in column && column.columns) {
      columnAccessors(column.columns).forEach((accessor, id) => accessors.set(id, accessor));
    }
    if ('accessorFn' in column && column.accessorFn && column.id) {
      accessors.set(column.id, column.accessorFn);
    } else if ('accessorKey' in column && column.accessorKey !== undefined) {
      const key = String(column.accessorKey);
      accessors.set(column.id ?? key.replaceAll('.', '_'), pathReader(key));
    }
  }
  return accessors;
}

function pathReader<T>(path: string): Accessor<T> {
  if (!path.includes('.')) return (row) => readKey(row, path);
  const keys = path.split('.');
  return (row) => keys.reduce<unknown>((value, key) => readKey(value, key), row);
}

function readKey(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

type SortKey = number | bigint | string | null;

/**
 * How a value sorts: numbers (and big integers) numerically, booleans as 0/1, everything else
 * as lower-cased text, as the product this one replaces did. Missing values sort last.
 */
export function sortKey(value: unknown): SortKey {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isLosslessNumber(value)) return losslessKey(value.value);
  return (typeof value === 'string' ? value : String(value)).toLowerCase();
}

function losslessKey(digits: string): number | bigint {
  return /^-?\d+$/.test(digits) ? BigInt(digits) : Number(digits);
}

/** Ascending order of two sort keys; numbers before text, missing values are the caller's. */
export function compareKeys(a: Exclude<SortKey, null>, b: Exclude<SortKey, null>): number {
  const aText = typeof a === 'string';
  const bText = typeof b === 'string';
  if (aText !== bText) return aText ? 1 : -1;
  if (a < b) return -1;
  if (a > b) return 1;
  return 0;
}

/**
 * The rows in the order of `sorting` (stable; missing values last in either direction): a sorted
 * copy, or `rows` itself when they are in that order already. Never mutated by its callers.
 */
export function sortRows<T>(
  rows: readonly T[],
  sorting: SortingState,
  accessors: Map<string, Accessor<T>>,
): T[] {
  const sorters = sorting.flatMap((sort) => {
    const accessor = accessors.get(sort.id);
    return accessor ? [{ accessor, direction: sort.desc ? -1 : 1 }] : [];
  });
  if (sorters.length === 0) return [...rows];
  // Keys are computed once per row, not once per comparison.
  const keys = sorters.map(({ accessor }) =>
    rows.map((row, index) => sortKey(accessor(row, index))),
  );
  const compare = (a: number, b: number) => {
    for (let i = 0; i < sorters.length; i += 1) {
      const result = compareNullable(keys[i][a], keys[i][b], sorters[i].direction);
      if (result !== 0) return result;
    }
    return a - b;
  };
  // Rows already in order (a list the cluster sorted) are kept as they are: a sorted copy of
  // 50,000 rows is 0.2 MB, and an earlier render's copy stays alive beside the current one.
  let inOrder = true;
  for (let index = 1; inOrder && index < rows.length; index += 1) {
    inOrder = compare(index - 1, index) < 0;
  }
  if (inOrder) return rows as T[];
  const order = rows.map((_, index) => index);
  order.sort(compare);
  return order.map((index) => rows[index]);
}

function compareNullable(x: SortKey, y: SortKey, direction: number): number {
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  return compareKeys(x, y) * direction;
}

/** The rows of one page; a page size of 0 or less is one page holding every row. */
export function pageRows<T>(rows: readonly T[], { pageIndex, pageSize }: PaginationState): T[] {
  if (pageSize <= 0) return [...rows];
  const start = pageIndex * pageSize;
  return rows.slice(start, start + pageSize);
}
