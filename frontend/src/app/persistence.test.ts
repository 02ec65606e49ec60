import { configureStore, createSlice } from '@reduxjs/toolkit';
import { persistAreas, persistKeyedAreas } from './persistence';

const counter = (name: string) =>
  createSlice({
    name,
    initialState: { value: 0 },
    reducers: { bump: (state) => void (state.value += 1), touch: (state) => state },
  });

function setup() {
  const theme = counter('theme');
  const resize = counter('resize');
  const store = configureStore({ reducer: { theme: theme.reducer, resize: resize.reducer } });
  type State = ReturnType<typeof store.getState>;
  const stop = persistAreas<State>(store, [
    { key: 'theme', select: (s) => s.theme },
    { key: 'resize', select: (s) => s.resize },
  ]);
  return { store, stop, theme, resize };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('persistAreas', () => {
  it('writes only the area that changed', () => {
    const { store, theme } = setup();
    const setItem = vi.spyOn(localStorage, 'setItem');
    store.dispatch(theme.actions.bump());
    expect(setItem.mock.calls).toEqual([['theme', JSON.stringify({ value: 1 })]]);
  });

  it('writes nothing on start or for an action that changes no area', () => {
    const { store, theme } = setup();
    const setItem = vi.spyOn(localStorage, 'setItem');
    store.dispatch(theme.actions.touch());
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('writes each later change of the same area', () => {
    const { store, resize } = setup();
    store.dispatch(resize.actions.bump());
    store.dispatch(resize.actions.bump());
    expect(JSON.parse(localStorage.getItem('resize') ?? 'null')).toEqual({ value: 2 });
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('stops writing once stopped', () => {
    const { store, stop, theme } = setup();
    stop();
    store.dispatch(theme.actions.bump());
    expect(localStorage.getItem('theme')).toBeNull();
  });
});

describe('persistKeyedAreas', () => {
  const views = createSlice({
    name: 'views',
    initialState: { byId: {} as Record<string, { q: string }> },
    reducers: {
      setQ: (state, action: { payload: { id: string; q: string } }) => {
        state.byId[action.payload.id] = { q: action.payload.q };
      },
    },
  });

  function keyedSetup() {
    const store = configureStore({ reducer: { views: views.reducer } });
    type State = ReturnType<typeof store.getState>;
    const stop = persistKeyedAreas<State>(store, [
      { prefix: 'search-', select: (s) => s.views.byId },
    ]);
    return { store, stop };
  }

  it('stores each entry under its own key, writing only the entry that changed', () => {
    const { store } = keyedSetup();
    store.dispatch(views.actions.setQ({ id: 'a', q: 'one' }));
    const setItem = vi.spyOn(localStorage, 'setItem');
    store.dispatch(views.actions.setQ({ id: 'b', q: 'two' }));
    expect(setItem.mock.calls).toEqual([['search-b', JSON.stringify({ q: 'two' })]]);
    expect(JSON.parse(localStorage.getItem('search-a') ?? 'null')).toEqual({ q: 'one' });
  });

  it('stops writing once stopped', () => {
    const { store, stop } = keyedSetup();
    stop();
    store.dispatch(views.actions.setQ({ id: 'a', q: 'one' }));
    expect(localStorage.getItem('search-a')).toBeNull();
  });
});
