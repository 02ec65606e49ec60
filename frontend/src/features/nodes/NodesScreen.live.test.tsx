import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  isNodeStats,
  OPENSEARCH_400,
  pass,
  withSamplerTimers,
} from '../../components/metrics/testLiveMetrics';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { DEFAULT_HIDE_ATTRIBUTES_REGEX } from '../../preferences/nodesPreferences';
import { NodesScreen } from './NodesScreen';
import { catNode, liveNodeStats } from './testNodes';

const NODES = [
  catNode('nodeAAAAid', 'es-1', '10.0.0.1', 'dim', '*'),
  catNode('nodeBBBBid', 'es-2', '10.0.0.2', 'd', '-'),
];

const SLOW = { timeout: 5000 };
const LIVE_HEADERS = ['Indexing', 'Search'];

type Answer = (request: RecordedRequest) => Response;

/**
 * The cluster of NODES; `nodeStats` answers the live metrics' requests (by default es-2 indexes
 * three times as fast as es-1, 60/s against 20/s, and its heap is at 75 %).
 */
function serve(
  nodeStats: Answer = liveNodeStats(NODES, (node, _index, step) => ({
    'indexing.index_total': step * (node.name === 'es-2' ? 300 : 100),
    ...(node.name === 'es-2' ? { 'jvm.heap_used': 0.75 * 1024 ** 3 } : {}),
  })),
) {
  return installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('/_nodes')) return jsonResponse({ nodes: {} });
    if (path.includes('/_nodes/stats/')) return nodeStats(request);
    if (path.endsWith('/_cluster/health')) return jsonResponse({ status: 'green' });
    if (path.endsWith('/_cluster/settings')) return jsonResponse({ persistent: {}, transient: {} });
    return jsonResponse(NODES);
  });
}

function renderNodes() {
  return renderScreen(
    <NodesScreen />,
    {
      connection: testConnection([testCluster()], 0),
      nodes: { filter: '', hideAttributesRegex: DEFAULT_HIDE_ATTRIBUTES_REGEX },
    },
    '/cluster/0/nodes',
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const names = () =>
  within(screen.getByRole('table', { name: 'Nodes' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

withSamplerTimers();

describe('nodes table: live columns', { timeout: 20_000 }, () => {
  it("shows each node's heap and rates over the last 15 minutes, sortable by the newest rate", async () => {
    const { calls } = serve();
    await renderNodes();
    await screen.findByRole('columnheader', { name: 'Indexing' }, SLOW);
    await pass(5000);
    expect(calls.filter(isNodeStats)).toHaveLength(2);
    const es2 = rowOf('es-2');
    expect(
      within(es2).getByRole('img', {
        name: 'Heap: 75% now, between 75% and 75% in the last 15 minutes',
      }),
    ).toBeInTheDocument();
    expect(
      within(es2).getByRole('img', {
        name: 'Indexing: 60/s now, between 60/s and 60/s in the last 15 minutes',
      }),
    ).toBeInTheDocument();
    // The heap line is in the Heap column's cell, under its bar.
    const heapAt = screen
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Heap');
    const heapCell = within(es2).getAllByRole('cell')[heapAt];
    expect(within(heapCell).getByRole('img', { name: /^Heap: 75% now/ })).toBeInTheDocument();
    expect(es2).toHaveTextContent('60/s');
    expect(rowOf('es-1')).toHaveTextContent('20/s');
    expect(names()).toEqual(['es-1', 'es-2']);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const indexing = screen.getByRole('columnheader', { name: 'Indexing' });
    await user.click(within(indexing).getByRole('button'));
    await user.click(within(indexing).getByRole('button'));
    expect(names()).toEqual(['es-2', 'es-1']);
  });

  it('leaves the columns out, with no error shown, on an engine without node statistics', async () => {
    const { calls } = serve(() => jsonResponse(OPENSEARCH_400, 400));
    await renderNodes();
    await screen.findByText('es-1', undefined, SLOW);
    await vi.waitFor(() => expect(calls.filter(isNodeStats)).toHaveLength(1), SLOW);
    await pass(5000);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toContain('Disk');
    for (const header of LIVE_HEADERS) expect(headers).not.toContain(header);
    expect(headers).toContain('Heap');
    expect(screen.queryByRole('img', { name: /^Heap: / })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('empties the cells while sampling fails, their title saying why', async () => {
    let refuse = false;
    const answer = liveNodeStats(NODES);
    serve(() =>
      refuse
        ? jsonResponse(
            { error: { type: 'security_exception', reason: 'no monitor' }, status: 403 },
            403,
          )
        : answer(),
    );
    await renderNodes();
    await screen.findByRole('columnheader', { name: 'Search' }, SLOW);
    refuse = true;
    await pass(5000);
    const es1 = rowOf('es-1');
    expect(within(es1).queryByRole('img', { name: /^Heap/ })).not.toBeInTheDocument();
    expect(within(es1).getAllByTitle('Node statistics could not be read: no monitor')).toHaveLength(
      3,
    );
    refuse = false;
    await pass(5000);
    expect(within(rowOf('es-1')).getByRole('img', { name: /^Heap: / })).toBeInTheDocument();
  });
});
