// Keeps the live metrics' last hour in the browser (IndexedDB), when the user asks for it, so a
// reload shows the charts as they were: one record per sample or pause, keyed by cluster and
// time, records older than an hour pruned. Records read back are checked field by field; one
// that cannot be used (written by an older catalogue, damaged) is left out with a warning, and
// a database that cannot be opened never stops the sampling.
//
// Size: a record holds its nodes' values in one Float64Array (43 fields a node today: 344 bytes)
// and each node's id, name and roles, about 450 bytes a node: an hour at 1 s on 50 nodes is about
// 80 MB on disk, at the default 5 s about 16 MB. One array a record rather than one a node: an
// hour read back at 1 s on 50 nodes is then 3,600 arrays to take in and collect afterwards, not
// 180,000. The page reads the hour back in its worker (`readHour`, nodeStats.ts), which moves only
// the history's slots to the page: the records are the worker's garbage.
import type { DBSchema } from 'idb';
import { METRICS_DB_NAME } from '../../engine/clusterDb';
import { METRIC_FIELDS } from '../../engine/metrics/catalogue';
import { MetricsHistory, type MetricsHistoryOptions } from '../../engine/metrics/history';
import type { RingState } from '../../engine/metrics/historyStore';
import type { MetricsSample, NodeSample } from '../../engine/metrics/types';
import { abortable } from '../../lib/abortable';
import { sharedDb } from '../../lib/sharedDb';

const STORE = 'samples';

/** A stored sample, or a pause or failed sample (a gap in every series). */
export type StoredEntry = { kind: 'sample'; sample: MetricsSample } | { kind: 'gap'; time: number };

/** A node of a stored sample; its values are in the record's `values`. */
type StoredNode = Omit<NodeSample, 'values'>;

interface StoredRecord {
  cluster: string;
  time: number;
  /** The catalogue the values were read with (its fields' keys, hashed). */
  fields: string;
  /**
   * null for a gap. Records written before `values` existed hold each node's values with the
   * node (NodeSample); they are read as well.
   */
  nodes: StoredNode[] | NodeSample[] | null;
  /** The nodes' values one node after the other, METRIC_FIELDS.length each. */
  values?: Float64Array;
}

interface MetricsDbSchema extends DBSchema {
  samples: {
    /** [cluster, time in ms] */
    key: [string, number];
    value: StoredRecord;
  };
}

/** The stored hour read into a history's slots, to be taken over by the sampler's history. */
export interface HourRead {
  ring: RingState;
  /** The interval the slots were sized for. */
  intervalSeconds: number;
  /** The entries read. */
  read: number;
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
  /**
   * The cluster's entries since `since` read into the slots of a history of `slots`' shape (as
   * `readHourHere` does, perhaps off the page's thread); rejects once `signal` is aborted.
   */
  readHour(
    cluster: string,
    since: number,
    slots: Required<MetricsHistoryOptions>,
    signal: AbortSignal,
  ): Promise<HourRead>;
  save(cluster: string, entry: StoredEntry): Promise<void>;
  /** Removes the cluster's entries older than `before` (ms). */
  prune(cluster: string, before: number): Promise<void>;
  /** Removes every entry of the cluster. */
  clear(cluster: string): Promise<void>;
}

/**
 * `store.load` read into a new history's slots on this thread, taking no page after `signal` is
 * aborted (then rejecting).
 */
export async function readHourHere(
  store: Pick<SampleStore, 'load'>,
  cluster: string,
  since: number,
  slots: Required<MetricsHistoryOptions>,
  signal: AbortSignal,
): Promise<HourRead> {
  const history = new MetricsHistory(slots);
  let read = 0;
  const loaded = store.load(cluster, since, (entries) => {
    if (signal.aborted) return false;
    for (const entry of entries) {
      if (entry.kind === 'gap') history.appendGap(entry.time);
      else history.append(entry.sample);
    }
    read += entries.length;
    return true;
  });
  await abortable(loaded, signal);
  return { ring: history.held(), intervalSeconds: slots.intervalSeconds, read };
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

function isStoredNode(value: unknown): value is StoredNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Record<string, unknown>;
  return (
    typeof node.id === 'string' &&
    typeof node.name === 'string' &&
    isStringArray(node.roles) &&
    typeof node.timestamp === 'number'
  );
}

function isNodeSample(value: unknown): value is NodeSample {
  if (!isStoredNode(value)) return false;
  const { values } = value as { values?: unknown };
  return values instanceof Float64Array && values.length === METRIC_FIELDS.length;
}

/** The nodes of a record, each with its values (a view into the record's array), or null. */
function nodesOf(nodes: unknown, values: unknown): NodeSample[] | null {
  if (!Array.isArray(nodes)) return null;
  if (values === undefined) return nodes.every(isNodeSample) ? nodes : null;
  const width = METRIC_FIELDS.length;
  if (!(values instanceof Float64Array) || values.length !== nodes.length * width) return null;
  if (!nodes.every(isStoredNode)) return null;
  return nodes.map((node, index) => ({
    ...node,
    values: values.subarray(index * width, (index + 1) * width),
  }));
}

/** The entry a stored record holds, or null when it cannot be used. */
export function entryOfRecord(record: unknown): StoredEntry | null {
  if (typeof record !== 'object' || record === null) return null;
  const { time, fields, nodes, values } = record as Partial<Record<keyof StoredRecord, unknown>>;
  if (typeof time !== 'number' || !Number.isFinite(time)) return null;
  if (nodes === null) return { kind: 'gap', time };
  const read = fields === FIELDS ? nodesOf(nodes, values) : null;
  return read === null ? null : { kind: 'sample', sample: { time, nodes: read } };
}

function recordOf(cluster: string, entry: StoredEntry): StoredRecord {
  if (entry.kind === 'gap') return { cluster, time: entry.time, fields: FIELDS, nodes: null };
  const { time, nodes } = entry.sample;
  const values = new Float64Array(nodes.length * METRIC_FIELDS.length);
  const stored = nodes.map(({ values: own, ...node }, index) => {
    values.set(own, index * METRIC_FIELDS.length);
    return node;
  });
  return { cluster, time, fields: FIELDS, nodes: stored, values };
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
 * on 50 nodes), a page outlived the collector's minor collections, so the hour's records piled up
 * as old garbage and the heap peaked at 97-110 MB while reading an hour at 1 s back, against
 * 87-89 MB by 50, in the same 2 s (20 was no better); measured when the page read it itself.
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
  readHour(cluster, since, slots, signal) {
    return readHourHere(indexedDbSampleStore, cluster, since, slots, signal);
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
