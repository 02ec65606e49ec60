import { useMemo, useState } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { pageSelection, withRowsSelected } from './selection';
import type { DataTableProps } from './types';
import { useRowModel } from './useRowModel';
import { useRowSelection } from './useRowSelection';
import { useVirtualWindow } from './useVirtualWindow';
import { shouldVirtualize } from './virtualization';

const ALL_VISIBLE: VisibilityState = {};
const getCore = getCoreRowModel();

/**
 * Everything DataTable renders from: the row model, selection, the virtual window and a TanStack
 * table holding only the rows to render (its per-row objects are too heavy for 50,000 rows).
 */
export function useDataTable<T>(props: DataTableProps<T>) {
  const { getRowId } = props;
  const rowModel = useRowModel(props);
  const { selection, setSelection } = useRowSelection({
    rows: rowModel.rows,
    getRowId,
    selectedIds: props.selectedIds,
    onSelectionChange: props.onSelectionChange,
  });
  const [sticky, setSticky] = useUncontrolled({
    value: props.stickyHeader,
    defaultValue: false,
    onChange: props.onStickyHeaderChange,
  });
  const [columnVisibility, setColumnVisibility] = useUncontrolled<VisibilityState>({
    value: props.columnVisibility,
    defaultValue: ALL_VISIBLE,
    onChange: props.onColumnVisibilityChange,
  });
  // State, not a ref: the window must be computed again once the scroll box exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const virtual = shouldVirtualize(sticky, rowModel.page.length);
  const { page } = rowModel;
  const virtualWindow = useVirtualWindow({
    count: page.length,
    scrollElement,
    enabled: virtual,
  });
  const visible = useMemo(() => page.slice(virtualWindow.start, virtualWindow.end), [page, virtualWindow.start, virtualWindow.end]);

  const onSortingChange: OnChangeFn<SortingState> = (updater) =>
    rowModel.setSorting(functionalUpdate(updater, rowModel.sorting));
  const onColumnVisibilityChange: OnChangeFn<VisibilityState> = (updater) =>
    setColumnVisibility(functionalUpdate(updater, columnVisibility));

  // The table instance is mutable by design; it is passed down, never memoised by React.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: visible,
    columns: props.columns,
    getRowId: (row) => getRowId(row),
    state: { sorting: rowModel.sorting, columnVisibility },
    onSortingChange,
    onColumnVisibilityChange,
    manualSorting: true,
    manualPagination: true,
    // Every column sorts ascending on the first click, numbers included.
    sortDescFirst: false,
    getCoreRowModel: getCore,
  });

  const pageState = props.selectable ? pageSelection(page, selection, getRowId) : 'none';
  const togglePage = () =>
    setSelection(withRowsSelected(selection, page.map(getRowId), pageState !== 'all'));
  const toggleRow = (id: string) => setSelection(withRowsSelected(selection, [id], !selection[id]));

  return {
    table,
    rowModel,
    virtual,
    virtualWindow,
    setScrollElement,
    sticky,
    setSticky,
    selection: props.selectable ? { state: pageState, selected: selection, togglePage, toggleRow } : undefined,
  };
}

export type DataTableModel<T> = ReturnType<typeof useDataTable<T>>;
