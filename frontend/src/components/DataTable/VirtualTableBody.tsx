import type { RefObject } from 'react';
import { Table } from '@mantine/core';
import type { Table as TanTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DataTableRow, EmptyRow, type RowHandlers } from './DataTableRow';
import { ESTIMATED_ROW_HEIGHT, OVERSCAN_ROWS } from './virtualization';

interface VirtualTableBodyProps<T> extends RowHandlers<T> {
  table: TanTable<T>;
  scrollRef: RefObject<HTMLDivElement | null>;
  emptyText: string;
}

/** Only the rows in view (plus a margin) are in the DOM; spacer rows keep the scroll height. */
export function VirtualTableBody<T>({ table, scrollRef, emptyText, ...handlers }: VirtualTableBodyProps<T>) {
  const rows = table.getRowModel().rows;
  const colSpan = table.getVisibleLeafColumns().length;
  // The virtualizer is a mutable object by design; its results are read during this render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = first ? first.start : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - last.end : 0;

  return (
    <Table.Tbody>
      {rows.length === 0 && <EmptyRow colSpan={colSpan} text={emptyText} />}
      {paddingTop > 0 && <Spacer height={paddingTop} colSpan={colSpan} />}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <DataTableRow
            key={row.id}
            row={row}
            index={item.index}
            measureRef={virtualizer.measureElement}
            {...handlers}
          />
        );
      })}
      {paddingBottom > 0 && <Spacer height={paddingBottom} colSpan={colSpan} />}
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
