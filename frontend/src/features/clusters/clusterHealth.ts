// The cluster health check of core spec 4.2, for the active cluster (polled) and for every
// saved cluster (when the dropdown opens).
import { checkClusterHealth, type ConnectionInfo } from '../../api/operations/cluster';
import type { Cluster } from '../../api/types';
import { nextUuid } from './clusterUuid';
import {
  healthCheckFailed,
  healthCheckStarted,
  healthCheckSucceeded,
  selectActiveClusterIndex,
  selectClusters,
  type ClusterHealthResult,
} from './connectionSlice';
import type { ConnectionThunk } from './connectionThunk';

export const HEALTH_POLL_INTERVAL_MS = 30_000;

/**
 * The cluster_uuid the cluster itself reported. ConnectionInfo.uuid already falls back to
 * cluster_name-name (just '-' without names); that fallback is recognised and left out, so the
 * uuid rules can prefer a stored uuid over it and generate one when nothing is known.
 */
function reportedClusterUuid(info: ConnectionInfo): string | undefined {
  const fallback = `${info.clusterName}-${info.name}`.replace(/\s+/g, '');
  return info.uuid === fallback ? undefined : info.uuid;
}

/** What a check stores about the cluster (step 5), keeping its uuid stable (core spec 3.1). */
export function healthResultOf(info: ConnectionInfo, storedUuid: string): ClusterHealthResult {
  const identity = { clusterUuid: reportedClusterUuid(info), clusterName: info.clusterName, nodeName: info.name };
  return {
    clusterName: info.clusterName,
    distribution: info.distribution,
    version: info.version,
    majorVersion: info.majorVersion,
    flavor: info.flavor,
    uuid: nextUuid(identity, storedUuid),
    status: info.status,
  };
}

/** Checks the cluster at `index`; resolves once its status is stored, never rejects. */
export function checkCluster(index: number): ConnectionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const cluster: Cluster | undefined = selectClusters(getState())[index];
    if (!cluster) return;
    const ref = { index, uri: cluster.uri };
    dispatch(healthCheckStarted(ref));
    try {
      const info = await checkClusterHealth({ uri: cluster.uri, auth: cluster.auth });
      dispatch(healthCheckSucceeded({ ...ref, result: healthResultOf(info, cluster.uuid) }));
    } catch {
      dispatch(healthCheckFailed(ref));
    }
  };
}

export function checkActiveCluster(): ConnectionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const index = selectActiveClusterIndex(getState());
    if (index !== null) await dispatch(checkCluster(index));
  };
}

/** Re-checks every saved cluster at once (core spec 2.7: opening the dropdown). */
export function checkAllClusters(): ConnectionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const count = selectClusters(getState()).length;
    await Promise.all(Array.from({ length: count }, (_, index) => dispatch(checkCluster(index))));
  };
}
