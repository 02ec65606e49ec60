// REST console view state kept in local storage under 'restQuery' (a backup's
// store.restQuery): the active tab of each cluster (by cluster uuid), the open side panel and the
// split between the body editor and the response viewer.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';
import { clampSplit, DEFAULT_SPLIT } from './split';

export const REST_STORAGE_KEY = 'restQuery';

export type RestPanel = 'history' | 'savedQueries';

export interface RestState {
  /** Active tab id per cluster uuid. */
  activeTabs: Record<string, number>;
  /** The open panel; only one is open at a time. */
  panel: RestPanel | null;
  /** The body editor's share of the form's width, in percent (split.ts). */
  split: number;
}

export const DEFAULT_REST_STATE: RestState = { activeTabs: {}, panel: null, split: DEFAULT_SPLIT };

/** Keeps the usable parts of a stored value. */
export function parseRestState(raw: unknown): RestState | null {
  if (!isRecord(raw)) return null;
  const activeTabs: Record<string, number> = {};
  if (isRecord(raw.activeTabs)) {
    for (const [uuid, id] of Object.entries(raw.activeTabs)) {
      if (typeof id === 'number' && Number.isInteger(id)) activeTabs[uuid] = id;
    }
  }
  const panel = raw.panel === 'history' || raw.panel === 'savedQueries' ? raw.panel : null;
  const split = typeof raw.split === 'number' ? clampSplit(raw.split) : DEFAULT_SPLIT;
  return { activeTabs, panel, split };
}

export const restArea = definePersistedArea<RestState>({
  key: REST_STORAGE_KEY,
  defaults: () => ({ ...DEFAULT_REST_STATE }),
  parse: parseRestState,
});

const restSlice = createSlice({
  name: 'restQuery',
  initialState: restArea.defaults,
  reducers: {
    setActiveTab(state, action: PayloadAction<{ uuid: string; tabId: number }>) {
      state.activeTabs[action.payload.uuid] = action.payload.tabId;
    },
    /** Opens a panel, closing the other; toggling the open one closes it. */
    togglePanel(state, action: PayloadAction<RestPanel>) {
      state.panel = state.panel === action.payload ? null : action.payload;
    },
    closePanel(state) {
      state.panel = null;
    },
    setSplit(state, action: PayloadAction<number>) {
      state.split = clampSplit(action.payload);
    },
  },
});

export const restReducer = restSlice.reducer;
export const { setActiveTab, togglePanel, closePanel, setSplit } = restSlice.actions;

export function selectRestState(state: { restQuery: RestState }): RestState {
  return state.restQuery;
}
