import type { BrowserContext, Route } from '@playwright/test';
import { fulfillFromSpec } from './specAnswer';

// Response bodies shaped exactly like the Elasticsearch reference documentation's examples
// (GET /, GET _cluster/health, POST _search, and the error object), for what no engine here
// can produce: cluster-sent text that real engines would refuse to store.

export function infoBody(clusterName: string, nodeName: string) {
  return {
    name: nodeName,
    cluster_name: clusterName,
    cluster_uuid: '5QaxoN0pRZuOmWSxstBBwQ',
    version: {
      number: '8.15.0',
      build_flavor: 'default',
      build_type: 'docker',
      build_hash: '1a77947f34deddb41af25e6f0ddb8e830159c179',
      build_date: '2024-08-05T10:05:34.233336849Z',
      build_snapshot: false,
      lucene_version: '9.11.1',
      minimum_wire_compatibility_version: '7.17.0',
      minimum_index_compatibility_version: '7.0.0',
    },
    tagline: 'You Know, for Search',
  };
}

export function healthBody(clusterName: string, status: 'green' | 'yellow' | 'red' = 'green') {
  return {
    cluster_name: clusterName,
    status,
    timed_out: false,
    number_of_nodes: 1,
    number_of_data_nodes: 1,
    active_primary_shards: 1,
    active_shards: 1,
    relocating_shards: 0,
    initializing_shards: 0,
    unassigned_shards: 0,
    unassigned_primary_shards: 0,
    delayed_unassigned_shards: 0,
    number_of_pending_tasks: 0,
    number_of_in_flight_fetch: 0,
    task_max_waiting_in_queue_millis: 0,
    active_shards_percent_as_number: 100.0,
  };
}

/** GET _cluster/stats with one node and `indexCount` indices of one primary shard each. */
export function statsBody(clusterName: string, indexCount: number) {
  return {
    _nodes: { total: 1, successful: 1, failed: 0 },
    cluster_name: clusterName,
    cluster_uuid: '5QaxoN0pRZuOmWSxstBBwQ',
    timestamp: 1722848734233,
    status: 'yellow',
    indices: {
      count: indexCount,
      shards: { total: indexCount, primaries: indexCount, replication: 0.0 },
      docs: { count: 0, deleted: 0 },
      store: { size_in_bytes: 249 * indexCount, reserved_in_bytes: 0 },
    },
    nodes: { count: { total: 1, coordinating_only: 0, data: 1, ingest: 1, master: 1, ml: 0, remote_cluster_client: 1, transform: 1, voting_only: 0 } },
  };
}

/**
 * What statsBody leaves out although the specification requires it: the parts no screen the
 * fake cluster serves reads (pass as the answer's `accept`).
 */
export const STATS_LEFT_OUT = [
  ...['repositories', 'snapshots', 'ccs'].map((key) => `$.${key}`),
  ...['completion', 'fielddata', 'query_cache', 'search', 'segments', 'dense_vector', 'sparse_vector', 'docs.total_size_in_bytes'].map((key) => `$.indices.${key}`),
  ...['discovery_types', 'fs', 'indexing_pressure', 'ingest', 'jvm', 'network_types', 'os', 'packaging_types', 'plugins', 'process', 'versions'].map((key) => `$.nodes.${key}`),
];

/** One row of GET _cat/indices?format=json&bytes=b (every column the indices screen asks for). */
export function catIndexRow(index: string, health: 'green' | 'yellow' | 'red') {
  return {
    index,
    health,
    status: 'open',
    uuid: 'u8FNjxh8Rfy_awN11oDKYQ',
    pri: '1',
    rep: '1',
    'docs.count': '0',
    'store.size': '249',
    sc: '1',
    cd: '2024-08-05T10:05:34.233Z',
  };
}

export const emptySearchBody = {
  took: 1,
  timed_out: false,
  _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
  hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] },
};

export function errorBody(status: number, type: string, reason: string) {
  return { error: { root_cause: [{ type, reason }], type, reason }, status };
}

/** One canned answer: a status and a JSON body, or a text body of another content type. */
export interface Answer {
  status: number;
  body: unknown;
  /** Sends `body` (a string) as is with this content type instead of as JSON. */
  contentType?: string;
  /** Parts of `body` the specification's types do not describe (see SpecAnswer.accept). */
  accept?: string[];
}

/** Maps "METHOD path" (path without query string, e.g. "GET /_cluster/health") to an answer. */
export type Answers = Record<string, Answer>;

const JSON_HEADERS = { 'content-type': 'application/json; charset=UTF-8', 'x-elastic-product': 'Elasticsearch' };

async function answer(route: Route, answers: Answers, fallback: Answer): Promise<void> {
  const request = route.request();
  const origin = (await request.headerValue('origin')) ?? '*';
  const cors = {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET,POST,PUT,DELETE,HEAD,OPTIONS',
    'access-control-allow-headers': 'X-Requested-With,Content-Type,Content-Length,Authorization',
  };
  if (request.method() === 'OPTIONS') {
    await route.fulfill({ status: 204, headers: cors });
    return;
  }
  const { pathname } = new URL(request.url());
  const { status, body, contentType, accept } = answers[`${request.method()} ${pathname}`] ?? fallback;
  if (contentType !== undefined) {
    // schema-exempt: a deliberately non-JSON answer (an HTML page, a proxy's text).
    await route.fulfill({ status, headers: { 'content-type': contentType, ...cors }, body: String(body) });
    return;
  }
  await fulfillFromSpec(route, { engine: 'elasticsearch', method: request.method(), path: pathname, status, body, accept, headers: { ...JSON_HEADERS, ...cors } });
}

/**
 * Serves a fake cluster at `origin` (e.g. http://fake-cluster.test:9200) for this browser
 * context only; every request it does not list gets `fallback`.
 */
export async function routeFakeCluster(context: BrowserContext, origin: string, answers: Answers, fallback: Answer): Promise<void> {
  await context.route((url) => url.origin === origin, (route) => answer(route, answers, fallback));
}
