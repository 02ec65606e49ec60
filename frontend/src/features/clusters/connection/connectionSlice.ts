// Saved cluster connections and the active one. The store writes
// state.connection back to local storage under CONNECTION_STORAGE_KEY.
import { createSlice, type Action, type PayloadAction, type ThunkAction } from '@reduxjs/toolkit';
import type {
  Cluster,
  ClusterAuth,
  ClusterStatus,
  ConnectionState,
  Flavor,
  NotificationText,
} from '../../../api/types';
import type { Distribution } from '../../../engine/version';
import { withoutSecret } from '../../../api/authSecrets';
import { definePersistedArea } from '../../../lib/persistedArea';
import { parseConnection } from './connectionParse';
import { storedConnection, withSessionSecrets } from './sessionSecrets';

export const CONNECTION_STORAGE_KEY = 'connection';

export const EMPTY_CONNECTION: ConnectionState = { clusters: [], activeClusterIndex: null };

/** What a health check learnt about a cluster, stored with it. */
export interface ClusterHealthResult {
  clusterName: string;
  distribution: Distribution;
  version: string;
  majorVersion: string;
  flavor: Flavor;
  uuid: string;
  status: ClusterStatus;
}

/**
 * A check names its cluster by index and uri: if the list changed while the check ran, a
 * result for a cluster that is no longer at that index is dropped.
 */
export interface ClusterRef {
  index: number;
  uri: string;
}

export type ClusterEdits = Pick<Cluster, 'name' | 'uri' | 'auth'> &
  Partial<Pick<Cluster, 'sessionSecret'>>;

function target(state: ConnectionState, ref: ClusterRef): Cluster | undefined {
  const cluster = state.clusters[ref.index];
  return cluster?.uri === ref.uri ? cluster : undefined;
}

/** Why `uri` could not be reached, or (null) that it was reached or there is no more to say. */
function markUnreachable(state: ConnectionState, uri: string, reason: NotificationText | null) {
  // Left as it is when nothing changes: a new object would re-render every reader of the
  // connection at every health check.
  if (!reason && !state.unreachableBecause?.[uri]) return;
  const others = Object.entries(state.unreachableBecause ?? {}).filter(([key]) => key !== uri);
  state.unreachableBecause = Object.fromEntries(reason ? [...others, [uri, reason]] : others);
}

/** The session-only secret of `uri` was refused (or is no longer refused). */
function markSecretRejected(state: ConnectionState, uri: string, rejected: boolean): void {
  // Left as it is when nothing changes, like markUnreachable.
  if (rejected === (state.secretRejected?.includes(uri) ?? false)) return;
  const others = (state.secretRejected ?? []).filter((entry) => entry !== uri);
  state.secretRejected = rejected ? [...others, uri] : others;
}

function editable(state: ConnectionState, index: number): Cluster | undefined {
  const cluster = state.clusters[index];
  return cluster && !cluster.predefined ? cluster : undefined;
}

export const connectionArea = definePersistedArea<ConnectionState>({
  key: CONNECTION_STORAGE_KEY,
  defaults: () => EMPTY_CONNECTION,
  // Session-only secrets are kept in session storage, never in the stored record.
  parse: (raw) => {
    const connection = parseConnection(raw);
    return connection && withSessionSecrets(connection);
  },
  toStored: storedConnection,
});

const connectionSlice = createSlice({
  name: 'connection',
  initialState: connectionArea.defaults,
  reducers: {
    setActiveClusterIndex(state, action: PayloadAction<number | null>) {
      const index = action.payload;
      state.activeClusterIndex = index !== null && state.clusters[index] ? index : null;
    },
    /** Adds a cluster and makes it the active one. */
    addCluster(state, action: PayloadAction<Cluster>) {
      state.clusters.push(action.payload);
      state.activeClusterIndex = state.clusters.length - 1;
    },
    /** Saves the edit form. Predefined clusters cannot be changed. */
    updateCluster(state, action: PayloadAction<{ index: number; edits: ClusterEdits }>) {
      const cluster = editable(state, action.payload.index);
      if (!cluster) return;
      const { edits } = action.payload;
      // Another address may be another cluster: its uuid comes from its next check.
      if (edits.uri !== cluster.uri) cluster.uuid = '';
      markSecretRejected(state, cluster.uri, false);
      Object.assign(cluster, edits);
    },
    removeCluster(state, action: PayloadAction<number>) {
      const index = action.payload;
      if (!editable(state, index)) return;
      state.clusters.splice(index, 1);
      const active = state.activeClusterIndex;
      if (state.clusters.length === 0) state.activeClusterIndex = null;
      else if (active === null || active === index) state.activeClusterIndex = 0;
      else if (active > index) state.activeClusterIndex = active - 1;
    },
    /** Replaces everything: predefined clusters merged at start-up, or a backup imported. */
    connectionReplaced(_state, action: PayloadAction<ConnectionState>) {
      return action.payload;
    },
    /** The secret asked for at connect time, kept for this browser session only. */
    sessionSecretEntered(state, action: PayloadAction<ClusterRef & { auth: ClusterAuth }>) {
      const cluster = target(state, action.payload);
      if (cluster?.sessionSecret && cluster.auth.authType === action.payload.auth.authType) {
        cluster.auth = action.payload.auth;
        markSecretRejected(state, cluster.uri, false);
      }
    },
    /** The session-only secret is forgotten, so that it is asked for again. */
    sessionSecretForgotten(state, action: PayloadAction<ClusterRef>) {
      const cluster = target(state, action.payload);
      if (!cluster?.sessionSecret) return;
      cluster.auth = withoutSecret(cluster.auth);
      markSecretRejected(state, cluster.uri, false);
    },
    healthCheckStarted(state, action: PayloadAction<ClusterRef>) {
      const cluster = target(state, action.payload);
      if (cluster) cluster.loading = true;
    },
    healthCheckSucceeded(
      state,
      action: PayloadAction<ClusterRef & { result: ClusterHealthResult }>,
    ) {
      const cluster = target(state, action.payload);
      if (!cluster) return;
      Object.assign(cluster, action.payload.result, { loading: false });
      markSecretRejected(state, cluster.uri, false);
      markUnreachable(state, cluster.uri, null);
    },
    /**
     * `secretRejected`: the cluster refused the session-only secret it was sent; `reason`: why it
     * could not be reached, when there is more to say than "network error".
     */
    healthCheckFailed(
      state,
      action: PayloadAction<
        ClusterRef & { secretRejected?: boolean; reason?: NotificationText | null }
      >,
    ) {
      const cluster = target(state, action.payload);
      if (!cluster) return;
      Object.assign(cluster, { status: 'unknown', loading: false });
      const rejected = cluster.sessionSecret && action.payload.secretRejected === true;
      markSecretRejected(state, cluster.uri, rejected);
      markUnreachable(state, cluster.uri, action.payload.reason ?? null);
    },
  },
  selectors: {
    selectConnection: (state) => state,
    selectClusters: (state) => state.clusters,
    selectActiveClusterIndex: (state) => state.activeClusterIndex,
    selectActiveCluster: (state): Cluster | null =>
      state.activeClusterIndex === null ? null : (state.clusters[state.activeClusterIndex] ?? null),
    selectSecretRejected: (state, uri: string): boolean =>
      state.secretRejected?.includes(uri) ?? false,
    selectUnreachableBecause: (state, uri: string): NotificationText | null =>
      state.unreachableBecause?.[uri] ?? null,
  },
});

export const {
  setActiveClusterIndex,
  addCluster,
  updateCluster,
  removeCluster,
  connectionReplaced,
  sessionSecretEntered,
  sessionSecretForgotten,
  healthCheckStarted,
  healthCheckSucceeded,
  healthCheckFailed,
} = connectionSlice.actions;

export const {
  selectConnection,
  selectClusters,
  selectActiveClusterIndex,
  selectActiveCluster,
  selectSecretRejected,
  selectUnreachableBecause,
} = connectionSlice.selectors;

export const connectionReducer = connectionSlice.reducer;
export const connectionSliceName = connectionSlice.reducerPath;

// Thunks of this feature need only the connection slice; typing them that narrowly keeps them
// usable both by the app store and by a store holding this slice alone.
export interface ConnectionRootState {
  connection: ConnectionState;
}

export type ConnectionThunk<ReturnType = void> = ThunkAction<
  ReturnType,
  ConnectionRootState,
  unknown,
  Action
>;
