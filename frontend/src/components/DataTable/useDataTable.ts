import { useMemo, useRef } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import type { DataTableProps } from './types';
import { useRowModel } from './useRowModel';
import { useRowSelection } from './useRowSelection';
import { useVirtualWindow } from './useVirtualWindow';
import { useVisibleTable } from './useVisibleTable';
import { shouldVirtualize } from './virtualization';

/**
 * Everything DataTable renders from: the row model, selection, the virtual window and a TanStack
 * table holding only the rows to render.
 */
export function useDataTable<T>(props: DataTableProps<T>) {
  const rowModel = useRowModel(props);
  const { page } = rowModel;
  const selection = useRowSelection({
    rows: rowModel.rows,
    page: props.selectable ? page : [],
    getRowId: props.getRowId,
    selectedIds: props.selectedIds,
    onSelectionChange: props.onSelectionChange,
  });
  const [sticky, setSticky] = useUncontrolled({
    value: props.stickyHeader,
    defaultValue: false,
    onChange: props.onStickyHeaderChange,
  });
  // A ref, not state: the virtualizer reads the box after each commit and renders again only if
  // the rows in view differ from those of its first estimate; state would render the whole
  // table a second time as it mounts.
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtual = shouldVirtualize(sticky, page.length);
  const virtualWindow = useVirtualWindow({
    count: page.length,
    scrollRef,
    enabled: virtual,
    rowHeight: props.rowHeight,
  });
  const { start, end } = virtualWindow;
  const visible = useMemo(() => page.slice(start, end), [page, start, end]);
  const table = useVisibleTable(props, {
    rows: visible,
    sorting: rowModel.sorting,
    setSorting: rowModel.setSorting,
  });

  return {
    table,
    rowModel,
    virtual,
    virtualWindow,
    scrollRef,
    sticky,
    setSticky,
    rowHeight: props.rowHeight,
    selection: props.selectable ? selection : undefined,
  };
}

export type DataTableModel<T> = ReturnType<typeof useDataTable<T>>;
