import type { Catalogue } from './catalogueTypes';
import elasticsearchCatalogue from './elasticsearch.json';
import { availableEndpoints, matchEndpoints } from './endpoints';
import { pathCompletions } from './pathCompletion';
import opensearchCatalogue from './opensearch.json';
import { compareVersions } from '../../../engine/version';
import { namespaceOf, sinceOfEndpoints } from './versions';

const elasticsearch = elasticsearchCatalogue as unknown as Catalogue;
const opensearch = opensearchCatalogue as unknown as Catalogue;

/**
 * Namespace -> the version its endpoints without a `since` take, for every namespace that has
 * such endpoints: a version when the namespace came after the oldest supported major line,
 * `every version` otherwise.
 */
function offeredWithoutSince(catalogue: Catalogue): Record<string, string> {
  const since = sinceOfEndpoints(catalogue);
  const offered: Record<string, string> = {};
  for (const endpoint of catalogue.endpoints) {
    if (endpoint.since) continue;
    const namespace = namespaceOf(endpoint) || '(root)';
    const got = since.get(endpoint) ?? 'every version';
    // One namespace, one answer: the rule is the namespace's.
    expect([undefined, got]).toContain(offered[namespace]);
    offered[namespace] = got;
  }
  return offered;
}

/** Whether `method path` is an endpoint the cluster of `version` is offered. */
function offered(catalogue: Catalogue, version: string, method: string, path: string): boolean {
  return matchEndpoints(catalogue, version, method, path).length > 0;
}

describe('compareVersions', () => {
  it('compares dotted versions by number', () => {
    expect(compareVersions('8.10.0', '8.9.1')).toBe(1);
    expect(compareVersions('7.17.0', '8.0.0')).toBe(-1);
    expect(compareVersions('2.17', '2.17.0')).toBe(0);
    expect(compareVersions('8.15.0-SNAPSHOT', '8.15.0')).toBe(0);
  });
});

describe('the version from which an endpoint without `since` is offered', () => {
  it('in Elasticsearch: the earliest of its namespace for namespaces born after 7, else every version', () => {
    expect(offeredWithoutSince(elasticsearch)).toEqual({
      // Namespaces added in 8: their endpoints without a version are as recent as they are.
      connector: '8.12.0',
      esql: '8.11.0',
      search_application: '8.8.0',
      // Namespaces as old as the supported lines (their earliest recorded versions are endpoints
      // added later: snapshot's 7.4.0 would hide `snapshot.create` from 7.0 to 7.3).
      '(root)': 'every version',
      cat: 'every version',
      cluster: 'every version',
      fleet: 'every version',
      indices: 'every version',
      license: 'every version',
      nodes: 'every version',
      security: 'every version',
      snapshot: 'every version',
      text_structure: 'every version',
      watcher: 'every version',
      // Namespaces with no version at all.
      graph: 'every version',
      profiling: 'every version',
      xpack: 'every version',
    });
  });

  it('in OpenSearch: every version (ML Commons came in the 1 line, ISM has no version)', () => {
    expect(offeredWithoutSince(opensearch)).toEqual({
      ml: 'every version',
      ism: 'every version',
    });
  });

  it('keeps the versions the specification gives', () => {
    const since = sinceOfEndpoints(elasticsearch);
    for (const endpoint of elasticsearch.endpoints) {
      if (endpoint.since) expect(since.get(endpoint)).toBe(endpoint.since);
    }
  });
});

describe('what a cluster is offered', () => {
  it("does not offer ES|QL's data sources and datasets to 7.17, and offers them from 8.11", () => {
    for (const path of ['_query/data_source', '_query/dataset']) {
      expect(offered(elasticsearch, '7.17.25', 'GET', path)).toBe(false);
      expect(offered(elasticsearch, '8.11.0', 'GET', path)).toBe(true);
    }
    const completions = pathCompletions(
      elasticsearch,
      '7.17.25',
      'GET',
      '_query/',
      '_query/'.length,
      () => undefined,
    );
    const labels = completions?.options.map((option) => option.label) ?? [];
    expect(labels).not.toContain('data_source');
    expect(labels).not.toContain('dataset');
  });

  it('offers the core endpoints without a version to the oldest supported clusters', () => {
    for (const version of ['7.0.0', '7.17.25']) {
      expect(offered(elasticsearch, version, 'PUT', '_snapshot/backups/nightly')).toBe(true);
      expect(offered(elasticsearch, version, 'GET', '_cat/indices')).toBe(true);
      expect(offered(elasticsearch, version, 'PUT', 'logs')).toBe(true);
      expect(offered(elasticsearch, version, 'POST', '_bulk')).toBe(true);
    }
    const names = new Set(availableEndpoints(elasticsearch, '7.0.0').map((e) => e.name));
    for (const name of ['snapshot.create', 'cat.indices', 'indices.create', 'graph.explore']) {
      expect(names).toContain(name);
    }
  });

  it('offers ISM to every OpenSearch version', () => {
    expect(offered(opensearch, '1.0.0', 'GET', '_plugins/_ism/policies')).toBe(true);
  });
});
