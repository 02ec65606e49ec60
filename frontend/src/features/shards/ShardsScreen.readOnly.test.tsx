import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { ShardsScreen } from './ShardsScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };
const REASON = 'production is read-only: Shardscope sends it no writes.';

function serve() {
  return installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('/_cat/indices'))
      return jsonResponse([{ index: 'logs', health: 'green', pri: '1', rep: '0', status: 'open' }]);
    if (path.endsWith('/_cat/shards'))
      return jsonResponse([
        { index: 'logs', shard: '0', prirep: 'p', state: 'STARTED', node: 'node-a' },
      ]);
    if (path.endsWith('/_cat/nodes')) return jsonResponse([{ name: 'node-a' }, { name: 'node-b' }]);
    return jsonResponse({}, 404);
  }).calls;
}

async function renderShards(cluster: Cluster) {
  const calls = serve();
  await renderScreen(
    <ShardsScreen />,
    { connection: testConnection([cluster], 0), shards: { filter: '' } },
    '/cluster/0/shards',
  );
  return {
    calls,
    grid: await screen.findByRole('table', { name: 'Shards by node and index' }, SLOW),
  };
}

const CHIP = 'logs shard 0, primary, STARTED';

describe('shards screen of a read-only cluster', { timeout: 60_000 }, () => {
  it('offers no shard to select for a move and says why', async () => {
    const { calls, grid } = await renderShards(
      testCluster({ name: 'production', protection: 'read-only' }),
    );
    expect(within(grid).getByRole('img', { name: CHIP })).toBeInTheDocument();
    expect(within(grid).queryByRole('button')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(`Moving shards is off. ${REASON}`);
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('lets a cluster that takes writes select a started shard', async () => {
    const { grid } = await renderShards(testCluster({ protection: 'confirm-writes' }));
    expect(within(grid).getByRole('button', { name: CHIP })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
