// The course of one import run (see importRun.ts): pulls a batch when a request may start, sends
// it, reads its answer, sends again later what a busy cluster turned away or what got no answer,
// hands on the rejects, and records checkpoints. Everything happens in answers to events (a batch
// read, an answer, a wait over); the run's loop then starts what may start, and ends the run once
// nothing more will come.
import {
  backoffDelay,
  DEFAULT_BACKOFF,
  DEFAULT_MAX_ATTEMPTS,
  retryAt,
  type BackoffOptions,
  type ConcurrencyController,
  type Clock,
  type RandomSource,
} from '../lib/transfer/backoff';
import { addToSummary, EMPTY_SUMMARY, type SummaryChange } from '../lib/transfer/rejects';
import { sortAnswer } from './bulkOutcomes';
import { readBulkAnswer, type BulkAnswer } from './bulkRequests';
import { bulkBody, recordText, type ImportBatch } from './importBatch';
import type {
  ImportEnd,
  ImportOutcome,
  ImportRunOptions,
  SendFailure,
  Sleep,
} from './importRunTypes';
import { Checkpoints, type BatchState } from './importRunCheckpoints';
import {
  batchRejects,
  busyCount,
  concurrencyOf,
  missingIndex,
  readRefusal,
  timerSleep,
  type Outgoing,
} from './importRunParts';
import { ProgressReports } from './importRunProgress';

const DEFAULT_UNREACHABLE_AFTER = 6;

const ignore = (): void => undefined;

export class ImportRun {
  private readonly options: ImportRunOptions;
  private readonly controller: ConcurrencyController;
  private readonly checkpoints: Checkpoints;
  private readonly reports: ProgressReports;
  private readonly maxAttempts: number;
  private readonly backoff: BackoffOptions;
  private readonly random: RandomSource;
  private readonly clock: Clock;
  private readonly sleep: Sleep;
  private readonly unreachableAfter: number;
  private readonly startedAt: number;
  /** Everything answered so far. */
  private summary = EMPTY_SUMMARY;
  private readonly ready: Outgoing[] = [];
  private inFlight = 0;
  /** Requests waiting out a backoff before they are ready. */
  private waiting = 0;
  private pulling = false;
  private exhausted = false;
  private bytesRead = 0;
  private busyRejections = 0;
  private end: ImportEnd | null = null;
  private finished = false;
  private pauseTimer = false;
  private wake: () => void = ignore;

  constructor(options: ImportRunOptions) {
    this.options = options;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.random = options.random ?? Math.random;
    this.clock = options.clock ?? Date.now;
    this.sleep = options.sleep ?? timerSleep;
    this.unreachableAfter = options.unreachableAfter ?? DEFAULT_UNREACHABLE_AFTER;
    this.controller = concurrencyOf(options, this.backoff, this.random, this.clock);
    const start = options.start ?? { line: 1, offset: 0 };
    this.checkpoints = new Checkpoints(start, options.onCheckpoint);
    this.reports = new ProgressReports(this.clock, this.sleep, (now) => this.report(now));
    this.startedAt = this.clock();
  }

  async run(): Promise<ImportOutcome> {
    const { signal, batches } = this.options;
    const woken = () => this.wake();
    signal.addEventListener('abort', woken);
    try {
      while (!this.over()) {
        this.startWhatMay();
        if (this.over()) break;
        await new Promise<void>((resolve) => (this.wake = resolve));
      }
    } finally {
      signal.removeEventListener('abort', woken);
    }
    this.finished = true;
    const end = this.end ?? { status: 'done' };
    // The reader is told to stop and let go of the file.
    if (end.status !== 'done') this.whenDone(async () => batches.return?.(), ignore, ignore);
    await this.checkpoints.saved();
    this.reports.end();
    return { end, summary: this.summary, position: this.checkpoints.position };
  }

  /** Whether the run has ended: cancelled, or nothing more in flight once ended or all read. */
  private over(): boolean {
    if (this.options.signal.aborted) {
      this.stop({ status: 'cancelled' });
      return true;
    }
    if (this.end) return this.inFlight === 0;
    const idle = this.inFlight === 0 && this.waiting === 0 && this.ready.length === 0;
    if (!(this.exhausted && !this.pulling && idle)) return false;
    this.end = { status: 'done' };
    return true;
  }

  /** Sends what is ready, or pulls the next batch, while a request may start. */
  private startWhatMay(): void {
    while (!this.end && this.inFlight < this.controller.limit) {
      const pullable = !this.pulling && !this.exhausted;
      if (this.ready.length === 0 && !pullable) return;
      const pause = this.controller.waitMs();
      if (pause > 0) {
        this.wakeAfter(pause);
        return;
      }
      const next = this.ready.shift();
      if (!next) {
        this.pull();
        return;
      }
      this.send(next);
    }
  }

  private wakeAfter(ms: number): void {
    if (this.pauseTimer) return;
    this.pauseTimer = true;
    this.sleep(ms, this.options.signal)
      .catch(ignore)
      .then(() => {
        this.pauseTimer = false;
        this.wake();
      });
  }

  /** Calls `done` or `failed` once `work` settles, then lets the loop see what changed. */
  private whenDone<T>(
    work: () => Promise<T>,
    done: (value: T) => void,
    failed: (error: unknown) => void,
  ): void {
    Promise.resolve()
      .then(work)
      .then(done, failed)
      .catch((error: unknown) => this.stop({ status: 'failed', failure: { status: null, error } }))
      .finally(() => this.wake());
  }

  private pull(): void {
    this.pulling = true;
    this.whenDone(
      () => this.options.batches.next(),
      (result) => {
        this.pulling = false;
        if (result.done) this.exhausted = true;
        else if (!this.end) this.take(result.value);
      },
      (error) => {
        // The file could not be read on: the run ends where its answered batches end.
        this.pulling = false;
        this.stop({ status: 'failed', failure: { status: null, error } });
      },
    );
  }

  /** A batch read: its unreadable lines and a too-large document go to the rejects, the rest out. */
  private take(batch: ImportBatch): void {
    const state = this.checkpoints.read(batch);
    this.bytesRead = batch.bytesRead;
    const rejects = batchRejects(batch, this.options.maxBytes);
    if (rejects.length > 0) this.record(state, { rejects });
    if (batch.tooLarge || batch.records.length === 0) this.checkpoints.answered(state);
    else if (!this.end) {
      const records = batch.records.map((record) => ({ ...record, attempt: 1 }));
      this.ready.push({ batch: state, records, networkFailures: 0, countRetry: false });
    }
    this.reports.changed();
  }

  private send(out: Outgoing): void {
    this.inFlight += 1;
    const ticket = this.controller.started();
    if (out.countRetry) {
      out.countRetry = false;
      this.record(out.batch, { retried: out.records.length });
    }
    const { send, signal, readFailure } = this.options;
    // Once cancelled, answers still coming are not wanted: their documents are not counted.
    const ignored = () => this.finished || signal.aborted;
    this.whenDone(
      () => send(bulkBody(out.records), signal),
      (body) => {
        this.inFlight -= 1;
        if (!ignored()) this.settle(out, ticket, readBulkAnswer(200, body, out.records.length));
      },
      (thrown) => {
        this.inFlight -= 1;
        if (!ignored()) this.refused(out, ticket, readFailure(thrown));
      },
    );
  }

  /** A request that failed as a whole. */
  private refused(out: Outgoing, ticket: number, failure: SendFailure): void {
    const refusal = readRefusal(failure, out.records.length);
    if (refusal.kind === 'answer') this.settle(out, ticket, refusal.answer, failure);
    else if (refusal.kind === 'failed') this.stop({ status: 'failed', failure });
    else {
      // No answer: sent again after a growing wait, until too many in a row pause the run.
      this.controller.rejected(ticket);
      const networkFailures = out.networkFailures + 1;
      if (networkFailures >= this.unreachableAfter) this.stop({ status: 'unreachable', failure });
      else if (!this.end) {
        const wait = backoffDelay(networkFailures, this.backoff, this.random);
        this.later(wait, { ...out, networkFailures, countRetry: false });
      }
    }
  }

  /** An answer read: counted, its rejects handed on, what a busy cluster refused sent later. */
  private settle(out: Outgoing, ticket: number, answer: BulkAnswer, failure?: SendFailure): void {
    const missing = missingIndex(answer);
    if (missing) {
      // The batch is sent again in full when the user continues: none of it is counted.
      const { status, type, reason } = missing;
      const error = failure ?? { status, error: { type, reason } };
      this.stop({ status: 'target-missing', failure: error });
      return;
    }
    const busy = busyCount(answer);
    this.busyRejections += busy;
    if (busy > 0) this.controller.rejected(ticket);
    else this.controller.clean(ticket);
    const { change, retry } = sortAnswer(out.records, answer, this.maxAttempts, recordText);
    // A send again is counted when it is made.
    this.record(out.batch, { ...change, retried: 0 });
    if (retry.length === 0) this.checkpoints.answered(out.batch);
    else if (!this.end) {
      const now = this.clock;
      const timing = { random: this.random, now };
      const at = retryAt(retry[0].attempt, this.maxAttempts, this.backoff, timing) ?? now();
      const records = retry.map((record) => ({ ...record, attempt: record.attempt + 1 }));
      this.later(at - now(), { batch: out.batch, records, networkFailures: 0, countRetry: true });
    }
    this.reports.changed();
  }

  /** Makes `out` ready after `ms`, unless the run has ended by then. */
  private later(ms: number, out: Outgoing): void {
    this.waiting += 1;
    this.sleep(Math.max(0, ms), this.options.signal)
      .catch(ignore)
      .then(() => {
        this.waiting -= 1;
        if (!this.end) this.ready.push(out);
        this.wake();
      });
  }

  private record(batch: BatchState, change: SummaryChange): void {
    this.summary = addToSummary(this.summary, change);
    batch.changes.push(change);
    const rejects = change.rejects ?? [];
    if (rejects.length === 0) return;
    this.options.onRejects([...rejects]);
    if (this.options.stopAtFirstError) this.stop({ status: 'stopped', reject: rejects[0] });
  }

  /** The first end met is the run's. */
  private stop(end: ImportEnd): void {
    this.end ??= end;
  }

  private report(now: number): void {
    const { summary, bytesRead, inFlight, busyRejections, startedAt } = this;
    const concurrency = this.controller.limit;
    const progress = { summary, bytesRead, inFlight, concurrency, busyRejections, startedAt, now };
    this.options.onProgress(progress);
  }
}
