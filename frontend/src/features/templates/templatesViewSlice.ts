// The index templates view state, persisted under 'indexTemplatesView':
// filter, 'show hidden templates', sticky header, and the table's sorting and rows per page
// (default: by name, ascending, 10 rows).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';

export const TEMPLATES_VIEW_STORAGE_KEY = 'indexTemplatesView';

export interface TemplatesPagination {
  sortBy: string;
  descending: boolean;
  rowsPerPage: number;
}

export interface TemplatesViewState {
  filter: string;
  /** 'Show hidden templates'; stored under this key, which names indices. */
  showHiddenIndices: boolean;
  stickyTableHeader: boolean;
  pagination: TemplatesPagination;
}

export const DEFAULT_TEMPLATES_VIEW: TemplatesViewState = {
  filter: '',
  showHiddenIndices: false,
  stickyTableHeader: false,
  pagination: { sortBy: 'name', descending: false, rowsPerPage: 10 },
};

function parsePagination(raw: unknown): TemplatesPagination {
  const fallback = DEFAULT_TEMPLATES_VIEW.pagination;
  if (!isRecord(raw)) return { ...fallback };
  const rows = raw.rowsPerPage;
  return {
    sortBy: typeof raw.sortBy === 'string' ? raw.sortBy : fallback.sortBy,
    descending: typeof raw.descending === 'boolean' ? raw.descending : fallback.descending,
    rowsPerPage:
      typeof rows === 'number' && Number.isInteger(rows) && rows >= 0 ? rows : fallback.rowsPerPage,
  };
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function parseTemplatesView(raw: unknown): TemplatesViewState | null {
  if (!isRecord(raw)) return null;
  const fallback = DEFAULT_TEMPLATES_VIEW;
  return {
    filter: typeof raw.filter === 'string' ? raw.filter : fallback.filter,
    showHiddenIndices: bool(raw.showHiddenIndices, fallback.showHiddenIndices),
    stickyTableHeader: bool(raw.stickyTableHeader, fallback.stickyTableHeader),
    pagination: parsePagination(raw.pagination),
  };
}

export const templatesViewArea = definePersistedArea<TemplatesViewState>({
  key: TEMPLATES_VIEW_STORAGE_KEY,
  defaults: () => ({
    ...DEFAULT_TEMPLATES_VIEW,
    pagination: { ...DEFAULT_TEMPLATES_VIEW.pagination },
  }),
  parse: parseTemplatesView,
});

const templatesViewSlice = createSlice({
  name: 'indexTemplatesView',
  initialState: templatesViewArea.defaults,
  reducers: {
    setTemplatesFilter(state, action: PayloadAction<string>) {
      state.filter = action.payload;
    },
    setShowHiddenTemplates(state, action: PayloadAction<boolean>) {
      state.showHiddenIndices = action.payload;
    },
    setTemplatesStickyHeader(state, action: PayloadAction<boolean>) {
      state.stickyTableHeader = action.payload;
    },
    setTemplatesSorting(state, action: PayloadAction<{ sortBy: string; descending: boolean }>) {
      state.pagination.sortBy = action.payload.sortBy;
      state.pagination.descending = action.payload.descending;
    },
    setTemplatesRowsPerPage(state, action: PayloadAction<number>) {
      state.pagination.rowsPerPage = action.payload;
    },
  },
});

export const templatesViewReducer = templatesViewSlice.reducer;
export const {
  setTemplatesFilter,
  setShowHiddenTemplates,
  setTemplatesStickyHeader,
  setTemplatesSorting,
  setTemplatesRowsPerPage,
} = templatesViewSlice.actions;

export function selectTemplatesView(state: {
  indexTemplatesView: TemplatesViewState;
}): TemplatesViewState {
  return state.indexTemplatesView;
}
