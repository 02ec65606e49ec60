import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster } from '../../test/fixtures';
import {
  findShardGrid,
  LOGS_INDEX,
  LOGS_PRIMARY,
  renderShardsOf,
  STARTED_PRIMARY_EXPLAIN,
} from './testShards';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };
const REASON = 'production is read-only: Shardscope sends it no writes.';

function serve() {
  return installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('/_cat/indices')) return jsonResponse([LOGS_INDEX]);
    if (path.endsWith('/_cat/shards')) return jsonResponse([LOGS_PRIMARY]);
    if (path.endsWith('/_cat/nodes')) return jsonResponse([{ name: 'node-a' }, { name: 'node-b' }]);
    if (path.endsWith('/_cluster/allocation/explain')) return jsonResponse(STARTED_PRIMARY_EXPLAIN);
    return jsonResponse({}, 404);
  }).calls;
}

async function renderShards(cluster: Cluster) {
  const calls = serve();
  await renderShardsOf(cluster);
  return { calls, grid: await findShardGrid() };
}

const CHIP = 'logs shard 0, primary, STARTED';

describe('shards screen of a read-only cluster', { timeout: 60_000 }, () => {
  it('offers no shard to select for a move and says why', async () => {
    const { calls, grid } = await renderShards(
      testCluster({ name: 'production', protection: 'read-only' }),
    );
    expect(within(grid).getByRole('button', { name: CHIP })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('note')).toHaveTextContent(`Moving shards is off. ${REASON}`);
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('explains a chip instead: the explain call is a read', async () => {
    const { calls, grid } = await renderShards(
      testCluster({ name: 'production', protection: 'read-only' }),
    );
    await userEvent.click(within(grid).getByRole('button', { name: CHIP }));
    const dialog = await screen.findByRole('dialog', { name: 'logs shard 0 (primary)' }, SLOW);
    expect(await within(dialog).findByText('May remain on its node', {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel relocation' })).toBeNull();
    const explain = calls.find((call) => call.method === 'POST');
    expect(pathOf(explain?.url ?? '')).toBe('http://localhost:9200/_cluster/allocation/explain');
    expect(JSON.parse(explain?.body ?? '')).toEqual({
      index: 'logs',
      shard: 0,
      primary: true,
      current_node: 'node-a',
    });
  });

  it('lets a cluster that takes writes select a started shard', async () => {
    const { grid } = await renderShards(testCluster({ protection: 'confirm-writes' }));
    expect(within(grid).getByRole('button', { name: CHIP })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
