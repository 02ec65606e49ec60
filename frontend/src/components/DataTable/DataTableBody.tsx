import { Table } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { DataTableRow, type RowHandlers } from './DataTableRow';
import type { DataTableModel } from './useDataTable';

interface DataTableBodyProps<T> extends RowHandlers<T> {
  data: DataTableModel<T>;
  emptyText: string;
  /** How many of the columns to draw (undefined: all); the table draws the others later. */
  columnLimit?: number;
}

/** The rendered rows: the whole page, or with virtual scrolling only the window plus spacers. */
export function DataTableBody<T>({
  data,
  emptyText,
  columnLimit,
  ...handlers
}: DataTableBodyProps<T>) {
  const { t } = useTranslation();
  const { table, virtualWindow, virtual, selection, rowModel } = data;
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  const drawn = columnLimit === undefined ? columns.length : Math.min(columnLimit, columns.length);
  const colSpan = drawn + (selection ? 1 : 0);
  return (
    <Table.Tbody>
      {rowModel.page.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={colSpan} ta="center" c="dimmed" py="md">
            {emptyText}
          </Table.Td>
        </Table.Tr>
      )}
      {virtualWindow.paddingTop > 0 && (
        <Spacer height={virtualWindow.paddingTop} colSpan={colSpan} />
      )}
      {rows.map((row, offset) => (
        <DataTableRow
          key={row.id}
          row={row}
          columns={columns}
          columnLimit={columnLimit}
          index={virtualWindow.start + offset}
          measureRef={virtual ? virtualWindow.measureElement : undefined}
          selected={selection ? Boolean(selection.selected[row.id]) : undefined}
          onToggleSelected={selection?.toggleRow}
          selectLabel={selection ? t('components.dataTable.selectRow') : undefined}
          striped={!virtual}
          height={data.rowHeight}
          {...handlers}
        />
      ))}
      {virtualWindow.paddingBottom > 0 && (
        <Spacer height={virtualWindow.paddingBottom} colSpan={colSpan} />
      )}
    </Table.Tbody>
  );
}

function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
