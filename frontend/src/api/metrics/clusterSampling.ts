// One cluster's live sampling, tick by tick, and the history it fills:
// - a tick asks `_nodes/stats` (one request, whatever the number of views; asked and read off the
//   main thread, nodeStats.ts), makes the nodes it gets a sample and appends it; it never overlaps
//   the previous one: the next request goes out one interval after the previous one was sent, and
//   never sooner than half an interval after its answer came;
// - when the last view goes, the sampling stops at the next tick, not at once: a view that comes
//   within the interval (leaving the dashboard for the nodes screen) goes on with no gap and no
//   extra request;
// - while the tab is hidden no request is sent ('paused'); when it shows again the history gets
//   a gap (no line is drawn across the pause) and a sample is taken at once;
// - a failed sample leaves a gap and the error in the status ('failed', since its first failure
//   in a row); sampling goes on at the interval and resumes by itself. An engine without node
//   statistics (400, 404 or 405) is 'unsupported' and is asked again once a minute only;
// - the disk watermarks are read once per start, for the disk alerts (left out when unread);
// - with "keep the last hour" on, every sample and gap is kept in the sample store (a sample by
//   the worker that read it, when it did), and the hour is read back at the sampling's first start.
import { MetricsHistory } from '../../engine/metrics/history';
import { sampleAt } from '../../engine/metrics/readSample';
import { toClusterErrorInfo, type ClusterErrorInfo } from '../errors';
import type { ClusterTarget } from '../types';
import type { StoredEntry } from './sampleStore';
import {
  HISTORY_RANGE_SECONDS,
  isUnsupportedError,
  UNSUPPORTED_RETRY_MS,
  type MetricsSnapshot,
  type SamplerDeps,
  type SamplerSettings,
  type SamplerStatus,
  type StatsRead,
} from './samplerTypes';

const HOUR_S = HISTORY_RANGE_SECONDS;
const HOUR_MS = HOUR_S * 1000;

/** How long the first sample waits for the stored hour to be read. */
const RESTORE_WAIT_MS = 2000;

/** How often the stored samples older than an hour are removed. */
const PRUNE_EVERY_MS = 60_000;

const warn = (what: string) => (err: unknown) => console.warn(`Live metrics: ${what}.`, err);

export class ClusterSampling {
  snapshot: MetricsSnapshot;
  private readonly history: MetricsHistory;
  private readonly listeners = new Set<() => void>();
  /** Bumps on every start, stop and pause: an answer or timer of an earlier run is dropped. */
  private run = 0;
  private timer: unknown = null;
  private dropTimer: unknown = null;
  private request: AbortController | null = null;
  /** Aborted when the last view goes: the watermarks' request. */
  private lifetime = new AbortController();
  private stopWatchingVisibility: (() => void) | null = null;
  private lastSent = 0;
  private status: SamplerStatus = { state: 'idle' };
  private statusBeforePause: SamplerStatus = { state: 'idle' };
  private restoring: Promise<void> | null = null;
  private watermarks: 'none' | 'asked' | 'read' = 'none';
  private lastPrune = -Infinity;
  /** Between start and stop: a view coming back within the interval finds it running. */
  private running = false;

  constructor(
    private readonly key: string,
    private target: ClusterTarget,
    private readonly deps: SamplerDeps,
    private settings: SamplerSettings,
    private readonly drop: () => void,
  ) {
    this.history = new MetricsHistory({
      intervalSeconds: settings.intervalSeconds,
      rangeSeconds: HOUR_S,
    });
    this.snapshot = { history: this.history, status: this.status, version: 0 };
  }

  subscribe(target: ClusterTarget, listener: () => void): () => void {
    // The newest credentials (a secret typed in again) are used from the next tick on.
    this.target = target;
    this.listeners.add(listener);
    if (!this.running) this.start();
    return () => {
      // The next tick stops it; a paused sampling has no next tick, so it stops now.
      const last = this.listeners.delete(listener) && this.listeners.size === 0;
      if (last && this.status.state === 'paused') this.stop();
    };
  }

  configure(settings: SamplerSettings): void {
    const before = this.settings;
    this.settings = settings;
    if (before.keepHistory && !settings.keepHistory) {
      this.deps.store.clear(this.key).catch(warn('the stored samples could not be removed'));
    }
    if (settings.intervalSeconds === before.intervalSeconds) return;
    this.history.resize(settings.intervalSeconds);
    if (this.timer !== null && this.status.state !== 'unsupported') {
      this.deps.clock.clearTimeout(this.timer);
      this.schedule(this.run, this.lastSent, this.intervalMs());
    }
    this.notify();
  }

  private start(): void {
    this.running = true;
    if (this.dropTimer !== null) this.deps.clock.clearTimeout(this.dropTimer);
    this.dropTimer = null;
    this.lifetime = new AbortController();
    if (this.watermarks === 'asked') this.watermarks = 'none';
    if (this.restoring === null) {
      this.restoring = this.settings.keepHistory ? this.restore() : Promise.resolve();
    }
    this.stopWatchingVisibility = this.deps.visibility.onChange(() => this.visibilityChanged());
    if (this.deps.visibility.hidden()) this.pause();
    else this.resume();
  }

  private stop(): void {
    this.running = false;
    this.halt();
    this.lifetime.abort();
    this.stopWatchingVisibility?.();
    this.stopWatchingVisibility = null;
    if (this.status.state === 'paused') this.setStatus(this.statusBeforePause);
    this.dropTimer = this.deps.clock.setTimeout(() => {
      if (this.listeners.size === 0) this.drop();
    }, this.deps.keepMs);
  }

  /** Stops now, whoever still reads, and keeps nothing. */
  dispose(): void {
    this.listeners.clear();
    if (this.running) this.stop();
    if (this.dropTimer !== null) this.deps.clock.clearTimeout(this.dropTimer);
    this.dropTimer = null;
  }

  /** Ends the current run: no timer left, the request under way aborted. */
  private halt(): number {
    this.run += 1;
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    this.request?.abort();
    this.request = null;
    return this.run;
  }

  private visibilityChanged(): void {
    const hidden = this.deps.visibility.hidden();
    if (hidden && this.status.state !== 'paused') this.pause();
    else if (!hidden && this.status.state === 'paused') this.resume();
  }

  private pause(): void {
    this.halt();
    if (this.listeners.size === 0) {
      this.stop();
      return;
    }
    this.statusBeforePause = this.status;
    this.setStatus({ state: 'paused', since: this.deps.clock.now() });
  }

  /** A new run: a gap after what the history holds, then a sample at once. */
  private resume(): void {
    const run = this.halt();
    if (this.status.state === 'paused') this.setStatus(this.statusBeforePause);
    void this.restoring?.then(() => {
      if (run !== this.run) return;
      if (this.history.span() !== null) this.appendGap(this.deps.clock.now());
      void this.tick(run);
    });
  }

  private async tick(run: number): Promise<void> {
    this.timer = null;
    if (this.listeners.size === 0) {
      this.stop();
      return;
    }
    const request = new AbortController();
    this.request = request;
    this.lastSent = this.deps.clock.now();
    this.readWatermarks();
    let delay = this.intervalMs();
    try {
      const keepAs = this.settings.keepHistory ? this.key : null;
      const read = await this.deps.calls.stats(this.target, request.signal, keepAs);
      if (run !== this.run) return;
      this.sampled(read);
    } catch (err) {
      if (run !== this.run) return;
      delay = this.failed(toClusterErrorInfo(err));
    } finally {
      if (this.request === request) this.request = null;
    }
    this.schedule(run, this.lastSent, delay);
  }

  private schedule(run: number, sent: number, delay: number): void {
    const now = this.deps.clock.now();
    const wait = Math.max(sent + delay - now, this.intervalMs() / 2);
    this.timer = this.deps.clock.setTimeout(() => {
      if (run === this.run) void this.tick(run);
    }, wait);
  }

  private sampled({ nodes, storedAt }: StatsRead): void {
    const now = storedAt ?? this.deps.clock.now();
    const sample = sampleAt(nodes, now);
    this.history.append(sample);
    this.save({ kind: 'sample', sample }, now, storedAt !== null);
    if (this.status.state !== 'sampling') this.status = { state: 'sampling', since: now };
    this.notify();
  }

  /** Records a failed sample; returns the wait before the next one. */
  private failed(error: ClusterErrorInfo): number {
    const now = this.deps.clock.now();
    this.appendGap(now);
    const state = isUnsupportedError(error) ? 'unsupported' : 'failed';
    const since = this.status.state === state ? this.status.since : now;
    this.setStatus({ state, error, since });
    return state === 'unsupported' ? UNSUPPORTED_RETRY_MS : this.intervalMs();
  }

  private appendGap(time: number): void {
    this.history.appendGap(time);
    this.save({ kind: 'gap', time }, time);
  }

  private readWatermarks(): void {
    if (this.watermarks !== 'none') return;
    this.watermarks = 'asked';
    const lifetime = this.lifetime;
    this.deps.calls.watermarks(this.target, lifetime.signal).then(
      (marks) => {
        if (lifetime.signal.aborted) return;
        this.watermarks = 'read';
        this.history.setWatermarks(marks);
        this.notify();
      },
      // Read again on the next start; until then the disk alerts are left out.
      () => undefined,
    );
  }

  /** Keeps the entry (unless its reader did: `written`), pruning the kept hour now and then. */
  private save(entry: StoredEntry, now: number, written = false): void {
    const { store } = this.deps;
    if (!this.settings.keepHistory) {
      // Written by the worker while keeping was being turned off: removed with the rest.
      if (written) store.clear(this.key).catch(warn('the stored samples could not be removed'));
      return;
    }
    if (!written) store.save(this.key, entry).catch(warn('a sample could not be stored'));
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    store.prune(this.key, now - HOUR_MS).catch(warn('old stored samples could not be removed'));
  }

  /**
   * Reads the stored last hour into the history (off the page's thread where it can be); a store
   * that does not answer within RESTORE_WAIT_MS (a database blocked by another tab) is given up.
   */
  private async restore(): Promise<void> {
    const { clock, store } = this.deps;
    const reading = new AbortController();
    const givenUp = new Error(`no answer in ${RESTORE_WAIT_MS} ms`);
    const timer = clock.setTimeout(() => reading.abort(givenUp), RESTORE_WAIT_MS);
    const slots = { intervalSeconds: this.settings.intervalSeconds, rangeSeconds: HOUR_S };
    try {
      const hour = await store.readHour(this.key, clock.now() - HOUR_MS, slots, reading.signal);
      if (hour.read === 0) return;
      this.history.adopt(hour.ring, hour.intervalSeconds);
      this.notify();
    } catch (err) {
      warn('the stored samples could not be read')(reading.signal.aborted ? givenUp : err);
    } finally {
      clock.clearTimeout(timer);
    }
  }

  private intervalMs(): number {
    return this.settings.intervalSeconds * 1000;
  }

  private setStatus(status: SamplerStatus): void {
    this.status = status;
    this.notify();
  }

  private notify(): void {
    const { history, status } = this;
    this.snapshot = { history, status, version: this.snapshot.version + 1 };
    for (const listener of [...this.listeners]) listener();
  }
}
