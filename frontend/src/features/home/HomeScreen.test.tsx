import { screen, waitFor, within } from '@testing-library/react';
import { openScreen } from '../../api/screenQuery';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  jsonResponse,
  pathOf,
  queryOf,
  type RecordedRequest,
} from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { DASHBOARD_DATA, HomeScreen } from './HomeScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 5000 };

const INFO = {
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

const STATS = {
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

function health(status: 'green' | 'yellow' | 'red') {
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

function serve(status: 'green' | 'yellow' | 'red') {
  return installFakeFetch((request: RecordedRequest) => {
    const path = pathOf(request.url).replace('http://localhost:9200', '');
    if (path === '/_cluster/stats') return jsonResponse(STATS);
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

function renderHome(cluster: Partial<Cluster> = {}) {
  return renderScreen(<HomeScreen />, {
    connection: testConnection([testCluster({ uuid: 'active-uuid', ...cluster })], 0),
  });
}

const card = (name: string) => screen.getByRole('region', { name });
const findCard = (name: string) => screen.findByRole('region', { name }, SLOW);

describe('dashboard', { timeout: 20_000 }, () => {
  it('shows the status cards from _cluster/stats and _cluster/health, linking to their screens', async () => {
    serve('yellow');
    await renderHome();
    expect(await screen.findByRole('link', { name: '5 nodes' }, SLOW)).toHaveAttribute(
      'href',
      '/cluster/0/nodes',
    );
    expect(card('Cluster')).toHaveTextContent('prod-logs');
    expect(card('Cluster')).toHaveTextContent('active-uuid');
    expect(card('Nodes')).toHaveTextContent('3 master');
    expect(card('Nodes')).toHaveTextContent('4 data');
    expect(screen.getByRole('link', { name: '30 shards' })).toHaveAttribute(
      'href',
      '/cluster/0/shards',
    );
    expect(card('Shards')).toHaveTextContent('18 primaries');
    expect(card('Shards')).toHaveTextContent('12 replicas');
    expect(screen.getByRole('link', { name: '12 indices' })).toHaveAttribute(
      'href',
      '/cluster/0/indices',
    );
    expect(card('Indices')).toHaveTextContent('1,234,567 docs');
    expect(card('Indices')).toHaveTextContent('2.5 MB on disk');
    expect(await within(card('Health')).findByText('yellow', undefined, SLOW)).toBeInTheDocument();
  });

  it('lists the yellow indices in the details menu of a yellow cluster', async () => {
    const { calls } = serve('yellow');
    const user = userEvent.setup();
    await renderHome();
    await user.click(
      await within(await findCard('Health')).findByRole('button', { name: 'Details' }, SLOW),
    );
    const yellow = await screen.findByRole('region', { name: 'Yellow indices' }, SLOW);
    expect(await within(yellow).findByText('logs-2', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Red indices' })).not.toBeInTheDocument();
    // Names, not actions: a dialog holds them, not a menu (which may hold only items).
    expect(screen.getByRole('dialog', { name: 'Details' })).toContainElement(yellow);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const cat = calls.find((call) => call.url.includes('_cat/indices'));
    expect(queryOf(cat?.url ?? '')).toMatchObject({ h: 'index', health: 'yellow', format: 'json' });
    // Escape closes it, opened with the pointer too, and the focus goes back to its button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull());
    expect(within(card('Health')).getByRole('button', { name: 'Details' })).toHaveFocus();
  });

  it('adds the red indices when the cluster is red', async () => {
    serve('red');
    const user = userEvent.setup();
    await renderHome();
    await user.click(
      await within(await findCard('Health')).findByRole('button', { name: 'Details' }, SLOW),
    );
    const red = await screen.findByRole('region', { name: 'Red indices' }, SLOW);
    expect(await within(red).findByText('orders', undefined, SLOW)).toBeInTheDocument();
  });

  it('only logs a failed listing of unhealthy indices', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch((request: RecordedRequest) => {
      const path = pathOf(request.url).replace('http://localhost:9200', '');
      if (path === '/_cluster/stats') return jsonResponse(STATS);
      if (path === '/_cluster/health') return jsonResponse(health('yellow'));
      if (path === '/_cat/indices')
        return jsonResponse({ error: { type: 'security_exception', reason: 'no' } }, 403);
      return jsonResponse(INFO);
    });
    const user = userEvent.setup();
    await renderHome();
    await user.click(
      await within(await findCard('Health')).findByRole('button', { name: 'Details' }, SLOW),
    );
    const yellow = await screen.findByRole('region', { name: 'Yellow indices' }, SLOW);
    expect(await within(yellow).findByText('None', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Could not list yellow indices',
      expect.objectContaining({ status: 403 }),
    );
  });

  it('speaks of a single node, shard and index in the singular', async () => {
    installFakeFetch((request: RecordedRequest) => {
      const path = pathOf(request.url).replace('http://localhost:9200', '');
      if (path === '/_cluster/stats') {
        return jsonResponse({
          ...STATS,
          nodes: { count: { total: 1, master: 1, data: 1 } },
          indices: {
            count: 1,
            shards: { total: 1, primaries: 1 },
            docs: { count: 1 },
            store: { size_in_bytes: 208 },
          },
        });
      }
      if (path === '/_cluster/health') return jsonResponse(health('green'));
      return jsonResponse(INFO);
    });
    await renderHome();
    expect(await screen.findByRole('link', { name: '1 node' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 shard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 index' })).toBeInTheDocument();
    expect(card('Shards')).toHaveTextContent('1 primary');
    expect(card('Shards')).toHaveTextContent('0 replicas');
    expect(card('Indices')).toHaveTextContent('1 doc');
    expect(card('Indices')).toHaveTextContent('208 B on disk');
  });

  it('has no details menu when green', async () => {
    serve('green');
    await renderHome();
    expect(
      await within(await findCard('Health')).findByText('green', undefined, SLOW),
    ).toBeInTheDocument();
    expect(
      within(card('Health')).queryByRole('button', { name: 'Details' }),
    ).not.toBeInTheDocument();
  });

  it('shows the information card with only the version rows the cluster sends', async () => {
    serve('green');
    await renderHome();
    const info = card('Cluster Information');
    expect(await within(info).findByText('es-node-1', undefined, SLOW)).toBeInTheDocument();
    expect(info).toHaveTextContent('Cluster uuidUUID-FROM-INFO');
    expect(info).toHaveTextContent('Number8.15.0');
    expect(info).toHaveTextContent('Build snapshotno');
    expect(info).toHaveTextContent('Lucene version9.11.1');
    expect(info).not.toHaveTextContent('Distribution');
    expect(info).not.toHaveTextContent('Build hash');
  });

  it('shows the health card rows with the percent at two decimals', async () => {
    serve('yellow');
    await renderHome();
    const healthCard = card('Cluster Health');
    expect(await within(healthCard).findByText('93.33%', undefined, SLOW)).toBeInTheDocument();
    expect(healthCard).toHaveTextContent('Unassigned shards2');
    expect(healthCard).toHaveTextContent('Active shards28');
    expect(healthCard).not.toHaveTextContent('Task max waiting in queue');
  });

  it('shows only the serverless notice and the information card for a serverless cluster', async () => {
    const { calls } = serve('green');
    await renderHome({ flavor: 'serverless' });
    expect(screen.getByText(/runs in serverless mode/)).toBeInTheDocument();
    expect(
      await within(card('Cluster Information')).findByText('es-node-1', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cluster Health' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /nodes/ })).not.toBeInTheDocument();
    expect(calls.map((call) => pathOf(call.url))).toEqual(['http://localhost:9200/']);
  });

  it('shows failed calls inline, on the part of the dashboard they feed, never as a notification', async () => {
    const refused = {
      error: {
        type: 'security_exception',
        reason: 'action [cluster:monitor/stats] is unauthorized',
      },
      status: 403,
    };
    installFakeFetch((request: RecordedRequest) => {
      const path = pathOf(request.url).replace('http://localhost:9200', '');
      if (path === '/_cluster/stats') return jsonResponse(refused, 403);
      if (path === '/_cluster/health')
        return jsonResponse(
          { error: { type: 'security_exception', reason: 'no health' }, status: 403 },
          403,
        );
      return jsonResponse(INFO);
    });
    await renderHome();
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), SLOW);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      /^Error: .*action \[cluster:monitor\/stats\] is unauthorized/,
    );
    expect(within(card('Cluster Health')).getByRole('alert')).toHaveTextContent('no health');
    expect(
      await within(card('Cluster Information')).findByText('es-node-1', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /nodes/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refreshes the status cards every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = serve('green');
      await renderHome();
      await screen.findByRole('link', { name: '5 nodes' }, SLOW);
      const statsCalls = () => calls.filter((call) => call.url.endsWith('_cluster/stats')).length;
      expect(statsCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(10_000);
      await vi.waitFor(() => expect(statsCalls()).toBe(2), SLOW);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('dashboard opened by its route', { timeout: 20_000 }, () => {
  it('shows what its opening asked for without asking again', async () => {
    const { calls } = serve('green');
    let asked = 0;
    await renderScreen(
      <HomeScreen />,
      { connection: testConnection([testCluster({ uuid: 'active-uuid' })], 0) },
      '/cluster/0',
      async (store) => {
        await store.dispatch(openScreen(DASHBOARD_DATA, new URL('http://localhost/cluster/0')));
        asked = calls.length;
      },
    );
    expect(await screen.findByRole('link', { name: '5 nodes' }, SLOW)).toBeVisible();
    expect(await within(card('Health')).findByText('green', undefined, SLOW)).toBeVisible();
    const paths = calls.map((call) => pathOf(call.url).replace('http://localhost:9200', ''));
    expect(paths).toEqual(expect.arrayContaining(['/_cluster/stats', '/_cluster/health', '/']));
    expect(calls).toHaveLength(asked);
  });
});
