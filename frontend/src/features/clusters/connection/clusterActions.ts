// What the dialogs and the dropdown do to the saved clusters, each ending in a page load so
// every screen starts afresh.
import type { ConnectionInfo } from '../../../api/operations/cluster';
import type { Cluster } from '../../../api/types';
import { defaultCluster } from './clusterDefaults';
import { clusterEdits, type ClusterFormValues } from '../form/clusterFormValues';
import { healthResultOf } from './clusterHealth';
import {
  addCluster,
  removeCluster,
  selectActiveClusterIndex,
  selectClusters,
  setActiveClusterIndex,
  updateCluster,
} from './connectionSlice';
import type { ConnectionThunk } from './connectionSlice';
import { switchToCluster } from './switchCluster';

/** The cluster stored after a successful connect: the form's data and what the test learnt. */
export function connectedCluster(values: ClusterFormValues, info: ConnectionInfo): Cluster {
  return defaultCluster({ ...clusterEdits(values), ...healthResultOf(info, '') });
}

/** Stores a tested cluster, makes it active and opens it. */
export function connectNewCluster(
  values: ClusterFormValues,
  info: ConnectionInfo,
  pathname: string,
): ConnectionThunk {
  return (dispatch, getState) => {
    dispatch(addCluster(connectedCluster(values, info)));
    dispatch(switchToCluster(selectClusters(getState()).length - 1, pathname));
  };
}

/** Row click in the cluster list. */
export function connectToCluster(index: number, pathname: string): ConnectionThunk {
  return (dispatch) => {
    dispatch(setActiveClusterIndex(index));
    dispatch(switchToCluster(index, pathname));
  };
}

/** Reopens the active cluster's current screen; with no cluster left, the welcome screen. */
function reopenActive(pathname: string): ConnectionThunk {
  return (dispatch, getState) => {
    const active = selectActiveClusterIndex(getState());
    dispatch(switchToCluster(active, pathname));
  };
}

export function saveClusterEdits(
  index: number,
  values: ClusterFormValues,
  pathname: string,
): ConnectionThunk {
  return (dispatch) => {
    dispatch(updateCluster({ index, edits: clusterEdits(values) }));
    dispatch(reopenActive(pathname));
  };
}

/** Removes a cluster; the active one keeps being shown under its (possibly new) index. */
export function removeClusterAndReload(index: number, pathname: string): ConnectionThunk {
  return (dispatch) => {
    dispatch(removeCluster(index));
    dispatch(reopenActive(pathname));
  };
}
