// The data model of the index settings view and editor: the rows of one index's settings (its own
// values over the engine's defaults), which settings an open index accepts, the body that
// changes them, and the table's text filter. Pure functions; the requests live in the API layer.
import type { Distribution } from '../../../engine/version';
import { isRecord } from '../../../lib/storage';

/** A setting's value as the engines send it: text, or a list of texts for list settings. */
export type SettingValue = string | string[];

/** One setting of an index, as the settings table shows it. */
export interface SettingRow {
  /** The full, dotted name, such as 'index.number_of_replicas'. */
  key: string;
  value: SettingValue;
  /** True when the index sets the value itself; false when it is the engine's default. */
  set: boolean;
}

/** The edits to send: a new value per setting name, or null to reset it to its default. */
export type SettingsChange = Readonly<Record<string, SettingValue | null>>;

/** The body of `PUT {index}/_settings`: the names relative to 'index.'. */
export interface SettingsChangeBody {
  index: Record<string, SettingValue | null>;
}

const INDEX_PREFIX = 'index.';

/** A value as text: numbers and booleans (never sent, but harmless) become text; else null. */
function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** A leaf of the answer as a setting value; null when it is neither text nor a list of texts. */
function leafValue(value: unknown): SettingValue | null {
  if (!Array.isArray(value)) return scalarText(value);
  const items = value.map(scalarText);
  return items.every((item) => item !== null) ? (items as string[]) : null;
}

/**
 * Adds every setting of `scope` to `into` under its dotted name. A flat answer
 * (flat_settings=true) has dotted names already; a nested one has objects, joined here with '.'.
 * Both forms, even mixed, give the same names. Leaves that are no setting value are skipped.
 */
function collectSettings(scope: unknown, prefix: string, into: Map<string, SettingValue>): void {
  if (!isRecord(scope)) return;
  for (const [name, value] of Object.entries(scope)) {
    const key = prefix + name;
    if (isRecord(value)) {
      collectSettings(value, `${key}.`, into);
      continue;
    }
    const setting = leafValue(value);
    if (setting !== null) into.set(key, setting);
  }
}

/** The settings of one scope ('settings' or 'defaults') of an index's answer, by dotted name. */
function scopeSettings(scope: unknown): Map<string, SettingValue> {
  const settings = new Map<string, SettingValue>();
  collectSettings(scope, '', settings);
  return settings;
}

/**
 * The rows of `index` in the answer of
 * `GET {index}/_settings?flat_settings=true&include_defaults=true`, sorted by key. The index's own
 * settings win over a default of the same key. The answer without flat_settings (nested objects)
 * reads the same; without include_defaults there are only the set rows. An answer of another
 * shape, or without `index`, gives no rows.
 */
export function settingRows(answer: unknown, index: string): SettingRow[] {
  if (!isRecord(answer) || !Object.hasOwn(answer, index)) return [];
  const state = answer[index];
  if (!isRecord(state)) return [];
  const own = scopeSettings(state.settings);
  const merged = new Map([...scopeSettings(state.defaults), ...own]);
  return [...merged]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => ({ key, value, set: own.has(key) }));
}

// Which index settings an open index accepts (the engines call them dynamic), from the
// documentation of both engines: Elasticsearch's reference, "Index modules" (its dynamic index
// settings) and the pages of the modules it links (slow log, translog, merge and merge scheduler,
// shard allocation filtering, delayed allocation, recovery prioritisation, total shards per node,
// mapping limits, index blocks, ILM index settings); OpenSearch's "Index settings" (dynamic
// index-level settings), the Index State Management settings and the k-NN index settings. A name
// in none of them counts as static: the engine decides, and the editor offers close, apply, open.

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
function fullName(key: string): string {
  return key.startsWith(INDEX_PREFIX) ? key : INDEX_PREFIX + key;
}

/**
 * Whether the setting can be changed on an open index, by the list above. The name may come with
 * or without 'index.'. Unknown names (plugins', newer versions', typos) give false.
 */
export function isDynamicSetting(key: string): boolean {
  const name = fullName(key);
  return DYNAMIC_SETTINGS.has(name) || DYNAMIC_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * The keys among `keys` that an open index refuses (not dynamic), in their order. When there
 * are any, the change needs the guided steps: close the index, apply, open it again.
 */
export function needsClosedIndex(keys: readonly string[]): string[] {
  return keys.filter((key) => !isDynamicSetting(key));
}

/**
 * The body of `PUT {index}/_settings` for the edited settings: each name without its leading
 * 'index.' inside `{ "index": { ... } }`, as the engines document it. `null` resets a setting to
 * its default. A name given with and without 'index.' is one setting: the later one counts. A
 * name with nothing after 'index.' is left out.
 */
export function settingsChangeBody(changes: SettingsChange): SettingsChangeBody {
  const entries = Object.entries(changes)
    .map(([key, value]): [string, SettingValue | null] => [
      fullName(key).slice(INDEX_PREFIX.length),
      Array.isArray(value) ? [...value] : value,
    ])
    .filter(([name]) => name !== '');
  // fromEntries defines own keys, so even a setting named '__proto__' stays a plain key.
  return { index: Object.fromEntries(entries) };
}

/** A value as the table shows it and the filter reads it: text as is, a list as JSON. */
export function settingValueText(value: SettingValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The rows that match `text`: every word of it (split at spaces) must occur, ignoring case, in
 * the row's key or in its value (a list read as JSON). Blank text keeps every row.
 */
export function filterSettingRows(rows: readonly SettingRow[], text: string): SettingRow[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const key = row.key.toLowerCase();
    const value = settingValueText(row.value).toLowerCase();
    return words.every((word) => key.includes(word) || value.includes(word));
  });
}

/**
 * The settings the change form offers as suggestions: the dynamic ones people change most
 * (replicas, refresh, blocks, allocation filters, routing, result window), then the engine's
 * own. Any other name can still be typed.
 */
const COMMON_SETTINGS: readonly string[] = [
  'index.number_of_replicas',
  'index.auto_expand_replicas',
  'index.refresh_interval',
  'index.max_result_window',
  'index.blocks.read_only',
  'index.blocks.read_only_allow_delete',
  'index.blocks.write',
  'index.blocks.read',
  'index.blocks.metadata',
  'index.routing.allocation.include._name',
  'index.routing.allocation.exclude._name',
  'index.routing.allocation.require._name',
  'index.routing.allocation.include._ip',
  'index.routing.allocation.exclude._ip',
  'index.routing.allocation.require._ip',
  'index.routing.allocation.enable',
  'index.routing.rebalance.enable',
  'index.routing.allocation.total_shards_per_node',
  'index.unassigned.node_left.delayed_timeout',
  'index.priority',
  'index.hidden',
  'index.default_pipeline',
  'index.final_pipeline',
  'index.mapping.total_fields.limit',
  'index.translog.durability',
  'index.search.idle.after',
];

const ENGINE_SETTINGS: Readonly<Record<Distribution, readonly string[]>> = {
  elasticsearch: [
    'index.routing.allocation.include._tier_preference',
    'index.lifecycle.name',
    'index.lifecycle.rollover_alias',
  ],
  opensearch: [
    'index.plugins.index_state_management.rollover_alias',
    'index.search.default_pipeline',
  ],
};

/** The suggested setting names for a cluster of `distribution`, each one dynamic. */
export function suggestedSettings(distribution: Distribution): string[] {
  return [...COMMON_SETTINGS, ...ENGINE_SETTINGS[distribution]];
}

/** A setting name as typed: dotted words without spaces, with or without the leading 'index.'. */
export function isSettingKey(key: string): boolean {
  const name = key.trim();
  return /^[\w-]+(\.[\w*-]+)*$/.test(name) && name !== 'index';
}

/**
 * The value the edit field stands for. The engines keep every index setting as text, so the
 * text goes as typed (trimmed), with two exceptions, as in the cluster settings editor: `null`
 * resets the setting to its default, and a JSON array of texts, numbers or booleans is sent as
 * a list of texts (list settings such as index.query.default_field).
 */
export function settingInputValue(text: string): SettingValue | null {
  const trimmed = text.trim();
  if (trimmed === 'null') return null;
  if (trimmed.startsWith('[')) {
    try {
      const list = leafValue(JSON.parse(trimmed));
      if (Array.isArray(list)) return list;
    } catch {
      // Not JSON: sent as the text it is.
    }
  }
  return trimmed;
}

/** What the change form holds: the setting's name and the value text. */
export interface SettingDraft {
  key: string;
  value: string;
}

export const EMPTY_DRAFT: SettingDraft = { key: '', value: '' };

/**
 * The change the form stands for, or null while it cannot be sent: a name that is no setting
 * name, or no value (an empty value is never sent; `null` resets).
 */
export function draftChange(draft: SettingDraft): SettingsChange | null {
  if (!isSettingKey(draft.key) || draft.value.trim() === '') return null;
  return { [fullName(draft.key.trim())]: settingInputValue(draft.value) };
}

/** The form filled to change `row`: its name and its value as the edit field reads it. */
export function rowDraft(row: SettingRow): SettingDraft {
  return { key: row.key, value: settingValueText(row.value) };
}
