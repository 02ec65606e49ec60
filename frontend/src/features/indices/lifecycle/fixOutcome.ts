// What a lifecycle fix did, read from its requests (one per group of indices): how many indices it
// updated, and every index it did not, by name with the reason: those a 200 answer still refused
// (ISM `failed_indices`, ILM `failed_indexes`) and those of a request that failed.
import type { ClusterErrorInfo } from '../../../api/errors';
import { isRecord } from '../../../api/errors';
import { refusedIndices, type ManagedIndicesChunk } from '../../../api/operations/managedIndices';
import { failureReason } from '../actions/bulk';

export interface Refusal {
  index: string;
  reason: string | null;
}

export interface FixOutcome {
  /** ISM's `updated_indices` where it says; otherwise the indices sent less those refused. */
  updated: number;
  refused: Refusal[];
  /** The answers of the requests that succeeded. */
  responses: unknown[];
  /** Every request failed: the first one's error, shown as the call's error. */
  error: ClusterErrorInfo | null;
}

function updatedIndices(response: unknown): number | null {
  return isRecord(response) && typeof response.updated_indices === 'number'
    ? response.updated_indices
    : null;
}

export function fixOutcome(chunks: readonly ManagedIndicesChunk[]): FixOutcome {
  let updated = 0;
  const refused: Refusal[] = [];
  const responses: unknown[] = [];
  for (const chunk of chunks) {
    if (!chunk.ok) {
      const reason = failureReason(chunk.error);
      refused.push(...chunk.indices.map((index) => ({ index, reason })));
      continue;
    }
    // Left out of an ILM retry, being no longer in ERROR: nothing was sent, nothing refused.
    if (chunk.settled) continue;
    responses.push(chunk.response);
    const left = refusedIndices(chunk.response);
    refused.push(...left);
    updated += updatedIndices(chunk.response) ?? Math.max(0, chunk.indices.length - left.length);
  }
  const first = chunks[0];
  const error = first && !first.ok && chunks.every((chunk) => !chunk.ok) ? first.error : null;
  return { updated, refused, responses, error };
}

/** One line per refused index: 'name: reason', or the name alone. */
export function refusalLines(refused: readonly Refusal[]): string {
  return refused.map(({ index, reason }) => (reason ? `${index}: ${reason}` : index)).join('\n');
}

const LISTED = 10;

/** The names a confirmation shows: the first ten, then how many more. */
export function namesText(indices: readonly string[]): string {
  const shown = indices.slice(0, LISTED).join(', ');
  return indices.length > LISTED ? `${shown} (+${indices.length - LISTED})` : shown;
}
