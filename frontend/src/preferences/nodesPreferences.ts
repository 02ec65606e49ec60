// The persisted 'nodes' settings area: the nodes table's filter and the hide-node-attributes
// pattern. The nodes screen applies both; the settings screen edits the pattern. One area, one
// stored value, so both fields stay in this one slice.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea, readString } from '../lib/persistedArea';
import { isRecord } from '../lib/storage';

export const NODES_STORAGE_KEY = 'nodes';

/** Attributes the engines add themselves are hidden by default. */
export const DEFAULT_HIDE_ATTRIBUTES_REGEX = '^(ml|xpack|transform)\\.';

export interface NodesState {
  filter: string;
  hideAttributesRegex: string;
}

export const DEFAULT_NODES_STATE: NodesState = {
  filter: '',
  hideAttributesRegex: DEFAULT_HIDE_ATTRIBUTES_REGEX,
};

/** Keeps each stored field that is a string; a missing field gets its default. */
export function parseNodesState(raw: unknown): NodesState | null {
  if (!isRecord(raw)) return null;
  const fallback = DEFAULT_NODES_STATE;
  return {
    filter: readString(raw, 'filter', fallback.filter),
    hideAttributesRegex: readString(raw, 'hideAttributesRegex', fallback.hideAttributesRegex),
  };
}

export const nodesArea = definePersistedArea<NodesState>({
  key: NODES_STORAGE_KEY,
  defaults: () => ({ ...DEFAULT_NODES_STATE }),
  parse: parseNodesState,
});

const nodesSlice = createSlice({
  name: 'nodes',
  initialState: nodesArea.defaults,
  reducers: {
    setNodesFilter(state, action: PayloadAction<string>) {
      state.filter = action.payload;
    },
    /** An empty pattern shows every attribute. */
    setHideAttributesRegex(state, action: PayloadAction<string>) {
      state.hideAttributesRegex = action.payload;
    },
    resetHideAttributesRegex(state) {
      state.hideAttributesRegex = DEFAULT_HIDE_ATTRIBUTES_REGEX;
    },
  },
});

export const nodesReducer = nodesSlice.reducer;
export const { setNodesFilter, setHideAttributesRegex, resetHideAttributesRegex } =
  nodesSlice.actions;

export function selectNodesSettings(state: { nodes: NodesState }): NodesState {
  return state.nodes;
}

export function selectHideAttributesRegex(state: { nodes: NodesState }): string {
  return state.nodes.hideAttributesRegex;
}
