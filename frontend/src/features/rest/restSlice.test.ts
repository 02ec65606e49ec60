import {
  closePanel,
  parseRestState,
  REST_STORAGE_KEY,
  restReducer,
  setActiveTab,
  togglePanel,
} from './restSlice';

afterEach(() => localStorage.clear());

describe('restQuery slice', () => {
  it('starts with no remembered tab and no open panel', () => {
    expect(restReducer(undefined, { type: 'init' })).toEqual({ activeTabs: {}, panel: null });
  });

  it('starts from what was stored', () => {
    localStorage.setItem(
      REST_STORAGE_KEY,
      JSON.stringify({ activeTabs: { 'uuid-1': 4 }, panel: 'history' }),
    );
    expect(restReducer(undefined, { type: 'init' })).toEqual({
      activeTabs: { 'uuid-1': 4 },
      panel: 'history',
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

  it('drops unusable stored parts', () => {
    expect(parseRestState({ activeTabs: { a: '3', b: 2.5, c: 9 }, panel: 'other' })).toEqual({
      activeTabs: { c: 9 },
      panel: null,
    });
    expect(parseRestState('x')).toBeNull();
  });
});
