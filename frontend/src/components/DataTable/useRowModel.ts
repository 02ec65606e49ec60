import { useMemo } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import type { SortingState } from '@tanstack/react-table';
import { keptItems } from '../../lib/keptItems';
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
    () => matchingRows(data, filterText, filterFn),
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

/**
 * The rows matching the filter: `data` itself when every row matches (a filter the cluster
 * applied, or one typed to match everything), so that the rows are not sorted again.
 */
function matchingRows<T>(
  data: T[],
  filterText: string,
  filterFn: ((row: T, filter: string) => boolean) | undefined,
): T[] {
  if (!filterFn || filterText.trim() === '') return data;
  return keptItems(data, (row) => filterFn(row, filterText));
}
