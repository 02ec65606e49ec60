// The results as the shared table takes them: rows and columns from the
// hits, sort fields from the hits' mappings, the stored column visibility, and server-side
// paging and sorting that merge into the query and search again.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { PaginationState, SortingState, VisibilityState } from '@tanstack/react-table';
import type { ServerSideOptions } from '../../../components/DataTable/types';
import { visibilityOf, visibleColumnsOf } from './columnState';
import { resultColumns } from './resultColumns';
import { useSearchMappingsQuery } from '../searchApi';
import { searchRows } from './searchRows';
import type { SearchView } from '../view/searchView';
import { sortFields } from './sortableFields';
import type { SearchController } from '../view/useSearchController';
import { withPaging, withResults } from '../view/viewTransitions';

interface PageRequest {
  page: number;
  rowsPerPage: number;
  sortBy: string;
  descending: boolean;
}

export function useResultTable(view: SearchView, controller: SearchController) {
  const { runner, update, updateAndRun } = controller;
  const { response, total } = runner;
  const results = useMemo(() => searchRows(response?.hits?.hits), [response]);
  const mappings = useSearchMappingsQuery(results.indices.length > 0 ? results.indices : skipToken);
  const fields = useMemo(
    () => sortFields(results.columns, mappings.data ?? []),
    [results.columns, mappings.data],
  );
  const columns = useMemo(() => resultColumns(results.columns, fields), [results.columns, fields]);
  const fieldsRef = useRef(fields);
  useEffect(() => {
    fieldsRef.current = fields;
  }, [fields]);

  // New results bring their columns and total into the stored view.
  useEffect(() => {
    if (!response) return;
    update((current) => withResults(current, results.columns, total));
  }, [response, results.columns, total, update]);

  const requestPage = useCallback(
    (page: PageRequest) =>
      updateAndRun((current) =>
        withPaging(current, {
          ...page,
          sortField: page.sortBy ? (fieldsRef.current[page.sortBy] ?? null) : null,
        }),
      ),
    [updateAndRun],
  );

  const { pagination } = view;
  const serverSide: ServerSideOptions = {
    rowCount: total,
    pagination: { pageIndex: pagination.page - 1, pageSize: pagination.rowsPerPage },
    onPaginationChange: (next: PaginationState) =>
      requestPage({ ...pagination, page: next.pageIndex + 1, rowsPerPage: next.pageSize }),
    sorting: pagination.sortBy ? [{ id: pagination.sortBy, desc: pagination.descending }] : [],
    onSortingChange: (next: SortingState) =>
      requestPage({
        ...pagination,
        page: 1,
        sortBy: next[0]?.id ?? '',
        descending: next[0]?.desc ?? false,
      }),
  };

  const visibility = useMemo(
    () => visibilityOf({ columns: view.columns, visibleColumns: view.visibleColumns }),
    [view.columns, view.visibleColumns],
  );
  const setVisibility = useCallback(
    (next: VisibilityState) =>
      update(() => ({ visibleColumns: visibleColumnsOf(results.columns, next) })),
    [update, results.columns],
  );

  return {
    rows: results.rows,
    columnNames: results.columns,
    columns,
    serverSide,
    visibility,
    setVisibility,
  };
}
