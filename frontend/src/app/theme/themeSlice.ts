// Theme settings: the user's preference and the theme actually shown.
// In 'auto' the shown theme follows the operating system, live.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';

export type ThemePreference = 'auto' | 'light' | 'dark';
export type AppTheme = 'light' | 'dark';

export interface ThemeState {
  preference: ThemePreference;
  appTheme: AppTheme;
}

export const THEME_STORAGE_KEY = 'theme';

const PREFERENCES: readonly ThemePreference[] = ['auto', 'light', 'dark'];

export function resolveAppTheme(preference: ThemePreference, systemIsDark: boolean): AppTheme {
  if (preference === 'auto') return systemIsDark ? 'dark' : 'light';
  return preference;
}

export function systemPrefersDark(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function isPreference(value: unknown): value is ThemePreference {
  return PREFERENCES.includes(value as ThemePreference);
}

/** Reads a stored theme; the shown theme is always recomputed from the preference. */
export function parseTheme(raw: unknown, systemIsDark: boolean): ThemeState | null {
  if (!isRecord(raw) || !isPreference(raw.preference)) return null;
  return { preference: raw.preference, appTheme: resolveAppTheme(raw.preference, systemIsDark) };
}

/** 'auto' by default; the shown theme is computed from the system's when the store starts. */
export const themeArea = definePersistedArea<ThemeState>({
  key: THEME_STORAGE_KEY,
  defaults: () => ({ preference: 'auto', appTheme: resolveAppTheme('auto', systemPrefersDark()) }),
  parse: (raw) => parseTheme(raw, systemPrefersDark()),
});

const themeSlice = createSlice({
  name: 'theme',
  initialState: themeArea.defaults,
  reducers: {
    setThemePreference(
      state,
      action: PayloadAction<{ preference: ThemePreference; systemIsDark: boolean }>,
    ) {
      state.preference = action.payload.preference;
      state.appTheme = resolveAppTheme(action.payload.preference, action.payload.systemIsDark);
    },
    systemThemeChanged(state, action: PayloadAction<{ systemIsDark: boolean }>) {
      state.appTheme = resolveAppTheme(state.preference, action.payload.systemIsDark);
    },
  },
});

export const { setThemePreference, systemThemeChanged } = themeSlice.actions;
export const themeReducer = themeSlice.reducer;
