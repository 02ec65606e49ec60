// The persisted view state of a screen built on the shared table: the filter, the sticky
// header, and the table's sorting and rows per page. Each screen keeps its own slice, storage
// key and defaults; the parsing and the four reducers are the same for all of them.
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  definePersistedArea,
  readBoolean,
  readString,
  type PersistedAreaDeclaration,
} from '../lib/persistedArea';
import { isRecord } from '../lib/storage';

export interface ViewPagination {
  /** Column id; '' is the order of the answer. */
  sortBy: string;
  descending: boolean;
  rowsPerPage: number;
}

export interface TableViewState {
  filter: string;
  stickyTableHeader: boolean;
  pagination: ViewPagination;
}

/**
 * Each stored field of the right type is kept; the others get `fallback`'s. A stored rows per
 * page must be a whole number of at least `minRowsPerPage`.
 */
export function parseViewPagination(
  raw: unknown,
  fallback: ViewPagination,
  minRowsPerPage = 0,
): ViewPagination {
  if (!isRecord(raw)) return { ...fallback };
  const rows = raw.rowsPerPage;
  return {
    sortBy: readString(raw, 'sortBy', fallback.sortBy),
    descending: readBoolean(raw, 'descending', fallback.descending),
    rowsPerPage:
      typeof rows === 'number' && Number.isInteger(rows) && rows >= minRowsPerPage
        ? rows
        : fallback.rowsPerPage,
  };
}

/**
 * The table view of a stored value: each field of the right type is kept, the others get
 * `fallback`'s; null when the stored value is not an object.
 */
export function parseTableView(
  raw: unknown,
  fallback: TableViewState,
  minRowsPerPage = 0,
): TableViewState | null {
  if (!isRecord(raw)) return null;
  return {
    filter: readString(raw, 'filter', fallback.filter),
    stickyTableHeader: readBoolean(raw, 'stickyTableHeader', fallback.stickyTableHeader),
    pagination: parseViewPagination(raw.pagination, fallback.pagination, minRowsPerPage),
  };
}

/** A fresh copy of a view state, its pagination included. */
export function copyTableView<T extends TableViewState>(view: T): T {
  return { ...view, pagination: { ...view.pagination } };
}

/** A table view's persisted area: stored under `key`, a fresh copy of `defaults` when nothing
 * usable is stored. */
export function tableViewArea<T extends TableViewState>(
  key: string,
  defaults: T,
  parse: (raw: unknown) => T | null,
): PersistedAreaDeclaration<T> {
  return definePersistedArea({ key, defaults: () => copyTableView(defaults), parse });
}

/** The reducers every table view slice has; spread them into the slice's `reducers`. */
export const tableViewReducers = {
  setFilter(state: TableViewState, action: PayloadAction<string>) {
    state.filter = action.payload;
  },
  setStickyHeader(state: TableViewState, action: PayloadAction<boolean>) {
    state.stickyTableHeader = action.payload;
  },
  /** An empty sortBy means unsorted (the order of the answer). */
  setSorting(
    state: TableViewState,
    action: PayloadAction<{ sortBy: string; descending: boolean }>,
  ) {
    state.pagination.sortBy = action.payload.sortBy;
    state.pagination.descending = action.payload.descending;
  },
  setRowsPerPage(state: TableViewState, action: PayloadAction<number>) {
    state.pagination.rowsPerPage = action.payload;
  },
};
