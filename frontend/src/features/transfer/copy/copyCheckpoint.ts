// What a copy keeps in the browser to go on after its tab is closed: what it copies and how (its
// setup: the source index or pattern and query, slices, page size, the destination index and
// options), the destination cluster as the list names it, where the source's read stands (the
// last page end every body of which was written) and the documents counted so far. A record read
// back from storage is checked field by field: a damaged or older one is dropped, never half used.
import { isRecord } from '../../../lib/storage';
import { isCount, NO_COUNTS, type TransferCounts } from '../../../lib/transfer/rejects';
import type { SavedDestination } from './copyClusters';
import type { CopyResume } from './copyBatches';
import { MAX_CONCURRENCY, MAX_SLICES, type CopySetup } from './copySetup';

export interface CopyCheckpoint {
  setup: CopySetup;
  destination: SavedDestination;
  /** Where the copy goes on from. */
  resume: CopyResume;
  /** The documents answered by the destination when it was saved, earlier runs included. */
  counts: TransferCounts;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
}

/** What names a saved copy: the source cluster's key and index, the destination and its index. */
export type CopyKey = [cluster: string, index: string, destination: string, target: string];

export function copyKey(
  clusterKey: string,
  {
    setup,
    destination,
  }: { setup: Pick<CopySetup, 'index' | 'target'>; destination: { uri: string } },
): CopyKey {
  return [clusterKey, setup.index, destination.uri, setup.target.name];
}

const COUNT_NAMES = Object.keys(NO_COUNTS) as (keyof TransferCounts)[];

/** The counts of two runs of a copy together. */
export function sumCounts(a: TransferCounts, b: TransferCounts): TransferCounts {
  const sum = { ...NO_COUNTS };
  for (const name of COUNT_NAMES) sum[name] = a[name] + b[name];
  return sum;
}

const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';

const isWhole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  isCount(value) && value >= min && value <= max;

function readCounts(value: unknown): TransferCounts | null {
  if (!isRecord(value) || !COUNT_NAMES.every((name) => isCount(value[name]))) return null;
  const counts = { ...NO_COUNTS };
  for (const name of COUNT_NAMES) counts[name] = value[name] as number;
  return counts;
}

function readTarget(value: unknown): CopySetup['target'] | null {
  if (!isRecord(value) || !isName(value.name) || typeof value.dataStream !== 'boolean') return null;
  return { name: value.name, dataStream: value.dataStream };
}

/** The new index's name and body, null when none is made; undefined when damaged. */
function readCreation(value: unknown): CopySetup['createIndex'] | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isName(value.name) || !isRecord(value.body)) return undefined;
  return { name: value.name, body: value.body };
}

function readSetup(value: unknown): CopySetup | null {
  if (!isRecord(value) || !isName(value.index)) return null;
  const { index, query, keepIds, batchBytes, concurrency, slices, pageSize } = value;
  const target = readTarget(value.target);
  const createIndex = readCreation(value.createIndex);
  if (target === null || createIndex === undefined || typeof keepIds !== 'boolean') return null;
  if (query !== undefined && !isRecord(query)) return null;
  if (!isWhole(batchBytes, 1) || !isWhole(pageSize, 1)) return null;
  if (!isWhole(concurrency, 1, MAX_CONCURRENCY) || !isWhole(slices, 1, MAX_SLICES)) return null;
  const asked = query === undefined ? {} : { query };
  return {
    index,
    ...asked,
    target,
    keepIds,
    batchBytes,
    concurrency,
    slices,
    pageSize,
    createIndex,
  };
}

function readDestination(value: unknown): SavedDestination | null {
  return isRecord(value) && isName(value.uri) && isName(value.name)
    ? { uri: value.uri, name: value.name }
    : null;
}

/** Where the read stands: one entry per slice, each its last sort values or null (its start). */
function readResume(value: unknown, slices: number): CopyResume | null {
  if (!isRecord(value) || !isCount(value.documents) || !Array.isArray(value.position)) return null;
  const position = value.position as unknown[];
  if (position.length !== slices) return null;
  if (!position.every((after) => after === null || Array.isArray(after))) return null;
  return { position: position as CopyResume['position'], documents: value.documents };
}

/** A copy checkpoint read back from storage, or null when any of its fields is missing or damaged. */
export function parseCopyCheckpoint(value: unknown): CopyCheckpoint | null {
  if (!isRecord(value) || !isCount(value.savedAt)) return null;
  const setup = readSetup(value.setup);
  const destination = readDestination(value.destination);
  const counts = readCounts(value.counts);
  if (!setup || !destination || !counts) return null;
  const resume = readResume(value.resume, setup.slices);
  return resume && { setup, destination, resume, counts, savedAt: value.savedAt };
}
