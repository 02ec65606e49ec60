import { useState } from 'react';
import { useSelector } from 'react-redux';
import { functionalUpdate, type OnChangeFn, type PaginationState } from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE, clampPageIndex } from './pagination';
import { allowedPageSize, type RowsPerPageOption } from './rowsPerPage';
import { selectTable, type TableState } from './tableSlice';
import type { ServerSideOptions } from './types';

interface PaginationOptions {
  rowCount: number;
  filterText: string;
  initialPageSize?: number;
  serverSide?: ServerSideOptions;
  options?: readonly RowsPerPageOption[];
}

/**
 * The page shown: kept here for client-side tables, by the caller for server-side ones. The
 * page index stays inside the existing pages, a new filter text goes back to the first page
 * and a large page size the user has not accepted falls back to the largest allowed one.
 */
export function usePagination({
  rowCount,
  filterText,
  initialPageSize,
  serverSide,
  options,
}: PaginationOptions) {
  const accepted = useSelector(
    (state: { table: TableState }) => selectTable(state).rowsPerPageAccepted,
  );
  const [own, setOwn] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: initialPageSize ?? DEFAULT_PAGE_SIZE,
  });
  const [seenFilter, setSeenFilter] = useState(filterText);
  if (!serverSide && filterText !== seenFilter) {
    setSeenFilter(filterText);
    setOwn((page) => ({ ...page, pageIndex: 0 }));
  }

  const raw = serverSide ? serverSide.pagination : own;
  const pageSize = allowedPageSize(raw.pageSize, accepted, options);
  const pagination: PaginationState = {
    pageSize,
    // A server-side page index is the caller's: the row count is unknown while a page loads.
    pageIndex: serverSide ? raw.pageIndex : clampPageIndex(raw.pageIndex, rowCount, pageSize),
  };

  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, pagination);
    if (serverSide) serverSide.onPaginationChange(next);
    else setOwn(next);
  };

  return { pagination, onPaginationChange };
}
