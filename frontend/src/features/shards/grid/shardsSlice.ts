// The persisted 'shards' settings area: the shards screen's index filter.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../../../lib/persistedArea';
import { isRecord } from '../../../lib/storage';

export const SHARDS_STORAGE_KEY = 'shards';

export interface ShardsState {
  filter: string;
}

export const DEFAULT_SHARDS_STATE: ShardsState = { filter: '' };

/** A stored object keeps its filter when it is a string; anything else is unreadable. */
export function parseShardsState(raw: unknown): ShardsState | null {
  if (!isRecord(raw)) return null;
  return { filter: typeof raw.filter === 'string' ? raw.filter : DEFAULT_SHARDS_STATE.filter };
}

export const shardsArea = definePersistedArea<ShardsState>({
  key: SHARDS_STORAGE_KEY,
  defaults: () => ({ ...DEFAULT_SHARDS_STATE }),
  parse: parseShardsState,
});

const shardsSlice = createSlice({
  name: 'shards',
  initialState: shardsArea.defaults,
  reducers: {
    setShardsFilter(state, action: PayloadAction<string>) {
      state.filter = action.payload;
    },
  },
});

export const shardsReducer = shardsSlice.reducer;
export const { setShardsFilter } = shardsSlice.actions;

export function selectShardsFilter(state: { shards: ShardsState }): string {
  return state.shards.filter;
}
