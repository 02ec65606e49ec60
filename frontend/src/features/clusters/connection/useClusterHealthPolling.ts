// The active cluster is checked at once, then every 30 s; a screen call that
// gets no answer at all makes it checked at once too, so the header does not keep saying
// 'Connected' while a screen says 'Network error'.
import { useCallback, useEffect, useState } from 'react';
import { lastNetworkFailure } from '../../../api/queryState';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { checkActiveCluster, HEALTH_POLL_INTERVAL_MS, type CheckOptions } from './clusterHealth';

/** How old the start-up check may be to stand in for the layout's first one. */
const FIRST_CHECK_REUSE_MS = 5_000;
import { selectActiveCluster } from './connectionSlice';

export { checkAllClusters } from './clusterHealth';

export interface HealthPolling {
  /** When the last check of the active cluster ended (epoch ms); null before the first one. */
  lastTriedAt: number | null;
}

/** Mount once in the layout. A different active cluster (or address) restarts the cycle. */
export function useClusterHealthPolling(): HealthPolling {
  const dispatch = useAppDispatch();
  const cluster = useAppSelector(selectActiveCluster);
  const uri = cluster?.uri;
  const reachable = cluster !== null && cluster.status !== 'unknown';
  const failure = useAppSelector(lastNetworkFailure);
  const [lastTriedAt, setLastTriedAt] = useState<number | null>(null);
  const check = useCallback(
    (options?: CheckOptions) =>
      dispatch(checkActiveCluster(options)).then(() => setLastTriedAt(Date.now())),
    [dispatch],
  );

  useEffect(() => {
    if (uri === undefined) return undefined;
    // The start-up check of the same cluster, running or just ended, is the first one.
    void check({ reuseWithinMs: FIRST_CHECK_REUSE_MS });
    const timer = window.setInterval(() => void check({ quiet: true }), HEALTH_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [check, uri]);

  useEffect(() => {
    // A new failure asks once; the outage itself is then the poll's to follow.
    if (failure !== null && reachable) void check();
  }, [failure, reachable, check]);

  return { lastTriedAt };
}
