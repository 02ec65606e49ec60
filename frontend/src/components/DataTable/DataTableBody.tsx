import { Table } from '@mantine/core';
import type { Table as TanTable } from '@tanstack/react-table';
import { DataTableRow, EmptyRow, type RowHandlers } from './DataTableRow';

interface DataTableBodyProps<T> extends RowHandlers<T> {
  table: TanTable<T>;
  emptyText: string;
}

/** Every row of the page in the DOM: for pages small enough not to need virtual scrolling. */
export function DataTableBody<T>({ table, emptyText, ...handlers }: DataTableBodyProps<T>) {
  const rows = table.getRowModel().rows;
  return (
    <Table.Tbody>
      {rows.length === 0 && <EmptyRow colSpan={table.getVisibleLeafColumns().length} text={emptyText} />}
      {rows.map((row) => (
        <DataTableRow key={row.id} row={row} {...handlers} />
      ))}
    </Table.Tbody>
  );
}
