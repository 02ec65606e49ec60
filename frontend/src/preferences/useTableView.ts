// A persisted table view state as the shared table takes it: the stored sorting and rows per
// page are read once, when the screen opens; later changes are stored as they happen.
import { useCallback, useMemo, useState } from 'react';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SortingState } from '@tanstack/react-table';
import { useAppDispatch, useAppSelector, type RootState } from '../store/hooks';
import type { TableViewState } from './tableView';

/** The action creators of a slice built with `tableViewReducers`. */
export interface TableViewActions {
  setFilter: (text: string) => PayloadAction<string>;
  setStickyHeader: (sticky: boolean) => PayloadAction<boolean>;
  setSorting: (sorting: {
    sortBy: string;
    descending: boolean;
  }) => PayloadAction<{ sortBy: string; descending: boolean }>;
  setRowsPerPage: (size: number) => PayloadAction<number>;
}

export function useTableView(
  selectView: (state: RootState) => TableViewState,
  actions: TableViewActions,
) {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectView);
  const { sortBy, descending, rowsPerPage } = view.pagination;
  const [initialSorting] = useState<SortingState>(() =>
    sortBy ? [{ id: sortBy, desc: descending }] : [],
  );
  const [initialPageSize] = useState(rowsPerPage);
  const { setFilter, setStickyHeader, setSorting, setRowsPerPage } = actions;
  const onFilterChange = useCallback(
    (text: string) => dispatch(setFilter(text)),
    [dispatch, setFilter],
  );
  const onStickyHeaderChange = useCallback(
    (sticky: boolean) => dispatch(setStickyHeader(sticky)),
    [dispatch, setStickyHeader],
  );
  const onSortingChange = useCallback(
    (sorting: SortingState) =>
      dispatch(setSorting({ sortBy: sorting[0]?.id ?? '', descending: sorting[0]?.desc ?? false })),
    [dispatch, setSorting],
  );
  const onPageSizeChange = useCallback(
    (size: number) => dispatch(setRowsPerPage(size)),
    [dispatch, setRowsPerPage],
  );
  const filter = view.filter;
  const stickyHeader = view.stickyTableHeader;
  /** The props the shared table takes from the view, to spread into it. */
  const tableProps = useMemo(
    () => ({
      filterText: filter,
      initialSorting,
      onSortingChange,
      initialPageSize,
      onPageSizeChange,
      stickyHeader,
      onStickyHeaderChange,
    }),
    [
      filter,
      initialSorting,
      onSortingChange,
      initialPageSize,
      onPageSizeChange,
      stickyHeader,
      onStickyHeaderChange,
    ],
  );
  return {
    filter,
    stickyHeader,
    initialSorting,
    initialPageSize,
    setFilter: onFilterChange,
    setStickyHeader: onStickyHeaderChange,
    setSorting: onSortingChange,
    setRowsPerPage: onPageSizeChange,
    tableProps,
  };
}
