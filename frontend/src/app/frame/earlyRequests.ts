// The requests the page sends before the app runs (early.ts): the cluster's check, and each
// screen's first data as the app asks for it. A test (early.test.tsx) checks every screen's row
// against the app's own requests on both engines.
import { distributionOf, type Distribution } from '../../engine/version';

/** A screen's first requests: those both engines get, then those of one engine. */
export interface EarlyScreen {
  both: readonly string[];
  elasticsearch?: readonly string[];
  opensearch?: readonly string[];
}

/**
 * The live metrics' node statistics, as the sampler asks them (src/engine/metrics/request.ts):
 * the groups and flags read, then only the fields read: the failed count, then each node's, in
 * the app's order (by their common start here).
 */
const NODE_FIELDS: readonly (readonly [string, string])[] = [
  ['', 'name roles host timestamp'],
  ['indices.indexing.', 'index_total index_time_in_millis'],
  ['indices.search.', 'query_total query_time_in_millis fetch_total fetch_time_in_millis'],
  ['indices.', 'get.total segments.count merges.current merges.total'],
  ['jvm.mem.', 'heap_used_in_bytes heap_max_in_bytes'],
  ['jvm.gc.collectors.young.', 'collection_count collection_time_in_millis'],
  ['jvm.gc.collectors.old.', 'collection_count collection_time_in_millis'],
  ['os.cpu.', 'percent load_average.1m'],
  ['process.', 'cpu.percent open_file_descriptors max_file_descriptors'],
  ['fs.total.', 'total_in_bytes available_in_bytes'],
  [
    'thread_pool.',
    'write.queue write.rejected search.queue search.rejected get.queue get.rejected',
  ],
  ['breakers.parent.', 'estimated_size_in_bytes limit_size_in_bytes tripped'],
  ['breakers.request.', 'estimated_size_in_bytes limit_size_in_bytes tripped'],
  ['breakers.fielddata.', 'estimated_size_in_bytes limit_size_in_bytes tripped'],
  ['breakers.in_flight_requests.', 'estimated_size_in_bytes limit_size_in_bytes tripped'],
  ['http.', 'current_open total_opened'],
];
const NODE_STATS =
  '_nodes/stats/breaker,fs,http,indices,jvm,os,process,thread_pool/get,indexing,merge,search,segments?filter_path=' +
  NODE_FIELDS.reduce(
    (paths: string[], [start, names]) =>
      paths.concat(names.split(' ').map((name) => `nodes.*.${start}${name}`)),
    ['_nodes.failed'],
  ).join('%2C');

/**
 * Each screen's first requests after the check, relative to the cluster's address, for the
 * engines whose answers the app was checked against (src/app/frame/early.test.tsx): the route
 * below '/cluster/N' ('' is the dashboard), then the requests both engines get and those of
 * one engine. A screen missing here waits for the app (that test says why for each). The
 * engine is the one the app found last time (its frame record), else the one the cluster's
 * root names.
 */
export const EARLY_SCREENS: Readonly<Record<string, EarlyScreen>> = {
  '': {
    both: [
      '_cluster/stats',
      '_all/_settings/index.blocks.read_only_allow_delete?flat_settings=true',
      '_cluster/settings?include_defaults=true&flat_settings=true',
      '_cat/allocation?format=json&bytes=b',
    ],
  },
  nodes: {
    both: [
      '_cat/nodes?format=json&h=ip,id,name,version,heap.percent,heap.current,heap.max,ram.percent,ram.current,ram.max,node.role,master,cpu,load_1m,load_5m,load_15m,disk.used_percent,disk.used,disk.total,shards&full_id=true&bytes=b',
      '_nodes',
      '_cluster/settings?include_defaults=true&flat_settings=true',
      '_cat/allocation?format=json&bytes=b',
    ],
  },
  metrics: { both: ['_cluster/settings?include_defaults=true&flat_settings=true', NODE_STATS] },
  shards: {
    both: [
      '_cat/shards?format=json&h=index,shard,prirep,state,node,docs,store,ip,unassigned.reason',
      '_cat/nodes?format=json&h=name',
      '_cluster/settings?flat_settings=true',
    ],
    elasticsearch: [
      '_cat/indices?format=json&h=index,health,pri,rep,status&s=health:desc,index&expand_wildcards=all',
    ],
    opensearch: ['_cat/indices?format=json&h=index,health,pri,rep,status&s=health:desc,index'],
  },
  'shards/recovery': { both: ['_recovery'] },
  tasks: {
    both: [
      '_cat/nodes?format=json&h=id,name&full_id=true',
      '_tasks?detailed=true&group_by=parents',
    ],
  },
  cluster_settings: { both: ['_cluster/settings?include_defaults=true&flat_settings=true'] },
  indices: {
    both: [
      '_cat/aliases?format=json&h=alias,index',
      '_all/_settings/index.blocks.read_only_allow_delete?flat_settings=true',
      '_cluster/settings?include_defaults=true&flat_settings=true',
      '_cat/allocation?format=json&bytes=b',
    ],
    elasticsearch: [
      '_cat/indices?format=json&h=index,health,status,uuid,pri,rep,docs.count,store.size,sc,cd&s=index&bytes=b&expand_wildcards=all',
      '_data_stream?expand_wildcards=all&filter_path=data_streams.name',
    ],
    opensearch: [
      '_cat/indices?format=json&h=index,health,status,uuid,pri,rep,docs.count,store.size,sc,cd&s=index&bytes=b',
      '_data_stream?filter_path=data_streams.name',
    ],
  },
  index_templates: { both: [], elasticsearch: ['_index_template'], opensearch: ['_template'] },
  data_streams: {
    both: [],
    elasticsearch: [
      '_data_stream?expand_wildcards=all',
      '_data_stream/_stats?human=false&expand_wildcards=all',
    ],
    opensearch: ['_data_stream', '_data_stream/_stats?human=false'],
  },
  ingest_pipelines: {
    both: [
      '_ingest/pipeline',
      '_all/_settings/index.default_pipeline,index.final_pipeline?expand_wildcards=all&flat_settings=true',
      '_index_template',
      '_template',
    ],
  },
  lifecycle: {
    both: [],
    elasticsearch: [
      '*,.*/_ilm/explain?only_managed=true&filter_path=indices.*.index,indices.*.managed,indices.*.policy,indices.*.phase,indices.*.action,indices.*.step,indices.*.age,indices.*.failed_step,indices.*.failed_step_retry_count,indices.*.step_info.reason',
      '_ilm/status',
      '_ilm/policy',
    ],
    opensearch: ['_plugins/_ism/explain/*,.*', '_plugins/_ism/policies?size=1000'],
  },
  snapshot_repositories: { both: ['_snapshot'] },
  security: {
    both: [],
    elasticsearch: ['_security/_authenticate'],
    opensearch: ['_plugins/_security/authinfo'],
  },
  diagnostics: { both: ['_cat/indices/*?format=json&h=index'] },
};

/** The cluster's check (src/api/operations/cluster.ts): its root and its health, at once. */
export const EARLY_CHECK: readonly string[] = ['', '_cluster/health'];

/** The lowest major version of each engine the table was checked against. */
export const CHECKED_FROM: Readonly<Record<Distribution, number>> = {
  elasticsearch: 8,
  opensearch: 2,
};

/** The table's engine for a cluster of this engine, version and flavour; null: none applies. */
export function engineOf(
  distribution: unknown,
  version: unknown,
  flavor: unknown,
): Distribution | null {
  if (flavor === 'serverless' || typeof version !== 'string') return null;
  const engine = distributionOf(distribution);
  return parseInt(version, 10) >= CHECKED_FROM[engine] ? engine : null;
}

/**
 * The cluster and the screen's route below '/cluster/N' ('' for the dashboard) at `path`, the
 * address below the base; null for a page of no cluster ('/welcome').
 */
export function clusterScreenAt(path: string): { index: number; route: string } | null {
  const match = /^\/cluster\/(\d+)(?:\/(.*?))?\/?$/.exec(path);
  return match ? { index: Number(match[1]), route: match[2] ?? '' } : null;
}
