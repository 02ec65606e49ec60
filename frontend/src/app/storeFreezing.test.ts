import { setAutoFreeze } from 'immer';
import { createAppStore, createPersistedStore } from './store';
import { setThemePreference } from './theme/themeSlice';

// Immer's freezing is one setting for the whole page: each test puts it back.
afterEach(() => setAutoFreeze(true));

const dark = setThemePreference({ preference: 'dark', systemIsDark: false });

describe('what a reducer stores', () => {
  it('is frozen in a test store, so that a write outside the reducers fails there', () => {
    const store = createAppStore();
    store.dispatch(dark);
    expect(Object.isFrozen(store.getState().theme)).toBe(true);
  });

  it("is kept as it is in the app's store, not walked to be frozen", () => {
    const store = createPersistedStore();
    store.dispatch(dark);
    expect(store.getState().theme.preference).toBe('dark');
    expect(Object.isFrozen(store.getState().theme)).toBe(false);
  });
});
