// Which index columns the shards grid shows: hidden indices left out unless 'show hidden indices'
// is on, then the text filter on the index name, then the page of columns.

import { filterRows } from '../../../lib/filter';
import { isHiddenBy } from '../../../lib/regex';
import type { IndexColumn } from './shardGrid';

/** The filterable column of the shards screen. */
export const SHARD_FILTER_COLUMNS = ['index'] as const;

/** Shards grid column pagination: 10 per page by default, 0 means all. */
export const DEFAULT_COLUMNS_PER_PAGE = 10;

export interface ColumnView {
  filter: string;
  showHidden: boolean;
  /** The hide-indices pattern; null hides nothing. */
  hideRegex: RegExp | null;
}

export interface VisibleColumns {
  /** Columns that match, every page. */
  columns: IndexColumn[];
  /** Columns before the text filter (hidden indices already left out), for the filter chip. */
  total: number;
}

export function visibleColumns(all: readonly IndexColumn[], view: ColumnView): VisibleColumns {
  const shown = view.showHidden
    ? all
    : all.filter((column) => !isHiddenBy(view.hideRegex, column.name));
  const columns = filterRows(shown, view.filter, SHARD_FILTER_COLUMNS, (column) => column.name);
  return { columns, total: shown.length };
}

/** The items of one page; a page size of 0 or less shows them all. */
export function pageItems<T>(items: readonly T[], pageIndex: number, pageSize: number): T[] {
  if (pageSize <= 0) return [...items];
  const start = pageIndex * pageSize;
  return items.slice(start, start + pageSize);
}
