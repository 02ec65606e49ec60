// The numbers read from each node's `_nodes/stats` answer, in the order a sample holds them.
// Each path was checked against Elasticsearch's documented answer (nodes/_types/Stats.ts) and
// OpenSearch's OpenAPI description (schemas/nodes.stats.yaml); a field one engine or version
// lacks is read as NaN there and drawn as a gap. Both engines count GC in the `young` and `old`
// collectors and name the breakers `parent`, `request`, `fielddata` and `in_flight_requests`.
import type { FieldKind, MetricField, MetricGroup } from './types';

/** The thread pools whose queue and rejections are drawn. */
export const THREAD_POOLS = ['write', 'search', 'get'] as const;

/** The circuit breakers drawn, with the key stem of their legends. */
export const BREAKERS = [
  { name: 'parent', label: 'Parent' },
  { name: 'request', label: 'Request' },
  { name: 'fielddata', label: 'Fielddata' },
  { name: 'in_flight_requests', label: 'InFlight' },
] as const;

const field = (
  key: string,
  group: MetricGroup,
  path: readonly string[],
  kind: FieldKind,
): MetricField => ({ key, group, path, kind });
const counter = (key: string, group: MetricGroup, ...path: string[]) =>
  field(key, group, path, 'counter');
const gauge = (key: string, group: MetricGroup, ...path: string[]) =>
  field(key, group, path, 'gauge');

/** The garbage collectors drawn. */
export const GC_GENERATIONS = ['young', 'old'] as const;

/** A garbage collector's cumulative count or time. */
const collector = (generation: string, measure: string, name: string) =>
  counter(`jvm.gc.${generation}.${measure}`, 'jvm', 'jvm', 'gc', 'collectors', generation, name);

/** Every number read from a node, in the order of a sample's `values`. */
export const METRIC_FIELDS: readonly MetricField[] = [
  counter('indexing.index_total', 'indices', 'indices', 'indexing', 'index_total'),
  counter('indexing.index_time', 'indices', 'indices', 'indexing', 'index_time_in_millis'),
  counter('search.query_total', 'indices', 'indices', 'search', 'query_total'),
  counter('search.query_time', 'indices', 'indices', 'search', 'query_time_in_millis'),
  counter('search.fetch_total', 'indices', 'indices', 'search', 'fetch_total'),
  counter('search.fetch_time', 'indices', 'indices', 'search', 'fetch_time_in_millis'),
  counter('get.total', 'indices', 'indices', 'get', 'total'),
  gauge('segments.count', 'indices', 'indices', 'segments', 'count'),
  gauge('merges.current', 'indices', 'indices', 'merges', 'current'),
  counter('merges.total', 'indices', 'indices', 'merges', 'total'),
  gauge('jvm.heap_used', 'jvm', 'jvm', 'mem', 'heap_used_in_bytes'),
  gauge('jvm.heap_max', 'jvm', 'jvm', 'mem', 'heap_max_in_bytes'),
  ...GC_GENERATIONS.flatMap((generation) => [
    collector(generation, 'count', 'collection_count'),
    collector(generation, 'time', 'collection_time_in_millis'),
  ]),
  gauge('os.cpu.percent', 'os', 'os', 'cpu', 'percent'),
  gauge('os.load_1m', 'os', 'os', 'cpu', 'load_average', '1m'),
  gauge('process.cpu.percent', 'process', 'process', 'cpu', 'percent'),
  gauge('process.open_fds', 'process', 'process', 'open_file_descriptors'),
  gauge('process.max_fds', 'process', 'process', 'max_file_descriptors'),
  gauge('fs.total', 'fs', 'fs', 'total', 'total_in_bytes'),
  gauge('fs.available', 'fs', 'fs', 'total', 'available_in_bytes'),
  ...THREAD_POOLS.flatMap((pool) => [
    gauge(`thread_pool.${pool}.queue`, 'thread_pool', 'thread_pool', pool, 'queue'),
    counter(`thread_pool.${pool}.rejected`, 'thread_pool', 'thread_pool', pool, 'rejected'),
  ]),
  ...BREAKERS.flatMap(({ name }) => [
    gauge(`breaker.${name}.estimated`, 'breaker', 'breakers', name, 'estimated_size_in_bytes'),
    gauge(`breaker.${name}.limit`, 'breaker', 'breakers', name, 'limit_size_in_bytes'),
    counter(`breaker.${name}.tripped`, 'breaker', 'breakers', name, 'tripped'),
  ]),
  gauge('http.current_open', 'http', 'http', 'current_open'),
  counter('http.total_opened', 'http', 'http', 'total_opened'),
];

/** The position of each field in a sample's `values`. */
export const FIELD_INDEX: ReadonlyMap<string, number> = new Map(
  METRIC_FIELDS.map((metric, index) => [metric.key, index]),
);

/** The metric groups the fields come from, each once, in the order first read. */
export function metricGroups(): MetricGroup[] {
  return [...new Set(METRIC_FIELDS.map((metric) => metric.group))];
}
