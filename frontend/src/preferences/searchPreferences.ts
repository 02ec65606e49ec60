// The persisted 'search' settings area: how search results show document
// fields. The settings screen edits it; the search screen applies it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea, readBoolean } from '../lib/persistedArea';
import { isRecord } from '../lib/storage';

export const SEARCH_STORAGE_KEY = 'search';

/** Whole numbers from 1 to 1000. */
export const DOCUMENT_FIELD_MAX_LENGTH_MIN = 1;
export const DOCUMENT_FIELD_MAX_LENGTH_MAX = 1000;
/** The default is the product's choice: 200 characters. */
export const DEFAULT_DOCUMENT_FIELD_MAX_LENGTH = 200;

export interface SearchPreferences {
  /** Longer field values in search results are truncated to this many characters. */
  documentFieldMaxLength: number;
  /** Show '@timestamp' values in the browser's time zone and locale. */
  localizeTimestamp: boolean;
}

export const DEFAULT_SEARCH_PREFERENCES: SearchPreferences = {
  documentFieldMaxLength: DEFAULT_DOCUMENT_FIELD_MAX_LENGTH,
  localizeTimestamp: true,
};

export function isDocumentFieldMaxLength(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= DOCUMENT_FIELD_MAX_LENGTH_MIN &&
    value <= DOCUMENT_FIELD_MAX_LENGTH_MAX
  );
}

/** Keeps each stored field that is valid; a missing or invalid one gets its default. */
export function parseSearchPreferences(raw: unknown): SearchPreferences | null {
  if (!isRecord(raw)) return null;
  return {
    documentFieldMaxLength: isDocumentFieldMaxLength(raw.documentFieldMaxLength)
      ? raw.documentFieldMaxLength
      : DEFAULT_SEARCH_PREFERENCES.documentFieldMaxLength,
    localizeTimestamp: readBoolean(
      raw,
      'localizeTimestamp',
      DEFAULT_SEARCH_PREFERENCES.localizeTimestamp,
    ),
  };
}

export const searchPreferencesArea = definePersistedArea<SearchPreferences>({
  key: SEARCH_STORAGE_KEY,
  defaults: () => ({ ...DEFAULT_SEARCH_PREFERENCES }),
  parse: parseSearchPreferences,
});

const searchPreferencesSlice = createSlice({
  name: 'searchPreferences',
  initialState: searchPreferencesArea.defaults,
  reducers: {
    /** Ignores a value outside 1-1000, so the stored length is always usable. */
    setDocumentFieldMaxLength(state, action: PayloadAction<number>) {
      if (isDocumentFieldMaxLength(action.payload)) state.documentFieldMaxLength = action.payload;
    },
    resetDocumentFieldMaxLength(state) {
      state.documentFieldMaxLength = DEFAULT_DOCUMENT_FIELD_MAX_LENGTH;
    },
    setLocalizeTimestamp(state, action: PayloadAction<boolean>) {
      state.localizeTimestamp = action.payload;
    },
  },
});

export const searchPreferencesReducer = searchPreferencesSlice.reducer;
export const { setDocumentFieldMaxLength, resetDocumentFieldMaxLength, setLocalizeTimestamp } =
  searchPreferencesSlice.actions;

export function selectSearchPreferences(state: {
  searchPreferences: SearchPreferences;
}): SearchPreferences {
  return state.searchPreferences;
}
