// The data model of the data streams screen: rows from the engines' answers.
//
// Answers read here (Elasticsearch 7.9 to 9.x, OpenSearch 1.x to 3.x):
// - GET _data_stream: { data_streams: [{ name, indices: [{ index_name, ... }], generation, status,
//   template, ... }] }. Elasticsearch adds ilm_policy, hidden, system and replicated, and since
//   8.11 lifecycle, next_generation_managed_by and a managed_by per backing index. OpenSearch sends
//   only the fields the two engines share and names no lifecycle policy at all.
// - GET _data_stream/_stats?human=false: { data_streams: [{ data_stream, backing_indices,
//   store_size_bytes, maximum_timestamp }] }.
// - OpenSearch ISM explain (GET _plugins/_ism/explain/<indices>), optional, read by
//   engine/lifecycle: { "<index>": { "policy_id": "<policy>", ... } }.
// Every reader is lenient: an entry of the wrong shape is skipped, a field of the wrong type is
// left at its default, and nothing throws.
import { ismManagedIndices } from '../../engine/lifecycle';
import { toNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';

/** Health of a data stream's backing indices; the engines write it as GREEN or green. */
export type DataStreamHealth = 'green' | 'yellow' | 'red';

/** What Elasticsearch (8.11+) says manages a data stream's next generation or a backing index. */
export type DataStreamManagedBy =
  'Index Lifecycle Management' | 'Data stream lifecycle' | 'Unmanaged';

/** What manages a data stream's backing indices. */
export type DataStreamLifecycle =
  /** An Elasticsearch ILM policy. */
  | { kind: 'ilm'; policy: string }
  /** The Elasticsearch data stream lifecycle, keeping data for `dataRetention` when it is set. */
  | { kind: 'lifecycle'; dataRetention?: string }
  /** An OpenSearch ISM policy, known only when the caller passes the ISM explain answer. */
  | { kind: 'ism'; policy: string }
  | { kind: 'none' };

export interface DataStreamRow {
  name: string;
  /** null when the engine sent no status, or one other than green, yellow or red. */
  status: DataStreamHealth | null;
  /** The index template that creates the backing indices; null when not sent. */
  template: string | null;
  /** The count of rollovers, starting at 1; null when not sent. */
  generation: number | null;
  /** The backing index names as the engine lists them: oldest first, the write index last. */
  backingIndices: string[];
  /** null when the stats answer lacks this stream. */
  storeSizeBytes: number | null;
  /** The highest @timestamp in epoch milliseconds; null when unknown or the stream is empty. */
  maximumTimestamp: number | null;
  lifecycle: DataStreamLifecycle;
  /** The next generation's manager, else the write index's; null before Elasticsearch 8.11. */
  managedBy: DataStreamManagedBy | null;
  hidden: boolean;
  system: boolean;
  /** Created and managed by cross-cluster replication: the local cluster cannot write to it. */
  replicated: boolean;
}

interface StreamStats {
  storeSizeBytes: number | null;
  maximumTimestamp: number | null;
}

const MANAGERS: readonly DataStreamManagedBy[] = [
  'Index Lifecycle Management',
  'Data stream lifecycle',
  'Unmanaged',
];

const HEALTHS: readonly DataStreamHealth[] = ['green', 'yellow', 'red'];

/** The non-empty string, or undefined. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function finiteNumber(value: unknown): number | null {
  const number = toNumber(value);
  return number !== undefined && Number.isFinite(number) ? number : null;
}

/** The `data_streams` list of an answer, keeping only its objects. */
function streamList(answer: unknown): Record<string, unknown>[] {
  if (!isRecord(answer) || !Array.isArray(answer.data_streams)) return [];
  return answer.data_streams.filter(isRecord);
}

function health(value: unknown): DataStreamHealth | null {
  const lower = typeof value === 'string' ? value.toLowerCase() : '';
  return HEALTHS.find((status) => status === lower) ?? null;
}

function managedBy(value: unknown): DataStreamManagedBy | null {
  return MANAGERS.find((manager) => manager === value) ?? null;
}

/** Stats by stream name, from the answer of GET _data_stream/_stats. */
function statsByName(stats: unknown): Map<string, StreamStats> {
  const byName = new Map<string, StreamStats>();
  for (const entry of streamList(stats)) {
    const name = text(entry.data_stream);
    if (name === undefined) continue;
    const maximum = finiteNumber(entry.maximum_timestamp);
    byName.set(name, {
      storeSizeBytes: finiteNumber(entry.store_size_bytes),
      // The engines report 0 for a stream without documents; 1970 would mislead.
      maximumTimestamp: maximum !== null && maximum > 0 ? maximum : null,
    });
  }
  return byName;
}

/** ISM policy ids by index name, from the answer of OpenSearch's ISM explain API. */
function ismPolicyByIndex(explain: unknown): Map<string, string> {
  return new Map(ismManagedIndices(explain).map(({ index, policy }) => [index, policy]));
}

/** The backing index entries that have a name, in the engine's order. */
function indexEntries(stream: Record<string, unknown>): Record<string, unknown>[] {
  if (!Array.isArray(stream.indices)) return [];
  return stream.indices.filter(isRecord).filter((entry) => text(entry.index_name) !== undefined);
}

/** The data stream lifecycle when one is set and not switched off (`enabled` defaults to true). */
function streamLifecycle(value: unknown): DataStreamLifecycle | undefined {
  if (!isRecord(value) || value.enabled === false) return undefined;
  const dataRetention = text(value.data_retention);
  return dataRetention === undefined ? { kind: 'lifecycle' } : { kind: 'lifecycle', dataRetention };
}

/**
 * What manages the stream. Elasticsearch 8.11+ names it in next_generation_managed_by, which
 * settles the case of a stream with both an ILM policy and a lifecycle (prefer_ilm decides).
 * Without it (older Elasticsearch, OpenSearch), an ILM policy comes first, then a lifecycle,
 * then the ISM policy of the newest backing index that has one.
 */
function lifecycleOf(
  stream: Record<string, unknown>,
  indices: readonly Record<string, unknown>[],
  ismPolicies: ReadonlyMap<string, string>,
): DataStreamLifecycle {
  const writeIndex = indices.at(-1);
  const ilmPolicy = text(stream.ilm_policy) ?? text(writeIndex?.ilm_policy);
  const ilm: DataStreamLifecycle | undefined =
    ilmPolicy === undefined ? undefined : { kind: 'ilm', policy: ilmPolicy };
  const lifecycle = streamLifecycle(stream.lifecycle);
  const manager = managedBy(stream.next_generation_managed_by);
  if (manager === 'Unmanaged') return { kind: 'none' };
  if (manager === 'Data stream lifecycle' && lifecycle) return lifecycle;
  if (ilm) return ilm;
  if (lifecycle) return lifecycle;
  const ismPolicy = [...indices]
    .reverse()
    .map((entry) => ismPolicies.get(String(entry.index_name)))
    .find((policy) => policy !== undefined);
  return ismPolicy === undefined ? { kind: 'none' } : { kind: 'ism', policy: ismPolicy };
}

function row(
  stream: Record<string, unknown>,
  name: string,
  stats: StreamStats | undefined,
  ismPolicies: ReadonlyMap<string, string>,
): DataStreamRow {
  const indices = indexEntries(stream);
  const generation = finiteNumber(stream.generation);
  return {
    name,
    status: health(stream.status),
    template: text(stream.template) ?? null,
    generation: generation !== null && Number.isInteger(generation) ? generation : null,
    backingIndices: indices.map((entry) => String(entry.index_name)),
    storeSizeBytes: stats?.storeSizeBytes ?? null,
    maximumTimestamp: stats?.maximumTimestamp ?? null,
    lifecycle: lifecycleOf(stream, indices, ismPolicies),
    managedBy:
      managedBy(stream.next_generation_managed_by) ?? managedBy(indices.at(-1)?.managed_by),
    hidden: stream.hidden === true,
    system: stream.system === true,
    replicated: stream.replicated === true,
  };
}

/**
 * The rows of the data streams screen, in the order of the GET _data_stream answer. `stats` is the
 * answer of GET _data_stream/_stats?human=false (or null while it loads); `ismExplain`, for
 * OpenSearch, the answer of the ISM explain API for the backing indices, since OpenSearch's data
 * stream answer names no policy. Streams without a name are skipped.
 */
export function dataStreamRows(
  streams: unknown,
  stats: unknown,
  ismExplain?: unknown,
): DataStreamRow[] {
  const statsOf = statsByName(stats);
  const ismPolicies = ismPolicyByIndex(ismExplain);
  return streamList(streams).flatMap((stream) => {
    const name = text(stream.name);
    return name === undefined ? [] : [row(stream, name, statsOf.get(name), ismPolicies)];
  });
}
