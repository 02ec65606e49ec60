import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import { dismissAllNotifications } from '../../components/Notifications/notificationStore';
import { testCluster } from '../../test/fixtures';
import { findShardGrid, LOGS_PRIMARY, renderShardsOf, STARTED_PRIMARY_EXPLAIN } from './testShards';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllNotifications();
});

const SLOW = { timeout: 15_000 };
const SAME_SHARD = 'a copy of this shard is already allocated to this node [[logs][0], node[a1]]';
const MAX_RETRY =
  'shard has exceeded the maximum number of retries [5] on failed allocation attempts';

const SHARDS = [
  LOGS_PRIMARY,
  { index: 'logs', shard: '0', prirep: 'r', state: 'UNASSIGNED', node: null },
];

const unassignedReplica = (decider: string, explanation: string, reason: string) => ({
  index: 'logs',
  shard: 0,
  primary: false,
  current_state: 'unassigned',
  unassigned_info: { reason, at: '2026-11-25T08:00:00.000Z', last_allocation_status: 'no' },
  can_allocate: 'no',
  allocate_explanation: 'cannot allocate because allocation is not permitted to any of the nodes',
  node_allocation_decisions: [
    {
      node_id: 'a1',
      node_name: 'node-a',
      node_decision: 'no',
      deciders: [{ decider, decision: 'NO', explanation }],
    },
  ],
});

const ASSIGNED = {
  ...STARTED_PRIMARY_EXPLAIN,
  can_rebalance_cluster: 'no',
  rebalance_explanation:
    'cannot rebalance as no target node exists that can both allocate this shard',
};

function serve(explain: (body: { primary: boolean }) => Response): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('/_cat/indices'))
      return jsonResponse([
        { index: 'logs', health: 'yellow', pri: '1', rep: '1', status: 'open' },
      ]);
    if (path.endsWith('/_cat/shards')) return jsonResponse(SHARDS);
    if (path.endsWith('/_cat/nodes')) return jsonResponse([{ name: 'node-a' }, { name: 'node-b' }]);
    if (path.endsWith('/_cluster/allocation/explain'))
      return explain(JSON.parse(request.body ?? '{}') as { primary: boolean });
    if (path.endsWith('/_cluster/reroute')) return jsonResponse({ acknowledged: true, state: {} });
    return jsonResponse({}, 404);
  }).calls;
}

async function openGrid() {
  await renderShardsOf();
  return findShardGrid();
}

describe('allocation explanation on the shards screen', { timeout: 60_000 }, () => {
  it('opens filtered on the index an ?index= names (the dashboard links)', async () => {
    serve(() => jsonResponse(ASSIGNED));
    const { store } = await renderShardsOf(testCluster(), '/cluster/0/shards?index=logs');
    await findShardGrid();
    expect(store.getState().shards.filter).toBe('index:logs');
  });

  it('explains an unassigned chip: its reason, the node that said no and the decider', async () => {
    const calls = serve((body) =>
      jsonResponse(
        body.primary ? ASSIGNED : unassignedReplica('same_shard', SAME_SHARD, 'INDEX_CREATED'),
      ),
    );
    const grid = await openGrid();
    await userEvent.click(
      within(grid).getByRole('button', { name: 'logs shard 0, replica, UNASSIGNED' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'logs shard 0 (replica)' }, SLOW);
    expect(await within(dialog).findByText(SAME_SHARD, {}, SLOW)).toBeVisible();
    expect(within(dialog).getByText('same_shard')).toBeVisible();
    expect(within(dialog).getByText('INDEX_CREATED')).toBeVisible();
    const node = within(dialog).getByRole('group', { name: 'node-a' });
    const badge = within(node).getAllByText('no')[0].closest('[data-tone]');
    expect(badge).toHaveAttribute('data-tone', 'no');
    const explain = calls.find((call) => pathOf(call.url).endsWith('/_cluster/allocation/explain'));
    expect(JSON.parse(explain?.body ?? '')).toEqual({ index: 'logs', shard: 0, primary: false });
    expect(within(dialog).queryByRole('button', { name: 'Retry failed allocations' })).toBeNull();
  });

  it('explains the selected shard from the selection bar: why it stays where it is', async () => {
    const calls = serve(() => jsonResponse(ASSIGNED));
    const grid = await openGrid();
    await userEvent.click(
      within(grid).getByRole('button', { name: 'logs shard 0, primary, STARTED' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Explain' }));
    const dialog = await screen.findByRole('dialog', { name: 'logs shard 0 (primary)' }, SLOW);
    expect(await within(dialog).findByText('Why it stays where it is', {}, SLOW)).toBeVisible();
    expect(within(dialog).getByText('State: started on node-a')).toBeVisible();
    expect(within(dialog).getByText(ASSIGNED.rebalance_explanation)).toBeVisible();
    const explain = calls.find((call) => pathOf(call.url).endsWith('/_cluster/allocation/explain'));
    expect(JSON.parse(explain?.body ?? '')).toMatchObject({ current_node: 'node-a' });
  });

  it("shows the engine's refusal in the dialog", async () => {
    const refusal = 'no handler found for uri [/_cluster/allocation/explain] and method [POST]';
    serve(() => jsonResponse({ error: refusal }, 400));
    const grid = await openGrid();
    await userEvent.click(
      within(grid).getByRole('button', { name: 'logs shard 0, replica, UNASSIGNED' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'logs shard 0 (replica)' }, SLOW);
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      `The cluster refused: ${refusal}`,
    );
  });

  it('retries failed allocations after the confirmation that shows the request', async () => {
    const calls = serve(() =>
      jsonResponse(unassignedReplica('max_retry', MAX_RETRY, 'ALLOCATION_FAILED')),
    );
    const grid = await openGrid();
    await userEvent.click(
      within(grid).getByRole('button', { name: 'logs shard 0, replica, UNASSIGNED' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'logs shard 0 (replica)' }, SLOW);
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Retry failed allocations' }, SLOW),
    );
    const confirmation = await screen.findByRole('dialog', { name: 'Retry failed allocations' });
    expect(confirmation).toHaveTextContent('POST _cluster/reroute?retry_failed=true');
    const gridLoads = calls.filter((call) => pathOf(call.url).endsWith('/_cat/shards')).length;
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByText(/The cluster is retrying the failed allocations/, {}, SLOW),
    ).toBeInTheDocument();
    const retries = calls.filter((call) => call.method === 'POST' && call.url.includes('reroute'));
    expect(retries.map((call) => call.url)).toEqual([
      'http://localhost:9200/_cluster/reroute?retry_failed=true',
    ]);
    await vi.waitFor(
      () =>
        expect(
          calls.filter((call) => pathOf(call.url).endsWith('/_cat/shards')).length,
        ).toBeGreaterThan(gridLoads),
      SLOW,
    );
  });
});
