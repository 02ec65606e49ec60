// The indices view state, persisted under 'indicesView': filter, sticky header
// and the table's sorting and rows per page (default: by index, ascending, 10 rows). The
// hide-indices pattern and 'show hidden indices' are the shared 'indices' settings area
// (preferences/indicesPreferences), and the large-page acceptance is the table's own.
import { createSlice } from '@reduxjs/toolkit';
import {
  tableViewArea,
  parseTableView,
  tableViewReducers,
  type TableViewState,
} from '../../preferences/tableView';

export const INDICES_VIEW_STORAGE_KEY = 'indicesView';

export type IndicesViewState = TableViewState;

export const DEFAULT_INDICES_VIEW: IndicesViewState = {
  filter: '',
  stickyTableHeader: false,
  pagination: { sortBy: 'index', descending: false, rowsPerPage: 10 },
};

export function parseIndicesView(raw: unknown): IndicesViewState | null {
  return parseTableView(raw, DEFAULT_INDICES_VIEW);
}

export const indicesViewArea = tableViewArea(
  INDICES_VIEW_STORAGE_KEY,
  DEFAULT_INDICES_VIEW,
  parseIndicesView,
);

const indicesViewSlice = createSlice({
  name: 'indicesView',
  initialState: indicesViewArea.defaults,
  reducers: tableViewReducers,
});

export const indicesViewReducer = indicesViewSlice.reducer;
export const indicesViewActions = indicesViewSlice.actions;
export const {
  setFilter: setIndicesFilter,
  setStickyHeader: setIndicesStickyHeader,
  setSorting: setIndicesSorting,
  setRowsPerPage: setIndicesRowsPerPage,
} = indicesViewSlice.actions;

export function selectIndicesView(state: { indicesView: IndicesViewState }): IndicesViewState {
  return state.indicesView;
}
