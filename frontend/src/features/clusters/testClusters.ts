// Fixtures for this feature's tests: a store holding the connection slice (and the slices the
// shared widgets read), saved clusters and cluster answers.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Cluster, ConnectionState } from '../../api/types';
import { tableReducer } from '../../components/DataTable/tableSlice';
import { resizeReducer } from '../../components/ResizableContainer/resizeSlice';
import {
  DEFAULT_RUNTIME_CONFIG,
  runtimeConfigReducer,
  type RuntimeConfig,
} from '../../store/runtimeConfig';
import { defaultCluster } from './connection/clusterDefaults';
import { connectionReducer } from './connection/connectionSlice';

const reducer = combineReducers({
  connection: connectionReducer,
  table: tableReducer,
  resize: resizeReducer,
  runtimeConfig: runtimeConfigReducer,
});

export function createClustersStore(
  connection: ConnectionState = { clusters: [], activeClusterIndex: null },
  /** What the server's configuration says besides the defaults. */
  runtimeConfig?: Partial<RuntimeConfig>,
) {
  return configureStore({
    reducer,
    preloadedState: runtimeConfig
      ? { connection, runtimeConfig: { ...DEFAULT_RUNTIME_CONFIG, ...runtimeConfig } }
      : { connection },
  });
}

export type ClustersStore = ReturnType<typeof createClustersStore>;

/** A saved, already checked cluster; override what a test is about. */
export function savedCluster(overrides: Partial<Cluster> = {}): Cluster {
  return defaultCluster({
    clusterName: 'docker-cluster',
    version: '8.15.0',
    majorVersion: '8',
    uuid: 'uuid-1',
    status: 'green',
    ...overrides,
  });
}

/** The root document (GET /) of a default-engine cluster. */
export function infoBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'node-1',
    cluster_name: 'docker-cluster',
    cluster_uuid: 'Xg2aBcDeFgHiJkLmNoPqRs',
    version: { number: '8.15.0', build_flavor: 'default' },
    tagline: 'You Know, for Search',
    ...overrides,
  };
}

/** An entry of the server's clusters file reached through its proxy, with a banner. */
export const PROXIED_PRODUCTION = {
  id: 'prod',
  name: 'Production',
  proxy: true,
  protection: 'read-only',
  label: 'PRODUCTION',
  color: 'red',
};
