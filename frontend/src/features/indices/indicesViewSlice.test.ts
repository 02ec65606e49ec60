import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INDICES_VIEW,
  indicesViewReducer,
  parseIndicesView,
  setIndicesFilter,
  setIndicesRowsPerPage,
  setIndicesSorting,
  setIndicesStickyHeader,
} from './indicesViewSlice';

describe('parseIndicesView', () => {
  it('reads a stored view state', () => {
    const stored = {
      filter: 'logs',
      stickyTableHeader: true,
      pagination: { sortBy: 'docs', descending: true, rowsPerPage: 100 },
    };
    expect(parseIndicesView(stored)).toEqual(stored);
  });

  it('gives each missing or mistyped field its default', () => {
    expect(
      parseIndicesView({ filter: 3, pagination: { sortBy: 'docs', rowsPerPage: -5 } }),
    ).toEqual({
      filter: '',
      stickyTableHeader: false,
      pagination: { sortBy: 'docs', descending: false, rowsPerPage: 10 },
    });
    expect(parseIndicesView('nonsense')).toBeNull();
  });
});

describe('indicesViewReducer', () => {
  it('stores filter, sticky header, sorting and rows per page', () => {
    let state = indicesViewReducer(DEFAULT_INDICES_VIEW, setIndicesFilter('uuid:abc'));
    state = indicesViewReducer(state, setIndicesStickyHeader(true));
    state = indicesViewReducer(state, setIndicesSorting({ sortBy: 'storage', descending: true }));
    state = indicesViewReducer(state, setIndicesRowsPerPage(1000));
    expect(state).toEqual({
      filter: 'uuid:abc',
      stickyTableHeader: true,
      pagination: { sortBy: 'storage', descending: true, rowsPerPage: 1000 },
    });
  });
});
