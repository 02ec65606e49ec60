// Which index settings an open index accepts (the engines call them dynamic), from the
// documentation of both engines: Elasticsearch's reference, "Index modules" (its dynamic index
// settings) and the pages of the modules it links (slow log, translog, merge and merge scheduler,
// shard allocation filtering, delayed allocation, recovery prioritisation, total shards per node,
// mapping limits, index blocks, ILM index settings); OpenSearch's "Index settings" (dynamic
// index-level settings), the Index State Management settings and the k-NN index settings. A name
// in none of them counts as static: the engine decides, and the editor offers close, apply, open.
// Also each engine's own dynamic settings that people change most, and the full-name rule.
import type { EngineProfile } from './profile';

/** The prefix of every index setting's full name. */
export const INDEX_PREFIX = 'index.';

/** Dynamic settings by full name. */
const DYNAMIC_SETTINGS: ReadonlySet<string> = new Set([
  'index.number_of_replicas',
  'index.auto_expand_replicas',
  'index.refresh_interval',
  'index.search.idle.after',
  'index.max_result_window',
  'index.max_inner_result_window',
  'index.max_rescore_window',
  'index.max_docvalue_fields_search',
  'index.max_script_fields',
  'index.max_ngram_diff',
  'index.max_shingle_diff',
  'index.max_refresh_listeners',
  'index.max_terms_count',
  'index.max_regex_length',
  'index.max_slices_per_scroll',
  'index.max_adjacency_matrix_filters',
  'index.analyze.max_token_count',
  'index.highlight.max_analyzed_offset',
  'index.query.default_field',
  'index.default_pipeline',
  'index.final_pipeline',
  'index.hidden',
  'index.gc_deletes',
  'index.priority',
  'index.requests.cache.enable',
  'index.write.wait_for_active_shards',
  'index.blocks.read_only',
  'index.blocks.read_only_allow_delete',
  'index.blocks.read',
  'index.blocks.write',
  'index.blocks.metadata',
  'index.routing.allocation.enable',
  'index.routing.allocation.total_shards_per_node',
  'index.routing.rebalance.enable',
  'index.allocation.max_retries',
  'index.unassigned.node_left.delayed_timeout',
  'index.translog.durability',
  'index.translog.sync_interval',
  'index.translog.flush_threshold_size',
  'index.translog.generation_threshold_size',
  'index.translog.retention.size',
  'index.translog.retention.age',
  'index.merge.scheduler.max_thread_count',
  'index.merge.scheduler.max_merge_count',
  'index.merge.scheduler.auto_throttle',
  'index.merge.policy.floor_segment',
  'index.merge.policy.max_merge_at_once',
  'index.merge.policy.max_merged_segment',
  'index.merge.policy.segments_per_tier',
  'index.merge.policy.deletes_pct_allowed',
  'index.merge.policy.expunge_deletes_allowed',
  'index.mapping.total_fields.limit',
  'index.mapping.total_fields.ignore_dynamic_beyond_limit',
  'index.mapping.depth.limit',
  'index.mapping.nested_fields.limit',
  'index.mapping.nested_objects.limit',
  'index.mapping.field_name_length.limit',
  'index.mapping.dimension_fields.limit',
  // OpenSearch only.
  'index.search.default_pipeline',
  'index.search.concurrent_segment_search.enabled',
  'index.search.concurrent_segment_search.mode',
  'index.knn.algo_param.ef_search',
]);

/** Families of dynamic settings: every name under these prefixes. */
const DYNAMIC_PREFIXES: readonly string[] = [
  'index.routing.allocation.include.',
  'index.routing.allocation.exclude.',
  'index.routing.allocation.require.',
  'index.search.slowlog.',
  'index.indexing.slowlog.',
  'index.lifecycle.',
  // OpenSearch Index State Management, and its Open Distro names.
  'index.plugins.index_state_management.',
  'index.opendistro.index_state_management.',
];

/** The full name of a setting: 'number_of_replicas' and 'index.number_of_replicas' are one. */
export function fullSettingName(key: string): string {
  return key.startsWith(INDEX_PREFIX) ? key : INDEX_PREFIX + key;
}

/**
 * Whether the setting can be changed on an open index, by the list above. The name may come with
 * or without 'index.'. Unknown names (plugins', newer versions', typos) give false.
 */
export function isDynamicSetting(key: string): boolean {
  const name = fullSettingName(key);
  return DYNAMIC_SETTINGS.has(name) || DYNAMIC_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Dynamic settings of one engine only that people change most. */
const ENGINE_SETTINGS = {
  elasticsearch: [
    'index.routing.allocation.include._tier_preference',
    'index.lifecycle.name',
    'index.lifecycle.rollover_alias',
  ],
  opensearch: [
    'index.plugins.index_state_management.rollover_alias',
    'index.search.default_pipeline',
  ],
} as const;

/** The engine's own dynamic settings that people change most (offered as suggestions). */
export function engineSettings(engine: EngineProfile): readonly string[] {
  return ENGINE_SETTINGS[engine.distribution];
}
