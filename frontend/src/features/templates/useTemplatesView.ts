// The persisted templates view state as the table takes it; the stored sorting
// and rows per page are read once, when the screen opens.
import { useCallback, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  selectTemplatesView,
  setShowHiddenTemplates,
  setTemplatesFilter,
  setTemplatesRowsPerPage,
  setTemplatesSorting,
  setTemplatesStickyHeader,
} from './templatesViewSlice';

export function useTemplatesView() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectTemplatesView);
  const { sortBy, descending, rowsPerPage } = view.pagination;
  const [initialSorting] = useState<SortingState>(() =>
    sortBy ? [{ id: sortBy, desc: descending }] : [],
  );
  const [initialPageSize] = useState(rowsPerPage);
  return {
    filter: view.filter,
    showHidden: view.showHiddenIndices,
    stickyHeader: view.stickyTableHeader,
    initialSorting,
    initialPageSize,
    setFilter: useCallback((text: string) => dispatch(setTemplatesFilter(text)), [dispatch]),
    setShowHidden: useCallback(
      (show: boolean) => dispatch(setShowHiddenTemplates(show)),
      [dispatch],
    ),
    setStickyHeader: useCallback(
      (sticky: boolean) => dispatch(setTemplatesStickyHeader(sticky)),
      [dispatch],
    ),
    setSorting: useCallback(
      (sorting: SortingState) =>
        dispatch(
          setTemplatesSorting({
            sortBy: sorting[0]?.id ?? '',
            descending: sorting[0]?.desc ?? false,
          }),
        ),
      [dispatch],
    ),
    setRowsPerPage: useCallback(
      (size: number) => dispatch(setTemplatesRowsPerPage(size)),
      [dispatch],
    ),
  };
}
