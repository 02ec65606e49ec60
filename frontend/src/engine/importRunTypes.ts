// The shapes an import run is given and gives back: how it sends, how long it waits, what it
// reports while it runs and how it ended (see importRun.ts).
import type { FilePosition } from '../lib/transfer/batcher';
import type { BackoffOptions, Clock, RandomSource } from '../lib/transfer/backoff';
import type { RejectedRecord, TransferSummary } from '../lib/transfer/rejects';
import type { ImportBatch } from './importBatch';

/** Sends one bulk body (UTF-8 bytes); resolves with the parsed answer, rejects with the failure. */
export type SendBulk = (body: Uint8Array, signal: AbortSignal) => Promise<unknown>;

/** A failure of a whole request: the HTTP status (null for a network failure) and the body/message. */
export interface SendFailure {
  status: number | null;
  error: unknown;
}

/** How `send` failures are read (the api layer's errors are turned into this by the caller). */
export type ReadFailure = (thrown: unknown) => SendFailure;

/** Waits `ms` milliseconds; an abort of `signal` may end the wait early (resolved or rejected). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface ImportRunOptions {
  /** Pulled one at a time, only when a slot is free. */
  batches: AsyncIterator<ImportBatch>;
  send: SendBulk;
  readFailure: ReadFailure;
  /** Requests in flight at most (the user's choice, 1-8). */
  concurrency: number;
  stopAtFirstError: boolean;
  /** Cancel. */
  signal: AbortSignal;
  /** Called after every answer, at most every 100 ms plus once at the end. */
  onProgress: (progress: ImportProgress) => void;
  /** Rejected documents and unreadable lines, in the order they are known, to append to the rejects file. */
  onRejects: (rejects: RejectedRecord[]) => void;
  /**
   * After each batch that is answered together with every batch before it: where a resumed
   * import starts, and the summary of the documents before that place. A checkpoint that fails
   * to be saved does not stop the run (the caller says so if it must).
   */
  onCheckpoint: (position: FilePosition, summary: TransferSummary) => Promise<void> | void;
  /** Where the file is read from: the outcome's position until a batch is answered. */
  start?: FilePosition;
  /** The byte limit the bodies were made under, for the reason of a document over it. */
  maxBytes?: number;
  // Test seams, defaulted.
  /** Sends of a document a busy cluster turns away before its rejection is final. */
  maxAttempts?: number;
  backoff?: BackoffOptions;
  random?: RandomSource;
  clock?: Clock;
  sleep?: Sleep;
  /** Failed sends of a request in a row with no answer before the run pauses as unreachable. */
  unreachableAfter?: number;
  /** Clean answers in a row after which one more request may be in flight again. */
  growAfter?: number;
}

export interface ImportProgress {
  /** Counts: sent, created, updated, rejected, retried; reasons. */
  summary: TransferSummary;
  /** Of the file (the last batch pulled). */
  bytesRead: number;
  inFlight: number;
  /** The current limit (halves on rejections). */
  concurrency: number;
  /** 429/503/rejected_execution answers seen (items or whole requests). */
  busyRejections: number;
  startedAt: number;
  now: number;
}

export type ImportEnd =
  | { status: 'done' }
  | { status: 'cancelled' }
  /** stopAtFirstError met one. */
  | { status: 'stopped'; reject: RejectedRecord }
  /** Network failures after retries: pause, offer to continue. */
  | { status: 'unreachable'; failure: SendFailure }
  /** index_not_found: the target was removed. */
  | { status: 'target-missing'; failure: SendFailure }
  /**
   * An index written to was removed during the run and the cluster made a new one when the next
   * documents came (its uuid changed): those written before are gone. Found by the caller.
   */
  | { status: 'target-recreated'; index: string }
  /** 401/403/400 of the whole request etc. */
  | { status: 'failed'; failure: SendFailure };

/**
 * How a run ended, the summary of every document answered in it (those answered beyond
 * `position` included), and where a resumed run starts: the last checkpoint's position.
 */
export interface ImportOutcome {
  end: ImportEnd;
  summary: TransferSummary;
  position: FilePosition;
}
