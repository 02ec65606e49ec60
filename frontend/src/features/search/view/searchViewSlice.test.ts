import { describe, expect, it } from 'vitest';
import { defaultSearchView, parseSearchView } from './searchView';
import { searchViewChanged, searchViewLoaded, searchViewReducer } from './searchViewSlice';

describe('searchViewSlice', () => {
  it('keeps the views of each cluster apart and never replaces a loaded one', () => {
    const stored = { ...defaultSearchView(), q: 'stored' };
    let state = searchViewReducer(undefined, searchViewLoaded({ cluster: 'a', view: stored }));
    state = searchViewReducer(state, searchViewLoaded({ cluster: 'a', view: defaultSearchView() }));
    state = searchViewReducer(state, searchViewChanged({ cluster: 'b', changes: { q: 'other' } }));
    expect(state.byCluster.a.q).toBe('stored');
    expect(state.byCluster.b).toEqual({ ...defaultSearchView(), q: 'other' });
  });

  it('keeps the view itself when a change gives it what it holds, so its page does not render again', () => {
    const view = { ...defaultSearchView(), q: 'kept' };
    const loaded = searchViewReducer(undefined, searchViewLoaded({ cluster: 'a', view }));
    const same = searchViewReducer(loaded, searchViewChanged({ cluster: 'a', changes: {} }));
    expect(same.byCluster.a).toBe(view);
    const again = searchViewReducer(
      same,
      searchViewChanged({ cluster: 'a', changes: { q: 'kept', indices: view.indices } }),
    );
    expect(again.byCluster.a).toBe(view);
    const changed = searchViewReducer(
      again,
      searchViewChanged({ cluster: 'a', changes: { q: 'x' } }),
    );
    expect(changed.byCluster.a).toEqual({ ...view, q: 'x' });
  });

  it('keeps the view when new lists and records hold the same values', () => {
    const view = { ...defaultSearchView(), columns: ['_id', 'a'], visibleColumns: ['a'] };
    const loaded = searchViewReducer(undefined, searchViewLoaded({ cluster: 'a', view }));
    const same = searchViewReducer(
      loaded,
      searchViewChanged({
        cluster: 'a',
        changes: {
          columns: ['_id', 'a'],
          visibleColumns: ['a'],
          pagination: { ...view.pagination },
        },
      }),
    );
    expect(same.byCluster.a).toBe(view);
    const reordered = searchViewReducer(
      same,
      searchViewChanged({ cluster: 'a', changes: { columns: ['a', '_id'] } }),
    );
    expect(reordered.byCluster.a.columns).toEqual(['a', '_id']);
    const paged = searchViewReducer(
      same,
      searchViewChanged({ cluster: 'a', changes: { pagination: { ...view.pagination, page: 2 } } }),
    );
    expect(paged.byCluster.a.pagination.page).toBe(2);
    const fewer = searchViewReducer(
      same,
      searchViewChanged({ cluster: 'a', changes: { visibleColumns: [] } }),
    );
    expect(fewer.byCluster.a.visibleColumns).toEqual([]);
  });
});

describe('parseSearchView', () => {
  it('keeps the usable fields of a stored view and defaults the rest', () => {
    const parsed = parseSearchView({
      q: 'x',
      indices: ['a', 3],
      searchQueryCollapsed: 'yes',
      pagination: { page: 0, rowsPerPage: 100, sortBy: 'n' },
    });
    expect(parsed).toMatchObject({ q: 'x', indices: '*', searchQueryCollapsed: false });
    expect(parsed?.pagination).toEqual({
      page: 1,
      rowsPerPage: 100,
      sortBy: 'n',
      descending: false,
      rowsNumber: -1,
    });
  });

  it('reads back a picked list of indices', () => {
    expect(parseSearchView({ indices: ['a', 'b'] })?.indices).toEqual(['a', 'b']);
  });

  it('refuses a value that is no object', () => {
    expect(parseSearchView('[]')).toBeNull();
    expect(parseSearchView(null)).toBeNull();
  });
});
