// The indices view state, persisted under 'indicesView': filter, sticky header
// and the table's sorting and rows per page (default: by index, ascending, 10 rows). The
// hide-indices pattern and 'show hidden indices' are the shared 'indices' settings area
// (preferences/indicesPreferences), and the large-page acceptance is the table's own.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';

export const INDICES_VIEW_STORAGE_KEY = 'indicesView';

export interface ViewPagination {
  /** Column id; '' is the order of the answer. */
  sortBy: string;
  descending: boolean;
  rowsPerPage: number;
}

export interface IndicesViewState {
  filter: string;
  stickyTableHeader: boolean;
  pagination: ViewPagination;
}

export const DEFAULT_INDICES_VIEW: IndicesViewState = {
  filter: '',
  stickyTableHeader: false,
  pagination: { sortBy: 'index', descending: false, rowsPerPage: 10 },
};

/** Each stored field of the right type is kept; the others get `fallback`'s. */
export function parseViewPagination(raw: unknown, fallback: ViewPagination): ViewPagination {
  if (!isRecord(raw)) return { ...fallback };
  const rows = raw.rowsPerPage;
  return {
    sortBy: typeof raw.sortBy === 'string' ? raw.sortBy : fallback.sortBy,
    descending: typeof raw.descending === 'boolean' ? raw.descending : fallback.descending,
    rowsPerPage:
      typeof rows === 'number' && Number.isInteger(rows) && rows >= 0 ? rows : fallback.rowsPerPage,
  };
}

export function parseIndicesView(raw: unknown): IndicesViewState | null {
  if (!isRecord(raw)) return null;
  const fallback = DEFAULT_INDICES_VIEW;
  return {
    filter: typeof raw.filter === 'string' ? raw.filter : fallback.filter,
    stickyTableHeader:
      typeof raw.stickyTableHeader === 'boolean'
        ? raw.stickyTableHeader
        : fallback.stickyTableHeader,
    pagination: parseViewPagination(raw.pagination, fallback.pagination),
  };
}

export const indicesViewArea = definePersistedArea<IndicesViewState>({
  key: INDICES_VIEW_STORAGE_KEY,
  defaults: () => ({
    ...DEFAULT_INDICES_VIEW,
    pagination: { ...DEFAULT_INDICES_VIEW.pagination },
  }),
  parse: parseIndicesView,
});

const indicesViewSlice = createSlice({
  name: 'indicesView',
  initialState: indicesViewArea.defaults,
  reducers: {
    setIndicesFilter(state, action: PayloadAction<string>) {
      state.filter = action.payload;
    },
    setIndicesStickyHeader(state, action: PayloadAction<boolean>) {
      state.stickyTableHeader = action.payload;
    },
    setIndicesSorting(state, action: PayloadAction<{ sortBy: string; descending: boolean }>) {
      state.pagination.sortBy = action.payload.sortBy;
      state.pagination.descending = action.payload.descending;
    },
    setIndicesRowsPerPage(state, action: PayloadAction<number>) {
      state.pagination.rowsPerPage = action.payload;
    },
  },
});

export const indicesViewReducer = indicesViewSlice.reducer;
export const {
  setIndicesFilter,
  setIndicesStickyHeader,
  setIndicesSorting,
  setIndicesRowsPerPage,
} = indicesViewSlice.actions;

export function selectIndicesView(state: { indicesView: IndicesViewState }): IndicesViewState {
  return state.indicesView;
}
