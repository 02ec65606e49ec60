import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, queryOf } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { HomeScreen } from './HomeScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };
const SAME_SHARD = 'a copy of this shard is already allocated to this node';
const REFUSAL = 'no handler found for uri [/_cluster/allocation/explain] and method [POST]';

const unassigned = (index: string, shard: number, reason: string) => ({
  index,
  shard: String(shard),
  prirep: 'r',
  state: 'UNASSIGNED',
  'unassigned.reason': reason,
});

const SHARDS = [
  { index: 'wide', shard: '0', prirep: 'p', state: 'STARTED', 'unassigned.reason': null },
  ...Array.from({ length: 12 }, (_, n) => unassigned('wide', n, 'INDEX_CREATED')),
  unassigned('gone', 0, 'NODE_LEFT'),
  unassigned('broken', 0, 'ALLOCATION_FAILED'),
];

const refusedBy = (decider: string, explanation: string) => ({
  current_state: 'unassigned',
  can_allocate: 'no',
  allocate_explanation: 'cannot allocate',
  node_allocation_decisions: [
    {
      node_id: 'n1',
      node_name: 'node-a',
      node_decision: 'no',
      deciders: [{ decider, decision: 'NO', explanation }],
    },
  ],
});

function serve(status: 'green' | 'yellow') {
  return installFakeFetch((request) => {
    const path = pathOf(request.url).replace('http://localhost:9200', '');
    if (path === '/_cluster/stats') return jsonResponse({ cluster_name: 'c', status });
    if (path === '/_cluster/health') return jsonResponse({ cluster_name: 'c', status });
    if (path === '/_cat/shards') return jsonResponse(SHARDS);
    if (path === '/_cluster/allocation/explain') {
      const { index } = JSON.parse(request.body ?? '{}') as { index: string };
      if (index === 'gone') return jsonResponse({ error: REFUSAL }, 400);
      if (index === 'broken')
        return jsonResponse(refusedBy('max_retry', 'exceeded the maximum number of retries'));
      return jsonResponse(refusedBy('same_shard', SAME_SHARD));
    }
    return jsonResponse({ name: 'n', cluster_name: 'c', version: { number: '8.15.0' } });
  }).calls;
}

function renderHome() {
  return renderScreen(<HomeScreen />, {
    connection: testConnection([testCluster({ uuid: 'active-uuid' })], 0),
  });
}

describe('the health card\'s "Why?"', { timeout: 60_000 }, () => {
  it('groups the unassigned shards by reason, each explained by its first shard', async () => {
    const calls = serve('yellow');
    await renderHome();
    const health = await screen.findByRole('region', { name: 'Health' }, SLOW);
    await userEvent.click(await within(health).findByRole('button', { name: 'Why?' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Why is the cluster yellow?' }, SLOW);

    const created = await within(dialog).findByRole('region', { name: 'INDEX_CREATED' }, SLOW);
    expect(created).toHaveTextContent('12 shards');
    expect(within(created).getByText(SAME_SHARD)).toBeVisible();
    expect(within(created).getByText('same_shard')).toBeVisible();
    expect(within(created).getAllByRole('link', { name: 'wide' })).toHaveLength(10);
    expect(within(created).getAllByRole('link', { name: 'wide' })[0]).toHaveAttribute(
      'href',
      '/cluster/0/shards?index=wide',
    );
    expect(within(created).getByText('and 2 more')).toBeVisible();
    expect(within(created).queryByRole('button', { name: 'Retry failed allocations' })).toBeNull();

    const left = within(dialog).getByRole('region', { name: 'NODE_LEFT' });
    expect(within(left).getByRole('alert')).toHaveTextContent(`Could not explain: ${REFUSAL}`);
    expect(within(left).getByRole('link', { name: 'gone' })).toBeVisible();

    const failed = within(dialog).getByRole('region', { name: 'ALLOCATION_FAILED' });
    expect(within(failed).getByRole('button', { name: 'Retry failed allocations' })).toBeVisible();

    expect(within(dialog).getByRole('link', { name: 'Open in Diagnostics' })).toHaveAttribute(
      'href',
      '/cluster/0/diagnostics?view=health',
    );

    const cat = calls.find((call) => call.url.includes('_cat/shards'));
    expect(queryOf(cat?.url ?? '')).toMatchObject({
      h: 'index,shard,prirep,state,unassigned.reason',
      format: 'json',
    });
    const explained = calls
      .filter((call) => call.url.endsWith('/_cluster/allocation/explain'))
      .map((call) => JSON.parse(call.body ?? '') as unknown);
    expect(explained).toHaveLength(3);
    expect(explained).toContainEqual({ index: 'wide', shard: 0, primary: false });
  });

  it('is not offered while the cluster is green', async () => {
    serve('green');
    await renderHome();
    const health = await screen.findByRole('region', { name: 'Health' }, SLOW);
    expect(await within(health).findByText('green', undefined, SLOW)).toBeVisible();
    expect(within(health).queryByRole('button', { name: 'Why?' })).toBeNull();
  });
});
