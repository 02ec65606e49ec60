// The persisted indices view state as the table takes it: the stored sorting and
// rows per page are read once, when the screen opens; later changes are stored as they happen.
import { useCallback, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  selectIndicesView,
  setIndicesFilter,
  setIndicesRowsPerPage,
  setIndicesSorting,
  setIndicesStickyHeader,
} from './indicesViewSlice';

export function useIndicesView() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectIndicesView);
  const { sortBy, descending, rowsPerPage } = view.pagination;
  const [initialSorting] = useState<SortingState>(() =>
    sortBy ? [{ id: sortBy, desc: descending }] : [],
  );
  const [initialPageSize] = useState(rowsPerPage);
  return {
    filter: view.filter,
    stickyHeader: view.stickyTableHeader,
    initialSorting,
    initialPageSize,
    setFilter: useCallback((text: string) => dispatch(setIndicesFilter(text)), [dispatch]),
    setStickyHeader: useCallback(
      (sticky: boolean) => dispatch(setIndicesStickyHeader(sticky)),
      [dispatch],
    ),
    setSorting: useCallback(
      (sorting: SortingState) =>
        dispatch(
          setIndicesSorting({
            sortBy: sorting[0]?.id ?? '',
            descending: sorting[0]?.desc ?? false,
          }),
        ),
      [dispatch],
    ),
    setRowsPerPage: useCallback(
      (size: number) => dispatch(setIndicesRowsPerPage(size)),
      [dispatch],
    ),
  };
}
