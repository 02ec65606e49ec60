// Mantine's colour scheme follows the store's theme, never Mantine's own local-storage entry.
import type { MantineColorSchemeManager } from '@mantine/core';
import type { AppTheme } from './themeSlice';

export const COLOR_SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Sets the scheme on <html> right away. Called from the entry module before the first render,
 * so the page never paints in the wrong scheme (no inline script: the CSP forbids it).
 */
export function applyColorScheme(
  theme: AppTheme,
  root: HTMLElement = document.documentElement,
): void {
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, theme);
  root.style.colorScheme = theme;
}

/** A manager that reads the store's shown theme and stores nothing itself. */
export function storeColorSchemeManager(getTheme: () => AppTheme): MantineColorSchemeManager {
  return {
    get: () => getTheme(),
    set: () => undefined,
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => undefined,
  };
}
