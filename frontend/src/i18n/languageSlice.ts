// The chosen language, persisted under 'i18n' as { lang }.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../lib/persistedArea';
import { browserLanguages, LANGUAGE_STORAGE_KEY, parseLanguage } from './languageCode';
import { detectLanguage, type Language } from './languages';

export interface LanguageState {
  lang: Language;
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
