// The shard recovery view state, persisted under 'shardRecovery': filter, sticky
// header and the table's sorting and rows per page (default: start time ascending, 10 rows).
import { createSlice } from '@reduxjs/toolkit';
import {
  tableViewArea,
  parseTableView,
  tableViewReducers,
  type TableViewState,
} from '../../../preferences/tableView';

export const SHARD_RECOVERY_STORAGE_KEY = 'shardRecovery';

export type ShardRecoveryState = TableViewState;

export const DEFAULT_RECOVERY_SORT = 'startTime';

export const DEFAULT_SHARD_RECOVERY_STATE: ShardRecoveryState = {
  filter: '',
  stickyTableHeader: false,
  pagination: { sortBy: DEFAULT_RECOVERY_SORT, descending: false, rowsPerPage: 10 },
};

/**
 * Keeps each stored field of the right type; the others get their defaults. A stored rows per
 * page of 0 is not kept.
 */
export function parseShardRecoveryState(raw: unknown): ShardRecoveryState | null {
  return parseTableView(raw, DEFAULT_SHARD_RECOVERY_STATE, 1);
}

export const shardRecoveryArea = tableViewArea(
  SHARD_RECOVERY_STORAGE_KEY,
  DEFAULT_SHARD_RECOVERY_STATE,
  parseShardRecoveryState,
);

const shardRecoverySlice = createSlice({
  name: 'shardRecovery',
  initialState: shardRecoveryArea.defaults,
  reducers: tableViewReducers,
});

export const shardRecoveryReducer = shardRecoverySlice.reducer;
export const shardRecoveryActions = shardRecoverySlice.actions;
export const {
  setFilter: setRecoveryFilter,
  setStickyHeader: setRecoveryStickyHeader,
  setSorting: setRecoverySorting,
  setRowsPerPage: setRecoveryRowsPerPage,
} = shardRecoverySlice.actions;

export function selectShardRecoveryView(state: {
  shardRecovery: ShardRecoveryState;
}): ShardRecoveryState {
  return state.shardRecovery;
}
