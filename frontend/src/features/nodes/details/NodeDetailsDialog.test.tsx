import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  jsonResponse,
  pathOf,
  queryOf,
  textResponse,
  type RecordedRequest,
} from '../../../api/testFetch';
import { DEFAULT_HIDE_ATTRIBUTES_REGEX } from '../../../preferences/nodesPreferences';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { NodesScreen } from '../NodesScreen';
import { NODE_ID, NODE_STATS_ANSWER } from './nodeStats.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOT_THREADS = `::: {node-0}{${NODE_ID}}{127.0.0.1}
   Hot threads at 2026-01-01T00:00:00Z, interval=500ms, busiestThreads=3:
   12.5% cpu usage by thread 'elasticsearch[node-0][<b>write</b>][T#1]'`;

const REFUSAL = (api: string) =>
  jsonResponse(
    {
      error: {
        type: 'unsupported_operation_exception',
        reason: `${api} is not supported by osmem`,
      },
      status: 400,
    },
    400,
  );

/** The address's query, shown for the test to read. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

type Answer = (request: RecordedRequest) => Response;

/** The nodes screen's calls, plus the node details' calls answered by `stats` and `hot`. */
function serve(stats: Answer, hot: Answer) {
  return installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.includes('/_cat/nodes')) return jsonResponse([{ id: NODE_ID, name: 'node-0' }]);
    if (path.endsWith('/hot_threads')) return hot(request);
    if (path.includes('/stats/')) return stats(request);
    return jsonResponse({ nodes: {} });
  });
}

// Rendering the whole screen can take seconds on a busy machine.
const SLOW = { timeout: 10_000 };

async function openDetails() {
  const user = userEvent.setup();
  await renderScreen(
    <NodesScreen />,
    {
      connection: testConnection([testCluster()], 0),
      nodes: { filter: '', hideAttributesRegex: DEFAULT_HIDE_ATTRIBUTES_REGEX },
    },
    '/cluster/0/nodes',
  );
  await user.click(await screen.findByRole('button', { name: 'node-0' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: `Node node-0 (${NODE_ID})` }, SLOW);
  return { user, dialog };
}

describe('node details', { timeout: 30_000 }, () => {
  it('shows heap, thread pools with rejections first and the breakers of the node', async () => {
    const { calls } = serve(
      () => jsonResponse(NODE_STATS_ANSWER),
      () => textResponse(''),
    );
    const { user, dialog } = await openDetails();
    expect(
      await within(dialog).findByText('537 MB / 2.15 GB (25%)', undefined, SLOW),
    ).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'JVM heap 25%' })).toBeInTheDocument();
    expect(
      calls.some((call) =>
        pathOf(call.url).endsWith(`/_nodes/${NODE_ID}/stats/jvm,thread_pool,breaker,os,process,fs`),
      ),
    ).toBe(true);

    const pools = within(dialog).getByRole('table', { name: 'Thread pools' });
    const poolNames = () =>
      within(pools)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(poolNames()).toEqual(['write', 'get', 'search']);
    const rejected = within(within(pools).getAllByRole('row')[1]).getByText('17');
    expect(rejected).toHaveStyle({ fontWeight: '700' });
    await user.click(within(dialog).getByRole('switch', { name: 'Show all pools' }));
    expect(poolNames()).toEqual(['write', 'get', 'generic', 'search', 'snapshot']);

    const breakers = within(dialog).getByRole('table', { name: 'Circuit breakers' });
    expect(within(breakers).getByRole('cell', { name: 'parent' })).toBeInTheDocument();
    expect(
      within(breakers).getByRole('progressbar', { name: 'fielddata 50%' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Garbage collectors' })).toHaveTextContent(
      'young421,234 ms',
    );
    expect(dialog).toHaveTextContent('412 / 65,535');
    expect(dialog).toHaveTextContent('1.5 / 1.25 / 0.75');
    expect(dialog).toHaveTextContent('42.9 GB available of 107 GB');
  });

  it('takes a hot threads sample on demand and shows its text literally', async () => {
    const { calls } = serve(
      () => jsonResponse(NODE_STATS_ANSWER),
      () => textResponse(HOT_THREADS),
    );
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole('tab', { name: 'Hot threads' }));
    expect(calls.some((call) => call.url.includes('hot_threads'))).toBe(false);
    const threads = within(dialog).getByRole('textbox', { name: 'Threads' });
    await user.clear(threads);
    await user.type(threads, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Take sample' }));

    const sample = await within(dialog).findByRole('region', { name: 'Hot threads sample' }, SLOW);
    const text = sample.querySelector('pre');
    expect(text?.textContent).toBe(HOT_THREADS);
    expect(sample.querySelector('b')).toBeNull();
    expect(within(dialog).queryByText('No hot threads right now.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Sample taken at /)).toBeInTheDocument();
    const request = calls.find((call) => call.url.includes('hot_threads'));
    expect(queryOf(request?.url ?? '')).toEqual({
      threads: '7',
      interval: '500ms',
      ignore_idle_threads: 'true',
    });
  });

  it('opens from the address on the tab it names, and closing it clears the address', async () => {
    serve(
      () => jsonResponse(NODE_STATS_ANSWER),
      () => textResponse(HOT_THREADS),
    );
    const user = userEvent.setup();
    await renderScreen(
      <>
        <NodesScreen />
        <Search />
      </>,
      {
        connection: testConnection([testCluster()], 0),
        nodes: { filter: '', hideAttributesRegex: DEFAULT_HIDE_ATTRIBUTES_REGEX },
      },
      `/cluster/0/nodes?node=${NODE_ID}&tab=hotThreads`,
    );
    const dialog = await screen.findByRole('dialog', { name: `Node node-0 (${NODE_ID})` }, SLOW);
    expect(within(dialog).getByRole('tab', { name: 'Hot threads' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
  });

  it('says so when a sample has no hot threads', async () => {
    serve(
      () => jsonResponse(NODE_STATS_ANSWER),
      () => textResponse('\n'),
    );
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole('tab', { name: 'Hot threads' }));
    await user.click(within(dialog).getByRole('button', { name: 'Take sample' }));
    expect(
      await within(dialog).findByText('No hot threads right now.', undefined, SLOW),
    ).toBeVisible();
  });

  it("shows the engine's refusal in each tab", async () => {
    serve(
      () => REFUSAL('_nodes/stats'),
      () => REFUSAL('_nodes/hot_threads'),
    );
    const { user, dialog } = await openDetails();
    expect(
      await within(dialog).findByText(
        'Error: _nodes/stats is not supported by osmem',
        undefined,
        SLOW,
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Hot threads' }));
    await user.click(within(dialog).getByRole('button', { name: 'Take sample' }));
    expect(
      await within(dialog).findByText(
        'Error: _nodes/hot_threads is not supported by osmem',
        undefined,
        SLOW,
      ),
    ).toBeVisible();
  });

  it('names an HTML page sent instead of the hot threads text', async () => {
    serve(
      () => jsonResponse(NODE_STATS_ANSWER),
      () => textResponse('<html><b>Sign in</b></html>', 200, 'text/html'),
    );
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole('tab', { name: 'Hot threads' }));
    await user.click(within(dialog).getByRole('button', { name: 'Take sample' }));
    const alert = await within(dialog).findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('The cluster answered with an HTML page instead of text.');
    expect(dialog.querySelector('b')).toBeNull();
  });
});
