// The live metrics of the active cluster, for every view that shows them (the Metrics screen,
// the dashboard's cards, the nodes table): the history the page's one sampler fills and its
// status. Views share the sampler, so the cluster is asked once per
// interval whatever the number of views; the interval and the keeping of the last hour are the
// user's metrics preferences.
import { useCallback, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import { activeClusterTarget } from '../../api/clusterApi';
import { metricsSampler } from '../../api/metrics/sampler';
import { HISTORY_RANGE_SECONDS, type MetricsSnapshot } from '../../api/metrics/samplerTypes';
import type { Opening } from '../../api/screenQuery';
import type { ClusterTarget } from '../../api/types';
import { MetricsHistory } from '../../engine/metrics/history';
import { selectMetricsPreferences } from './metricsPreferences';

export type { MetricsSnapshot, SamplerStatus } from '../../api/metrics/samplerTypes';

export interface UseMetricsOptions {
  /** false: the view does not sample (nothing is asked for it) and reads an empty history. */
  enabled?: boolean;
}

let idle: MetricsSnapshot | null = null;

/** What a view reads when it samples nothing: an empty history, status 'idle'. */
function idleSnapshot(): MetricsSnapshot {
  idle ??= {
    history: new MetricsHistory({ intervalSeconds: 5, rangeSeconds: HISTORY_RANGE_SECONDS }),
    status: { state: 'idle' },
    version: 0,
  };
  return idle;
}

/**
 * The active cluster's target, the same object while its address, credentials, protection, name
 * and engine stay (a new check of the cluster changes its record, not what is asked of it).
 */
function useActiveTarget(): ClusterTarget | null {
  return useSelector(activeClusterTarget, shallowEqual);
}

/**
 * A screen's opening that starts the active cluster's sampling as the screen's first view would
 * (with the user's interval and keeping of the hour): the first sample is asked beside the
 * screen's code, or taken from the page's own early request, rather than once the screen has
 * rendered. Resolves once it is in; the screen's views then go on with the same sampling.
 */
export const openMetricsSampling: Opening = (_dispatch, getState) => {
  const state = getState() as Parameters<typeof selectMetricsPreferences>[0];
  const target = activeClusterTarget(state);
  if (!target) return Promise.resolve();
  metricsSampler.configure(selectMetricsPreferences(state));
  return metricsSampler.prime(target);
};

/** A view's way to the live metrics: the snapshot now, and word of every change. */
export interface MetricsSource {
  subscribe(listener: () => void): () => void;
  snapshot(): MetricsSnapshot;
}

/**
 * The active cluster's live metrics as a source, the same object while the cluster and `enabled`
 * stay; sampling runs while at least one enabled view is subscribed.
 */
export function useMetricsSource({ enabled = true }: UseMetricsOptions = {}): MetricsSource {
  const target = useActiveTarget();
  const { intervalSeconds, keepHistory } = useSelector(selectMetricsPreferences);
  // Before any view subscribes (subscriptions are made in effects, after every layout effect;
  // the views reading this source may be children, whose effects run first), so a first sampler
  // is sized for the preferred interval and reads the kept hour back.
  useLayoutEffect(() => {
    metricsSampler.configure({ intervalSeconds, keepHistory });
  }, [intervalSeconds, keepHistory]);
  const sampled = enabled ? target : null;
  return useMemo(
    () => ({
      subscribe: (listener: () => void) =>
        sampled ? metricsSampler.subscribe(sampled, listener) : () => undefined,
      snapshot: () => (sampled ? metricsSampler.snapshot(sampled) : null) ?? idleSnapshot(),
    }),
    [sampled],
  );
}

/** The active cluster's live metrics: the view renders again at every change. */
export function useMetrics(options: UseMetricsOptions = {}): MetricsSnapshot {
  const source = useMetricsSource(options);
  return useSyncExternalStore(source.subscribe, source.snapshot);
}

/**
 * What a view shows of the live metrics, worked out from the snapshot by `select`: the view
 * renders again only when that changes (`same` of the earlier and the new value is false), not at
 * every sample.
 */
export function useMetricsSelection<T>(
  source: MetricsSource,
  select: (snapshot: MetricsSnapshot) => T,
  same: (earlier: T, now: T) => boolean = Object.is,
): T {
  // The selection of the newest snapshot read, kept across renders so that an unchanged value
  // is the same value (React compares what `read` returns with Object.is).
  const kept = useRef<{
    snapshot: MetricsSnapshot;
    select: (snapshot: MetricsSnapshot) => T;
    value: T;
  } | null>(null);
  const read = useCallback(() => {
    const snapshot = source.snapshot();
    const earlier = kept.current;
    if (earlier?.snapshot === snapshot && earlier.select === select) return earlier.value;
    const value = select(snapshot);
    const shown = earlier && same(earlier.value, value) ? earlier.value : value;
    kept.current = { snapshot, select, value: shown };
    return shown;
  }, [source, select, same]);
  return useSyncExternalStore(source.subscribe, read);
}
