// The live metrics of the active cluster, for every view that shows them (the Metrics screen,
// the dashboard's cards, the nodes table): the history the page's one sampler fills and its
// status. Views share the sampler, so the cluster is asked once per
// interval whatever the number of views; the interval and the keeping of the last hour are the
// user's metrics preferences.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import { activeClusterTarget } from '../../api/clusterApi';
import { metricsSampler } from '../../api/metrics/sampler';
import { HISTORY_RANGE_SECONDS, type MetricsSnapshot } from '../../api/metrics/samplerTypes';
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

/** The active cluster's live metrics; sampling runs while at least one enabled view uses it. */
export function useMetrics({ enabled = true }: UseMetricsOptions = {}): MetricsSnapshot {
  const target = useActiveTarget();
  const { intervalSeconds, keepHistory } = useSelector(selectMetricsPreferences);
  // Before the subscription below, so a first sampler is sized for the preferred interval.
  useEffect(() => {
    metricsSampler.configure({ intervalSeconds, keepHistory });
  }, [intervalSeconds, keepHistory]);
  const sampled = enabled ? target : null;
  const subscribe = useCallback(
    (listener: () => void) =>
      sampled ? metricsSampler.subscribe(sampled, listener) : () => undefined,
    [sampled],
  );
  const snapshot = useCallback(
    () => (sampled ? metricsSampler.snapshot(sampled) : null) ?? idleSnapshot(),
    [sampled],
  );
  return useSyncExternalStore(subscribe, snapshot);
}
