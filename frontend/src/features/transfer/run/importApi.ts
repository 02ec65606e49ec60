// An import's calls to the cluster, all under one consent: a cluster that asks before writes asks
// once for the whole run, showing the new index (when one is created first), the speed settings
// of each index it changes and puts back, and the bulk request with about how many times it goes.
// Failures of the request layer are read as the run loop reads them: a status (none when nothing
// answered) and the cluster's error body or the message.
import {
  ClusterRequestError,
  clusterRequest,
  planWrites,
  type ClusterRequest,
  type WriteConsent,
} from '../../../api/client';
import type { ClusterTarget } from '../../../api/types';
import { bulkRequest, type BulkTarget } from '../../../engine/bulkRequests';
import type { SendBulk, SendFailure } from '../../../engine/importRun';
import {
  readSpeedAnswer,
  readSpeedRequest,
  type SendSettingsRequest,
  type SpeedSettings,
} from '../../../engine/importSpeed';
import { escapeIndexName } from '../../../lib/indexName';
import { isRecord } from '../../../lib/storage';
import type { ImportReadOptions } from './importBatches';

/** How much larger a gzip file's content usually is than the file (JSON and CSV text). */
const GZIP_GROWTH = 5;
/**
 * How much larger the bodies usually are than the documents' text: each has its action line and
 * a CSV row its column names.
 */
const BODY_GROWTH = 1.5;
/** The fewest bytes a document with its action line takes in a body. */
const SMALLEST_DOCUMENT = 64;

/**
 * About how many bulk requests an import of `file` sends, for the question a cluster that asks
 * before writes puts once for the whole run: its content (a gzip file's, larger than the file)
 * grown by the action lines, in bodies as large as the limits allow.
 */
export function plannedRequests(file: Blob, read: ImportReadOptions): number {
  const content = file.size * (read.format.gzip ? GZIP_GROWTH : 1) * BODY_GROWTH;
  const body = Math.min(read.batchBytes, (read.maxDocuments ?? Infinity) * SMALLEST_DOCUMENT);
  return Math.max(1, Math.ceil(content / Math.max(1, body)));
}

/** The index that takes an alias's writes: the one marked so, or its only index. */
function aliasWriteIndex(answer: unknown, alias: string): string | null {
  if (!isRecord(answer)) return null;
  const indices = Object.keys(answer);
  const marked = indices.filter((index) => {
    const aliases = (answer[index] as { aliases?: Record<string, { is_write_index?: unknown }> })
      .aliases;
    return aliases?.[alias]?.is_write_index === true;
  });
  if (marked.length === 1) return marked[0];
  return indices.length === 1 ? indices[0] : null;
}

/** A data stream's write index: the last of its backing indices. */
function streamWriteIndex(answer: unknown): string | null {
  const streams = (answer as { data_streams?: { indices?: { index_name?: unknown }[] }[] })
    ?.data_streams;
  const last = streams?.[0]?.indices?.at(-1)?.index_name;
  return typeof last === 'string' ? last : null;
}

/**
 * The index the speed settings change: the one the documents are written to (the new index, the
 * index named, an alias's write index or a data stream's), so that the older indices behind an
 * alias or a stream keep their replicas. None when it cannot be told.
 */
export async function speedIndices(
  target: ClusterTarget,
  bulkTarget: BulkTarget,
  speed: SpeedSettings,
  created: boolean,
): Promise<string[]> {
  const { name, dataStream } = bulkTarget;
  if (!speed.refreshOff && !speed.noReplicas) return [];
  if (created) return [name];
  const escaped = escapeIndexName(name);
  if (dataStream) {
    const answer = await clusterRequest(target, { method: 'GET', path: `_data_stream/${escaped}` });
    const index = streamWriteIndex(answer);
    return index === null ? [] : [index];
  }
  const indices = readSpeedAnswer(await clusterRequest(target, readSpeedRequest(name)));
  if (indices.length === 1) return [indices[0].index];
  const aliases = await clusterRequest(target, { method: 'GET', path: `_alias/${escaped}` });
  const index = aliasWriteIndex(aliases, name);
  return index === null ? [] : [index];
}

export interface PlannedImport {
  file: Blob;
  read: ImportReadOptions;
  speed: SpeedSettings;
  createIndex: { name: string; body: unknown } | null;
}

/** The request that creates the new index with its mappings and settings. */
function creation(index: { name: string; body: unknown }): ClusterRequest {
  return { method: 'PUT', path: escapeIndexName(index.name), body: index.body };
}

/**
 * Opens the consent of an import's writes (see the header comment); end it with endWrites. Gives
 * the indices whose speed settings the run changes.
 */
export async function planImport(
  target: ClusterTarget,
  run: PlannedImport,
): Promise<{ consent: WriteConsent; speedIndices: string[] }> {
  const { name } = run.read.target;
  const created = run.createIndex;
  const indices = await speedIndices(target, run.read.target, run.speed, created !== null);
  const settings = indices.map((index) => {
    // Each index's settings change twice: for the run, then back.
    const path = `${escapeIndexName(index)}/_settings`;
    return { method: 'PUT' as const, path, times: 2 };
  });
  const bulk = { ...bulkRequest(name), times: plannedRequests(run.file, run.read) };
  const requests = [...(created ? [creation(created)] : []), ...settings, bulk];
  return { consent: planWrites(requests), speedIndices: indices };
}

/** Creates the new index with its mappings and settings. */
export async function createIndex(
  target: ClusterTarget,
  index: { name: string; body: unknown },
  consent: WriteConsent,
  signal: AbortSignal,
): Promise<void> {
  await clusterRequest(target, { ...creation(index), signal, consent });
}

/** Sends the speed settings' requests (reads, and changes under the consent). */
export function settingsSender(target: ClusterTarget, consent: WriteConsent): SendSettingsRequest {
  return (request, signal) => clusterRequest(target, { ...request, signal, consent });
}

/** Sends the bulk bodies to the target. */
export function bulkSender(target: ClusterTarget, name: string, consent: WriteConsent): SendBulk {
  const { method, path } = bulkRequest(name);
  return (body, signal) => clusterRequest(target, { method, path, body, signal, consent });
}

/** A failure of the request layer as the run loop reads it. */
export function readFailure(thrown: unknown): SendFailure {
  if (!(thrown instanceof ClusterRequestError))
    return { status: null, error: thrown instanceof Error ? thrown.message : String(thrown) };
  if (thrown.kind === 'network') return { status: null, error: thrown.message };
  if (thrown.kind === 'api') return { status: thrown.status, error: thrown.body ?? thrown.message };
  // Refused before it was sent (a declined write), or an answer that is no cluster's: no status
  // (-1), and not taken for a cluster that does not answer, which would be tried again.
  return { status: thrown.status, error: thrown.message };
}
