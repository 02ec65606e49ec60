import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  isNodeStats,
  OPENSEARCH_400,
  pass,
  withSamplerTimers,
} from '../../components/metrics/testLiveMetrics';
import { installFakeFetch, jsonResponse, pathOf } from '../../api/testFetch';
import { nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { DEFAULT_HIDE_ATTRIBUTES_REGEX } from '../../preferences/nodesPreferences';
import { NodesScreen } from '../nodes/NodesScreen';
import { HomeScreen } from './HomeScreen';
import { card, health, INFO, renderHome, serve, SLOW, STATS } from './testHome';

const LIVE = 'Live, last 15 minutes';

withSamplerTimers();

describe('dashboard: the Live card', { timeout: 20_000 }, () => {
  it("shows the cluster's heap and rates over the last 15 minutes, linking to the Metrics screen", async () => {
    serve('green');
    await renderHome();
    const live = await screen.findByRole('region', { name: LIVE }, SLOW);
    // The second sample, 5 s later, gives the first rates.
    await pass(5000);
    const heap = within(live).getByRole('link', { name: 'Heap (highest node)' });
    expect(heap).toHaveAttribute('href', '/cluster/0/metrics?range=15m');
    expect(within(live).getByRole('link', { name: 'All metrics' })).toHaveAttribute(
      'href',
      '/cluster/0/metrics?range=15m',
    );
    // Five nodes, each indexing 100 documents and running 200 queries per 5 s.
    expect(
      within(live).getByRole('img', {
        name: 'Heap (highest node): 52% now, between 52% and 52% in the last 15 minutes',
      }),
    ).toBeInTheDocument();
    expect(
      within(live).getByRole('img', {
        name: 'Indexing: 100/s now, between 100/s and 100/s in the last 15 minutes',
      }),
    ).toBeInTheDocument();
    expect(
      within(live).getByRole('img', {
        name: 'Search queries: 200/s now, between 200/s and 200/s in the last 15 minutes',
      }),
    ).toBeInTheDocument();
    expect(live).toHaveTextContent('52%');
    expect(live).toHaveTextContent('100/s');
    expect(live).toHaveTextContent('200/s');
  });

  it('starts sampling only after the status cards have their first answer', async () => {
    let answerStats = () => undefined as void;
    const statsHeld = new Promise<void>((resolve) => {
      answerStats = resolve;
    });
    const { calls } = installFakeFetch(async (request) => {
      const path = pathOf(request.url).replace('http://localhost:9200', '');
      if (path === '/_cluster/stats') {
        await statsHeld;
        return jsonResponse(STATS);
      }
      if (path === '/_cluster/health') return jsonResponse(health('green'));
      if (path.startsWith('/_nodes/stats/')) return jsonResponse(nodeStatsAnswer({ nodes: 5 }));
      return jsonResponse(INFO);
    });
    await renderHome();
    await pass(3000);
    expect(calls.filter(isNodeStats)).toHaveLength(0);
    answerStats();
    await screen.findByRole('region', { name: LIVE }, SLOW);
    expect(calls.filter(isNodeStats)).toHaveLength(1);
  });

  it('says why while sampling fails, keeping the lines it has', async () => {
    let refuse = false;
    const nodeStats = (step: number) =>
      refuse
        ? jsonResponse({ error: { type: 'security_exception', reason: 'no monitor' } }, 403)
        : jsonResponse(nodeStatsAnswer({ nodes: 5, step, stepMs: 5000 }));
    let step = 0;
    installFakeFetch((request) => {
      const path = pathOf(request.url).replace('http://localhost:9200', '');
      if (path === '/_cluster/stats') return jsonResponse(STATS);
      if (path === '/_cluster/health') return jsonResponse(health('green'));
      if (path.startsWith('/_nodes/stats/')) return nodeStats(step++);
      return jsonResponse(INFO);
    });
    await renderHome();
    const live = await screen.findByRole('region', { name: LIVE }, SLOW);
    refuse = true;
    await pass(5000);
    expect(live).toHaveTextContent('Node statistics could not be read: no monitor');
    expect(
      within(live).getByRole('img', {
        name: 'Heap (highest node): no value now, between 52% and 52% in the last 15 minutes',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is left out, with no error shown, on an engine without node statistics', async () => {
    const { calls } = installFakeFetch((request) => {
      const path = pathOf(request.url).replace('http://localhost:9200', '');
      if (path === '/_cluster/stats') return jsonResponse(STATS);
      if (path === '/_cluster/health') return jsonResponse(health('green'));
      if (path.startsWith('/_nodes/stats/')) return jsonResponse(OPENSEARCH_400, 400);
      return jsonResponse(INFO);
    });
    await renderHome();
    await screen.findByRole('link', { name: '5 nodes' }, SLOW);
    await vi.waitFor(() => expect(calls.filter(isNodeStats)).toHaveLength(1), SLOW);
    await pass(5000);
    expect(screen.queryByRole('region', { name: LIVE })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(card('Cluster Health')).toBeInTheDocument();
  });
});

describe('dashboard and nodes table together', { timeout: 20_000 }, () => {
  it('share one sampler: one _nodes/stats request per interval for both', async () => {
    const nodes = ['id0000AbCdEfGhIjKlMn', 'id0001AbCdEfGhIjKlMn'];
    let step = 0;
    const { calls } = installFakeFetch((request) => {
      const path = pathOf(request.url).replace('http://localhost:9200', '');
      if (path === '/_cluster/stats') return jsonResponse(STATS);
      if (path === '/_cluster/health') return jsonResponse(health('green'));
      if (path.startsWith('/_nodes/stats/'))
        return jsonResponse(nodeStatsAnswer({ nodes: 2, step: step++, stepMs: 5000 }));
      if (path === '/_nodes') return jsonResponse({ nodes: {} });
      if (path === '/_cat/nodes')
        return jsonResponse(
          nodes.map((id, index) => ({ id, name: `node-${index}`, 'node.role': 'd', master: '-' })),
        );
      return jsonResponse(INFO);
    });
    await renderScreen(
      <>
        <HomeScreen />
        <NodesScreen />
      </>,
      {
        connection: testConnection([testCluster({ uuid: 'active-uuid' })], 0),
        nodes: { filter: '', hideAttributesRegex: DEFAULT_HIDE_ATTRIBUTES_REGEX },
      },
    );
    await screen.findByRole('region', { name: LIVE }, SLOW);
    await screen.findByRole('columnheader', { name: 'Indexing' }, SLOW);
    expect(calls.filter(isNodeStats)).toHaveLength(1);
    await pass(15_000);
    expect(calls.filter(isNodeStats)).toHaveLength(4);
    // The cluster's line on the dashboard, each node's in the table.
    const live = screen.getByRole('region', { name: LIVE });
    expect(
      within(live).getByRole('img', {
        name: 'Indexing: 40/s now, between 40/s and 40/s in the last 15 minutes',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Nodes' })).getAllByRole('img', {
        name: 'Indexing: 20/s now, between 20/s and 20/s in the last 15 minutes',
      }),
    ).toHaveLength(2);
  });
});
