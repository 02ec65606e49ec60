import type { Catalogue } from './catalogueTypes';
import { bodyChecks, MAX_BODY_CHECKS, requestChecks } from './checks';
import elasticsearchJson from './elasticsearch.json';
import { matchEndpoints } from './endpoints';
import opensearchJson from './opensearch.json';

const elasticsearch = elasticsearchJson as unknown as Catalogue;
const opensearch = opensearchJson as unknown as Catalogue;
const both = [
  ['elasticsearch', elasticsearch],
  ['opensearch', opensearch],
] as const;

/** The unknown keys of `body` sent as `method path`, each with its suggestion when it has one. */
function unknownKeys(catalogue: Catalogue, method: string, path: string, body: string): string[] {
  const endpoint = matchEndpoints(catalogue, null, method, path)[0]?.endpoint;
  return bodyChecks(catalogue, endpoint?.body, body).map(({ key, suggestion, from, to }) => {
    expect(body.slice(from, to)).toBe(JSON.stringify(key));
    return suggestion ? `${key}->${suggestion}` : key;
  });
}

describe('requestChecks', () => {
  it.each(both)('names the nearest endpoint of a mistyped path (%s)', (_, catalogue) => {
    expect(requestChecks(catalogue, null, 'GET', '/_serach')).toEqual([
      { code: 'nearestEndpoint', values: { typed: '_serach', suggestion: '_search' } },
    ]);
    expect(requestChecks(catalogue, null, 'GET', 'logs/_serach?size=1')).toEqual([
      { code: 'nearestEndpoint', values: { typed: '_serach', suggestion: '_search' } },
    ]);
  });

  it('says a path is unknown when nothing is near it', () => {
    expect(requestChecks(elasticsearch, null, 'GET', '/a/b/c/d/e')).toEqual([
      { code: 'unknownEndpoint', values: { path: '/a/b/c/d/e' } },
    ]);
  });

  it("knows each engine's own endpoints only", () => {
    expect(requestChecks(opensearch, '2.19.0', 'GET', '/_plugins/_ism/policies')).toEqual([]);
    expect(requestChecks(elasticsearch, '8.15.0', 'GET', '/_plugins/_ism/policies')).toEqual([
      { code: 'unknownEndpoint', values: { path: '/_plugins/_ism/policies' } },
    ]);
    expect(requestChecks(elasticsearch, '8.15.0', 'GET', '/_ilm/policy')).toEqual([]);
  });

  it('treats an endpoint added after the cluster version as unknown', () => {
    // _query (ES|QL) came with 8.11.
    expect(requestChecks(elasticsearch, '8.15.0', 'POST', '/_query')).toEqual([]);
    expect(requestChecks(elasticsearch, '7.17.0', 'POST', '/_query')[0].code).toBe(
      'unknownEndpoint',
    );
  });

  it('names the methods a path takes when it does not take the one given', () => {
    expect(requestChecks(elasticsearch, null, 'POST', '/logs')).toEqual([
      {
        code: 'method',
        values: { method: 'POST', path: '/logs', methods: 'DELETE, GET, HEAD, PUT' },
      },
    ]);
  });

  it('marks unknown parameters, with the nearest known one when there is one', () => {
    expect(
      requestChecks(elasticsearch, null, 'GET', '/_search?sise=1&pretty&from=2&colour=red'),
    ).toEqual([
      { code: 'nearestParam', values: { param: 'sise', endpoint: 'search', suggestion: 'size' } },
      { code: 'unknownParam', values: { param: 'colour', endpoint: 'search' } },
    ]);
    // The engines' global parameters go everywhere.
    expect(requestChecks(opensearch, null, 'GET', '/_cat/indices?v&format=json&pretty')).toEqual(
      [],
    );
  });

  it('marks deprecated endpoints and parameters from the version that deprecated them', () => {
    expect(requestChecks(elasticsearch, '8.15.0', 'GET', '/_template')).toEqual([
      {
        code: 'deprecatedEndpoint',
        values: { endpoint: 'indices.get_template', version: '7.8.0' },
      },
    ]);
    expect(requestChecks(elasticsearch, '7.5.0', 'GET', '/_template')).toEqual([]);
    expect(requestChecks(elasticsearch, '8.15.0', 'GET', '/_search?ignore_throttled=true')).toEqual(
      [{ code: 'deprecatedParam', values: { param: 'ignore_throttled', version: '7.16.0' } }],
    );
    expect(requestChecks(elasticsearch, '7.10.0', 'GET', '/_search?ignore_throttled=true')).toEqual(
      [],
    );
    expect(requestChecks(opensearch, '2.19.0', 'GET', '/_cat/nodes?master_timeout=1s')).toEqual([
      { code: 'deprecatedParam', values: { param: 'master_timeout', version: '2.0' } },
    ]);
  });
});

describe('bodyChecks', () => {
  it.each(both)('marks a mistyped search key, with its suggestion (%s)', (_, catalogue) => {
    const body = `{"query": {"bool": {"must": [{"mach": {"title": "x"}}]}}, "sizee": 1}`;
    expect(unknownKeys(catalogue, 'POST', '/logs/_search', body)).toEqual([
      'mach->match',
      'sizee->size',
    ]);
  });

  // Bodies as the documentation writes them: nothing in them is unknown.
  const knownBodies: [string, string, string][] = [
    [
      'POST',
      '/logs/_search',
      `{"query":{"bool":{"must":[{"match":{"title":"x"}}],"filter":{"range":{"ts":{"gte":"now-1d"}}}}},
        "aggs":{"by":{"terms":{"field":"a","size":5},"aggs":{"m":{"avg":{"field":"b"}}}}},
        "sort":[{"ts":"desc"},"_score"],"highlight":{"fields":{"title":{}}},"_source":["a"],"size":10}`,
    ],
    [
      'PUT',
      '/logs',
      `{"settings":{"number_of_shards":1,"index":{"refresh_interval":"1s"},"index.number_of_replicas":0,
        "analysis":{"analyzer":{"my":{"type":"custom","tokenizer":"standard"}}}},
        "mappings":{"properties":{"title":{"type":"text","fields":{"raw":{"type":"keyword"}}}}},
        "aliases":{"a":{}}}`,
    ],
    [
      'PUT',
      '/_index_template/t',
      `{"index_patterns":["x-*"],"data_stream":{},"priority":100,"composed_of":["c"],"_meta":{"a":1},
        "template":{"settings":{"number_of_shards":1},"mappings":{"properties":{"@timestamp":{"type":"date"}}}}}`,
    ],
    ['POST', '/_bulk', '{"index":{"_index":"a","_id":"1"}}\n{"title":"x","any":{"y":1}}\n'],
    [
      'PUT',
      '/_ingest/pipeline/p',
      `{"description":"d","processors":[{"set":{"field":"a","value":"b"}},{"rename":{"field":"a","target_field":"b"}}]}`,
    ],
    ['POST', '/_aliases', `{"actions":[{"add":{"index":"a","alias":"b"}}]}`],
    ['PUT', '/_cluster/settings', `{"persistent":{"cluster.routing.allocation.enable":"all"}}`],
    ['POST', '/logs/_doc', `{"anything":{"goes":1}}`],
    [
      'POST',
      '/_cluster/reroute',
      `{"commands":[{"move":{"index":"a","shard":0,"from_node":"n1","to_node":"n2"}}]}`,
    ],
  ];
  it.each(both)('finds nothing unknown in documented bodies (%s)', (_, catalogue) => {
    for (const [method, path, body] of knownBodies) {
      expect(unknownKeys(catalogue, method, path, body), `${method} ${path}`).toEqual([]);
    }
  });

  it('knows the lifecycle policy bodies of each engine', () => {
    const ilm = `{"policy":{"phases":{"hot":{"actions":{"rollover":{"max_age":"1d"}}},"delete":{"min_age":"30d","actions":{"delete":{}}}}}}`;
    expect(unknownKeys(elasticsearch, 'PUT', '/_ilm/policy/p', ilm)).toEqual([]);
    const ism = `{"policy":{"description":"d","default_state":"hot","states":[{"name":"hot","actions":[{"rollover":{"min_doc_count":5}}],"transitions":[{"state_name":"delete","conditions":{"min_index_age":"1d"}}]}],"statez":[]}}`;
    expect(unknownKeys(opensearch, 'PUT', '/_plugins/_ism/policies/p', ism)).toEqual([
      'statez->states',
    ]);
  });

  it('reads incomplete text without failing, and keys with escapes', () => {
    expect(unknownKeys(elasticsearch, 'POST', '/_search', '{"query": {"matc')).toEqual([]);
    expect(unknownKeys(elasticsearch, 'POST', '/_search', '{"query": {"matc":')).toEqual([
      'matc->match',
    ]);
    expect(unknownKeys(elasticsearch, 'POST', '/_search', '{"\\u0073ize": 1, "t\\"x": 2}')).toEqual(
      ['t"x'],
    );
  });

  it('stops at MAX_BODY_CHECKS', () => {
    const body = `[${Array.from({ length: 300 }, (_, i) => `{"k${i}": 1}`).join(',')}]`;
    const endpoint = matchEndpoints(elasticsearch, null, 'POST', '/_search')[0].endpoint;
    expect(bodyChecks(elasticsearch, endpoint.body, `{"query": ${body}}`)).toHaveLength(0);
    const keys = Array.from({ length: 300 }, (_, i) => `"k${i}": 1`).join(',');
    expect(bodyChecks(elasticsearch, endpoint.body, `{${keys}}`)).toHaveLength(MAX_BODY_CHECKS);
  });

  it('checks nothing for an endpoint without a body type', () => {
    expect(bodyChecks(elasticsearch, undefined, '{"x": 1}')).toEqual([]);
  });
});
