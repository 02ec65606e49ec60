import { screen, within } from '@testing-library/react';
import { openScreen } from '../../api/screenQuery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { DASHBOARD_DATA, HomeScreen } from './HomeScreen';
import { card, health, INFO, renderHome, serve, SLOW, STATS } from './testHome';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    const pathsOf = (some: typeof calls) =>
      some.map((call) => pathOf(call.url).replace('http://localhost:9200', ''));
    expect(pathsOf(calls.slice(0, asked))).toEqual(
      expect.arrayContaining(['/_cluster/stats', '/_cluster/health', '/']),
    );
    // After the opening, only the Live card's first sample: one request for the node
    // statistics, and the disk watermarks its alerts are measured against.
    await screen.findByRole('region', { name: 'Live, last 15 minutes' }, SLOW);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(asked + 2), SLOW);
    expect(pathsOf(calls.slice(asked, asked + 2)).sort()).toEqual([
      '/_cluster/settings',
      expect.stringMatching(/^\/_nodes\/stats\//),
    ]);
  });
});
