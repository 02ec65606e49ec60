// The shapes the live metrics' sampler shares with the views that read it and with its parts:
// its status, the snapshot a view reads, and what it is built from (time source, page visibility,
// cluster calls, the stored hour), which the tests replace.
import type { MetricsHistoryView, NodeSample } from '../../engine/metrics/types';
import type { DiskWatermarks } from '../../engine/watermarks';
import type { ClusterErrorInfo } from '../errors';
import type { ClusterTarget } from '../types';
import type { SampleStore } from './sampleStore';

/** What the sampler of a cluster is doing. `since`: when it began to (ms since the epoch). */
export type SamplerStatus =
  | { state: 'idle' }
  | { state: 'sampling'; since: number }
  | { state: 'paused'; since: number }
  | { state: 'failed'; error: ClusterErrorInfo; since: number }
  | { state: 'unsupported'; error: ClusterErrorInfo; since: number };

/** What a view reads: a new object whenever anything in it changed. */
export interface MetricsSnapshot {
  history: MetricsHistoryView;
  status: SamplerStatus;
  /** Bumps on every change. */
  version: number;
}

/** The time source and timers; the tests run the sampler under vitest's fake timers. */
export interface SamplerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Whether the page is hidden, and word when that changes. */
export interface PageVisibility {
  hidden(): boolean;
  /** Calls `listener` whenever the page is hidden or shown; returns what stops that. */
  onChange(listener: () => void): () => void;
}

/**
 * A sample's nodes as read (a node that sent no clock has a NaN timestamp: the sample's time),
 * and, when whoever read them also wrote them to the stored hour (the page's worker does, asked to
 * keep them), the time they were stored under: the sample's time, not written again.
 */
export interface StatsRead {
  nodes: readonly NodeSample[];
  storedAt: number | null;
}

/** The cluster calls a tick makes. */
export interface SamplerCalls {
  /**
   * The sample's nodes; `keepAs`: the cluster key to store them under while the history is kept
   * (null when it is not), which the calls may do themselves.
   */
  stats(target: ClusterTarget, signal: AbortSignal, keepAs: string | null): Promise<StatsRead>;
  watermarks(target: ClusterTarget, signal: AbortSignal): Promise<DiskWatermarks>;
}

export interface SamplerSettings {
  /** Seconds between samples, 1-60. */
  intervalSeconds: number;
  /** Write the samples to IndexedDB and read the last hour back on start. */
  keepHistory: boolean;
}

export interface SamplerDeps {
  clock: SamplerClock;
  visibility: PageVisibility;
  calls: SamplerCalls;
  store: SampleStore;
  /** How long a cluster's history is kept after its last view went away (ms). */
  keepMs: number;
}

export const DEFAULT_SAMPLER_SETTINGS: SamplerSettings = { intervalSeconds: 5, keepHistory: false };

/** Two minutes: leaving the Metrics screen for the dashboard and back keeps the picture. */
export const KEEP_AFTER_LAST_VIEW_MS = 120_000;

/** How often an engine that does not serve node statistics is asked again. */
export const UNSUPPORTED_RETRY_MS = 60_000;

/** A request the engine refused as unknown: it does not serve node statistics. */
export function isUnsupportedError(error: ClusterErrorInfo): boolean {
  return error.kind === 'api' && [400, 404, 405].includes(error.status);
}

/** The history held, and the most read back from IndexedDB: one hour. */
export const HISTORY_RANGE_SECONDS = 3600;
