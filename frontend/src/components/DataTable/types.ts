import type { ReactNode } from 'react';
import type {
  ColumnDef,
  PaginationState,
  RowData,
  SortingState,
  VisibilityState,
} from '@tanstack/react-table';
import type { ResizePanel } from '../ResizableContainer/resizeSlice';
import type { RowsPerPageOption } from './rowsPerPage';

/**
 * Column definitions as TanStack Table takes them. Client-side sorting uses the value of the
 * column's accessor (numbers numerically, text case-insensitively); keep the array stable
 * (useMemo) so large tables are not re-sorted on every render.
 */
export type DataTableColumn<T> = ColumnDef<T, unknown>;

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names TanStack declares
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * The cell as plain elements made from its row and the table's `cellEnvironment`, called
     * while the row renders rather than mounted as a component of its own: a table of many
     * columns (the search results' fields) mounts a component less per cell.
     */
    plainCell?: (row: TData, columnId: string, environment: unknown) => ReactNode;
  }
}

/** Paging and sorting done by the cluster: the table shows `data` as one page of `rowCount`. */
export interface ServerSideOptions {
  rowCount: number;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
}

export interface DataTableProps<T> {
  data: T[];
  columns: DataTableColumn<T>[];
  /** A stable id per row, taken from the row itself; selection and re-renders rely on it. */
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label?: string;

  /** Client-side filter text; changing it goes back to the first page. */
  filterText?: string;
  /** Keeps the rows that match `filterText` (not called while the text is blank). */
  filterFn?: (row: T, filterText: string) => boolean;

  /** Client-side sorting to start with; none by default. */
  initialSorting?: SortingState;
  /** Told the sorting the user chose in a client-side table, e.g. to remember it. */
  onSortingChange?: (sorting: SortingState) => void;
  /** Told the page size the user chose, e.g. to remember it. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Client-side page size to start with; 10 by default. */
  initialPageSize?: number;
  /** Page size choices of the footer; 10, 20, 100 and 1000 by default. A value of 0 is 'all rows'. */
  pageSizeOptions?: readonly RowsPerPageOption[];
  /** Label of the page size choice; 'Records per page' by default. */
  pageSizeLabel?: string;
  /** false shows every row on one page (virtualized when there are many). */
  paginate?: boolean;
  /** Server-side paging and sorting (document search). */
  serverSide?: ServerSideOptions;

  /** Adds row checkboxes and a select-all checkbox for the page. */
  selectable?: boolean;
  /** Controlled selection (row ids); the table keeps its own when omitted. */
  selectedIds?: readonly string[];
  /** Called with the selected rows that are currently in the table, whenever they change. */
  onSelectionChange?: (rows: T[], ids: string[]) => void;

  /** Controlled column visibility; every column shows when omitted. */
  columnVisibility?: VisibilityState;
  onColumnVisibilityChange?: (next: VisibilityState) => void;

  /** Sticky header with a scrolling, virtualized body. Controlled when given. */
  stickyHeader?: boolean;
  onStickyHeaderChange?: (next: boolean) => void;
  /**
   * Every row is one line of this height (px), its cells never wrapping: a virtual table places
   * its rows without measuring them, which for a long list costs a layout of the page per window.
   */
  rowHeight?: number;
  /**
   * As many columns as the documents have fields, far more than fit the width in view: the first
   * render draws the first columns only, enough to fill that width, and the others join once that
   * frame is painted. Every cell must stay on one line (the columns drawn first then keep their
   * widths).
   */
  columnsInViewFirst?: boolean;
  /** Persisted, draggable height of the scrolling body. */
  resizePanel?: ResizePanel;

  /**
   * The first answer is still pending: the body says 'Loading' rather than the empty text and
   * the footer shows no range. Inside a loading LoaderStatus the table knows it by itself.
   */
  loading?: boolean;
  /** Shown when there are no rows; defaults to 'No data available'. */
  emptyText?: string;
  onRowClick?: (row: T) => void;
  onRowDoubleClick?: (row: T) => void;
  /** Id of the row to highlight as the one in use, e.g. the row a preview beside the table shows. */
  activeRowId?: string;
  /** Brings the active row into view once, when it first appears (a link to one row). */
  scrollToActiveRow?: boolean;
  /** Hover title of each row, e.g. 'Double click to edit', or one made from the row. */
  rowTitle?: string | ((row: T) => string);
  /**
   * Content shown under a row across every column (an expanded row); return null for rows that
   * are collapsed. Keep it stable (useCallback): every visible row calls it on each render.
   */
  renderExpanded?: (row: T) => ReactNode;
  /**
   * What the columns' plain cells read besides their row (`meta.plainCell`): a new value renders
   * every row again. Keep it stable (useMemo).
   */
  cellEnvironment?: unknown;
}
