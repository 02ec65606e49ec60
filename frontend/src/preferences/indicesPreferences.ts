// The persisted 'indices' settings area: which indices the indices screen hides.
// The settings screen edits the pattern; the indices screen applies it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea, readBoolean, readString } from '../lib/persistedArea';
import { isRecord } from '../lib/storage';

export const INDICES_STORAGE_KEY = 'indices';

/** Names starting with a dot are hidden by default. */
export const DEFAULT_HIDE_INDICES_REGEX = '^\\..*';

export interface IndicesPreferences {
  /** An empty or invalid pattern hides nothing. */
  hideIndicesRegex: string;
  showHiddenIndices: boolean;
  /** Deleting indices asks the user to type the index name (or the count) first. */
  typeToConfirmDeletion: boolean;
}

export const DEFAULT_INDICES_PREFERENCES: IndicesPreferences = {
  hideIndicesRegex: DEFAULT_HIDE_INDICES_REGEX,
  showHiddenIndices: false,
  typeToConfirmDeletion: true,
};

/** Keeps each stored field of the right type; a missing or wrong one gets its default. */
export function parseIndicesPreferences(raw: unknown): IndicesPreferences | null {
  if (!isRecord(raw)) return null;
  const fallback = DEFAULT_INDICES_PREFERENCES;
  return {
    hideIndicesRegex: readString(raw, 'hideIndicesRegex', fallback.hideIndicesRegex),
    showHiddenIndices: readBoolean(raw, 'showHiddenIndices', fallback.showHiddenIndices),
    typeToConfirmDeletion: readBoolean(
      raw,
      'typeToConfirmDeletion',
      fallback.typeToConfirmDeletion,
    ),
  };
}

export const indicesPreferencesArea = definePersistedArea<IndicesPreferences>({
  key: INDICES_STORAGE_KEY,
  defaults: () => ({ ...DEFAULT_INDICES_PREFERENCES }),
  parse: parseIndicesPreferences,
});

const indicesPreferencesSlice = createSlice({
  name: 'indicesPreferences',
  initialState: indicesPreferencesArea.defaults,
  reducers: {
    setHideIndicesRegex(state, action: PayloadAction<string>) {
      state.hideIndicesRegex = action.payload;
    },
    resetHideIndicesRegex(state) {
      state.hideIndicesRegex = DEFAULT_HIDE_INDICES_REGEX;
    },
    setShowHiddenIndices(state, action: PayloadAction<boolean>) {
      state.showHiddenIndices = action.payload;
    },
    setTypeToConfirmDeletion(state, action: PayloadAction<boolean>) {
      state.typeToConfirmDeletion = action.payload;
    },
  },
});

export const indicesPreferencesReducer = indicesPreferencesSlice.reducer;
export const {
  setHideIndicesRegex,
  resetHideIndicesRegex,
  setShowHiddenIndices,
  setTypeToConfirmDeletion,
} = indicesPreferencesSlice.actions;

export function selectIndicesPreferences(state: {
  indicesPreferences: IndicesPreferences;
}): IndicesPreferences {
  return state.indicesPreferences;
}
