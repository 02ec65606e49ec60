// What a retry of failed lifecycle steps sends and what came of it. The indices are sent in
// several requests when their names make a long path; the question shows those requests, and
// the report names every index the cluster did not retry, with its reason: a request that failed
// as a whole, or an index a 200 answer still refused (ISM's `failed_indices`).
import type { LifecycleKind } from '../../../engine/lifecycle';
import { chunkByPathLength } from '../../../lib/chunk';
import { indexPath } from '../../../lib/indexName';
import { errorReason } from '../../../api/errors';
import {
  refusedIndices,
  retryPath,
  type ManagedIndicesChunk,
} from '../../../api/operations/managedIndices';

/** The requests a retry of `indices` sends, as `POST path` lines, one per group of names. */
export function retryRequests(kind: LifecycleKind, indices: readonly string[]): string[] {
  return chunkByPathLength(indices).map((names) => `POST ${retryPath(kind, indexPath(names))}`);
}

export interface RefusedIndex {
  index: string;
  reason: string | null;
}

export interface FailedRequest {
  indices: string[];
  reason: string;
}

export interface RetryReport {
  /** How many indices were asked to retry. */
  requested: number;
  /** How many the cluster took: sent in a request that succeeded, and not refused in its answer. */
  retried: number;
  refused: RefusedIndex[];
  failed: FailedRequest[];
  /** Indices no longer in ERROR when the retry was sent: left out, nothing to retry. */
  settled: string[];
}

/** Reads the outcome of each request of a retry into one report. */
export function retryReport(chunks: readonly ManagedIndicesChunk[]): RetryReport {
  const report: RetryReport = { requested: 0, retried: 0, refused: [], failed: [], settled: [] };
  for (const chunk of chunks) {
    report.requested += chunk.indices.length;
    if (chunk.ok && chunk.settled) {
      report.settled.push(...chunk.indices);
      continue;
    }
    if (!chunk.ok) {
      report.failed.push({ indices: chunk.indices, reason: errorReason(chunk.error).reason });
      continue;
    }
    const refused = refusedIndices(chunk.response);
    report.refused.push(...refused);
    report.retried += Math.max(0, chunk.indices.length - refused.length);
  }
  return report;
}

/** True when every index asked for was retried. */
export function retriedAll(report: RetryReport): boolean {
  return report.failed.length === 0 && report.refused.length === 0;
}
