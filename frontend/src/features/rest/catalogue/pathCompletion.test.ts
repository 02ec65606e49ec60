import type { Catalogue, PartKind } from './catalogueTypes';
import {
  namesStartingWith,
  pathCompletions,
  type PartNames,
  type PathOption,
} from './pathCompletion';
import { elasticsearch, opensearch } from './testCatalogues';
import { compareVersions } from '../../../engine/version';

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
