// The index templates view state, persisted under 'indexTemplatesView':
// filter, 'show hidden templates', sticky header, and the table's sorting and rows per page
// (default: by name, ascending, 10 rows).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readBoolean } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';
import {
  tableViewArea,
  parseTableView,
  tableViewReducers,
  type TableViewState,
} from '../../preferences/tableView';

export const TEMPLATES_VIEW_STORAGE_KEY = 'indexTemplatesView';

export interface TemplatesViewState extends TableViewState {
  /** 'Show hidden templates'; stored under this key, which names indices. */
  showHiddenIndices: boolean;
}

export const DEFAULT_TEMPLATES_VIEW: TemplatesViewState = {
  filter: '',
  showHiddenIndices: false,
  stickyTableHeader: false,
  pagination: { sortBy: 'name', descending: false, rowsPerPage: 10 },
};

export function parseTemplatesView(raw: unknown): TemplatesViewState | null {
  const view = parseTableView(raw, DEFAULT_TEMPLATES_VIEW);
  if (!view || !isRecord(raw)) return null;
  return {
    filter: view.filter,
    showHiddenIndices: readBoolean(
      raw,
      'showHiddenIndices',
      DEFAULT_TEMPLATES_VIEW.showHiddenIndices,
    ),
    stickyTableHeader: view.stickyTableHeader,
    pagination: view.pagination,
  };
}

export const templatesViewArea = tableViewArea(
  TEMPLATES_VIEW_STORAGE_KEY,
  DEFAULT_TEMPLATES_VIEW,
  parseTemplatesView,
);

const templatesViewSlice = createSlice({
  name: 'indexTemplatesView',
  initialState: templatesViewArea.defaults,
  reducers: {
    ...tableViewReducers,
    setShowHiddenTemplates(state, action: PayloadAction<boolean>) {
      state.showHiddenIndices = action.payload;
    },
  },
});

export const templatesViewReducer = templatesViewSlice.reducer;
export const templatesViewActions = templatesViewSlice.actions;
export const {
  setFilter: setTemplatesFilter,
  setShowHiddenTemplates,
  setStickyHeader: setTemplatesStickyHeader,
  setSorting: setTemplatesSorting,
  setRowsPerPage: setTemplatesRowsPerPage,
} = templatesViewSlice.actions;

export function selectTemplatesView(state: {
  indexTemplatesView: TemplatesViewState;
}): TemplatesViewState {
  return state.indexTemplatesView;
}
