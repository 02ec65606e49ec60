import type { Catalogue, PartKind } from './catalogueTypes';
import elasticsearchCatalogue from './elasticsearch.json';
import { availableEndpoints, matchEndpoints, splitPath } from './endpoints';
import { nearestEndpointPath } from './nearestPath';
import {
  namesStartingWith,
  pathCompletions,
  type PartNames,
  type PathOption,
} from './pathCompletion';
import { queryCompletions, resolveType } from './queryCompletion';
import opensearchCatalogue from './opensearch.json';
import { compareVersions } from '../../../engine/version';

const elasticsearch = elasticsearchCatalogue as unknown as Catalogue;
const opensearch = opensearchCatalogue as unknown as Catalogue;

const noNames: PartNames = () => undefined;

/** The labels offered for the path `text` with the cursor at its end. */
function pathLabels(
  text: string,
  {
    catalogue = elasticsearch,
    version = null,
    method = null,
    names = noNames,
  }: {
    catalogue?: Catalogue;
    version?: string | null;
    method?: string | null;
    names?: PartNames;
  } = {},
): string[] {
  const completions = pathCompletions(catalogue, version, method, text, text.length, names);
  return completions?.options.map((option) => option.label) ?? [];
}

/** `text` with an option applied. */
function applied(text: string, { from, to }: { from: number; to: number }, option: PathOption) {
  return text.slice(0, from) + option.apply + text.slice(to);
}

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

describe('pathCompletions', () => {
  it('offers the literal segments up to the next placeholder', () => {
    const labels = pathLabels('_ca');
    expect(labels).toContain('_cat/indices');
    expect(labels).toContain('_cat/aliases');
    expect(labels.every((label) => label.startsWith('_ca'))).toBe(true);
  });

  it('offers the segments after an index name', () => {
    const labels = pathLabels('/my-index/_se');
    expect(labels).toContain('_search');
    expect(labels.some((label) => label.startsWith('_cat'))).toBe(false);
  });

  it('replaces the whole segment under the cursor', () => {
    const text = '/my-index/_se/x?size=1';
    const completions = pathCompletions(elasticsearch, null, null, text, 12, noNames);
    expect(completions).toMatchObject({ from: 10, to: 13 });
    expect(pathCompletions(elasticsearch, null, null, text, text.length, noNames)).toBeNull();
  });

  it('names the endpoint of a literal option', () => {
    const completions = pathCompletions(elasticsearch, null, 'GET', '_cat/ind', 8, noNames);
    expect(completions?.options).toContainEqual(
      expect.objectContaining({ label: 'indices', kind: 'endpoint', detail: 'cat.indices' }),
    );
  });

  it('names the endpoint the completed path is, else the one it leads to, else none', () => {
    const option = (text: string, method: string | null, label: string) =>
      pathCompletions(elasticsearch, null, method, text, text.length, noNames)?.options.find(
        (candidate) => candidate.label === label,
      );
    // The path completed is an endpoint's: that endpoint, whatever else lies under it.
    expect(option('_ccr/a', 'GET', 'auto_follow')).toMatchObject({
      detail: 'ccr.get_auto_follow_pattern',
    });
    expect(option('_ccr/a', null, 'auto_follow')).toMatchObject({
      detail: 'ccr.get_auto_follow_pattern',
    });
    expect(option('_ccr/a', 'GET', 'auto_follow')?.further).toBeUndefined();
    // Several endpoints under it, none at it: no name.
    const post = option('_ccr/a', 'POST', 'auto_follow');
    expect(post).toMatchObject({ kind: 'endpoint' });
    expect(post?.detail).toBeUndefined();
    expect(post?.docs).toBeUndefined();
    // One endpoint under it: named, as further along the path.
    expect(option('_ccr/a', 'PUT', 'auto_follow')).toMatchObject({
      detail: 'ccr.put_auto_follow_pattern',
      further: true,
    });
    expect(option('_del', 'POST', '_delete_by_query')).toMatchObject({
      detail: 'delete_by_query_rethrottle',
      further: true,
    });
    // After an index name, the same segment is the endpoint itself.
    expect(option('logs/_del', 'POST', '_delete_by_query')).toMatchObject({
      detail: 'delete_by_query',
    });
    expect(option('logs/_del', 'POST', '_delete_by_query')?.further).toBeUndefined();
  });

  it("offers the cluster's names for a placeholder", () => {
    const names = (kind: PartKind) =>
      kind === 'indices' ? { names: ['logs-1', 'logs-2', 'metrics'] } : undefined;
    const completions = pathCompletions(elasticsearch, null, 'GET', '/lo', 3, names);
    const offered = completions?.options.filter((option) => option.kind === 'indices');
    expect(offered?.map((option) => option.label)).toEqual(['logs-1', 'logs-2']);
    expect(pathLabels('_cat/indices/m', { names })).toEqual(['metrics']);
    expect(pathLabels('_cat/indices/m')).toEqual([]);
  });

  it('tags aliases and data streams among the names an index part takes', () => {
    const names: PartNames = (kind) =>
      kind === 'indices'
        ? {
            names: ['orders', 'orders-2024', 'orders-current', 'orders-stream'],
            kinds: {
              orders: 'aliases',
              'orders-current': 'aliases',
              'orders-stream': 'data_streams',
            },
          }
        : undefined;
    const completions = pathCompletions(elasticsearch, null, 'GET', 'ord', 3, names);
    expect(completions?.options.map(({ label, kind }) => [label, kind])).toEqual([
      ['orders', 'aliases'],
      ['orders-2024', 'indices'],
      ['orders-current', 'aliases'],
      ['orders-stream', 'data_streams'],
    ]);
  });

  it('asks for the names of a placeholder with the parts typed before it', () => {
    const asked: [PartKind, Readonly<Record<string, string>>][] = [];
    const names: PartNames = (kind, parts) => {
      asked.push([kind, parts]);
      return kind === 'snapshots' && parts.repository === 'backups'
        ? { names: ['nightly-1'] }
        : undefined;
    };
    expect(pathLabels('_snapshot/backups/n', { method: 'GET', names })).toEqual(['nightly-1']);
    expect(asked).toEqual([['snapshots', { repository: 'backups' }]]);
    asked.length = 0;
    expect(pathLabels('_snapshot/archive/n', { method: 'GET', names })).toEqual([]);
    expect(pathLabels('_snapshot/b', { method: 'GET', names })).toEqual([]);
    expect(asked).toEqual([
      ['snapshots', { repository: 'archive' }],
      ['repositories', {}],
    ]);
  });

  it('offers everything at an empty segment', () => {
    const labels = pathLabels('_cat/');
    expect(labels).toContain('indices');
    expect(labels).toContain('aliases');
    expect(pathLabels('')).toContain('_search');
    expect(pathLabels('/')).toContain('_search');
  });

  it('offers only the endpoints taking the method', () => {
    expect(pathLabels('_sea', { method: 'GET' })).toContain('_search');
    expect(pathLabels('_sea', { method: 'DELETE' })).not.toContain('_search');
  });

  it("offers each engine's own endpoints", () => {
    expect(pathLabels('_plugins/_ism/p', { catalogue: opensearch })).toContain('policies');
    const text = '_plugins/_ism/p';
    const completions = pathCompletions(opensearch, null, 'GET', text, text.length, noNames);
    const policies = completions?.options.find((option) => option.label === 'policies');
    expect(completions && policies && applied(text, completions, policies)).toBe(
      '_plugins/_ism/policies',
    );
    expect(pathLabels('_plugins/_ism/p')).toEqual([]);
  });

  it('offers only the endpoints the version has', () => {
    // An endpoint added in 8.x whose literal path no older endpoint has.
    const fromOlder = elasticsearch.endpoints.filter(
      (endpoint) => !endpoint.since || compareVersions(endpoint.since, '7.17.0') <= 0,
    );
    const added = elasticsearch.endpoints
      .filter((endpoint) => endpoint.since?.startsWith('8.'))
      .flatMap((endpoint) => endpoint.paths.map((path) => ({ endpoint, path })))
      .find(
        ({ path }) =>
          !path.includes('{') &&
          !fromOlder.some((older) =>
            older.paths.some((other) => other === path || other.startsWith(`${path}/{`)),
          ),
      );
    expect(added).toBeDefined();
    const [first] = added!.path.slice(1).split('/');
    const literal = added!.path.slice(1);
    const since = added!.endpoint.since!;
    expect(pathLabels(first, { version: '7.17.0' })).not.toContain(literal);
    expect(pathLabels(first, { version: since })).toContain(literal);
    expect(pathLabels(first, { version: '9.0.0' })).toContain(literal);
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

describe('namesStartingWith', () => {
  const sorted = ['', 'Logs', '_all', 'log', 'logs-01', 'logs-02', 'logs-03', 'metrics', 'é'];

  it('gives the names starting with the prefix, in order, up to the limit', () => {
    expect(namesStartingWith(sorted, 'logs-', 10)).toEqual(['logs-01', 'logs-02', 'logs-03']);
    expect(namesStartingWith(sorted, 'log', 2)).toEqual(['log', 'logs-01']);
    expect(namesStartingWith(sorted, 'L', 10)).toEqual(['Logs']);
    expect(namesStartingWith(sorted, 'é', 10)).toEqual(['é']);
  });

  it('gives every non-empty name for an empty prefix and none for an unknown one', () => {
    expect(namesStartingWith(sorted, '', 100)).toEqual(sorted.slice(1));
    expect(namesStartingWith(sorted, 'z', 10)).toEqual([]);
    expect(namesStartingWith([], 'a', 10)).toEqual([]);
  });

  it('finds the same names as reading them all, over a large sorted list', () => {
    const names = Array.from({ length: 5000 }, (_, i) => `n-${(i * 7919) % 5000}`).sort();
    for (const prefix of ['n-1', 'n-49', 'n-4999', 'n-', 'm', 'n-5']) {
      const all = names.filter((name) => name.startsWith(prefix)).slice(0, 200);
      expect(namesStartingWith(names, prefix, 200)).toEqual(all);
    }
  });
});
