// Answers of `_nodes/stats` shaped like Elasticsearch's documented one (nodes/_types/Stats.ts),
// for the metrics tests, the screen's tests and the benchmark: N nodes with the roles asked,
// whose counters grow by a chosen amount per step, and any field set, removed or a whole group
// left out (an engine without breakers, a node that restarted).
import { METRIC_FIELDS } from './fields';
import { nodeStatsRequest } from './request';
import type { MetricGroup } from './types';

export interface FixtureNode {
  id: string;
  name: string;
  roles: string[];
  host: string;
}

const ALL_ROLES = ['data', 'ingest', 'master', 'remote_cluster_client'];

/** `count` nodes named node-0…; every node holds data, the first three are master-eligible. */
export function fixtureNodes(
  count: number,
  roles: (index: number) => string[] = (index) => (index < 3 ? ALL_ROLES : ['data', 'ingest']),
): FixtureNode[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `id${String(index).padStart(4, '0')}AbCdEfGhIjKlMn`,
    name: `node-${index}`,
    roles: roles(index),
    host: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
  }));
}

/** How much each counter grows per step unless told otherwise (by field key). */
export const DEFAULT_PER_STEP: Readonly<Record<string, number>> = {
  'indexing.index_total': 100,
  'indexing.index_time': 50,
  'search.query_total': 200,
  'search.query_time': 400,
  'search.fetch_total': 150,
  'search.fetch_time': 75,
  'get.total': 20,
  'merges.total': 1,
  'jvm.gc.young.count': 1,
  'jvm.gc.young.time': 10,
  'http.total_opened': 2,
};

export interface NodeStatsFixture {
  /** A number of nodes (fixtureNodes) or the nodes themselves. */
  nodes: number | readonly FixtureNode[];
  /** The sample's number: each counter holds its start plus `step` times its growth. */
  step?: number;
  /** The nodes' clock at step 0 (ms) and the ms each step adds. */
  start?: number;
  stepMs?: number;
  /** Growth per step by field key, over DEFAULT_PER_STEP. */
  perStep?: Readonly<Record<string, number>>;
  /** Fields set last, by field key; undefined removes the field. */
  values?: (node: FixtureNode, index: number, step: number) => Record<string, number | undefined>;
  /** Groups the engine does not send. */
  omit?: readonly MetricGroup[];
  /** Only what nodeStatsRequest's filter_path keeps, as the engine would send it. */
  filtered?: boolean;
}

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

const pool = (queue: number, rejected: number) => ({
  threads: 4,
  queue,
  active: 1,
  rejected,
  largest: 4,
  completed: 12_345,
});

const breaker = (limit: number, estimated: number, overhead: number) => ({
  limit_size_in_bytes: limit,
  limit_size: `${(limit / MIB).toFixed(1)}mb`,
  estimated_size_in_bytes: estimated,
  estimated_size: `${(estimated / MIB).toFixed(1)}mb`,
  overhead,
  tripped: 0,
});

/** One node's statistics at step 0, as the engine documents them (with fields not read too). */
function documentedNode(node: FixtureNode, index: number, timestamp: number) {
  const base = 1000 * (index + 1);
  return {
    timestamp,
    name: node.name,
    transport_address: `${node.host}:9300`,
    host: node.host,
    ip: `${node.host}:9300`,
    roles: node.roles,
    attributes: { 'xpack.installed': 'true' },
    indices: {
      docs: { count: base * 10, deleted: 0 },
      store: { size_in_bytes: base * MIB, reserved_in_bytes: 0 },
      indexing: {
        index_total: base,
        index_time_in_millis: base / 2,
        index_current: 0,
        index_failed: 0,
        delete_total: 0,
        delete_time_in_millis: 0,
        noop_update_total: 0,
        is_throttled: false,
        throttle_time_in_millis: 0,
      },
      get: { total: base, time_in_millis: base, exists_total: base, current: 0 },
      search: {
        open_contexts: 0,
        query_total: base,
        query_time_in_millis: base * 2,
        query_current: 0,
        fetch_total: base,
        fetch_time_in_millis: base / 2,
        fetch_current: 0,
        scroll_total: 0,
        scroll_time_in_millis: 0,
        scroll_current: 0,
      },
      merges: { current: 0, current_docs: 0, total: base / 100, total_time_in_millis: base },
      segments: { count: 40 + index, memory_in_bytes: 0, index_writer_memory_in_bytes: 0 },
    },
    os: {
      timestamp,
      cpu: { percent: 10 + (index % 50), load_average: { '1m': 1.5, '5m': 1.2, '15m': 1 } },
      mem: { total_in_bytes: 16 * GIB, free_in_bytes: 4 * GIB, used_in_bytes: 12 * GIB },
    },
    process: {
      timestamp,
      open_file_descriptors: 300 + index,
      max_file_descriptors: 65_535,
      cpu: { percent: 5 + (index % 20), total_in_millis: base * 60 },
      mem: { total_virtual_in_bytes: 8 * GIB },
    },
    jvm: {
      timestamp,
      uptime_in_millis: base * 3600,
      mem: {
        heap_used_in_bytes: 512 * MIB + index * 4 * MIB,
        heap_used_percent: 50,
        heap_committed_in_bytes: GIB,
        heap_max_in_bytes: GIB,
        non_heap_used_in_bytes: 150 * MIB,
      },
      threads: { count: 80, peak_count: 90 },
      gc: {
        collectors: {
          young: { collection_count: base / 10, collection_time_in_millis: base },
          old: { collection_count: 0, collection_time_in_millis: 0 },
        },
      },
    },
    thread_pool: {
      get: pool(0, 0),
      search: pool(0, 0),
      write: pool(0, 0),
      management: pool(0, 0),
    },
    fs: {
      timestamp,
      total: {
        total_in_bytes: 100 * GIB,
        free_in_bytes: 62 * GIB,
        available_in_bytes: 60 * GIB - index * GIB,
      },
      data: [{ path: '/usr/share/elasticsearch/data', type: 'ext4', total_in_bytes: 100 * GIB }],
    },
    http: { current_open: 3, total_opened: base / 10 },
    breakers: {
      request: breaker(0.6 * GIB, 0, 1),
      fielddata: breaker(0.4 * GIB, 0, 1.03),
      in_flight_requests: breaker(GIB, 1024, 2),
      parent: breaker(0.95 * GIB, 520 * MIB, 1),
    },
  };
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let object = target;
  for (const key of path.slice(0, -1)) {
    if (typeof object[key] !== 'object' || object[key] === null) object[key] = {};
    object = object[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (value === undefined) delete object[last];
  else object[last] = value;
}

function valueAt(target: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = target;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

const TOP_KEY: Record<MetricGroup, string> = {
  indices: 'indices',
  jvm: 'jvm',
  os: 'os',
  process: 'process',
  fs: 'fs',
  thread_pool: 'thread_pool',
  breaker: 'breakers',
  http: 'http',
};

/** What a filter_path entry keeps of `value` (`*` matching any key), merged into `kept`. */
function keep(value: unknown, path: readonly string[], kept: Record<string, unknown>) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const [head, ...rest] = path;
  for (const [key, inner] of Object.entries(value)) {
    if (head !== '*' && head !== key) continue;
    if (rest.length === 0) kept[key] = inner;
    else if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
      const into = (kept[key] ??= {}) as Record<string, unknown>;
      keep(inner, rest, into);
      if (Object.keys(into).length === 0) delete kept[key];
    }
  }
}

/** The answer as the engine sends it with the request's filter_path. */
export function filterAnswer(answer: unknown): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const entry of nodeStatsRequest().params.filter_path.split(','))
    keep(answer, entry.split('.'), kept);
  return kept;
}

/** An answer of `_nodes/stats` at one step. */
export function nodeStatsAnswer(fixture: NodeStatsFixture) {
  const { step = 0, start = 1_700_000_000_000, stepMs = 1000, omit = [] } = fixture;
  const nodes = typeof fixture.nodes === 'number' ? fixtureNodes(fixture.nodes) : fixture.nodes;
  const growth = { ...DEFAULT_PER_STEP, ...fixture.perStep };
  const byId: Record<string, Record<string, unknown>> = {};
  nodes.forEach((node, index) => {
    const stats: Record<string, unknown> = documentedNode(node, index, start + step * stepMs);
    for (const metric of METRIC_FIELDS) {
      const value = valueAt(stats, metric.path);
      const perStep = growth[metric.key] ?? 0;
      if (metric.kind === 'counter' && typeof value === 'number' && perStep !== 0)
        setAt(stats, metric.path, value + step * perStep);
    }
    const keyed = fixture.values?.(node, index, step) ?? {};
    for (const metric of METRIC_FIELDS)
      if (metric.key in keyed) setAt(stats, metric.path, keyed[metric.key]);
    for (const group of omit) delete stats[TOP_KEY[group]];
    byId[node.id] = stats;
  });
  const answer = {
    _nodes: { total: nodes.length, successful: nodes.length, failed: 0 },
    cluster_name: 'metrics-fixture',
    nodes: byId,
  };
  return fixture.filtered ? (filterAnswer(answer) as typeof answer) : answer;
}
