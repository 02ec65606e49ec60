// Core spec 4.2: the active cluster is checked at once, then every 30 s.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { checkActiveCluster, HEALTH_POLL_INTERVAL_MS } from './clusterHealth';
import { selectActiveCluster } from './connectionSlice';

export { checkAllClusters } from './clusterHealth';

/** Mount once in the layout. A different active cluster (or address) restarts the cycle. */
export function useClusterHealthPolling(): void {
  const dispatch = useAppDispatch();
  const uri = useAppSelector(selectActiveCluster)?.uri;
  useEffect(() => {
    if (uri === undefined) return undefined;
    void dispatch(checkActiveCluster());
    const timer = window.setInterval(() => void dispatch(checkActiveCluster()), HEALTH_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [dispatch, uri]);
}
