import { useRef, type ReactNode, type RefObject } from 'react';
import { Box, Stack, Table } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ResizableContainer } from '../ResizableContainer/ResizableContainer';
import type { ResizePanel } from '../ResizableContainer/resizeSlice';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { STICKY_HEADER_PAGE_SIZE } from './rowsPerPage';
import { TableFooter } from './TableFooter';
import type { DataTableProps } from './types';
import { useDataTable } from './useDataTable';
import { DEFAULT_SCROLL_HEIGHT, shouldVirtualize } from './virtualization';
import { VirtualTableBody } from './VirtualTableBody';

/**
 * The one table of the product (TanStack Table + Virtual): sorting, client- or server-side
 * paging, selection, column visibility and, with the sticky header or many rows, a scrolling
 * body that renders only the rows in view.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { table, rowCount, pagination } = useDataTable(props);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sticky, setSticky] = useUncontrolled({
    value: props.stickyHeader,
    defaultValue: false,
    onChange: props.onStickyHeaderChange,
  });
  const virtual = shouldVirtualize(sticky, table.getRowModel().rows.length);
  const handlers = { onRowClick: props.onRowClick, onRowDoubleClick: props.onRowDoubleClick, rowTitle: props.rowTitle };
  const emptyText = props.emptyText ?? t('components.dataTable.empty');

  const onPageSizeChange = (pageSize: number) => {
    table.setPagination({ pageIndex: 0, pageSize });
    // Core spec 4.11: the large page size switches the sticky header on.
    if (pageSize >= STICKY_HEADER_PAGE_SIZE && !sticky) setSticky(true);
  };

  const grid = (
    <Table striped highlightOnHover stickyHeader={virtual} aria-label={props.label} aria-rowcount={rowCount}>
      <DataTableHead table={table} />
      {virtual ? (
        <VirtualTableBody table={table} scrollRef={scrollRef} emptyText={emptyText} {...handlers} />
      ) : (
        <DataTableBody table={table} emptyText={emptyText} {...handlers} />
      )}
    </Table>
  );

  return (
    <Stack gap="xs">
      {virtual ? (
        <ScrollBox scrollRef={scrollRef} panel={props.resizePanel}>
          {grid}
        </ScrollBox>
      ) : (
        <Box style={{ overflowX: 'auto' }}>{grid}</Box>
      )}
      {props.paginate !== false && (
        <TableFooter
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          rowCount={rowCount}
          onPageIndexChange={(pageIndex) => table.setPageIndex(pageIndex)}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </Stack>
  );
}

interface ScrollBoxProps {
  scrollRef: RefObject<HTMLDivElement | null>;
  panel?: ResizePanel;
  children: ReactNode;
}

/** The scrolling frame of a virtualized table: a resizable panel, or a fixed maximum height. */
function ScrollBox({ scrollRef, panel, children }: ScrollBoxProps) {
  if (!panel) {
    return (
      <Box ref={scrollRef} mah={DEFAULT_SCROLL_HEIGHT} style={{ overflow: 'auto' }}>
        {children}
      </Box>
    );
  }
  return (
    <ResizableContainer panel={panel}>
      <Box ref={scrollRef} h="100%" style={{ overflow: 'auto' }}>
        {children}
      </Box>
    </ResizableContainer>
  );
}
