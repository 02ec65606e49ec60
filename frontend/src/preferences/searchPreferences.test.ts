import { readPersistedArea } from '../lib/persistedArea';
import {
  DEFAULT_SEARCH_PREFERENCES,
  isDocumentFieldMaxLength,
  parseSearchPreferences,
  resetDocumentFieldMaxLength,
  searchPreferencesArea,
  searchPreferencesReducer,
  setDocumentFieldMaxLength,
  setLocalizeTimestamp,
} from './searchPreferences';

afterEach(() => localStorage.clear());

describe('isDocumentFieldMaxLength', () => {
  it('accepts whole numbers from 1 to 1000', () => {
    expect([1, 200, 1000].every(isDocumentFieldMaxLength)).toBe(true);
  });

  it('rejects fractions, out-of-range numbers and non-numbers', () => {
    expect([0, 1001, -5, 2.5, Number.NaN, '20', null].some(isDocumentFieldMaxLength)).toBe(false);
  });
});

describe('parseSearchPreferences', () => {
  it('keeps valid stored values', () => {
    expect(
      parseSearchPreferences({ documentFieldMaxLength: 40, localizeTimestamp: false }),
    ).toEqual({
      documentFieldMaxLength: 40,
      localizeTimestamp: false,
    });
  });

  it('replaces an out-of-range length and a non-boolean toggle by their defaults', () => {
    expect(parseSearchPreferences({ documentFieldMaxLength: 5000, localizeTimestamp: 1 })).toEqual(
      DEFAULT_SEARCH_PREFERENCES,
    );
  });

  it('rejects a value that is not an object', () => {
    expect(parseSearchPreferences('search')).toBeNull();
  });
});

describe('search preferences reducer', () => {
  it('starts from the stored area', () => {
    localStorage.setItem('search', JSON.stringify({ documentFieldMaxLength: 12 }));
    expect(readPersistedArea(searchPreferencesArea)).toEqual({
      documentFieldMaxLength: 12,
      localizeTimestamp: DEFAULT_SEARCH_PREFERENCES.localizeTimestamp,
    });
  });

  it('sets a valid length and ignores an invalid one', () => {
    let state = searchPreferencesReducer(DEFAULT_SEARCH_PREFERENCES, setDocumentFieldMaxLength(30));
    expect(state.documentFieldMaxLength).toBe(30);
    state = searchPreferencesReducer(state, setDocumentFieldMaxLength(0));
    expect(state.documentFieldMaxLength).toBe(30);
    state = searchPreferencesReducer(state, resetDocumentFieldMaxLength());
    expect(state.documentFieldMaxLength).toBe(DEFAULT_SEARCH_PREFERENCES.documentFieldMaxLength);
  });

  it('switches timestamp localisation', () => {
    const state = searchPreferencesReducer(
      { documentFieldMaxLength: 10, localizeTimestamp: true },
      setLocalizeTimestamp(false),
    );
    expect(state).toEqual({ documentFieldMaxLength: 10, localizeTimestamp: false });
  });
});
