import {
  DEFAULT_INDICES_PREFERENCES,
  indicesPreferencesReducer,
  parseIndicesPreferences,
  resetHideIndicesRegex,
  setHideIndicesRegex,
  setShowHiddenIndices,
} from './indicesPreferences';

afterEach(() => localStorage.clear());

describe('parseIndicesPreferences', () => {
  it('keeps stored values of the right type', () => {
    expect(
      parseIndicesPreferences({ hideIndicesRegex: '^logs-', showHiddenIndices: true }),
    ).toEqual({ hideIndicesRegex: '^logs-', showHiddenIndices: true });
  });

  it('keeps an empty pattern, which hides nothing', () => {
    expect(parseIndicesPreferences({ hideIndicesRegex: '' })?.hideIndicesRegex).toBe('');
  });

  it('falls back field by field for missing or wrongly typed values', () => {
    expect(parseIndicesPreferences({ hideIndicesRegex: 3, showHiddenIndices: 'yes' })).toEqual({
      hideIndicesRegex: '^\\..*',
      showHiddenIndices: false,
    });
  });

  it('rejects a value that is not an object', () => {
    expect(parseIndicesPreferences(['^\\..*'])).toBeNull();
  });
});

describe('indices preferences reducer', () => {
  it('starts from the stored area', async () => {
    localStorage.setItem(
      'indices',
      JSON.stringify({ hideIndicesRegex: 'x', showHiddenIndices: true }),
    );
    vi.resetModules();
    const fresh = await import('./indicesPreferences');
    expect(fresh.indicesPreferencesReducer(undefined, { type: 'init' })).toEqual({
      hideIndicesRegex: 'x',
      showHiddenIndices: true,
    });
  });

  it('uses the defaults and reports a broken stored value', async () => {
    localStorage.setItem('indices', '{"hideIndicesRegex":');
    vi.resetModules();
    const fresh = await import('./indicesPreferences');
    expect(fresh.indicesPreferencesReducer(undefined, { type: 'init' })).toEqual(
      DEFAULT_INDICES_PREFERENCES,
    );
    const storage = await import('../../lib/storage');
    expect(storage.droppedStorageKeys()).toContain('indices');
  });

  it('sets and resets the pattern and the hidden-indices toggle', () => {
    let state = indicesPreferencesReducer(DEFAULT_INDICES_PREFERENCES, setHideIndicesRegex(''));
    state = indicesPreferencesReducer(state, setShowHiddenIndices(true));
    expect(state).toEqual({ hideIndicesRegex: '', showHiddenIndices: true });
    state = indicesPreferencesReducer(state, resetHideIndicesRegex());
    expect(state.hideIndicesRegex).toBe('^\\..*');
    expect(new RegExp(state.hideIndicesRegex).test('.kibana')).toBe(true);
    expect(new RegExp(state.hideIndicesRegex).test('logs')).toBe(false);
  });
});
