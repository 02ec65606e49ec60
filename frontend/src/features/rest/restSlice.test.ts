import {
  closePanel,
  parseRestState,
  REST_STORAGE_KEY,
  restReducer,
  setActiveTab,
  setSplit,
  togglePanel,
  restArea,
} from './restSlice';
import { readPersistedArea } from '../../lib/persistedArea';

afterEach(() => localStorage.clear());

describe('restQuery slice', () => {
  it('starts with no remembered tab and no open panel', () => {
    expect(restReducer(undefined, { type: 'init' })).toEqual({
      activeTabs: {},
      panel: null,
      split: 42,
    });
  });

  it('starts from what was stored', () => {
    localStorage.setItem(
      REST_STORAGE_KEY,
      JSON.stringify({ activeTabs: { 'uuid-1': 4 }, panel: 'history', split: 60 }),
    );
    expect(readPersistedArea(restArea)).toEqual({
      activeTabs: { 'uuid-1': 4 },
      panel: 'history',
      split: 60,
    });
  });

  it('remembers the active tab per cluster', () => {
    let state = restReducer(undefined, setActiveTab({ uuid: 'a', tabId: 1 }));
    state = restReducer(state, setActiveTab({ uuid: 'b', tabId: 7 }));
    state = restReducer(state, setActiveTab({ uuid: 'a', tabId: 3 }));
    expect(state.activeTabs).toEqual({ a: 3, b: 7 });
  });

  it('keeps one panel open at a time', () => {
    let state = restReducer(undefined, togglePanel('history'));
    expect(state.panel).toBe('history');
    state = restReducer(state, togglePanel('savedQueries'));
    expect(state.panel).toBe('savedQueries');
    state = restReducer(state, togglePanel('savedQueries'));
    expect(state.panel).toBeNull();
    expect(restReducer(restReducer(state, togglePanel('history')), closePanel()).panel).toBeNull();
  });

  it('keeps the editor’s share of the width within its limits', () => {
    expect(restReducer(undefined, setSplit(70)).split).toBe(70);
    expect(restReducer(undefined, setSplit(3)).split).toBe(15);
  });

  it('drops unusable stored parts, and reads a backup of the product this one replaces', () => {
    expect(
      parseRestState({ activeTabs: { a: '3', b: 2.5, c: 9 }, panel: 'other', split: 'x' }),
    ).toEqual({
      activeTabs: { c: 9 },
      panel: null,
      split: 42,
    });
    expect(parseRestState({ activeTabs: { u: 2 } })).toEqual({
      activeTabs: { u: 2 },
      panel: null,
      split: 42,
    });
    expect(parseRestState('x')).toBeNull();
  });
});
