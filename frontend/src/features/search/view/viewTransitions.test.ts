import { describe, expect, it } from 'vitest';
import { parseQueryText } from '../query/searchQuery';
import { defaultSearchView, type SearchView } from './searchView';
import {
  openedForIndex,
  withColumns,
  withResults,
  withIndices,
  withPaging,
  withQ,
  withReset,
  type PagingChange,
  type ViewChanges,
} from './viewTransitions';

type Step = (view: SearchView) => ViewChanges;

function run(...steps: Step[]): SearchView {
  return steps.reduce<SearchView>(
    (view, step) => ({ ...view, ...step(view) }),
    defaultSearchView(),
  );
}

const body = (view: SearchView) => parseQueryText(view.searchQuery);
/** The body that asks for the first `size` documents of every index, unsorted. */
const firstPageOfAll = (size: number) => ({
  query: { query_string: { query: '*' } },
  size,
  from: 0,
  sort: [],
});
const page =
  (change: Partial<PagingChange>): Step =>
  (view) =>
    withPaging(view, {
      page: 1,
      rowsPerPage: 10,
      sortBy: '',
      descending: false,
      sortField: null,
      ...change,
    });
const text =
  (searchQuery: string): Step =>
  () => ({ searchQuery });

describe('withPaging', () => {
  it('merges size, from and sort into the query', () => {
    const view = run(
      page({
        page: 3,
        rowsPerPage: 20,
        sortBy: 'name',
        descending: true,
        sortField: 'name.keyword',
      }),
    );
    expect(view.pagination).toMatchObject({
      page: 3,
      rowsPerPage: 20,
      sortBy: 'name',
      descending: true,
    });
    expect(body(view)).toMatchObject({
      size: 20,
      from: 40,
      sort: [{ 'name.keyword': { order: 'desc', unmapped_type: 'keyword' } }],
    });
  });

  it('keeps the rest of a custom query', () => {
    expect(
      body(run(text('{"query":{"match":{"a":"b"}},"_source":["a"]}'), page({ page: 2 }))),
    ).toEqual({
      query: { match: { a: 'b' } },
      _source: ['a'],
      size: 10,
      from: 10,
      sort: [],
    });
  });

  it('carries rows per page into size only from 1 to 10000', () => {
    expect(body(run(page({ rowsPerPage: 1000 })))?.size).toBe(1000);
    expect(body(run(page({ rowsPerPage: 0 })))?.size).toBe(10);
  });

  it('leaves a query that does not parse as it is', () => {
    expect(run(text('{"query":'), page({ page: 2 })).searchQuery).toBe('{"query":');
  });
});

describe('withQ', () => {
  it('makes the default query with q, back on the first page, keeping size and sort', () => {
    const view = run(
      page({ page: 4, rowsPerPage: 100, sortBy: 'count', sortField: 'count' }),
      (v) => withQ(v, 'level:error'),
    );
    expect(view.q).toBe('level:error');
    expect(view.pagination.page).toBe(1);
    expect(body(view)).toEqual({
      query: { query_string: { query: 'level:error' } },
      size: 100,
      from: 0,
      sort: [{ count: { order: 'asc', unmapped_type: 'keyword' } }],
    });
  });
});

describe('withIndices', () => {
  it('clears the sort in the view and the query', () => {
    const view = run(page({ page: 2, sortBy: 'count', sortField: 'count' }), (v) =>
      withIndices(v, ['logs-1', 'logs-2']),
    );
    expect(view.indices).toEqual(['logs-1', 'logs-2']);
    expect(view.pagination).toMatchObject({ sortBy: '', page: 1 });
    expect(body(view)).toMatchObject({ sort: [], from: 0 });
  });
});

describe('withReset', () => {
  it('restores q, the default query and pagination, keeping the rows per page', () => {
    const view = run(
      page({ page: 5, rowsPerPage: 100, sortBy: 'count', sortField: 'count' }),
      text('{broken'),
      withReset,
    );
    expect(view.q).toBe('*');
    expect(view.pagination).toMatchObject({
      page: 1,
      rowsPerPage: 100,
      sortBy: '',
      descending: false,
    });
    expect(body(view)).toEqual(firstPageOfAll(100));
  });
});

describe('openedForIndex', () => {
  it('targets the index, shows the editor, resets the query and keeps a rows per page up to 10000', () => {
    const view = run(
      page({ page: 3, rowsPerPage: 20 }),
      (v) => withQ(v, 'old'),
      (v) => openedForIndex(v, 'logs%<x>'),
    );
    expect(view).toMatchObject({ indices: 'logs%<x>', searchQueryCollapsed: true, q: '*' });
    expect(view.pagination).toMatchObject({ page: 1, rowsPerPage: 20 });
    expect(body(view)).toEqual(firstPageOfAll(20));
  });

  it('falls back to 10 rows when the previous rows per page does not carry over', () => {
    const view = run(page({ rowsPerPage: 0 }), (v) => openedForIndex(v, 'logs'));
    expect(view.pagination.rowsPerPage).toBe(10);
    expect(body(view)?.size).toBe(10);
  });
});

describe('withColumns', () => {
  it('adds new columns as visible', () => {
    expect(
      run((v) => withColumns(v, ['_index', '_type', '_id', '_score', 'a'])).visibleColumns,
    ).toContain('a');
  });
});

describe('withResults', () => {
  it('takes the columns and the total of new results, keeping the paging', () => {
    const view = run(page({ page: 3, rowsPerPage: 50 }), (v) => withResults(v, ['_id', 'b'], 1234));
    expect(view.columns).toEqual(['_id', 'b']);
    expect(view.visibleColumns).toContain('b');
    expect(view.pagination).toMatchObject({ page: 3, rowsPerPage: 50, rowsNumber: 1234 });
  });
});
