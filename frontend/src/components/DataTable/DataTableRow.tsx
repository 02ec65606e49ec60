import type { Ref } from 'react';
import { Table } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';

export interface RowHandlers<T> {
  onRowClick?: (row: T) => void;
  onRowDoubleClick?: (row: T) => void;
  rowTitle?: string;
}

interface DataTableRowProps<T> extends RowHandlers<T> {
  row: Row<T>;
  /** Set by the virtual body so the row's height is measured. */
  measureRef?: Ref<HTMLTableRowElement>;
  index?: number;
}

/** One row; cells render through the column definitions, so cluster text stays text. */
export function DataTableRow<T>({ row, measureRef, index, onRowClick, onRowDoubleClick, rowTitle }: DataTableRowProps<T>) {
  const clickable = Boolean(onRowClick || onRowDoubleClick);
  return (
    <Table.Tr
      ref={measureRef}
      data-index={index}
      title={rowTitle}
      aria-selected={row.getCanSelect() ? row.getIsSelected() : undefined}
      bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
      style={clickable ? { cursor: 'pointer' } : undefined}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(row.original) : undefined}
    >
      {row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
      ))}
    </Table.Tr>
  );
}

/** The single row shown when the table has no rows. */
export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} ta="center" c="dimmed" py="md">
        {text}
      </Table.Td>
    </Table.Tr>
  );
}
