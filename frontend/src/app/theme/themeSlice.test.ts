import { droppedStorageKeys } from '../../lib/storage';
import {
  themeArea,
  parseTheme,
  resolveAppTheme,
  setThemePreference,
  systemThemeChanged,
  themeReducer,
} from './themeSlice';
import { readPersistedArea } from '../../lib/persistedArea';

function mockSystemDark(dark: boolean) {
  const query = { matches: dark } as MediaQueryList;
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('resolveAppTheme', () => {
  it('follows the system in auto', () => {
    expect(resolveAppTheme('auto', true)).toBe('dark');
    expect(resolveAppTheme('auto', false)).toBe('light');
  });

  it('keeps an explicit choice whatever the system says', () => {
    expect(resolveAppTheme('light', true)).toBe('light');
    expect(resolveAppTheme('dark', false)).toBe('dark');
  });
});

describe('reading the theme area', () => {
  it('starts in auto, dark when the system is dark', () => {
    mockSystemDark(true);
    expect(readPersistedArea(themeArea)).toEqual({ preference: 'auto', appTheme: 'dark' });
  });

  it('uses defaults and reports the key when the stored JSON is corrupted', () => {
    mockSystemDark(false);
    localStorage.setItem('theme', '{"preference": "dark"');
    expect(readPersistedArea(themeArea)).toEqual({ preference: 'auto', appTheme: 'light' });
    expect(droppedStorageKeys()).toContain('theme');
  });

  it('recomputes the shown theme of a stored auto preference from the system', () => {
    mockSystemDark(true);
    localStorage.setItem('theme', JSON.stringify({ preference: 'auto', appTheme: 'light' }));
    expect(readPersistedArea(themeArea)).toEqual({ preference: 'auto', appTheme: 'dark' });
  });

  it('rejects an unknown preference', () => {
    expect(parseTheme({ preference: 'sepia', appTheme: 'light' }, false)).toBeNull();
  });
});

describe('theme reducer', () => {
  it('follows system changes only in auto', () => {
    const auto = themeReducer(
      { preference: 'auto', appTheme: 'light' },
      systemThemeChanged({ systemIsDark: true }),
    );
    expect(auto.appTheme).toBe('dark');
    const light = themeReducer(
      { preference: 'light', appTheme: 'light' },
      systemThemeChanged({ systemIsDark: true }),
    );
    expect(light.appTheme).toBe('light');
  });

  it('resolves the shown theme when the preference changes', () => {
    const state = themeReducer(
      { preference: 'light', appTheme: 'light' },
      setThemePreference({ preference: 'auto', systemIsDark: true }),
    );
    expect(state).toEqual({ preference: 'auto', appTheme: 'dark' });
  });
});
