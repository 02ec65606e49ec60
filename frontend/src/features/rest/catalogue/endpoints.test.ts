import type { Catalogue } from './catalogueTypes';
import { availableEndpoints, matchEndpoints, splitPath } from './endpoints';
import { nearestEndpointPath } from './nearestPath';
import { queryCompletions, resolveType } from './queryCompletion';
import { elasticsearch, opensearch } from './testCatalogues';
import { compareVersions } from '../../../engine/version';

/** The labels offered for the query string of `text` (cursor at its end) on its best match. */
function queryLabels(text: string, catalogue = elasticsearch): string[] {
  const [match = null] = matchEndpoints(catalogue, null, 'GET', splitPath(text).segments.join('/'));
  return queryCompletions(catalogue, match, text, text.length)?.options.map((o) => o.label) ?? [];
}

describe('resolveType', () => {
  const catalogue = {
    ...elasticsearch,
    types: { A: 'B', B: { enum: ['x'] }, Loop: 'Again', Again: 'Loop' },
  } as Catalogue;

  it('follows names to the form and keeps plain words', () => {
    expect(resolveType(catalogue, 'A')).toEqual({ enum: ['x'] });
    expect(resolveType(catalogue, 'boolean')).toBe('boolean');
    expect(resolveType(catalogue, { list: 'A' })).toEqual({ list: 'A' });
  });

  it('stops on a cycle of names', () => {
    expect(resolveType(catalogue, 'Loop')).toBe('any');
  });

  it('resolves the real ExpandWildcard', () => {
    expect(resolveType(elasticsearch, 'ExpandWildcard')).toEqual({
      enum: ['all', 'open', 'closed', 'hidden', 'none'],
    });
  });
});

describe('availableEndpoints', () => {
  it('keeps the endpoints added in the version or before', () => {
    const old = availableEndpoints(elasticsearch, '7.0.0');
    expect(old.length).toBeLessThan(elasticsearch.endpoints.length);
    expect(
      old.every((endpoint) => !endpoint.since || compareVersions(endpoint.since, '7.0.0') <= 0),
    ).toBe(true);
    expect(availableEndpoints(elasticsearch, null)).toHaveLength(elasticsearch.endpoints.length);
    expect(availableEndpoints(elasticsearch, '')).toHaveLength(elasticsearch.endpoints.length);
  });

  it('is kept per catalogue and version', () => {
    expect(availableEndpoints(elasticsearch, '8.15.0')).toBe(
      availableEndpoints(elasticsearch, '8.15.0'),
    );
  });
});

describe('splitPath', () => {
  it('splits the path and keeps the query string', () => {
    expect(splitPath('/logs-1/_search?size=5')).toEqual({
      segments: ['logs-1', '_search'],
      query: 'size=5',
    });
    expect(splitPath('_cat/indices')).toEqual({ segments: ['_cat', 'indices'], query: null });
    expect(splitPath('_search?')).toEqual({ segments: ['_search'], query: '' });
    expect(splitPath('')).toEqual({ segments: [''], query: null });
  });
});

describe('matchEndpoints', () => {
  it('prefers literal segments to placeholders', () => {
    const matches = matchEndpoints(elasticsearch, null, null, '/_search');
    expect(matches.map((match) => match.pattern)).toEqual(['/_search']);
    expect(matches[0].endpoint.name).toBe('search');
  });

  it('reads the parts of the path', () => {
    const [match] = matchEndpoints(elasticsearch, null, 'GET', 'logs/_search?size=5');
    expect(match.endpoint.name).toBe('search');
    expect(match.pattern).toBe('/{index}/_search');
    expect(match.parts).toEqual({ index: 'logs' });
  });

  it('takes `_all` for an index but not other names starting with `_`', () => {
    expect(matchEndpoints(elasticsearch, null, 'GET', '/_all/_search')[0].parts).toEqual({
      index: '_all',
    });
    expect(matchEndpoints(elasticsearch, null, 'GET', '/_serach')).toEqual([]);
  });

  it('routes a literal over a placeholder, as the engines do', () => {
    const matches = matchEndpoints(elasticsearch, null, 'GET', '_nodes/stats');
    expect(matches.map((match) => match.pattern)).toEqual(['/_nodes/stats']);
    const named = matchEndpoints(elasticsearch, null, 'GET', '_nodes/node-1/stats');
    expect(named.map((match) => match.pattern)).toEqual(['/_nodes/{node_id}/stats']);
  });

  it('filters by method', () => {
    expect(matchEndpoints(elasticsearch, null, 'DELETE', '/_search')).toEqual([]);
    expect(matchEndpoints(elasticsearch, null, 'PUT', 'logs')[0].endpoint.name).toBe(
      'indices.create',
    );
  });
});

describe('queryCompletions', () => {
  it("offers the endpoint's parameters and those of every endpoint", () => {
    const completions = queryCompletions(
      elasticsearch,
      matchEndpoints(elasticsearch, null, 'GET', '_search')[0],
      '_search?',
      8,
    );
    const applied = completions?.options.map((option) => option.apply);
    expect(applied).toContain('size=');
    expect(applied).toContain('pretty=');
    expect(completions).toMatchObject({ from: 8, to: 8 });
    expect(completions?.options).toContainEqual(
      expect.objectContaining({
        label: 'expand_wildcards',
        kind: 'param',
        detail: 'all | open | closed | hidden | none',
      }),
    );
  });

  it("describes every parameter's type without English words: a list as its item's type and []", () => {
    const details = [elasticsearch, opensearch].flatMap((catalogue) =>
      catalogue.endpoints.flatMap((endpoint) => {
        const path = endpoint.paths[0].replace(/\{[^}]+\}/g, 'x');
        const match = matchEndpoints(catalogue, null, endpoint.methods[0], path)[0] ?? null;
        const completions = queryCompletions(catalogue, match, `${path}?`, path.length + 1);
        return completions?.options.map((option) => option.detail ?? '') ?? [];
      }),
    );
    expect(details).toContain('boolean | field | field[]');
    expect(details.filter((detail) => /\blist of\b/.test(detail))).toEqual([]);
  });

  it('filters by the typed prefix and leaves out the parameters already set', () => {
    expect(queryLabels('_search?si')).toEqual(['size']);
    expect(queryLabels('_search?size=1&')).not.toContain('size');
    expect(queryLabels('_search?size=1&')).toContain('from');
  });

  it("offers an enum's values", () => {
    expect(queryLabels('_search?expand_wildcards=')).toEqual([
      'all',
      'open',
      'closed',
      'hidden',
      'none',
    ]);
    expect(queryLabels('_search?expand_wildcards=open,h')).toEqual(['hidden']);
  });

  it("offers a boolean's values", () => {
    expect(queryLabels('_search?ignore_unavailable=')).toEqual(['true', 'false']);
    expect(queryLabels('_search?ignore_unavailable=t')).toEqual(['true']);
  });

  it('offers the values of each choice', () => {
    expect(queryLabels('_search?track_total_hits=', opensearch)).toEqual(['true', 'false']);
  });

  it('offers only the parameters of every endpoint without a match', () => {
    const completions = queryCompletions(elasticsearch, null, '?p', 2);
    expect(completions?.options.map((option) => option.label)).toEqual(['pretty']);
    expect(queryCompletions(elasticsearch, null, '?pretty=', 8)?.options).toHaveLength(2);
  });

  it('replaces the name up to its `=` and nothing before `?`', () => {
    const text = '_search?siz=5';
    const completions = queryCompletions(elasticsearch, null, text, 10);
    expect(completions).toBeNull();
    const match = matchEndpoints(elasticsearch, null, 'GET', '_search')[0];
    expect(queryCompletions(elasticsearch, match, text, 10)).toMatchObject({ from: 8, to: 12 });
    expect(queryCompletions(elasticsearch, match, text, 5)).toBeNull();
  });
});

describe('nearestEndpointPath', () => {
  it('suggests the nearest literal segment', () => {
    expect(nearestEndpointPath(elasticsearch, null, 'GET', '/_serach')).toEqual({
      typed: '_serach',
      suggestion: '_search',
    });
    expect(nearestEndpointPath(elasticsearch, null, 'POST', '/logs/_serach')).toEqual({
      typed: '_serach',
      suggestion: '_search',
    });
  });

  it('suggests nothing for a known path or a far one', () => {
    expect(nearestEndpointPath(elasticsearch, null, 'GET', '/logs/_search')).toBeNull();
    expect(nearestEndpointPath(elasticsearch, null, 'GET', '/_nothing_like_it')).toBeNull();
  });
});
