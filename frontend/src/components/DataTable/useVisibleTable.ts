import { useUncontrolled } from '@mantine/hooks';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import type { DataTableProps } from './types';

const ALL_VISIBLE: VisibilityState = {};
const getCore = getCoreRowModel();

interface VisibleTableOptions<T> {
  /** Only the rows to render: TanStack's per-row objects are too heavy for whole tables. */
  rows: T[];
  sorting: SortingState;
  setSorting: (next: SortingState) => void;
}

/**
 * The TanStack table behind the header and the rendered rows: column definitions, header
 * sort toggles and column visibility. Sorting and paging themselves happen in the row model.
 */
export function useVisibleTable<T>(
  props: DataTableProps<T>,
  { rows, sorting, setSorting }: VisibleTableOptions<T>,
) {
  const { getRowId } = props;
  const [columnVisibility, setColumnVisibility] = useUncontrolled<VisibilityState>({
    value: props.columnVisibility,
    defaultValue: ALL_VISIBLE,
    onChange: props.onColumnVisibilityChange,
  });
  const onSortingChange: OnChangeFn<SortingState> = (updater) =>
    setSorting(functionalUpdate(updater, sorting));
  const onColumnVisibilityChange: OnChangeFn<VisibilityState> = (updater) =>
    setColumnVisibility(functionalUpdate(updater, columnVisibility));

  // The table instance is mutable by design; it is passed down, never memoised by React.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable<T>({
    data: rows,
    columns: props.columns,
    getRowId: (row) => getRowId(row),
    state: { sorting, columnVisibility },
    onSortingChange,
    onColumnVisibilityChange,
    manualSorting: true,
    manualPagination: true,
    // Every column sorts ascending on the first click, numbers included.
    sortDescFirst: false,
    getCoreRowModel: getCore,
  });
}
