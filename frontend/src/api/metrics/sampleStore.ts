// Keeps the live metrics' last hour in the browser (IndexedDB), when the user asks for it, so a
// reload shows the charts as they were: one record per sample or pause, keyed by cluster and
// time, records older than an hour pruned. Records read back are checked field by field; one
// that cannot be used (written by an older catalogue, damaged) is left out with a warning, and
// a database that cannot be opened never stops the sampling.
//
// Size: a record holds each node's values as a Float64Array (43 fields today: 344 bytes) with
// its id, name and roles, about 450 bytes a node: an hour at 1 s on 50 nodes is about 80 MB on
// disk, at the default 5 s about 16 MB.
import type { DBSchema } from 'idb';
import { METRICS_DB_NAME } from '../../engine/clusterDb';
import { METRIC_FIELDS } from '../../engine/metrics/catalogue';
import type { MetricsSample, NodeSample } from '../../engine/metrics/types';
import { sharedDb } from '../../lib/sharedDb';

const STORE = 'samples';

/** A stored sample, or a pause or failed sample (a gap in every series). */
export type StoredEntry = { kind: 'sample'; sample: MetricsSample } | { kind: 'gap'; time: number };

interface StoredRecord {
  cluster: string;
  time: number;
  /** The catalogue the values were read with (its fields' keys, hashed). */
  fields: string;
  /** null for a gap. */
  nodes: NodeSample[] | null;
}

interface MetricsDbSchema extends DBSchema {
  samples: {
    /** [cluster, time in ms] */
    key: [string, number];
    value: StoredRecord;
  };
}

/** Where the samples are kept; the sampler's tests hand it a fake. */
export interface SampleStore {
  /**
   * Hands the cluster's entries since `since` (ms) to `take`, oldest first, a page at a time,
   * without those that cannot be read; `take` returns false to be given no more.
   */
  load(
    cluster: string,
    since: number,
    take: (entries: readonly StoredEntry[]) => boolean,
  ): Promise<void>;
  save(cluster: string, entry: StoredEntry): Promise<void>;
  /** Removes the cluster's entries older than `before` (ms). */
  prune(cluster: string, before: number): Promise<void>;
  /** Removes every entry of the cluster. */
  clear(cluster: string): Promise<void>;
}

/** The timers `loadOrGiveUp` waits with (the sampler's clock). */
interface GiveUpTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * `store.load`, given up when it has not finished within `waitMs` (a database blocked by another
 * tab): what `take` was handed by then is kept, and it is handed no page after. Rejects when the
 * store fails or is given up.
 */
export async function loadOrGiveUp(
  store: SampleStore,
  cluster: string,
  since: number,
  take: (entries: readonly StoredEntry[]) => void,
  timers: GiveUpTimers,
  waitMs: number,
): Promise<void> {
  let timer: unknown = null;
  const givenUp = new Promise<null>((resolve) => {
    timer = timers.setTimeout(() => resolve(null), waitMs);
  });
  let wanted = true;
  const loaded = store
    .load(cluster, since, (entries) => {
      if (wanted) take(entries);
      return wanted;
    })
    .then(() => true);
  // Failing after being given up is nothing to report.
  loaded.catch(() => undefined);
  try {
    if ((await Promise.race([loaded, givenUp])) === null) {
      throw new Error(`no answer in ${waitMs} ms`);
    }
  } finally {
    wanted = false;
    timers.clearTimeout(timer);
  }
}

/** FNV-1a of the catalogue's field keys: values stored with another catalogue are not read. */
function catalogueHash(): string {
  let hash = 0x811c9dc5;
  for (const char of METRIC_FIELDS.map((field) => field.key).join(',')) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

const FIELDS = catalogueHash();

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((each) => typeof each === 'string');
}

function isNodeSample(value: unknown): value is NodeSample {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Record<string, unknown>;
  return (
    typeof node.id === 'string' &&
    typeof node.name === 'string' &&
    isStringArray(node.roles) &&
    typeof node.timestamp === 'number' &&
    node.values instanceof Float64Array &&
    node.values.length === METRIC_FIELDS.length
  );
}

/** The entry a stored record holds, or null when it cannot be used. */
export function entryOfRecord(record: unknown): StoredEntry | null {
  if (typeof record !== 'object' || record === null) return null;
  const { time, fields, nodes } = record as Partial<Record<keyof StoredRecord, unknown>>;
  if (typeof time !== 'number' || !Number.isFinite(time)) return null;
  if (nodes === null) return { kind: 'gap', time };
  if (fields !== FIELDS || !Array.isArray(nodes) || !nodes.every(isNodeSample)) return null;
  return { kind: 'sample', sample: { time, nodes } };
}

function recordOf(cluster: string, entry: StoredEntry): StoredRecord {
  return entry.kind === 'gap'
    ? { cluster, time: entry.time, fields: FIELDS, nodes: null }
    : { cluster, time: entry.sample.time, fields: FIELDS, nodes: [...entry.sample.nodes] };
}

const openMetricsDb = sharedDb<MetricsDbSchema>(METRICS_DB_NAME, 1, (db) => {
  db.createObjectStore(STORE);
});

/** The cluster's keys from `from` to `to` (ms), `to` itself left out when `beforeTo`. */
function clusterRange(cluster: string, from: number, to: number, beforeTo = false): IDBKeyRange {
  return IDBKeyRange.bound([cluster, from], [cluster, to], false, beforeTo);
}

/**
 * Records read back at a time (50 s at 1 s). A page small enough to die young: read by 300 (10 MB
 * on 50 nodes), a page outlived the browser's minor collections, so the hour's records piled up
 * as old garbage and the page's heap peaked at 97-110 MB while reading an hour at 1 s back, against
 * 87-89 MB by 50, in the same 2 s (20 was no better).
 */
export const LOAD_PAGE = 50;

/** The samples kept in the browser's IndexedDB. */
export const indexedDbSampleStore: SampleStore = {
  async load(cluster, since, take) {
    const db = await openMetricsDb();
    let unread = 0;
    // A page at a time: an hour at 1 s on 50 nodes is about 80 MB of records, which read at
    // once would all be alive together; a page is taken into the history and dropped.
    for (let from = since, first = true; ; first = false) {
      const range = IDBKeyRange.bound([cluster, from], [cluster, Infinity], !first, false);
      const { store } = db.transaction(STORE);
      // The keys say where the next page starts, whatever a damaged record holds.
      const [records, keys] = await Promise.all([
        store.getAll(range, LOAD_PAGE),
        store.getAllKeys(range, LOAD_PAGE),
      ]);
      if (records.length === 0) break;
      const entries = records.map(entryOfRecord);
      const read = entries.filter((entry): entry is StoredEntry => entry !== null);
      unread += entries.length - read.length;
      if (!take(read) || records.length < LOAD_PAGE) break;
      from = keys[keys.length - 1][1];
    }
    if (unread > 0) {
      console.warn(`Live metrics: ${unread} stored samples could not be read and were left out.`);
    }
  },
  async save(cluster, entry) {
    const db = await openMetricsDb();
    const record = recordOf(cluster, entry);
    await db.put(STORE, record, [cluster, record.time]);
  },
  async prune(cluster, before) {
    const db = await openMetricsDb();
    await db.delete(STORE, clusterRange(cluster, -Infinity, before, true));
  },
  async clear(cluster) {
    const db = await openMetricsDb();
    await db.delete(STORE, clusterRange(cluster, -Infinity, Infinity));
  },
};
