// The pieces of an import run that read what happened: the rejects of a batch read (unreadable
// lines, a document too large), what an answer says about a busy cluster or a removed target,
// and how a request refused as a whole is taken; and what a request to send holds.
import {
  ConcurrencyController,
  type BackoffOptions,
  type Clock,
  type RandomSource,
} from '../lib/transfer/backoff';
import { DEFAULT_BATCH_BYTES } from '../lib/transfer/batcher';
import type { Problem } from '../lib/transfer/reading';
import { tooLargeReject, type RejectedRecord } from '../lib/transfer/rejects';
import { readBulkAnswer, type BulkAnswer, type BulkItemFailure } from './bulkRequests';
import { recordText, type ImportBatch, type ImportRecord } from './importBatch';
import type { ImportRunOptions, SendFailure, Sleep } from './importRunTypes';
import type { BatchState } from './importRunCheckpoints';

/** One request to send: documents of a batch still to be written. */
export interface Outgoing {
  batch: BatchState;
  /** Each with which send of it this is (1 for the first). */
  records: (ImportRecord & { attempt: number })[];
  /** Sends of these documents in a row that got no answer. */
  networkFailures: number;
  /** A send again after the cluster was busy, not yet counted as retried. */
  countRetry: boolean;
}

const INDEX_NOT_FOUND = 'index_not_found_exception';
/** A gateway's answers when the cluster behind it does not answer: taken as no answer at all. */
const NO_ANSWER = new Set([502, 504]);

/** Waits `ms` on a timer; an abort of `signal` ends the wait at once. */
export const timerSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal?.aborted) done();
    else signal?.addEventListener('abort', done);
  });

/** A line the reader could not take, as a line of the rejects file. */
export function problemReject(problem: Problem): RejectedRecord {
  const { line, offset, error, reason, text } = problem;
  return { line, offset, status: null, type: error, reason, causedBy: null, source: text };
}

/**
 * What of `batch` goes to the rejects file without being sent, in file order: its unreadable
 * lines and, in a batch marked too large, its document (over `maxBytes`, the limit of a body).
 */
export function batchRejects(batch: ImportBatch, maxBytes = DEFAULT_BATCH_BYTES): RejectedRecord[] {
  const tooLarge = batch.tooLarge
    ? batch.records.map((record) => {
        const { line, offset } = record;
        const text = recordText(record);
        return tooLargeReject({ line, offset, text, bytes: batch.bytes }, maxBytes);
      })
    : [];
  return [...batch.problems.map(problemReject), ...tooLarge].sort((a, b) => a.offset - b.offset);
}

/** The first document of an answer refused because the target index does not exist. */
export function missingIndex(answer: BulkAnswer): BulkItemFailure | undefined {
  if (!answer.ok) return answer.failure.type === INDEX_NOT_FOUND ? answer.failure : undefined;
  return answer.items.find(
    (item): item is BulkItemFailure => !item.ok && item.type === INDEX_NOT_FOUND,
  );
}

/** How many refusals of a busy cluster an answer holds: its items, or the request as a whole. */
export function busyCount(answer: BulkAnswer): number {
  if (!answer.ok) return answer.failure.retryable ? 1 : 0;
  return answer.items.filter((item) => !item.ok && item.retryable).length;
}

/** What a request refused as a whole means for the run. */
export type Refusal =
  /** No answer from the cluster (a network failure, a gateway without it): try again later. */
  | { kind: 'no-answer' }
  /** Refused for good (401, 403, 400...): the run ends as failed. */
  | { kind: 'failed' }
  /** Busy or the target missing: read as an answer for each document. */
  | { kind: 'answer'; answer: BulkAnswer };

/** How a request of `sent` documents refused with `failure` is taken. */
export function readRefusal(failure: SendFailure, sent: number): Refusal {
  if (failure.status === null || NO_ANSWER.has(failure.status)) return { kind: 'no-answer' };
  const answer = readBulkAnswer(failure.status, failure.error, sent);
  if (!answer.ok && !answer.failure.retryable && answer.failure.type !== INDEX_NOT_FOUND)
    return { kind: 'failed' };
  return { kind: 'answer', answer };
}

const DEFAULT_GROW_AFTER = 5;
const MAX_CONCURRENCY = 8;

/** The requests a run keeps in flight: the user's number, 1 to 8, halved while the cluster is busy. */
export function concurrencyOf(
  options: Pick<ImportRunOptions, 'concurrency' | 'growAfter'>,
  backoff: BackoffOptions,
  random: RandomSource,
  now: Clock,
): ConcurrencyController {
  const chosen = Math.floor(options.concurrency) || 1;
  return new ConcurrencyController({
    initial: Math.min(MAX_CONCURRENCY, Math.max(1, chosen)),
    growAfter: options.growAfter ?? DEFAULT_GROW_AFTER,
    backoff,
    random,
    now,
  });
}
