// Fixtures of the dashboard tests: a cluster of five nodes answering its stats, health, info and
// node statistics (the Live card's), the dashboard rendered on it, and its cards by name.
import { screen } from '@testing-library/react';
import {
  installFakeFetch,
  jsonResponse,
  pathOf,
  queryOf,
  type RecordedRequest,
} from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { HomeScreen } from './HomeScreen';

export const SLOW = { timeout: 5000 };

export const INFO = {
  name: 'es-node-1',
  cluster_name: 'prod-logs',
  cluster_uuid: 'UUID-FROM-INFO',
  version: {
    number: '8.15.0',
    build_flavor: 'default',
    build_type: 'docker',
    build_snapshot: false,
    lucene_version: '9.11.1',
  },
  tagline: 'You Know, for Search',
};

export const STATS = {
  cluster_name: 'prod-logs',
  status: 'yellow',
  nodes: { count: { total: 5, master: 3, data: 4 } },
  indices: {
    count: 12,
    shards: { total: 30, primaries: 18 },
    docs: { count: 1234567 },
    store: { size_in_bytes: 2_500_000 },
  },
};

/** GET _cluster/health of the cluster, in `status`. */
export function health(status: 'green' | 'yellow' | 'red') {
  return {
    cluster_name: 'prod-logs',
    status,
    timed_out: false,
    relocating_shards: 0,
    initializing_shards: 0,
    unassigned_shards: 2,
    delayed_unassigned_shards: 0,
    active_shards: 28,
    number_of_pending_tasks: 0,
    number_of_in_flight_fetch: 0,
    active_shards_percent_as_number: 93.33333333333333,
  };
}

/**
 * `_nodes/stats` of the five nodes, each answer one step (5 s) on from the one before: every node
 * indexes 100 documents and runs 200 queries per step; the highest heap is 51.6 %.
 */
export function nodeStatsSteps() {
  let step = 0;
  return () => jsonResponse(nodeStatsAnswer({ nodes: 5, step: step++, stepMs: 5000 }));
}

/** Serves the cluster in `status`: its yellow indices are logs-1 and logs-2, its red one orders. */
export function serve(status: 'green' | 'yellow' | 'red') {
  const nodeStats = nodeStatsSteps();
  return installFakeFetch((request: RecordedRequest) => {
    const path = pathOf(request.url).replace('http://localhost:9200', '');
    if (path === '/_cluster/stats') return jsonResponse(STATS);
    if (path.startsWith('/_nodes/stats/')) return nodeStats();
    if (path === '/_cluster/health') return jsonResponse(health(status));
    if (path === '/_cat/indices') {
      return jsonResponse(
        queryOf(request.url).health === 'red'
          ? [{ index: 'orders' }]
          : [{ index: 'logs-1' }, { index: 'logs-2' }],
      );
    }
    return jsonResponse(INFO);
  });
}

/** Renders the dashboard on the saved cluster `active-uuid`. */
export function renderHome(cluster: Partial<Cluster> = {}) {
  return renderScreen(<HomeScreen />, {
    connection: testConnection([testCluster({ uuid: 'active-uuid', ...cluster })], 0),
  });
}

export const card = (name: string) => screen.getByRole('region', { name });
