import { screen, within } from '@testing-library/react';
import { openScreen } from '../../api/screenQuery';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import { dismissAllNotifications } from '../../components/Notifications/notificationStore';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { ShardsScreen, SHARDS_DATA } from './ShardsScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllNotifications();
});

const SLOW = { timeout: 15_000 };

type Row = Record<string, string | null>;
const shard = (
  index: string,
  number: number,
  prirep: string,
  node: string | null,
  state = node ? 'STARTED' : 'UNASSIGNED',
): Row => ({
  index,
  shard: String(number),
  prirep,
  state,
  node,
  docs: node ? '0' : null,
  store: node ? '225b' : null,
  ip: node ? '127.0.0.1' : null,
  'unassigned.reason': node ? null : 'INDEX_CREATED',
});

const INDICES: Row[] = [
  { index: 'logs', health: 'yellow', pri: '2', rep: '1', status: 'open' },
  { index: 'archive', health: null, pri: null, rep: null, status: 'close' },
  { index: '.internal', health: 'green', pri: '1', rep: '0', status: 'open' },
];
const SHARDS: Row[] = [
  shard('logs', 1, 'p', 'node-a'),
  shard('logs', 0, 'r', null),
  shard('logs', 0, 'p', 'node-a'),
  shard('logs', 1, 'r', null),
  shard('.internal', 0, 'p', 'node-b'),
];
const NODES: Row[] = [{ name: 'node-b' }, { name: 'node-a' }];

interface Served {
  calls: RecordedRequest[];
}

interface ServeOptions {
  indices?: Row[];
  reroute?: { status: number; body: unknown };
  /** Answers _cluster/settings (404 otherwise). */
  settings?: unknown;
}

function serve(options: ServeOptions = {}): Served {
  return installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (options.settings && path.endsWith('/_cluster/settings'))
      return jsonResponse(options.settings);
    if (path.endsWith('/_cat/indices')) return jsonResponse(options.indices ?? INDICES);
    if (path.endsWith('/_cat/shards')) return jsonResponse(SHARDS);
    if (path.endsWith('/_cat/nodes')) return jsonResponse(NODES);
    if (path.endsWith('/_cluster/reroute')) {
      const answer = options.reroute ?? { status: 200, body: { acknowledged: true } };
      return jsonResponse(answer.body, answer.status);
    }
    return jsonResponse({}, 404);
  });
}

function renderShards(filter = '') {
  return renderScreen(
    <ShardsScreen />,
    { connection: testConnection([testCluster()], 0), shards: { filter } },
    '/cluster/0/shards',
  );
}

const grid = () => screen.getByRole('table', { name: 'Shards by node and index' });
const row = (name: string) =>
  within(grid()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
/** The chips of a row in document order (selection or explanation buttons). */
const chips = (rowName: string) =>
  Array.from(row(rowName).querySelectorAll('td [data-chip]')).map((chip) =>
    chip.getAttribute('aria-label'),
  );
const catShardsCalls = (served: Served) =>
  served.calls.filter((call) => pathOf(call.url).endsWith('/_cat/shards')).length;

describe('shards screen', () => {
  it('shows nodes as rows after the unassigned row and indices as columns', async () => {
    serve();
    await renderShards();
    await screen.findByRole('table', { name: 'Shards by node and index' }, SLOW);
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Node', 'logs2/1 shards', 'archive-/- shards (close)']);
    const rowNames = within(grid())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowNames).toEqual(['unassigned', 'node-a', 'node-b']);
    expect(chips('unassigned')).toEqual([
      'logs shard 0, replica, UNASSIGNED',
      'logs shard 1, replica, UNASSIGNED',
    ]);
    expect(chips('node-a')).toEqual([
      'logs shard 0, primary, STARTED',
      'logs shard 1, primary, STARTED',
    ]);
    expect(chips('node-b')).toEqual([]);
  });

  it('shows hidden indices once asked to', async () => {
    serve();
    await renderShards();
    await screen.findByRole('table', { name: 'Shards by node and index' }, SLOW);
    expect(
      within(grid()).queryByRole('columnheader', { name: /\.internal/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Show hidden indices' }));
    expect(
      await within(grid()).findByRole('columnheader', { name: /\.internal/ }),
    ).toBeInTheDocument();
    expect(chips('node-b')).toEqual(['.internal shard 0, primary, STARTED']);
  });

  it('applies the saved filter to the index columns and counts its matches', async () => {
    serve();
    await renderShards('arch');
    await screen.findByRole('table', { name: 'Shards by node and index' }, SLOW);
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Node', 'archive-/- shards (close)']);
    expect(screen.getByText('Matches 1 / 2 results')).toBeInTheDocument();
  });

  it('pages the index columns, 10 at a time', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      index: `idx-${String(i).padStart(2, '0')}`,
      health: 'green',
      pri: '1',
      rep: '0',
      status: 'open',
    }));
    serve({ indices: many });
    await renderShards();
    await screen.findByRole('table', { name: 'Shards by node and index' }, SLOW);
    expect(within(grid()).getAllByRole('columnheader')).toHaveLength(11);
    expect(screen.getByText('1-10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(grid()).getAllByRole('columnheader')[1]).toHaveTextContent('idx-10');
  });

  it('moves a selected shard to another node after confirmation and reloads the grid', async () => {
    const served = serve();
    await renderShards();
    await screen.findByRole('table', { name: 'Shards by node and index' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Cancel relocation' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'logs shard 1, primary, STARTED' }));
    expect(screen.getByRole('button', { name: 'Cancel relocation' })).toBeInTheDocument();
    // Only the other node of the same index offers itself as a target.
    const target = within(row('node-b')).getByRole('button', {
      name: 'Move shard 1 of logs to node-b',
    });
    expect(
      within(row('node-a')).queryByRole('button', { name: /^Move shard/ }),
    ).not.toBeInTheDocument();
    expect(
      within(row('unassigned')).queryByRole('button', { name: /^Move shard/ }),
    ).not.toBeInTheDocument();

    const loadsBefore = catShardsCalls(served);
    await userEvent.click(target);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reroute shard 1 from node node-a to node-b?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reroute' }));

    await vi.waitFor(() => expect(catShardsCalls(served)).toBeGreaterThan(loadsBefore), SLOW);
    const post = served.calls.find((call) => call.method === 'POST');
    expect(post && JSON.parse(post.body ?? '')).toEqual({
      commands: [{ move: { index: 'logs', shard: 1, from_node: 'node-a', to_node: 'node-b' } }],
    });
    expect(screen.queryByRole('button', { name: 'Cancel relocation' })).not.toBeInTheDocument();
  });

  it('shows the request state when the cluster refuses the move, and keeps the selection', async () => {
    const reason = '[move_allocation_command] failed to resolve [node-b], no matching nodes';
    const served = serve({
      reroute: {
        status: 400,
        body: { error: { type: 'illegal_argument_exception', reason }, status: 400 },
      },
    });
    await renderShards();
    await screen.findByRole('table', { name: 'Shards by node and index' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'logs shard 0, primary, STARTED' }));
    await userEvent.click(
      within(row('node-b')).getByRole('button', { name: 'Move shard 0 of logs to node-b' }),
    );
    const loadsBefore = catShardsCalls(served);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reroute' }),
    );

    const notice = await screen.findByText(
      'Bad Request - illegal_argument_exception',
      undefined,
      SLOW,
    );
    expect(notice.closest('[role="status"]')).toHaveTextContent(`Reason: ${reason}`);
    expect(catShardsCalls(served)).toBe(loadsBefore);
    expect(screen.getByRole('button', { name: 'Cancel relocation' })).toBeInTheDocument();
  });

  it('deselects on a second click and with cancel relocation, and sends nothing when the dialog is cancelled', async () => {
    const served = serve();
    await renderShards();
    await screen.findByRole('table', { name: 'Shards by node and index' }, SLOW);
    const chip = screen.getByRole('button', { name: 'logs shard 0, primary, STARTED' });
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(chip);
    await userEvent.click(
      within(row('node-b')).getByRole('button', { name: 'Move shard 0 of logs to node-b' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel relocation' }));
    expect(
      within(row('node-b')).queryByRole('button', { name: /^Move shard/ }),
    ).not.toBeInTheDocument();
    expect(served.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks the cluster for one health only, when one is chosen', async () => {
    const served = serve();
    await renderShards();
    await screen.findByRole('table', { name: 'Shards by node and index' }, SLOW);
    await userEvent.click(screen.getByRole('textbox', { name: 'Health' }));
    await userEvent.click(await screen.findByRole('option', { name: 'yellow' }));
    await vi.waitFor(
      () => expect(served.calls.some((call) => call.url.includes('health=yellow'))).toBe(true),
      SLOW,
    );
  });
});

describe('shards screen opened by its route', { timeout: 30_000 }, () => {
  it('shows the grid its opening asked for without asking again', async () => {
    const { calls } = serve({ settings: { persistent: {}, transient: {} } });
    let asked = 0;
    await renderScreen(
      <ShardsScreen />,
      { connection: testConnection([testCluster()], 0), shards: { filter: '' } },
      '/cluster/0/shards',
      async (store) => {
        await store.dispatch(openScreen(SHARDS_DATA, new URL('http://localhost/cluster/0/shards')));
        asked = calls.length;
      },
    );
    expect(await screen.findByRole('table', { name: 'Shards by node and index' })).toBeVisible();
    expect(asked).toBeGreaterThan(0);
    expect(calls.filter((call) => pathOf(call.url).endsWith('/_cat/shards'))).toHaveLength(1);
    expect(calls).toHaveLength(asked);
  });
});
