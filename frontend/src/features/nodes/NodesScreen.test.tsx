import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { DEFAULT_HIDE_ATTRIBUTES_REGEX } from '../../preferences/nodesPreferences';
import { NodesScreen } from './NodesScreen';
import { catNode, liveNodeStats } from './testNodes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CAT_NODES = [
  catNode('id-2', 'es-2', '10.0.0.2', 'hs', '-', {
    cpu: '95',
    'ram.percent': '85',
    'heap.percent': '10',
    'heap.current': '104857600',
    'heap.max': '1073741824',
    'ram.current': '22870700032',
    'ram.max': '25232932864',
    shards: '12',
    load_1m: '1.50',
    load_5m: '1.00',
    load_15m: '0.50',
  }),
  catNode('id-1', 'es-1', '10.0.0.1', 'dim', '*', {
    cpu: '3',
    // An engine that ignores bytes=b writes sizes its own way.
    'heap.percent': '40',
    'heap.current': '1.2gb',
    'heap.max': '3gb',
    shards: '7',
    load_1m: '0.10',
    load_5m: '0.20',
    load_15m: '0.30',
  }),
  catNode('id-3', 'coord', '10.0.0.3', '-', '-', { cpu: '1', shards: '0' }),
];

const NODES_INFO = {
  nodes: {
    'id-1': { settings: { node: { attr: { rack: 'r1', xpack: { installed: 'true' } } } } },
    'id-2': { settings: { node: { attr: { rack: 'r2' } } } },
  },
};

/** The cluster of CAT_NODES: its nodes' list, attributes and live statistics. */
function serveNodes() {
  const nodeStats = liveNodeStats(CAT_NODES);
  return installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('/_nodes')) return jsonResponse(NODES_INFO);
    if (path.includes('/_nodes/stats/')) return nodeStats();
    if (path.endsWith('/_cluster/health')) return jsonResponse({ status: 'green' });
    if (path.endsWith('/_cluster/settings')) return jsonResponse({ persistent: {}, transient: {} });
    return jsonResponse(CAT_NODES);
  });
}

function renderNodes(
  cluster: Partial<Cluster> = {},
  nodes = { filter: '', hideAttributesRegex: DEFAULT_HIDE_ATTRIBUTES_REGEX },
) {
  return renderScreen(
    <NodesScreen />,
    { connection: testConnection([testCluster(cluster)], 0), nodes },
    '/cluster/0/nodes',
  );
}

// Rendering the whole screen can take seconds on a busy machine.
const SLOW = { timeout: 5000 };

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Nodes' }))
    .getAllByRole('row')
    .slice(1);
}

describe('nodes screen', { timeout: 20_000 }, () => {
  it('lists the nodes sorted by name with master state, roles, load and attributes', async () => {
    serveNodes();
    await renderNodes();
    expect(await screen.findByText('es-1', undefined, SLOW)).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'coord',
      'es-1',
      'es-2',
    ]);
    const master = bodyRows()[1];
    expect(master).toHaveTextContent('yes');
    expect(within(master).getByRole('img', { name: 'master' })).toBeInTheDocument();
    expect(master).toHaveTextContent('rack: r1');
    expect(master).not.toHaveTextContent('xpack.installed');
    expect(master).toHaveTextContent('0.10 / 0.20 / 0.30');
    expect(
      within(master).getByLabelText('d: data, i: ingest, m: master-eligible'),
    ).toHaveTextContent('dim');
    expect(bodyRows()[0]).toHaveTextContent('no');
    expect(
      within(bodyRows()[0]).getByRole('img', { name: 'coordinating only' }),
    ).toBeInTheDocument();
    expect(within(bodyRows()[2]).getByRole('img', { name: 'data' })).toBeInTheDocument();
  });

  it('names its columns in Title Case, as the other tables do', async () => {
    serveNodes();
    await renderNodes({ majorVersion: '8' });
    await screen.findByText('es-1', undefined, SLOW);
    await screen.findByRole('columnheader', { name: 'Indexing' }, SLOW);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Status',
      'Name',
      'Load',
      'CPU',
      'RAM',
      'Heap',
      'Disk',
      'Indexing',
      'Search',
      'Version',
      'ID',
      'IP',
      'Master',
      'Roles',
      'Shards',
      'Attributes',
    ]);
  });

  it('asks for byte counts and writes every size in the one bytes format', async () => {
    const { calls } = serveNodes();
    await renderNodes();
    await screen.findByText('es-2', undefined, SLOW);
    const catNodes = calls.find((call) => pathOf(call.url).endsWith('/_cat/nodes'));
    expect(new URL(catNodes!.url).searchParams.get('bytes')).toBe('b');
    const detail = (row: HTMLElement, name: RegExp) =>
      within(row).getByRole('progressbar', { name }).nextElementSibling;
    expect(detail(bodyRows()[2], /^Heap/)).toHaveTextContent(/^105 MB \/ 1\.07 GB$/);
    expect(detail(bodyRows()[2], /^RAM/)).toHaveTextContent(/^22\.9 GB \/ 25\.2 GB$/);
    // From '1.2gb' and '3gb', written as the byte counts are.
    expect(detail(bodyRows()[1], /^Heap/)).toHaveTextContent(/^1\.29 GB \/ 3\.22 GB$/);
  });

  it('colours the resource bars by the thresholds', async () => {
    serveNodes();
    await renderNodes();
    await screen.findByText('es-2', undefined, SLOW);
    const row = bodyRows()[2];
    const fill = (name: string) => within(row).getByRole('progressbar', { name }).firstElementChild;
    // The inline style the bar is given: the theme's variables are not defined in the test DOM.
    expect(fill('CPU 95%')).toHaveProperty('style.width', '95%');
    expect(fill('CPU 95%')).toHaveProperty('style.background', 'var(--mantine-color-red-filled)');
    expect(fill('RAM 85%')).toHaveProperty(
      'style.background',
      'var(--mantine-color-orange-filled)',
    );
    expect(fill('Heap 10%')).toHaveProperty('style.width', '10%');
    expect(fill('Heap 10%')).toHaveProperty('style.background', 'var(--mantine-color-blue-filled)');
  });

  it('spells out the role letters in a tooltip while they are hovered', async () => {
    serveNodes();
    const user = userEvent.setup();
    await renderNodes();
    await screen.findByText('es-1', undefined, SLOW);
    const letters = within(bodyRows()[1]).getByText('dim');
    await user.hover(letters);
    const tooltip = screen.getByRole('tooltip');
    expect([...tooltip.children].map((line) => line.textContent)).toEqual([
      'd: data',
      'i: ingest',
      'm: master-eligible',
    ]);
    expect(letters).toHaveAttribute('aria-describedby', tooltip.id);
    await user.unhover(letters);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the shards column from version 8 only', async () => {
    serveNodes();
    const { unmount } = await renderNodes({ majorVersion: '8' });
    await screen.findByText('es-1', undefined, SLOW);
    expect(screen.getByRole('columnheader', { name: /Shards/ })).toBeInTheDocument();
    unmount();
    await renderNodes({ majorVersion: '7', version: '7.17.0' });
    await screen.findByText('es-1', undefined, SLOW);
    expect(screen.queryByRole('columnheader', { name: /Shards/ })).not.toBeInTheDocument();
  });

  it('applies the saved filter and counts its matches', async () => {
    serveNodes();
    await renderNodes({}, { filter: 'name:es-', hideAttributesRegex: '' });
    await screen.findByText('es-1', undefined, SLOW);
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('Matches 2 / 3 results')).toBeInTheDocument();
  });

  it('filters as the user types and remembers the filter', async () => {
    serveNodes();
    const user = userEvent.setup();
    const { store } = await renderNodes();
    await screen.findByText('es-1', undefined, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), '10.0.0.2');
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(1), SLOW);
    expect(bodyRows()[0]).toHaveTextContent('es-2');
    expect(store.getState().nodes.filter).toBe('10.0.0.2');
  });

  it('shows every attribute for an invalid pattern instead of failing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveNodes();
    await renderNodes({}, { filter: '', hideAttributesRegex: '(' });
    await screen.findByText('es-1', undefined, SLOW);
    expect(bodyRows()[1]).toHaveTextContent('xpack.installed: true');
    expect(error).toHaveBeenCalledWith('invalid regex:', '(', expect.anything());
  });

  it('shows the error of a failed call', async () => {
    // _nodes fails too; the attributes call only logs that.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch(() =>
      jsonResponse({ error: { type: 'security_exception', reason: 'no' } }, 403),
    );
    await renderNodes();
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('Error: no');
  });

  it('asks the cluster again on reload', async () => {
    const { calls } = serveNodes();
    const user = userEvent.setup();
    await renderNodes();
    await screen.findByText('es-1', undefined, SLOW);
    const catNodesCalls = () =>
      calls.filter((call) => pathOf(call.url).endsWith('/_cat/nodes')).length;
    expect(catNodesCalls()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(catNodesCalls()).toBe(2), SLOW);
    expect(screen.getByRole('button', { name: 'Auto-refresh' })).toBeInTheDocument();
  });

  it('explains the icons in a legend', async () => {
    serveNodes();
    await renderNodes();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['master', 'master eligible', 'data', 'ingest', 'coordinating only']);
  });
});
