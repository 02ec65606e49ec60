import type { BrowserContext, Route } from '@playwright/test';
import { errorBody } from './fakeCluster';
import { fulfillFromSpec } from './specAnswer';

// The data stream API of an engine, played in the browser: neither engine process of this suite
// serves data streams, so a Playwright route answers for them and keeps their state.
//
// Handled, on the engine's own URL only (the server's proxy goes on to the engine untouched):
//   GET    _data_stream[/{names}]           GET _data_stream[/{names}]/_stats[?human]
//   PUT    _data_stream/{name}              DELETE _data_stream/{names}
//   POST   {stream}/_rollover[?dry_run]
// Everything else goes on to the real engine.
//
// A route fixture: Elasticsearch answers are shaped after its documented examples, field for
// field (paths relative to api-specs):
//   elasticsearch/specification/indices/get_data_stream/examples/200_response/
//     indicesGetDataStreamResponseExample1.yaml
//   elasticsearch/specification/indices/data_streams_stats/examples/200_response/
//     indicesDataStreamStatsResponseExample1.yaml
//   elasticsearch/specification/indices/rollover/IndicesRolloverResponse.ts, with the conditions
//     of rollover/examples/request/indicesRolloverRequestExample1.yaml (the folder's 200 example
//     is an answer of GET _segments, so the response type is the reference).
// OpenSearch answers hold what OpenSearch itself writes: the required fields of DataStream in
// opensearch/spec/schemas/indices._common.yaml (name, timestamp_field, indices of index_name and
// index_uuid, generation, status, template), and backing indices named .ds-{stream}-{generation}
// without the date. Errors carry the engines' own types and reasons.

export type Distribution = 'elasticsearch' | 'opensearch';
export type DataStreamHealth = 'GREEN' | 'YELLOW' | 'RED';

/** A data stream as the test starts with it. */
export interface DataStreamSeed {
  name: string;
  /** The index template that made the stream. */
  template: string;
  /** The count of rollovers, starting at 1 (default): one backing index per generation. */
  generation?: number;
  /** Default GREEN. */
  status?: DataStreamHealth;
  /** An Elasticsearch ILM policy; OpenSearch answers never name one. */
  ilmPolicy?: string;
  /** The Elasticsearch data stream lifecycle, enabled, keeping data for dataRetention if set. */
  lifecycle?: { dataRetention?: string };
  /** Elasticsearch only: left out of wildcard matches unless expand_wildcards asks for hidden. */
  hidden?: boolean;
  /** Documents in the write index, for rollover conditions. Default 0. */
  docs?: number;
  /** Age of the write index in days, for rollover conditions. Default 0. */
  ageDays?: number;
  /** Size of all backing indices. Default 249 bytes (an empty index) per backing index. */
  storeSizeBytes?: number;
  /**
   * Highest @timestamp in epoch ms. Default: midnight UTC of the date when there are docs, else 0,
   * which is what the engines report for a stream without documents.
   */
  maximumTimestamp?: number;
}

/** A composable index template with `data_stream`, which PUT _data_stream/{name} needs. */
export interface DataStreamTemplate {
  name: string;
  indexPatterns: string[];
  priority?: number;
}

export interface DataStreamRouteOptions {
  distribution: Distribution;
  streams: DataStreamSeed[];
  templates?: DataStreamTemplate[];
  /** The day in Elasticsearch backing index names, yyyy.MM.dd. Default 2026.11.29. */
  date?: string;
}

export interface BackingIndex {
  name: string;
  uuid: string;
}

/** A stream as the route holds it now. */
export interface DataStreamState {
  name: string;
  template: string;
  generation: number;
  status: DataStreamHealth;
  ilmPolicy?: string;
  lifecycle?: { dataRetention?: string };
  hidden: boolean;
  /** Oldest first; the last is the write index. */
  indices: BackingIndex[];
  /** Documents in the write index: 0 again after a rollover. */
  docs: number;
  /** Age of the write index in days: 0 again after a rollover. */
  ageDays: number;
  /** Size of the write index, for the size conditions: the seeded store size, 0 after a rollover. */
  writeIndexBytes: number;
  storeSizeBytes: number;
  maximumTimestamp: number;
}

export interface SentRequest {
  method: string;
  /** As sent: path and query string, not decoded (e.g. /logs-app/_rollover?dry_run=true). */
  path: string;
  /** The parsed JSON body, the raw text when it is not JSON, or null without one. */
  body: unknown;
}

export interface DataStreamsHandle {
  /** A copy of the stream's state now, or undefined when it does not exist. */
  get(name: string): DataStreamState | undefined;
  /** The stream names now, sorted. */
  names(): string[];
  /** Every request the route answered (preflights aside), in order. */
  requests: SentRequest[];
}

type Answer = [status: number, body: unknown];

const DEFAULT_DATE = '2026.11.29';
/** The store size of an empty index, as a single-node engine reports it. */
const EMPTY_INDEX_BYTES = 249;
const DAY_MS = 86_400_000;

// ---- names --------------------------------------------------------------------------------------

/** Whether `name` matches `pattern`, where `*` stands for any run of characters. */
export function globMatches(pattern: string, name: string): boolean {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(name);
}

/**
 * The streams a comma list of names and wildcards selects, sorted, as the engines resolve it: an
 * absent list, `*` and `_all` select all; a wildcard leaves hidden streams out unless
 * `expandHidden` (or the pattern and the name both start with '.'); an exact name that is no
 * stream is `missing`.
 */
export function resolveStreamNames(
  expression: string | undefined,
  streams: readonly { name: string; hidden: boolean }[],
  expandHidden: boolean,
): { names: string[] } | { missing: string } {
  const selected = new Set<string>();
  for (const part of (expression ?? '*').split(',').filter((item) => item !== '')) {
    const pattern = part === '_all' ? '*' : part;
    if (!pattern.includes('*')) {
      if (!streams.some((stream) => stream.name === pattern)) return { missing: pattern };
      selected.add(pattern);
      continue;
    }
    for (const stream of streams) {
      const visible = !stream.hidden || expandHidden || (pattern.startsWith('.') && stream.name.startsWith('.'));
      if (visible && globMatches(pattern, stream.name)) selected.add(stream.name);
    }
  }
  return { names: [...selected].sort() };
}

/** The template that makes stream `name`: the highest priority of those whose pattern matches. */
export function matchingTemplate(name: string, templates: readonly DataStreamTemplate[]): string | undefined {
  let best: DataStreamTemplate | undefined;
  for (const template of templates) {
    if (!template.indexPatterns.some((pattern) => globMatches(pattern, name))) continue;
    if (best === undefined || (template.priority ?? 0) > (best.priority ?? 0)) best = template;
  }
  return best?.name;
}

/** `.ds-{stream}-{yyyy.MM.dd}-{000001}` on Elasticsearch, `.ds-{stream}-{000001}` on OpenSearch. */
export function backingIndexName(distribution: Distribution, stream: string, generation: number, date = DEFAULT_DATE): string {
  const counter = String(generation).padStart(6, '0');
  return distribution === 'elasticsearch' ? `.ds-${stream}-${date}-${counter}` : `.ds-${stream}-${counter}`;
}

/** A stable 22-character index UUID made from the index name, like the engines' random ones. */
export function indexUuid(indexName: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let hash = 2166136261;
  for (let i = 0; i < indexName.length; i += 1) hash = Math.imul(hash ^ indexName.charCodeAt(i), 16777619);
  let uuid = '';
  while (uuid.length < 22) {
    // xorshift32: a new 32-bit value from the last, seeded with the name's FNV-1a hash.
    hash ^= hash << 13;
    hash ^= hash >>> 17;
    hash ^= hash << 5;
    uuid += alphabet[(hash >>> 0) % 64];
  }
  return uuid;
}

// ---- units --------------------------------------------------------------------------------------

const DURATION_NANOS: Record<string, number> = { nanos: 1, micros: 1e3, ms: 1e6, s: 1e9, m: 60e9, h: 3600e9, d: 86400e9 };
const BYTE_UNITS: Record<string, number> = { b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4, p: 1024 ** 5 };

/** A time value such as '7d' or '12h' in nanoseconds; undefined when it is not one. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+)\s*(nanos|micros|ms|s|m|h|d)$/.exec(value.trim().toLowerCase());
  return match ? Number(match[1]) * DURATION_NANOS[match[2]] : undefined;
}

/** A byte size such as '50gb' or '1.5mb' in bytes; undefined when it is not one. */
export function parseByteSize(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*([bkmgtp])b?$/.exec(value.trim().toLowerCase());
  return match ? Math.floor(Number(match[1]) * BYTE_UNITS[match[2]]) : undefined;
}

/** One decimal at most, cut rather than rounded and left out when zero, as the engines print. */
function oneDecimal(value: number): string {
  const cut = Math.trunc(value * 10) / 10;
  return Number.isInteger(cut) ? String(cut) : cut.toFixed(1);
}

/** A time value as the engines print it in condition names: '7d', '1.5d', '36m'. */
export function formatDuration(nanos: number): string {
  const units: [string, number][] = [['d', 86400e9], ['h', 3600e9], ['m', 60e9], ['s', 1e9], ['ms', 1e6], ['micros', 1e3]];
  const [suffix, size] = units.find(([, unitSize]) => nanos >= unitSize) ?? ['nanos', 1];
  return `${oneDecimal(nanos / size)}${suffix}`;
}

/** A byte size as the engines print it (the human store_size, condition names): '3.6kb', '50gb'. */
export function formatBytes(bytes: number): string {
  const units: [string, number][] = [['pb', 1024 ** 5], ['tb', 1024 ** 4], ['gb', 1024 ** 3], ['mb', 1024 ** 2], ['kb', 1024]];
  const [suffix, size] = units.find(([, unitSize]) => bytes >= unitSize) ?? ['b', 1];
  return `${oneDecimal(bytes / size)}${suffix}`;
}

// ---- rollover conditions ------------------------------------------------------------------------

/** What the conditions are measured on: the write index. */
export interface WriteIndexStats {
  docs: number;
  ageDays: number;
  bytes: number;
}

type Measure = 'age' | 'docs' | 'bytes';

const CONDITION_MEASURES: Record<string, Measure> = {
  max_age: 'age',
  max_docs: 'docs',
  max_size: 'bytes',
  max_primary_shard_size: 'bytes',
  max_primary_shard_docs: 'docs',
  min_age: 'age',
  min_docs: 'docs',
  min_size: 'bytes',
  min_primary_shard_size: 'bytes',
  min_primary_shard_docs: 'docs',
};

/** OpenSearch's rollover request knows only these three. */
const OPENSEARCH_CONDITIONS = ['max_age', 'max_docs', 'max_size'];

export type RolloverDecision =
  | { conditions: Record<string, boolean>; rollsOver: boolean }
  | { status: number; type: string; reason: string };

/** A condition's threshold and its printed form, or undefined when the value is malformed. */
function threshold(measure: Measure, value: unknown): [number, string] | undefined {
  if (measure === 'age') {
    const nanos = parseDuration(value);
    return nanos === undefined ? undefined : [nanos / 1e6, formatDuration(nanos)];
  }
  if (measure === 'bytes') {
    const bytes = parseByteSize(value);
    return bytes === undefined ? undefined : [bytes, formatBytes(bytes)];
  }
  const docs = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof docs === 'number' && Number.isSafeInteger(docs) ? [docs, String(docs)] : undefined;
}

/**
 * Each condition, named as the engines name it ("[max_docs: 1000]"), with whether the write
 * index meets it, and whether the rollover happens: always without conditions; on Elasticsearch
 * when every min_* and at least one max_* is met, on OpenSearch when any is met.
 */
export function decideRollover(distribution: Distribution, requested: Record<string, unknown>, stats: WriteIndexStats): RolloverDecision {
  const measured = { age: stats.ageDays * DAY_MS, docs: stats.docs, bytes: stats.bytes };
  const conditions: Record<string, boolean> = {};
  let anyMax = false;
  let allMin = true;
  let anyMaxSet = false;
  for (const [key, value] of Object.entries(requested)) {
    const measure = CONDITION_MEASURES[key];
    if (measure === undefined || (distribution === 'opensearch' && !OPENSEARCH_CONDITIONS.includes(key))) {
      return { status: 400, type: 'x_content_parse_exception', reason: `[conditions] unknown field [${key}]` };
    }
    const parsed = threshold(measure, value);
    if (parsed === undefined) return { status: 400, type: 'x_content_parse_exception', reason: `[conditions] failed to parse field [${key}]` };
    const met = measured[measure] >= parsed[0];
    conditions[`[${key}: ${parsed[1]}]`] = met;
    if (key.startsWith('max_')) [anyMaxSet, anyMax] = [true, anyMax || met];
    else allMin = allMin && met;
  }
  const count = Object.keys(conditions).length;
  if (distribution === 'opensearch') return { conditions, rollsOver: count === 0 || Object.values(conditions).some(Boolean) };
  if (count > 0 && !anyMaxSet) {
    const reason = 'Validation Failed: 1: at least one max_* rollover condition must be set when using min_* conditions;';
    return { status: 400, type: 'action_request_validation_exception', reason };
  }
  return { conditions, rollsOver: count === 0 || (anyMax && allMin) };
}

// ---- answers ------------------------------------------------------------------------------------

interface Store {
  distribution: Distribution;
  date: string;
  templates: DataStreamTemplate[];
  streams: Map<string, DataStreamState>;
}

function error(status: number, type: string, reason: string): Answer {
  return [status, errorBody(status, type, reason)];
}

const noSuchIndex = (name: string) => error(404, 'index_not_found_exception', `no such index [${name}]`);

function stateOf(seed: DataStreamSeed, distribution: Distribution, date: string): DataStreamState {
  const generation = seed.generation ?? 1;
  const indices = Array.from({ length: generation }, (_, i) => {
    const name = backingIndexName(distribution, seed.name, i + 1, date);
    return { name, uuid: indexUuid(name) };
  });
  const storeSizeBytes = seed.storeSizeBytes ?? EMPTY_INDEX_BYTES * generation;
  const [year, month, day] = date.split('.').map(Number);
  return {
    name: seed.name,
    template: seed.template,
    generation,
    status: seed.status ?? 'GREEN',
    ilmPolicy: seed.ilmPolicy,
    lifecycle: seed.lifecycle,
    hidden: seed.hidden ?? false,
    indices,
    docs: seed.docs ?? 0,
    ageDays: seed.ageDays ?? 0,
    writeIndexBytes: storeSizeBytes,
    storeSizeBytes,
    maximumTimestamp: seed.maximumTimestamp ?? ((seed.docs ?? 0) > 0 ? Date.UTC(year, month - 1, day) : 0),
  };
}

/** What manages the stream's next generation and, in this fixture, every backing index. */
function managedBy(stream: DataStreamState): string {
  if (stream.ilmPolicy !== undefined) return 'Index Lifecycle Management';
  return stream.lifecycle ? 'Data stream lifecycle' : 'Unmanaged';
}

function lifecycleBody(lifecycle: { dataRetention?: string }) {
  const retention = lifecycle.dataRetention;
  if (retention === undefined) return { enabled: true };
  return { enabled: true, data_retention: retention, effective_retention: retention, retention_determined_by: 'data_stream_configuration' };
}

/** One entry of GET _data_stream, in the field order of the documented example. */
function elasticsearchEntry(stream: DataStreamState) {
  const manager = managedBy(stream);
  const ilm = stream.ilmPolicy === undefined ? {} : { ilm_policy: stream.ilmPolicy };
  return {
    name: stream.name,
    timestamp_field: { name: '@timestamp' },
    indices: stream.indices.map((index) => ({ index_name: index.name, index_uuid: index.uuid, prefer_ilm: true, ...ilm, managed_by: manager })),
    generation: stream.generation,
    status: stream.status,
    next_generation_managed_by: manager,
    prefer_ilm: true,
    template: stream.template,
    ...(stream.lifecycle ? { lifecycle: lifecycleBody(stream.lifecycle) } : {}),
    ...ilm,
    hidden: stream.hidden,
    system: false,
    allow_custom_routing: false,
    replicated: false,
    rollover_on_write: false,
    settings: {},
  };
}

/** One entry of GET _data_stream as OpenSearch writes it. */
function opensearchEntry(stream: DataStreamState) {
  return {
    name: stream.name,
    timestamp_field: { name: '@timestamp' },
    indices: stream.indices.map((index) => ({ index_name: index.name, index_uuid: index.uuid })),
    generation: stream.generation,
    status: stream.status,
    template: stream.template,
  };
}

function expandsHidden(query: URLSearchParams): boolean {
  const expand = (query.get('expand_wildcards') ?? '').split(',');
  return expand.includes('hidden') || expand.includes('all');
}

function resolve(store: Store, names: string | undefined, query: URLSearchParams): { names: string[] } | { missing: string } {
  const streams = [...store.streams.values()].map((stream) => ({
    name: stream.name,
    hidden: store.distribution === 'elasticsearch' && stream.hidden,
  }));
  return resolveStreamNames(names, streams, expandsHidden(query));
}

function getStreams(store: Store, names: string | undefined, query: URLSearchParams): Answer {
  const resolved = resolve(store, names, query);
  if ('missing' in resolved) return noSuchIndex(resolved.missing);
  const entry = store.distribution === 'elasticsearch' ? elasticsearchEntry : opensearchEntry;
  return [200, { data_streams: resolved.names.map((name) => entry(store.streams.get(name) as DataStreamState)) }];
}

/** `human` alone or `human=true` asks for the printed sizes beside the byte counts. */
function wantsHuman(query: URLSearchParams): boolean {
  return query.has('human') && query.get('human') !== 'false';
}

function getStats(store: Store, names: string | undefined, query: URLSearchParams): Answer {
  const resolved = resolve(store, names, query);
  if ('missing' in resolved) return noSuchIndex(resolved.missing);
  const human = wantsHuman(query);
  const streams = resolved.names.map((name) => store.streams.get(name) as DataStreamState);
  const backing = streams.reduce((sum, stream) => sum + stream.indices.length, 0);
  // One primary and one replica per backing index; the replicas of a stream that is not green
  // are unassigned.
  const successful = streams.reduce((sum, stream) => sum + stream.indices.length * (stream.status === 'GREEN' ? 2 : 1), 0);
  const total = streams.reduce((sum, stream) => sum + stream.storeSizeBytes, 0);
  return [
    200,
    {
      _shards: { total: backing * 2, successful, failed: 0 },
      data_stream_count: streams.length,
      backing_indices: backing,
      ...(human ? { total_store_size: formatBytes(total) } : {}),
      total_store_size_bytes: total,
      data_streams: streams.map((stream) => ({
        data_stream: stream.name,
        backing_indices: stream.indices.length,
        ...(human ? { store_size: formatBytes(stream.storeSizeBytes) } : {}),
        store_size_bytes: stream.storeSizeBytes,
        maximum_timestamp: stream.maximumTimestamp,
      })),
    },
  ];
}

function createStream(store: Store, name: string): Answer {
  if (store.streams.has(name)) return error(400, 'resource_already_exists_exception', `data_stream [${name}] already exists`);
  if (name.toLowerCase() !== name) return error(400, 'illegal_argument_exception', `data_stream [${name}] must be lowercase`);
  if (name.startsWith('.ds-')) return error(400, 'illegal_argument_exception', `data_stream [${name}] must not start with '.ds-'`);
  const template = matchingTemplate(name, store.templates);
  if (template === undefined) return error(400, 'illegal_argument_exception', `no matching index template found for data stream [${name}]`);
  store.streams.set(name, stateOf({ name, template }, store.distribution, store.date));
  return [200, { acknowledged: true }];
}

function deleteStreams(store: Store, names: string, query: URLSearchParams): Answer {
  const resolved = resolve(store, names, query);
  if ('missing' in resolved) {
    // OpenSearch deletes what the names match and acknowledges even when nothing matched.
    if (store.distribution === 'opensearch') return [200, { acknowledged: true }];
    return noSuchIndex(resolved.missing);
  }
  for (const name of resolved.names) store.streams.delete(name);
  return [200, { acknowledged: true }];
}

/** The conditions of a rollover body, or the engine's refusal of the body. */
function rolloverConditionsOf(body: unknown): { conditions: Record<string, unknown> } | { refusal: Answer } {
  if (body === null) return { conditions: {} };
  if (typeof body !== 'object' || Array.isArray(body)) return { refusal: error(400, 'x_content_parse_exception', '[rollover] failed to parse the request body') };
  const fields = body as Record<string, unknown>;
  for (const key of ['settings', 'mappings', 'aliases']) {
    const value = fields[key];
    if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
      const reason = 'aliases, mappings, and index settings may not be specified when rolling over a data stream';
      return { refusal: error(400, 'illegal_argument_exception', reason) };
    }
  }
  const unknown = Object.keys(fields).find((key) => !['conditions', 'settings', 'mappings', 'aliases'].includes(key));
  if (unknown !== undefined) return { refusal: error(400, 'x_content_parse_exception', `[rollover] unknown field [${unknown}]`) };
  const conditions = fields.conditions ?? {};
  if (typeof conditions !== 'object' || conditions === null || Array.isArray(conditions)) {
    return { refusal: error(400, 'x_content_parse_exception', '[rollover] failed to parse field [conditions]') };
  }
  return { conditions: conditions as Record<string, unknown> };
}

function rollover(store: Store, name: string, query: URLSearchParams, body: unknown): Answer {
  const stream = store.streams.get(name);
  if (stream === undefined) {
    const reason = `rollover target [${name}] does not exist`;
    return store.distribution === 'elasticsearch' ? error(404, 'resource_not_found_exception', reason) : error(400, 'illegal_argument_exception', reason);
  }
  const requested = rolloverConditionsOf(body);
  if ('refusal' in requested) return requested.refusal;
  const stats = { docs: stream.docs, ageDays: stream.ageDays, bytes: stream.writeIndexBytes };
  const decision = decideRollover(store.distribution, requested.conditions, stats);
  if ('status' in decision) return error(decision.status, decision.type, decision.reason);
  const dryRun = query.has('dry_run') && query.get('dry_run') !== 'false';
  const oldIndex = stream.indices[stream.indices.length - 1].name;
  const newIndex = backingIndexName(store.distribution, name, stream.generation + 1, store.date);
  const rolledOver = decision.rollsOver && !dryRun;
  if (rolledOver) {
    stream.generation += 1;
    stream.indices.push({ name: newIndex, uuid: indexUuid(newIndex) });
    Object.assign(stream, { docs: 0, ageDays: 0, writeIndexBytes: 0, storeSizeBytes: stream.storeSizeBytes + EMPTY_INDEX_BYTES });
  }
  return [
    200,
    {
      acknowledged: rolledOver,
      shards_acknowledged: rolledOver,
      old_index: oldIndex,
      new_index: newIndex,
      rolled_over: rolledOver,
      dry_run: dryRun,
      conditions: decision.conditions,
    },
  ];
}

/** A data stream call this route plays, read from the path; names are decoded. */
export type DataStreamCall =
  | { kind: 'list' }
  | { kind: 'stats'; names?: string }
  | { kind: 'streams'; names: string }
  | { kind: 'rollover'; target: string };

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The call a path below the engine's URL makes (leading slash optional, no query string), or
 * undefined when it is none this route plays.
 */
export function parseCall(path: string): DataStreamCall | undefined {
  const parts = path.split('/').filter((part) => part !== '').map(decoded);
  const [first, second, third] = parts;
  if (first === '_data_stream') {
    if (parts.length === 1) return { kind: 'list' };
    if (parts.length === 2 && second === '_stats') return { kind: 'stats' };
    if (parts.length === 3 && third === '_stats') return { kind: 'stats', names: second };
    if (parts.length === 2 && !second.startsWith('_')) return { kind: 'streams', names: second };
    return undefined;
  }
  if (parts.length === 2 && second === '_rollover' && !first.startsWith('_')) return { kind: 'rollover', target: first };
  return undefined;
}

function wrongMethod(uri: string, method: string, allowed: string): Answer {
  return [405, { error: `Incorrect HTTP method for uri [${uri}] and method [${method}], allowed: [${allowed}]`, status: 405 }];
}

function answer(store: Store, call: DataStreamCall, method: string, url: URL, body: unknown): Answer {
  const query = url.searchParams;
  // OpenSearch's handlers of GET, PUT and DELETE _data_stream read no expand_wildcards, and
  // OpenSearch refuses a parameter no handler reads.
  if (store.distribution === 'opensearch' && (call.kind === 'list' || call.kind === 'streams') && query.has('expand_wildcards')) {
    return error(400, 'illegal_argument_exception', `request [${url.pathname}] contains unrecognized parameter: [expand_wildcards]`);
  }
  switch (call.kind) {
    case 'list':
      return method === 'GET' ? getStreams(store, undefined, query) : wrongMethod(url.pathname, method, 'GET');
    case 'stats':
      return method === 'GET' ? getStats(store, call.names, query) : wrongMethod(url.pathname, method, 'GET');
    case 'rollover':
      return method === 'POST' ? rollover(store, call.target, query, body) : wrongMethod(url.pathname, method, 'POST');
    case 'streams':
      if (method === 'GET') return getStreams(store, call.names, query);
      if (method === 'PUT') return createStream(store, call.names);
      if (method === 'DELETE') return deleteStreams(store, call.names, query);
      return wrongMethod(url.pathname, method, 'GET, DELETE, PUT');
  }
}

// ---- filter_path --------------------------------------------------------------------------------

/** The filters of a filter_path, each split at its dots, with every `**` also read as no key. */
function expandFilters(filters: string[][]): string[][] {
  return filters.flatMap((filter) => (filter[0] === '**' ? [filter, ...expandFilters([filter.slice(1)])] : [filter]));
}

function pickPaths(value: unknown, filters: string[][]): unknown {
  const expanded = expandFilters(filters);
  if (expanded.some((filter) => filter.length === 0)) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => pickPaths(item, filters)).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const picked: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const rest = expanded.flatMap((filter) => (filter[0] === '**' ? [filter] : globMatches(filter[0], key) ? [filter.slice(1)] : []));
    const kept = rest.length > 0 ? pickPaths(child, rest) : undefined;
    if (kept !== undefined) picked[key] = kept;
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/**
 * An answer cut down to a filter_path, as the engines do it: comma-separated dotted paths, `*`
 * within a key and `**` for any depth; arrays are looked through, and what keeps nothing is
 * left out (an answer that keeps nothing is {}). Exclusions (`-path`) are not played.
 */
export function filterByPath(value: unknown, filterPath: string): unknown {
  const filters = filterPath.split(',').filter((filter) => filter !== '').map((filter) => filter.split('.'));
  return pickPaths(value, filters) ?? {};
}

// ---- the route ----------------------------------------------------------------------------------

function requestBody(text: string | null): unknown {
  if (text === null || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The path below the engine's URL, without leading slash, or undefined for another server. */
function enginePath(url: URL, engine: URL): string | undefined {
  const base = engine.pathname.replace(/\/+$/, '');
  if (url.origin !== engine.origin || !(url.pathname === base || url.pathname.startsWith(`${base}/`))) return undefined;
  return url.pathname.slice(base.length).replace(/^\/+/, '');
}

async function serve(route: Route, store: Store, engine: URL, requests: SentRequest[]): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const call = parseCall(enginePath(url, engine) ?? '');
  if (call === undefined) return route.fallback();
  const method = request.method();
  const origin = (await request.headerValue('origin')) ?? '*';
  const cors = {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET,POST,PUT,DELETE,HEAD,OPTIONS',
    'access-control-allow-headers': (await request.headerValue('access-control-request-headers')) ?? 'X-Requested-With,Content-Type,Content-Length,Authorization',
  };
  if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const body = requestBody(request.postData());
  requests.push({ method, path: `${url.pathname}${url.search}`, body });
  const [status, json] = answer(store, call, method, url, body);
  // The engines leave error answers unfiltered.
  const filterPath = status < 400 ? url.searchParams.get('filter_path') : null;
  const product: Record<string, string> = store.distribution === 'elasticsearch' ? { 'x-elastic-product': 'Elasticsearch' } : {};
  const sent = filterPath === null ? json : filterByPath(json, filterPath);
  return fulfillFromSpec(route, { engine: store.distribution, method, path: url.pathname, status, body: json, sent, headers: { ...product, ...cors } });
}

/**
 * Plays the data stream API of `options.distribution` at `engineUrl` for this browser context,
 * starting from `options.streams`; other requests go on to the engine. Returns a handle on the
 * streams' state and the requests the app sent.
 */
export async function routeDataStreams(context: BrowserContext, engineUrl: string, options: DataStreamRouteOptions): Promise<DataStreamsHandle> {
  const date = options.date ?? DEFAULT_DATE;
  const streams = new Map(options.streams.map((seed) => [seed.name, stateOf(seed, options.distribution, date)]));
  const store: Store = { distribution: options.distribution, date, templates: options.templates ?? [], streams };
  const engine = new URL(engineUrl);
  const requests: SentRequest[] = [];
  await context.route(
    (url) => enginePath(url, engine) !== undefined,
    (route) => serve(route, store, engine, requests),
  );
  return {
    get: (name) => {
      const stream = streams.get(name);
      return stream === undefined ? undefined : structuredClone(stream);
    },
    names: () => [...streams.keys()].sort(),
    requests,
  };
}

/** `count` streams named logs-svc-00000, logs-svc-00001, ..., of varied generations and managers. */
export function dataStreamsOfCount(count: number): DataStreamSeed[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `logs-svc-${String(i).padStart(5, '0')}`,
    template: 'logs-svc',
    generation: 1 + (i % 5),
    status: i % 10 === 9 ? 'YELLOW' : 'GREEN',
    ...(i % 3 === 0 ? { ilmPolicy: 'logs-default' } : i % 3 === 1 ? { lifecycle: { dataRetention: '30d' } } : {}),
    docs: i * 100,
    ageDays: i % 14,
    storeSizeBytes: 4096 * (i + 1),
    maximumTimestamp: Date.UTC(2026, 10, 29) - (i % 1440) * 60_000,
  }));
}
