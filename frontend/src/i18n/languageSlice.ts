// The chosen language, persisted under 'i18n' as { lang }.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../lib/persistedArea';
import { isRecord } from '../lib/storage';
import { detectLanguage, isLanguage, type Language } from './languages';

export const LANGUAGE_STORAGE_KEY = 'i18n';

export interface LanguageState {
  lang: Language;
}

export function parseLanguage(raw: unknown): LanguageState | null {
  return isRecord(raw) && isLanguage(raw.lang) ? { lang: raw.lang } : null;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** By default the first of the browser's languages the app has. */
export const languageArea = definePersistedArea<LanguageState>({
  key: LANGUAGE_STORAGE_KEY,
  defaults: () => ({ lang: detectLanguage(browserLanguages()) }),
  parse: parseLanguage,
});

const languageSlice = createSlice({
  name: 'language',
  initialState: languageArea.defaults,
  reducers: {
    setLanguage(state, action: PayloadAction<Language>) {
      state.lang = action.payload;
    },
  },
});

export const { setLanguage } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
