import { use, useRef, type ReactNode, type RefObject } from 'react';
import { Box, Table } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { FirstLoadContext } from '../LoaderStatus/firstLoad';
import { PlainStack } from '../PlainControls/plainLayout';
import { ResizableContainer } from '../ResizableContainer/ResizableContainer';
import type { ResizePanel } from '../ResizableContainer/resizeSlice';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { STICKY_HEADER_PAGE_SIZE } from './rowsPerPage';
import { TableFooter } from './TableFooter';
import type { DataTableProps } from './types';
import { useColumnWindow } from './useColumnWindow';
import { useDataTable } from './useDataTable';
import { useScrollToActiveRow } from './useScrollToActiveRow';
import { DEFAULT_SCROLL_HEIGHT } from './virtualization';

const SCROLLS_ACROSS = { overflowX: 'auto' } as const;

/**
 * The one table of the product (TanStack Table + Virtual): sorting, client- or server-side
 * paging, selection, column visibility and, with the sticky header or many rows, a scrolling
 * body that renders only the rows in view.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const data = useDataTable(props);
  const { table, rowModel, virtual, sticky, setSticky } = data;
  const loading = props.loading ?? use(FirstLoadContext);
  // A ref, not state: setting state from the ref would render the whole table twice on mount.
  const tableRef = useRef<HTMLTableElement>(null);
  const headerGroups = table.getHeaderGroups();
  const leafColumns = table.getVisibleLeafColumns();
  const columnLimit = useColumnWindow(
    props.columnsInViewFirst === true && headerGroups.length === 1,
    leafColumns.length,
    tableRef,
  );
  useScrollToActiveRow({
    activeRowId: props.activeRowId,
    enabled: props.scrollToActiveRow === true,
    page: rowModel.page,
    getRowId: props.getRowId,
    virtual,
    scrollRef: data.scrollRef,
    virtualWindow: data.virtualWindow,
    tableRef,
  });
  const handlers = {
    onRowClick: props.onRowClick,
    onRowDoubleClick: props.onRowDoubleClick,
    rowTitle: props.rowTitle,
    activeRowId: props.activeRowId,
    renderExpanded: props.renderExpanded,
    cellEnvironment: props.cellEnvironment,
  };

  const onPageSizeChange = (pageSize: number) => {
    rowModel.onPaginationChange({ pageIndex: 0, pageSize });
    props.onPageSizeChange?.(pageSize);
    // The large page size switches the sticky header on.
    if (pageSize >= STICKY_HEADER_PAGE_SIZE && !sticky) setSticky(true);
  };

  const grid = (
    <Table
      ref={tableRef}
      striped={!virtual}
      highlightOnHover
      stickyHeader={virtual}
      aria-label={props.label}
      aria-rowcount={rowModel.rowCount}
      aria-busy={loading || undefined}
    >
      <DataTableHead
        headerGroups={headerGroups}
        sorting={rowModel.sorting}
        selection={data.selection}
        columnLimit={columnLimit}
      />
      <DataTableBody
        data={data}
        columnLimit={columnLimit}
        emptyText={
          loading
            ? t('components.dataTable.loading')
            : (props.emptyText ?? t('components.dataTable.empty'))
        }
        {...handlers}
      />
    </Table>
  );

  return (
    <PlainStack gap="xs">
      {virtual ? (
        <ScrollBox scrollRef={data.scrollRef} panel={props.resizePanel}>
          {grid}
        </ScrollBox>
      ) : (
        <div style={SCROLLS_ACROSS}>{grid}</div>
      )}
      {props.paginate !== false && (
        <TableFooter
          pageIndex={rowModel.pagination.pageIndex}
          pageSize={rowModel.pagination.pageSize}
          rowCount={rowModel.rowCount}
          loading={loading}
          onPageIndexChange={(pageIndex) =>
            rowModel.onPaginationChange({ ...rowModel.pagination, pageIndex })
          }
          onPageSizeChange={onPageSizeChange}
          pageSizeOptions={props.pageSizeOptions}
          pageSizeLabel={props.pageSizeLabel}
        />
      )}
    </PlainStack>
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
