// The index columns the grid shows and the page of them: hidden indices, the
// persisted text filter, then 10 columns a page by default (0 shows all).
import { useMemo, useState } from 'react';
import { clampPageIndex } from '../../../components/DataTable/pagination';
import {
  DEFAULT_COLUMNS_PER_PAGE,
  pageItems,
  visibleColumns,
  type ColumnView,
} from './gridColumns';
import type { IndexColumn } from './shardGrid';

export interface ColumnPage {
  /** Matching columns, every page. */
  matching: IndexColumn[];
  /** Columns before the text filter, for the filter chip. */
  total: number;
  /** The columns on screen. */
  page: IndexColumn[];
  pageIndex: number;
  pageSize: number;
  setPageIndex: (pageIndex: number) => void;
  setPageSize: (pageSize: number) => void;
}

export function useShardColumns(all: readonly IndexColumn[], view: ColumnView): ColumnPage {
  const { filter, showHidden, hideRegex } = view;
  const [paging, setPaging] = useState({
    pageIndex: 0,
    pageSize: DEFAULT_COLUMNS_PER_PAGE,
    filter,
  });
  // A new filter starts again from the first page.
  if (paging.filter !== filter) setPaging({ ...paging, pageIndex: 0, filter });

  const { columns: matching, total } = useMemo(
    () => visibleColumns(all, { filter, showHidden, hideRegex }),
    [all, filter, showHidden, hideRegex],
  );
  const pageIndex = clampPageIndex(paging.pageIndex, matching.length, paging.pageSize);
  const page = useMemo(
    () => pageItems(matching, pageIndex, paging.pageSize),
    [matching, pageIndex, paging.pageSize],
  );

  return {
    matching,
    total,
    page,
    pageIndex,
    pageSize: paging.pageSize,
    setPageIndex: (next) => setPaging((current) => ({ ...current, pageIndex: next })),
    setPageSize: (next) => setPaging((current) => ({ ...current, pageIndex: 0, pageSize: next })),
  };
}
