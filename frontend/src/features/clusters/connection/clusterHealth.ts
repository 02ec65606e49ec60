// The cluster health check, for the active cluster (polled) and for every
// saved cluster (when the dropdown opens).
import { checkClusterHealth, type ConnectionInfo } from '../../../api/operations/cluster';
import { unreachableDetail } from '../../../api/notifications';
import type { Cluster } from '../../../api/types';
import { nextUuid } from './clusterUuid';
import { needsSessionSecret, refusesSessionSecret } from './sessionSecrets';
import {
  healthCheckFailed,
  healthCheckStarted,
  healthCheckSucceeded,
  selectActiveClusterIndex,
  selectClusters,
  type ClusterHealthResult,
} from './connectionSlice';
import type { ConnectionThunk } from './connectionSlice';

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

/** What a check stores about the cluster (step 5), keeping its uuid stable. */
export function healthResultOf(info: ConnectionInfo, storedUuid: string): ClusterHealthResult {
  const identity = {
    clusterUuid: reportedClusterUuid(info),
    clusterName: info.clusterName,
    nodeName: info.name,
  };
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

interface CheckRecords {
  /** Checks under way, by cluster index and address: asking again while one runs joins it. */
  running: Map<string, Promise<void>>;
  /** When the last check of each cluster ended (epoch ms), by cluster index and address. */
  finished: Map<string, number>;
}

/** The records of each store, known by its getState (the same function for every thunk). */
const recordsByStore = new WeakMap<object, CheckRecords>();

function recordsOf(getState: object): CheckRecords {
  let records = recordsByStore.get(getState);
  if (!records) {
    records = { running: new Map(), finished: new Map() };
    recordsByStore.set(getState, records);
  }
  return records;
}

export interface CheckOptions {
  /** A check of the same cluster that ended less than this many ms ago is answer enough. */
  reuseWithinMs?: number;
  /**
   * A check in the background (the periodic one): a cluster that answered before is not shown
   * as being checked, so that an answer that changes nothing changes nothing in the store and
   * no view renders again for it.
   */
  quiet?: boolean;
}

/**
 * Checks the cluster at `index`; resolves once its status is stored, never rejects. A check of
 * the same cluster that is still running is joined instead of sent twice (the start-up check and
 * the layout's first poll), and one that just ended can stand in for a new one.
 */
export function checkCluster(
  index: number,
  options: CheckOptions = {},
): ConnectionThunk<Promise<void>> {
  return (dispatch, getState) => {
    const cluster: Cluster | undefined = selectClusters(getState())[index];
    if (!cluster) return Promise.resolve();
    const ref = { index, uri: cluster.uri };
    const key = `${index} ${cluster.uri}`;
    const { running, finished } = recordsOf(getState);
    const joined = running.get(key);
    if (joined) return joined;
    const endedAt = finished.get(key);
    if (
      options.reuseWithinMs !== undefined &&
      endedAt !== undefined &&
      Date.now() - endedAt < options.reuseWithinMs
    ) {
      return Promise.resolve();
    }
    // Without its session-only secret the cluster is not asked at all: the secret is asked for.
    if (needsSessionSecret(cluster)) {
      dispatch(healthCheckFailed(ref));
      return Promise.resolve();
    }
    if (!options.quiet || cluster.status === 'unknown') dispatch(healthCheckStarted(ref));
    const check = checkClusterHealth({ uri: cluster.uri, auth: cluster.auth })
      .then(
        (info) => {
          dispatch(healthCheckSucceeded({ ...ref, result: healthResultOf(info, cluster.uuid) }));
        },
        (error: unknown) => {
          dispatch(
            healthCheckFailed({
              ...ref,
              secretRejected: refusesSessionSecret(cluster, error),
              reason: unreachableDetail(error),
            }),
          );
        },
      )
      .finally(() => {
        running.delete(key);
        finished.set(key, Date.now());
      });
    running.set(key, check);
    return check;
  };
}

export function checkActiveCluster(options: CheckOptions = {}): ConnectionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const index = selectActiveClusterIndex(getState());
    if (index !== null) await dispatch(checkCluster(index, options));
  };
}

/** Re-checks every saved cluster at once (when the cluster dropdown opens). */
export function checkAllClusters(): ConnectionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const count = selectClusters(getState()).length;
    await Promise.all(Array.from({ length: count }, (_, index) => dispatch(checkCluster(index))));
  };
}
