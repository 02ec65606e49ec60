// The live metrics' sampler: one per page and cluster, shared by every view that shows live
// series (the Metrics screen, the dashboard's cards, the nodes table), so a cluster gets one
// `_nodes/stats` request per interval whatever the number of views open. Sampling starts with the
// first view, at once, and stops at the tick after the last has gone; the history is kept two more
// minutes, so going to the dashboard and back keeps the picture. What one
// cluster's sampling does, tick by tick, is in clusterSampling.ts.
import { diskWatermarks } from '../../engine/watermarks';
import { getClusterSettings } from '../operations/clusterSettings';
import type { ClusterTarget } from '../types';
import { ClusterSampling } from './clusterSampling';
import { nodeStatsOffMainThread, readHourOffMainThread } from './nodeStats';
import { indexedDbSampleStore, type SampleStore } from './sampleStore';
import {
  DEFAULT_SAMPLER_SETTINGS,
  KEEP_AFTER_LAST_VIEW_MS,
  type MetricsSnapshot,
  type PageVisibility,
  type SamplerCalls,
  type SamplerClock,
  type SamplerDeps,
  type SamplerSettings,
} from './samplerTypes';

export const SYSTEM_CLOCK: SamplerClock = {
  // Looked up on each call, so timers faked after this module loaded are used.
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const DOCUMENT_VISIBILITY: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange(listener) {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export const CLUSTER_CALLS: SamplerCalls = {
  stats: nodeStatsOffMainThread,
  watermarks: async (target, signal) =>
    diskWatermarks(await getClusterSettings(target, true, signal)),
};

/** The samples kept in IndexedDB, the hour read back by the page's worker. */
export const KEPT_SAMPLES: SampleStore = {
  ...indexedDbSampleStore,
  readHour: readHourOffMainThread,
};

/** How long a screen's opening waits at most for the first sample (ms). */
const PRIME_WAIT_MS = 2000;

/** The cluster a target stands for: one sampling, history and stored hour per address. */
export function clusterKeyOf(target: ClusterTarget): string {
  return target.uri;
}

/** One sampling per cluster, each started by its first subscriber and stopped by its last. */
export class MetricsSampler {
  private readonly clusters = new Map<string, ClusterSampling>();
  private settings: SamplerSettings = { ...DEFAULT_SAMPLER_SETTINGS };
  private readonly deps: SamplerDeps;

  constructor(deps: Partial<SamplerDeps> = {}) {
    this.deps = {
      clock: SYSTEM_CLOCK,
      visibility: DOCUMENT_VISIBILITY,
      calls: CLUSTER_CALLS,
      store: KEPT_SAMPLES,
      keepMs: KEEP_AFTER_LAST_VIEW_MS,
      ...deps,
    };
  }

  /**
   * Calls `listener` on every change of the target cluster's snapshot; the first subscriber of
   * a cluster starts its sampling. Returns the unsubscribe: the last one stops the sampling
   * (aborting a request under way) and lets the history go after `keepMs`.
   */
  subscribe(target: ClusterTarget, listener: () => void): () => void {
    const key = clusterKeyOf(target);
    let cluster = this.clusters.get(key);
    if (!cluster) {
      const drop = () => this.clusters.delete(key);
      cluster = new ClusterSampling(key, target, this.deps, this.settings, drop);
      this.clusters.set(key, cluster);
    }
    return cluster.subscribe(target, listener);
  }

  /**
   * Starts the cluster's sampling for a view about to show (a screen's opening), as its first
   * view would: the first sample is asked at once rather than once the view has rendered.
   * Resolves when that sample (or its failure) is in, or after `waitMs`. Holds no view: unless
   * one subscribes by the next tick, the sampling stops then, as after a last view.
   */
  prime(target: ClusterTarget, waitMs = PRIME_WAIT_MS): Promise<void> {
    const started = () => this.snapshot(target)?.status.state !== 'idle';
    return new Promise((resolve) => {
      let unsubscribe: (() => void) | null = null;
      let timer: unknown = null;
      const done = () => {
        if (timer !== null) this.deps.clock.clearTimeout(timer);
        unsubscribe?.();
        unsubscribe = null;
        resolve();
      };
      unsubscribe = this.subscribe(target, () => {
        if (started()) done();
      });
      // Sampled already (a view shows it), or paused in a hidden tab.
      if (started()) done();
      else timer = this.deps.clock.setTimeout(done, waitMs);
    });
  }

  /** The cluster's snapshot, or null when nothing samples it nor keeps its history. */
  snapshot(target: ClusterTarget): MetricsSnapshot | null {
    return this.clusters.get(clusterKeyOf(target))?.snapshot ?? null;
  }

  /** Stops every cluster's sampling and lets its history go at once (between two tests). */
  reset(): void {
    for (const cluster of this.clusters.values()) cluster.dispose();
    this.clusters.clear();
  }

  /** Changes the interval or the keeping of the last hour, for every cluster, while running. */
  configure(settings: Partial<SamplerSettings>): void {
    const next = { ...this.settings, ...settings };
    if (
      next.intervalSeconds === this.settings.intervalSeconds &&
      next.keepHistory === this.settings.keepHistory
    ) {
      return;
    }
    this.settings = next;
    for (const cluster of this.clusters.values()) cluster.configure(next);
  }
}

/** The page's sampler, shared by every view. */
export const metricsSampler = new MetricsSampler();
