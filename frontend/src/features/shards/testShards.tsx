// Fixtures of the shards screen tests: rows of the _cat listings the screen reads, shaped as the
// Elasticsearch reference documents them, and the screen rendered on a saved cluster.
import { screen } from '@testing-library/react';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { ShardsScreen } from './ShardsScreen';

/** The _cat/indices row of `logs`: open and green, one primary and no replica. */
export const LOGS_INDEX = { index: 'logs', health: 'green', pri: '1', rep: '0', status: 'open' };

/** The _cat/shards row of the primary of `logs`, started on node-a. */
export const LOGS_PRIMARY = {
  index: 'logs',
  shard: '0',
  prirep: 'p',
  state: 'STARTED',
  node: 'node-a',
};

/** GET _cluster/allocation/explain of the primary of `logs`, which may stay on node-a. */
export const STARTED_PRIMARY_EXPLAIN = {
  index: 'logs',
  shard: 0,
  primary: true,
  current_state: 'started',
  current_node: { id: 'a1', name: 'node-a' },
  can_remain_on_current_node: 'yes',
};

/** Renders the shards screen on `cluster`, its saved filter empty, at `url`. */
export function renderShardsOf(cluster: Cluster = testCluster(), url = '/cluster/0/shards') {
  return renderScreen(
    <ShardsScreen />,
    { connection: testConnection([cluster], 0), shards: { filter: '' } },
    url,
  );
}

/** The grid of the shards screen, once shown. */
export function findShardGrid() {
  return screen.findByRole('table', { name: 'Shards by node and index' }, { timeout: 15_000 });
}
