import { useMemo } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import type { SortingState } from '@tanstack/react-table';
import { columnAccessors, pageRows, sortRows } from './rowModel';
import type { DataTableProps } from './types';
import { usePagination } from './usePagination';

const NO_SORTING: SortingState = [];

/**
 * The rows of the table: filtered, then (client-side) sorted and cut to the page. Server-side,
 * `data` is already the sorted page.
 */
export function useRowModel<T>(props: DataTableProps<T>) {
  const { data, columns, filterText = '', filterFn, serverSide } = props;
  const manual = Boolean(serverSide);
  const paginate = props.paginate !== false;

  const rows = useMemo(
    () =>
      filterFn && filterText.trim() !== '' ? data.filter((row) => filterFn(row, filterText)) : data,
    [data, filterText, filterFn],
  );
  const [sorting, setSorting] = useUncontrolled<SortingState>({
    value: serverSide?.sorting,
    defaultValue: props.initialSorting ?? NO_SORTING,
    onChange: serverSide ? serverSide.onSortingChange : props.onSortingChange,
  });
  const accessors = useMemo(() => columnAccessors(columns), [columns]);
  const sorted = useMemo(
    () => (manual ? rows : sortRows(rows, sorting, accessors)),
    [manual, rows, sorting, accessors],
  );
  const rowCount = serverSide ? serverSide.rowCount : rows.length;
  const { pagination, onPaginationChange } = usePagination({
    rowCount,
    filterText,
    initialPageSize: props.initialPageSize,
    serverSide,
    options: props.pageSizeOptions,
  });
  const { pageIndex, pageSize } = pagination;
  const page = useMemo(
    () => (manual || !paginate ? sorted : pageRows(sorted, { pageIndex, pageSize })),
    [manual, paginate, sorted, pageIndex, pageSize],
  );

  return { rows, page, rowCount, sorting, setSorting, pagination, onPaginationChange };
}
