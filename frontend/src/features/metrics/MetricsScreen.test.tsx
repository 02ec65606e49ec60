// The Metrics screen on the page's real sampler, the cluster answering through a fake fetch with
// _nodes/stats answers shaped like Elasticsearch's documented one. uPlot needs a canvas the test
// DOM lacks: it is replaced by a stand-in that keeps what it was given.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, jsonResponse } from '../../api/testFetch';
import { nodeStatsAnswer, fixtureNodes } from '../../engine/metrics/nodeStats.fixture';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { MetricsScreen } from './MetricsScreen';

const saved = vi.hoisted(() => [] as { text: string; name: string }[]);

vi.mock('../../components/DownloadButton/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/DownloadButton/download')>()),
  saveFile: (text: string, name: string) => saved.push({ text, name }),
}));

vi.mock('uplot', () => ({
  default: class {
    series: object[];
    root = document.createElement('div');
    constructor(options: { series: object[] }, _data: unknown, target: HTMLElement) {
      this.series = options.series.map((series) => ({ ...series }));
      target.appendChild(this.root);
    }
    over = document.createElement('div');
    width = 400;
    height = 180;
    batch(run: () => void) {
      run();
    }
    setData() {}
    setScale() {}
    cursor = { idx: null };
    setLegend() {}
    setSize() {}
    destroy() {}
  },
}));

const GIB = 1024 ** 3;
const NODES = fixtureNodes(2, (index) => (index === 0 ? ['master', 'data'] : ['data', 'ingest']));

// The stand-in draws nothing, but the chart is built only where a canvas can be drawn on.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    {} as CanvasRenderingContext2D,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  saved.length = 0;
});

/** A cluster of its own per test: the page's sampler keeps each cluster's history a while. */
let clusters = 0;

interface Serve {
  stats?: () => Response;
  heapUsed?: number;
}

function serve({ stats, heapUsed = 0.5 * GIB }: Serve = {}) {
  let step = 0;
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/_nodes/stats')) {
      if (stats) return stats();
      step += 1;
      return jsonResponse(
        nodeStatsAnswer({
          nodes: NODES,
          step,
          values: (_node, index) => (index === 1 ? { 'jvm.heap_used': heapUsed } : {}),
        }),
      );
    }
    if (path === '/_cluster/health') {
      return jsonResponse({ cluster_name: 'docker-cluster', status: 'green', number_of_nodes: 2 });
    }
    if (path === '/_cluster/settings') {
      return jsonResponse({ persistent: {}, transient: {}, defaults: {} });
    }
    return jsonResponse({});
  });
}

async function renderMetrics(path = '/cluster/0/metrics') {
  clusters += 1;
  const cluster = testCluster({ uri: `http://metrics-${clusters}.test:9200` });
  return renderScreen(
    <MetricsScreen />,
    {
      connection: testConnection([cluster], 0),
      metricsPreferences: { intervalSeconds: 1, keepHistory: false },
    },
    path,
  );
}

const SLOW = { timeout: 8000 };

function chartCard(name: string) {
  return screen.getByRole('region', { name });
}

describe('metrics screen', { timeout: 30_000 }, () => {
  it('draws a card per chart and says it is sampling', async () => {
    serve();
    await renderMetrics();
    expect(await screen.findByText(/Sampling node statistics every 1 s/, {}, SLOW)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Metrics' })).toBeInTheDocument();
    expect(chartCard('Search rate')).toBeInTheDocument();
    expect(chartCard('JVM heap used')).toBeInTheDocument();
    expect(chartCard('Thread pool rejections')).toBeInTheDocument();
  });

  it('shows a chart as a table of its samples, newest first, and says what it shows', async () => {
    serve();
    const user = userEvent.setup();
    await renderMetrics();
    const card = chartCard('Open file descriptors');
    await waitFor(
      () =>
        expect(
          within(card).getByRole('img', { name: /^Open file descriptors: Open 601 now/ }),
        ).toBeInTheDocument(),
      SLOW,
    );
    expect(
      within(card).getByRole('img', { name: /between 601 and 601 in the last 15 minutes/ }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Table' }));
    const table = within(card).getByRole('table', { name: 'Open file descriptors, samples' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Time', 'Open', 'Max']);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('601');
    expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('131,070');
  });

  it('draws rates once two samples have come', async () => {
    serve();
    await renderMetrics();
    const card = chartCard('Search rate');
    // 200 queries per node per step of 1 s, on two nodes.
    await waitFor(
      () =>
        expect(within(card).getByRole('img', { name: /Queries 400\/s now/ })).toBeInTheDocument(),
      SLOW,
    );
  });

  it('switches to one node, listed with its roles', async () => {
    serve();
    const user = userEvent.setup();
    await renderMetrics();
    const card = chartCard('Open file descriptors');
    await waitFor(
      () => expect(within(card).getByRole('img', { name: /Open 601 now/ })).toBeInTheDocument(),
      SLOW,
    );
    await user.click(screen.getByRole('textbox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'node-1 (data, ingest)' }));
    await waitFor(
      () => expect(within(card).getByRole('img', { name: /Open 301 now/ })).toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByRole('textbox', { name: 'Show' })).toHaveValue('node-1 (data, ingest)');
  });

  it('opens on the node and range its address names', async () => {
    serve();
    await renderMetrics(`/cluster/0/metrics?node=${NODES[0].id}&range=5m`);
    const card = chartCard('Open file descriptors');
    await waitFor(
      () =>
        expect(
          within(card).getByRole('img', { name: /Open 300 now.* in the last 5 minutes/ }),
        ).toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByRole('radio', { name: '5 min' })).toBeChecked();
  });

  it('lists a heap over its threshold with links to the node and its hot threads', async () => {
    serve({ heapUsed: 0.9 * GIB });
    await renderMetrics();
    const alerts = await screen.findByRole(
      'region',
      { name: 'Thresholds crossed on the latest sample' },
      SLOW,
    );
    expect(alerts).toHaveTextContent('node-1: heap 90% used, over 85%');
    expect(within(alerts).getByRole('link', { name: 'Details of node-1' })).toHaveAttribute(
      'href',
      `/cluster/0/nodes?node=${NODES[1].id}`,
    );
    expect(within(alerts).getByRole('link', { name: 'Hot threads of node-1' })).toHaveAttribute(
      'href',
      `/cluster/0/nodes?node=${NODES[1].id}&tab=hotThreads`,
    );
  });

  it('exports the samples held as CSV', async () => {
    serve();
    const user = userEvent.setup();
    await renderMetrics();
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled(), SLOW);
    await user.click(button);
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^metrics-\d{4}-\d\d-\d\dT[\d-]+Z\.csv$/);
    const [header, ...rows] = saved[0].text.trim().split('\n');
    expect(header).toMatch(/^time,node,/);
    expect(rows.some((row) => row.includes('node-1'))).toBe(true);
  });

  it('says the cluster does not serve node statistics when _nodes/stats answers 400', async () => {
    serve({
      stats: () =>
        jsonResponse(
          {
            error: { type: 'illegal_argument_exception', reason: 'no handler found for uri' },
            status: 400,
          },
          400,
        ),
    });
    await renderMetrics();
    expect(
      await screen.findByText(
        /This cluster does not serve node statistics \(_nodes\/stats answered 400: no handler found for uri\)/,
        {},
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Search rate' })).not.toBeInTheDocument();
  });

  it('says the cluster did not answer and that the charts keep what they have', async () => {
    serve({
      stats: () =>
        jsonResponse({ error: { type: 'node_not_connected', reason: 'busy' }, status: 503 }, 503),
    });
    await renderMetrics();
    expect(
      await screen.findByText(
        /The cluster did not answer \(busy\); the charts keep what they have and sampling goes on/,
        {},
        SLOW,
      ),
    ).toBeVisible();
  });

  it('says sampling is paused while the tab is hidden', async () => {
    serve();
    await renderMetrics();
    await screen.findByText(/Sampling node statistics/, {}, SLOW);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(await screen.findByText(/Paused while this tab is hidden/)).toBeVisible();
    } finally {
      hidden.mockRestore();
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
});
