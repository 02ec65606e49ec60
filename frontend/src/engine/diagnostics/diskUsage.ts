// "Where the disk goes" (Elasticsearch 7.15 and later): an index's `_disk_usage` (bytes per field
// and per structure: inverted index, stored fields, doc values, points, norms, term vectors, knn
// vectors) sorted heaviest first, joined per field with `_field_usage_stats` (how often each
// structure of the field was read, summed over the shards) so heavy fields nobody queries stand
// out. `_disk_usage` reads every shard and is expensive: the engine wants run_expensive_tasks=true
// and the screen asks before sending it. A size or count the answer leaves out is null, never 0.
import { escapeIndexName } from '../../lib/indexName';
import { toNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';
import type { EngineRequest } from '../exportRequests';
import type { EngineProfile } from '../profile';

export const DISK_STRUCTURES = [
  'inverted_index',
  'stored_fields',
  'doc_values',
  'points',
  'norms',
  'term_vectors',
  'knn_vectors',
] as const;
export type DiskStructure = (typeof DISK_STRUCTURES)[number];

/** Share of all fields' bytes from which a field never read is flagged. */
export const HEAVY_FIELD_SHARE = 0.05;

export interface FieldDisk {
  field: string;
  /** Bytes; null where the answer leaves the size out. */
  total: number | null;
  structures: Record<DiskStructure, number | null>;
}

export interface IndexDiskUsage {
  index: string;
  storeSize: number | null;
  allFields: FieldDisk | null;
  /** Heaviest first; fields of unknown size last, by name. */
  fields: FieldDisk[];
}

export interface FieldUsage {
  field: string;
  /** Reads of any structure of the field; null when the answer leaves it out. */
  any: number | null;
  /** terms, postings, proximity, positions, term_frequencies, offsets, payloads. */
  invertedIndex: Record<string, number>;
  structures: Partial<Record<Exclude<DiskStructure, 'inverted_index'>, number>>;
}

/** The requests, or null on an engine without them (the screen says so). */
export function diskUsageRequests(
  engine: EngineProfile,
  index: string,
): { diskUsage: EngineRequest; fieldUsage: EngineRequest } | null {
  if (!engine.diskUsage) return null;
  const path = escapeIndexName(index);
  return {
    diskUsage: {
      method: 'POST',
      path: `${path}/_disk_usage`,
      params: { run_expensive_tasks: 'true' },
    },
    fieldUsage: { method: 'GET', path: `${path}/_field_usage_stats` },
  };
}

function bytes(value: unknown): number | null {
  const number = toNumber(value);
  return number !== undefined && Number.isFinite(number) && number >= 0 ? number : null;
}

function readFieldDisk(field: string, value: unknown): FieldDisk {
  const entry = isRecord(value) ? value : {};
  const structures = {} as FieldDisk['structures'];
  for (const structure of DISK_STRUCTURES) {
    const nested = entry[structure];
    structures[structure] = isRecord(nested)
      ? bytes(nested.total_in_bytes)
      : bytes(entry[`${structure}_in_bytes`]);
  }
  return { field, total: bytes(entry.total_in_bytes), structures };
}

function heaviestFirst(a: FieldDisk, b: FieldDisk): number {
  if (a.total === null || b.total === null)
    return a.total === b.total ? a.field.localeCompare(b.field) : a.total === null ? 1 : -1;
  return b.total - a.total || a.field.localeCompare(b.field);
}

/** The answer of `{index}/_disk_usage`: one entry per index (`_shards` left out). */
export function readDiskUsage(answer: unknown): IndexDiskUsage[] {
  if (!isRecord(answer)) return [];
  return Object.entries(answer)
    .filter(
      (entry): entry is [string, Record<string, unknown>] =>
        entry[0] !== '_shards' && isRecord(entry[1]),
    )
    .map(([index, value]) => ({
      index,
      storeSize: bytes(value.store_size_in_bytes),
      allFields: isRecord(value.all_fields) ? readFieldDisk('', value.all_fields) : null,
      fields: Object.entries(isRecord(value.fields) ? value.fields : {})
        .map(([field, sizes]) => readFieldDisk(field, sizes))
        .sort(heaviestFirst),
    }));
}

function addCounts(into: Record<string, number>, value: unknown) {
  if (!isRecord(value)) return;
  for (const [key, count] of Object.entries(value)) {
    const number = toNumber(count);
    if (number !== undefined) into[key] = (into[key] ?? 0) + number;
  }
}

/**
 * The answer of `{index}/_field_usage_stats` for one index: each field's reads over its shards.
 * The engine names only the fields read since the shard started: one it leaves out was never
 * read. Null when the answer holds no shard of the index (nothing is known of its reads).
 */
export function readFieldUsage(answer: unknown, index: string): FieldUsage[] | null {
  const entry = isRecord(answer) ? answer[index] : undefined;
  const shards = isRecord(entry) && Array.isArray(entry.shards) ? entry.shards : [];
  if (shards.length === 0) return null;
  const byField = new Map<string, FieldUsage>();
  for (const shard of shards) {
    const fields = isRecord(shard) && isRecord(shard.stats) ? shard.stats.fields : undefined;
    if (!isRecord(fields)) continue;
    for (const [field, stats] of Object.entries(fields)) {
      let usage = byField.get(field);
      if (!usage) {
        usage = { field, any: null, invertedIndex: {}, structures: {} };
        byField.set(field, usage);
      }
      if (!isRecord(stats)) continue;
      const any = toNumber(stats.any);
      if (any !== undefined) usage.any = (usage.any ?? 0) + any;
      addCounts(usage.invertedIndex, stats.inverted_index);
      for (const structure of DISK_STRUCTURES)
        if (structure !== 'inverted_index')
          addCounts(usage.structures, { [structure]: stats[structure] });
    }
  }
  return [...byField.values()];
}

export interface FieldReportRow {
  field: string;
  disk: FieldDisk;
  usage: FieldUsage | null;
  /**
   * Reads of the field since its shards started: 0 for a field the usage answer leaves out (the
   * engine names only the fields read); null when the count, or the whole usage, is unknown.
   */
  reads: number | null;
  /** Share of all fields' bytes (0 to 1); null when a size is unknown. */
  share: number | null;
  /**
   * Heavy and never read since tracking started: at least HEAVY_FIELD_SHARE of the bytes and no
   * read at all. Metadata fields (`_source`, `_id`, …) are never flagged; they are not the
   * mapping's to drop.
   */
  unusedHeavy: boolean;
}

/** Each field's bytes beside its reads, heaviest first; `usage` null when its reads are unknown. */
export function fieldReport(
  disk: IndexDiskUsage,
  usage: readonly FieldUsage[] | null,
  heavyShare = HEAVY_FIELD_SHARE,
): FieldReportRow[] {
  const byField = new Map((usage ?? []).map((entry) => [entry.field, entry]));
  const all = disk.allFields?.total ?? null;
  return disk.fields.map((field) => {
    const used = byField.get(field.field) ?? null;
    const reads = usage === null ? null : used ? used.any : 0;
    const share = all !== null && all > 0 && field.total !== null ? field.total / all : null;
    const unusedHeavy =
      !field.field.startsWith('_') && share !== null && share >= heavyShare && reads === 0;
    return { field: field.field, disk: field, usage: used, reads, share, unusedHeavy };
  });
}
