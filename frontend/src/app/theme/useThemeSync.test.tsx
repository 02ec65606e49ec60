import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store';
import { COLOR_SCHEME_ATTRIBUTE } from './colorScheme';
import { setThemePreference } from './themeSlice';
import { useThemeSync } from './useThemeSync';

/** A system colour scheme the test can flip, telling listeners as the browser does. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    listeners,
    flip(next: boolean) {
      dark = next;
      act(() =>
        listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent)),
      );
    },
  };
}

function setup(preference: 'auto' | 'light') {
  const store = createAppStore({ theme: { preference, appTheme: 'light' } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = renderHook(() => useThemeSync(), { wrapper });
  return { store, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('useThemeSync', () => {
  it('follows the system live in auto and sets the page scheme', () => {
    const system = fakeSystemScheme(false);
    const { store } = setup('auto');
    system.flip(true);
    expect(store.getState().theme.appTheme).toBe('dark');
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    system.flip(false);
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
  });

  it('stops listening once the user picks a fixed theme', () => {
    const system = fakeSystemScheme(false);
    const { store } = setup('auto');
    act(() => {
      store.dispatch(setThemePreference({ preference: 'light', systemIsDark: false }));
    });
    expect(system.listeners.size).toBe(0);
    system.flip(true);
    expect(store.getState().theme.appTheme).toBe('light');
  });

  it('does not listen to the system for a fixed theme', () => {
    const system = fakeSystemScheme(true);
    setup('light');
    expect(system.listeners.size).toBe(0);
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
  });
});
