import { describe, expect, it } from 'vitest';
import { isLosslessNumber } from '../../../lib/json';
import { DEFAULT_SEARCH_QUERY } from '../view/searchView';
import {
  carriesIntoSize,
  mergeIntoQuery,
  pagingParts,
  parseQueryText,
  queryForQ,
  sortClauses,
  sortOfQuery,
  defaultQueryFor,
  type Paging,
} from './searchQuery';

const PAGING: Paging = { page: 1, rowsPerPage: 10, sortField: null, descending: false };

describe('the default query', () => {
  it('is the query string * with size 10, from 0 and no sort', () => {
    expect(parseQueryText(DEFAULT_SEARCH_QUERY)).toEqual({
      query: { query_string: { query: '*' } },
      size: 10,
      from: 0,
      sort: [],
    });
  });

  it('asks for no exact total', () => {
    expect(DEFAULT_SEARCH_QUERY).not.toContain('track_total_hits');
  });
});

describe('parseQueryText', () => {
  it('refuses text that is not a JSON object', () => {
    expect(parseQueryText('{"query": ')).toBeNull();
    expect(parseQueryText('[1]')).toBeNull();
    expect(parseQueryText('"text"')).toBeNull();
  });

  it('keeps a long beyond 2^53 exact', () => {
    const body = parseQueryText('{"search_after":[9007199254740993]}');
    const value = (body?.search_after as unknown[])[0];
    expect(isLosslessNumber(value) && value.value).toBe('9007199254740993');
  });
});

describe('carriesIntoSize', () => {
  it('accepts whole numbers from 1 to 10000 only', () => {
    expect([1, 10, 1000, 10000].every(carriesIntoSize)).toBe(true);
    expect([0, -1, 10001, 2.5, Number.NaN].some(carriesIntoSize)).toBe(false);
  });
});

describe('sortClauses', () => {
  it('sorts fields with keyword as the unmapped type, and _score plainly', () => {
    expect(sortClauses('name.keyword', true)).toEqual([
      { 'name.keyword': { order: 'desc', unmapped_type: 'keyword' } },
    ]);
    expect(sortClauses('_score', false)).toEqual([{ _score: { order: 'asc' } }]);
    expect(sortClauses(null, false)).toEqual([]);
  });
});

describe('pagingParts', () => {
  it('turns page and rows per page into from and size', () => {
    expect(
      pagingParts({ page: 3, rowsPerPage: 20, sortField: 'count', descending: false }),
    ).toEqual({
      size: 20,
      from: 40,
      sort: [{ count: { order: 'asc', unmapped_type: 'keyword' } }],
    });
  });

  it('leaves size and from out when the rows per page does not carry over', () => {
    expect(pagingParts({ ...PAGING, rowsPerPage: 0 })).toEqual({ sort: [] });
    expect(pagingParts({ ...PAGING, rowsPerPage: 20000 })).toEqual({ sort: [] });
  });
});

describe('mergeIntoQuery', () => {
  it('replaces size, from and sort and keeps the rest of a custom query', () => {
    const custom =
      '{"query":{"term":{"user":"kim"}},"aggs":{"a":{"terms":{"field":"x"}}},"size":5}';
    const merged = parseQueryText(mergeIntoQuery(custom, { size: 100, from: 100, sort: [] }) ?? '');
    expect(merged).toEqual({
      query: { term: { user: 'kim' } },
      aggs: { a: { terms: { field: 'x' } } },
      size: 100,
      from: 100,
      sort: [],
    });
  });

  it('gives null for a query that does not parse', () => {
    expect(mergeIntoQuery('{oops', { size: 10 })).toBeNull();
  });
});

describe('queryForQ', () => {
  it('puts q into the default query, from the first page with the current size and sort', () => {
    const sort = [{ count: { order: 'desc', unmapped_type: 'keyword' } }];
    expect(parseQueryText(queryForQ('name:beta', 100, sort))).toEqual({
      query: { query_string: { query: 'name:beta' } },
      size: 100,
      from: 0,
      sort,
    });
  });

  it('drops what a custom query held besides the query string', () => {
    expect(parseQueryText(queryForQ('x', 10, []))).not.toHaveProperty('aggs');
  });

  it('keeps the default size when the rows per page does not carry over', () => {
    expect(parseQueryText(queryForQ('x', 0, []))?.size).toBe(10);
  });
});

describe('sortOfQuery', () => {
  it('reads the sort of a query, or none', () => {
    expect(sortOfQuery('{"sort":[{"a":"asc"}]}')).toEqual([{ a: 'asc' }]);
    expect(sortOfQuery('{"sort":"a"}')).toEqual([]);
    expect(sortOfQuery('{bad')).toEqual([]);
  });
});

describe('defaultQueryFor', () => {
  it('is the default query with the rows per page as size', () => {
    expect(defaultQueryFor(10)).toBe(DEFAULT_SEARCH_QUERY);
    expect(parseQueryText(defaultQueryFor(1000))?.size).toBe(1000);
  });
});
