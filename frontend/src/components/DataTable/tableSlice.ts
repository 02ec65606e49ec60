// Table preferences shared by every DataTable: whether the user accepted the large
// rows-per-page option. Persisted under TABLE_STORAGE_KEY.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';

export const TABLE_STORAGE_KEY = 'table';

export interface TableState {
  rowsPerPageAccepted: boolean;
}

export const DEFAULT_TABLE_STATE: TableState = { rowsPerPageAccepted: false };

export function parseTableState(raw: unknown): TableState | null {
  if (!isRecord(raw) || typeof raw.rowsPerPageAccepted !== 'boolean') return null;
  return { rowsPerPageAccepted: raw.rowsPerPageAccepted };
}

export const tableArea = definePersistedArea<TableState>({
  key: TABLE_STORAGE_KEY,
  defaults: () => ({ ...DEFAULT_TABLE_STATE }),
  parse: parseTableState,
});

const tableSlice = createSlice({
  name: 'table',
  initialState: tableArea.defaults,
  reducers: {
    setRowsPerPageAccepted(state, action: PayloadAction<boolean>) {
      state.rowsPerPageAccepted = action.payload;
    },
  },
});

export const tableReducer = tableSlice.reducer;
export const { setRowsPerPageAccepted } = tableSlice.actions;

export function selectTable(state: { table: TableState }): TableState {
  return state.table;
}
