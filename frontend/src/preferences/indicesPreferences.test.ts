import { readPersistedArea } from '../lib/persistedArea';
import { droppedStorageKeys } from '../lib/storage';
import {
  DEFAULT_INDICES_PREFERENCES,
  indicesPreferencesArea,
  indicesPreferencesReducer,
  parseIndicesPreferences,
  resetHideIndicesRegex,
  setHideIndicesRegex,
  setShowHiddenIndices,
  setTypeToConfirmDeletion,
} from './indicesPreferences';

afterEach(() => localStorage.clear());

describe('parseIndicesPreferences', () => {
  it('keeps stored values of the right type', () => {
    expect(
      parseIndicesPreferences({
        hideIndicesRegex: '^logs-',
        showHiddenIndices: true,
        typeToConfirmDeletion: false,
      }),
    ).toEqual({
      hideIndicesRegex: '^logs-',
      showHiddenIndices: true,
      typeToConfirmDeletion: false,
    });
  });

  it('keeps an empty pattern, which hides nothing', () => {
    expect(parseIndicesPreferences({ hideIndicesRegex: '' })?.hideIndicesRegex).toBe('');
  });

  it('falls back field by field for missing or wrongly typed values', () => {
    expect(parseIndicesPreferences({ hideIndicesRegex: 3, showHiddenIndices: 'yes' })).toEqual({
      hideIndicesRegex: '^\\..*',
      showHiddenIndices: false,
      typeToConfirmDeletion: true,
    });
  });

  it('rejects a value that is not an object', () => {
    expect(parseIndicesPreferences(['^\\..*'])).toBeNull();
  });
});

describe('indices preferences reducer', () => {
  it('starts from the stored area', () => {
    localStorage.setItem(
      'indices',
      JSON.stringify({ hideIndicesRegex: 'x', showHiddenIndices: true }),
    );
    expect(readPersistedArea(indicesPreferencesArea)).toEqual({
      hideIndicesRegex: 'x',
      showHiddenIndices: true,
      // Stored before the setting existed: typing the name stays on.
      typeToConfirmDeletion: true,
    });
  });

  it('uses the defaults and reports a broken stored value', () => {
    localStorage.setItem('indices', '{"hideIndicesRegex":');
    expect(readPersistedArea(indicesPreferencesArea)).toEqual(DEFAULT_INDICES_PREFERENCES);
    expect(droppedStorageKeys()).toContain('indices');
  });

  it('sets and resets the pattern and the hidden-indices toggle', () => {
    let state = indicesPreferencesReducer(DEFAULT_INDICES_PREFERENCES, setHideIndicesRegex(''));
    state = indicesPreferencesReducer(state, setShowHiddenIndices(true));
    expect(state).toEqual({
      hideIndicesRegex: '',
      showHiddenIndices: true,
      typeToConfirmDeletion: true,
    });
    state = indicesPreferencesReducer(state, setTypeToConfirmDeletion(false));
    expect(state.typeToConfirmDeletion).toBe(false);
    state = indicesPreferencesReducer(state, resetHideIndicesRegex());
    expect(state.hideIndicesRegex).toBe('^\\..*');
    expect(new RegExp(state.hideIndicesRegex).test('.kibana')).toBe(true);
    expect(new RegExp(state.hideIndicesRegex).test('logs')).toBe(false);
  });
});
