import { useMemo } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import {
  functionalUpdate,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type OnChangeFn,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { selectionColumn } from './selectionColumn';
import type { DataTableProps } from './types';
import { usePagination } from './usePagination';
import { useRowSelection } from './useRowSelection';

const NO_SORTING: SortingState = [];
const ALL_VISIBLE: VisibilityState = {};

/** The TanStack table instance behind DataTable, with every piece of state wired. */
export function useDataTable<T>(props: DataTableProps<T>) {
  const { data, columns, getRowId, filterText = '', filterFn, serverSide, paginate = true } = props;
  const rows = useMemo(
    () => (filterFn && filterText.trim() !== '' ? data.filter((row) => filterFn(row, filterText)) : data),
    [data, filterText, filterFn],
  );
  const allColumns = useMemo(
    () => (props.selectable ? [selectionColumn<T>(), ...columns] : columns),
    [props.selectable, columns],
  );
  const [sorting, setSorting] = useUncontrolled<SortingState>({
    value: serverSide?.sorting,
    defaultValue: props.initialSorting ?? NO_SORTING,
    onChange: serverSide?.onSortingChange,
  });
  const [columnVisibility, setColumnVisibility] = useUncontrolled<VisibilityState>({
    value: props.columnVisibility,
    defaultValue: ALL_VISIBLE,
    onChange: props.onColumnVisibilityChange,
  });
  const rowCount = serverSide ? serverSide.rowCount : rows.length;
  const { pagination, onPaginationChange } = usePagination({
    rowCount,
    filterText,
    initialPageSize: props.initialPageSize,
    serverSide,
  });
  const { rowSelection, onRowSelectionChange } = useRowSelection({
    rows,
    getRowId,
    selectedIds: props.selectedIds,
    onSelectionChange: props.onSelectionChange,
  });
  const onSortingChange: OnChangeFn<SortingState> = (updater) =>
    setSorting(functionalUpdate(updater, sorting));
  const onColumnVisibilityChange: OnChangeFn<VisibilityState> = (updater) =>
    setColumnVisibility(functionalUpdate(updater, columnVisibility));

  // The table instance is mutable by design; it is passed down, never memoised by React.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows,
    columns: allColumns,
    getRowId,
    state: { sorting, pagination, rowSelection, columnVisibility },
    onSortingChange,
    onPaginationChange,
    onRowSelectionChange,
    onColumnVisibilityChange,
    enableRowSelection: Boolean(props.selectable),
    manualSorting: Boolean(serverSide),
    manualPagination: Boolean(serverSide) || !paginate,
    rowCount,
    autoResetPageIndex: false,
    // Every column sorts ascending on the first click, numbers included.
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: serverSide ? undefined : getSortedRowModel(),
    getPaginationRowModel: serverSide || !paginate ? undefined : getPaginationRowModel(),
  });

  return { table, rowCount, pagination };
}
