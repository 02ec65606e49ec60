// The shard recovery view state, persisted under 'shardRecovery': filter, sticky
// header and the table's sorting and rows per page (default: start time ascending, 10 rows).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';

export const SHARD_RECOVERY_STORAGE_KEY = 'shardRecovery';

export interface RecoveryPagination {
  sortBy: string;
  descending: boolean;
  rowsPerPage: number;
}

export interface ShardRecoveryState {
  filter: string;
  stickyTableHeader: boolean;
  pagination: RecoveryPagination;
}

export const DEFAULT_RECOVERY_SORT = 'startTime';

export const DEFAULT_SHARD_RECOVERY_STATE: ShardRecoveryState = {
  filter: '',
  stickyTableHeader: false,
  pagination: { sortBy: DEFAULT_RECOVERY_SORT, descending: false, rowsPerPage: 10 },
};

function parsePagination(raw: unknown): RecoveryPagination {
  const fallback = DEFAULT_SHARD_RECOVERY_STATE.pagination;
  if (!isRecord(raw)) return { ...fallback };
  const rows = raw.rowsPerPage;
  return {
    sortBy: typeof raw.sortBy === 'string' ? raw.sortBy : fallback.sortBy,
    descending: typeof raw.descending === 'boolean' ? raw.descending : fallback.descending,
    rowsPerPage:
      typeof rows === 'number' && Number.isInteger(rows) && rows > 0 ? rows : fallback.rowsPerPage,
  };
}

/** Keeps each stored field of the right type; the others get their defaults. */
export function parseShardRecoveryState(raw: unknown): ShardRecoveryState | null {
  if (!isRecord(raw)) return null;
  const fallback = DEFAULT_SHARD_RECOVERY_STATE;
  return {
    filter: typeof raw.filter === 'string' ? raw.filter : fallback.filter,
    stickyTableHeader:
      typeof raw.stickyTableHeader === 'boolean'
        ? raw.stickyTableHeader
        : fallback.stickyTableHeader,
    pagination: parsePagination(raw.pagination),
  };
}

export const shardRecoveryArea = definePersistedArea<ShardRecoveryState>({
  key: SHARD_RECOVERY_STORAGE_KEY,
  defaults: () => ({
    ...DEFAULT_SHARD_RECOVERY_STATE,
    pagination: { ...DEFAULT_SHARD_RECOVERY_STATE.pagination },
  }),
  parse: parseShardRecoveryState,
});

const shardRecoverySlice = createSlice({
  name: 'shardRecovery',
  initialState: shardRecoveryArea.defaults,
  reducers: {
    setRecoveryFilter(state, action: PayloadAction<string>) {
      state.filter = action.payload;
    },
    setRecoveryStickyHeader(state, action: PayloadAction<boolean>) {
      state.stickyTableHeader = action.payload;
    },
    /** An empty sortBy means unsorted (the order of the answer). */
    setRecoverySorting(state, action: PayloadAction<{ sortBy: string; descending: boolean }>) {
      state.pagination.sortBy = action.payload.sortBy;
      state.pagination.descending = action.payload.descending;
    },
    setRecoveryRowsPerPage(state, action: PayloadAction<number>) {
      state.pagination.rowsPerPage = action.payload;
    },
  },
});

export const shardRecoveryReducer = shardRecoverySlice.reducer;
export const {
  setRecoveryFilter,
  setRecoveryStickyHeader,
  setRecoverySorting,
  setRecoveryRowsPerPage,
} = shardRecoverySlice.actions;

export function selectShardRecoveryView(state: {
  shardRecovery: ShardRecoveryState;
}): ShardRecoveryState {
  return state.shardRecovery;
}
