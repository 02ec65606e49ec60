import { screen, waitFor, within } from '@testing-library/react';
import { openScreen } from '../../api/screenQuery';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import { withoutPrivileges } from '../../api/testPrivileges';
import type { Cluster } from '../../api/types';
import { DEFAULT_INDICES_PREFERENCES } from '../../preferences/indicesPreferences';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { ASKED_ON_OPEN_S } from '../../api/clusterApi';
import type { AppStore } from '../../app/store';
import { IndicesScreen, INDICES_DATA } from './IndicesScreen';
import { chooseRowAction } from './table/testRowMenu';
import { catIndex } from './testIndices';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CAT_INDICES = [
  catIndex('logs', { pri: '3', rep: '1', sc: '4' }),
  catIndex('metrics', { health: 'yellow', 'docs.count': '7', 'store.size': '230' }),
  catIndex('.internal', { uuid: 'u-int', 'docs.count': '1', 'store.size': '10' }),
];
const CAT_ALIASES = [
  { alias: 'current', index: 'logs' },
  { alias: 'all-logs', index: 'logs' },
];

/** Answers the two listings, and every other call with `{ acknowledged: true }`. */
function serveCluster(): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_cat/indices') return jsonResponse(CAT_INDICES);
    if (path === '/_cat/aliases') return jsonResponse(CAT_ALIASES);
    return jsonResponse({ acknowledged: true });
  }).calls;
}

function renderIndices(
  cluster: Partial<Cluster> = {},
  showHiddenIndices = false,
  path = '/cluster/0/indices',
) {
  return renderScreen(
    <IndicesScreen />,
    {
      connection: testConnection([testCluster(cluster)], 0),
      indicesPreferences: { ...DEFAULT_INDICES_PREFERENCES, showHiddenIndices },
    },
    path,
  );
}

// Rendering the screen and its first answer can take seconds on a busy machine.
const SLOW = { timeout: 15_000 };
const table = () => screen.getByRole('table', { name: 'Indices' });
const row = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('link', { name }) !== null)!;
const sent = (calls: RecordedRequest[], method: string) =>
  calls
    .filter((call) => call.method === method)
    .map((call) => decodeURIComponent(pathOf(call.url).replace('http://localhost:9200/', '')));

describe('indices screen', { timeout: 60_000 }, () => {
  it('lists the indices with their aliases from one _cat/aliases call, hiding dot names', async () => {
    const calls = serveCluster();
    await renderIndices();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    const listing = calls.find((call) => call.url.includes('_cat/indices'))!;
    expect(new URL(listing.url).searchParams.get('h')).toBe(
      'index,health,status,uuid,pri,rep,docs.count,store.size,sc,cd',
    );
    expect(new URL(listing.url).searchParams.get('bytes')).toBe('b');
    expect(new URL(listing.url).searchParams.get('expand_wildcards')).toBe('all');
    expect(calls.filter((call) => call.url.includes('_cat/aliases'))).toHaveLength(1);

    const logs = row('logs');
    expect(logs).toHaveTextContent('3p 1r');
    expect(logs).toHaveTextContent('1.5 kB');
    expect(logs).toHaveTextContent('u-logs');
    expect(await within(logs).findByRole('link', { name: 'all-logs' })).toHaveAttribute(
      'href',
      '/cluster/0/search?index=all-logs',
    );
    expect(within(logs).getByRole('link', { name: 'logs' })).toHaveAttribute(
      'href',
      '/cluster/0/search?index=logs',
    );
    expect(logs).toHaveTextContent('all-logs, current');
    expect(logs).not.toHaveTextContent('[');
    expect(within(logs).getByRole('img', { name: 'Health: green' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '.internal' })).toBeNull();
    expect(screen.getByText('0 / 2 selected')).toBeInTheDocument();
  });

  it('opened with ?filter= (a link naming an index), shows only what the filter matches', async () => {
    serveCluster();
    const { store } = await renderIndices({}, false, '/cluster/0/indices?filter=metrics');
    await screen.findByRole('link', { name: 'metrics' }, SLOW);
    expect(screen.queryByRole('link', { name: 'logs' })).toBeNull();
    expect(store.getState().indicesView.filter).toBe('metrics');
  });

  it('shows a spinner in the aliases column until _cat/aliases answers', async () => {
    let answerAliases: () => void = () => undefined;
    const aliasesAnswered = new Promise<void>((resolve) => {
      answerAliases = resolve;
    });
    installFakeFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/_cat/indices') return jsonResponse(CAT_INDICES);
      if (path === '/_cat/aliases') {
        await aliasesAnswered;
        return jsonResponse(CAT_ALIASES);
      }
      return jsonResponse({});
    });
    await renderIndices();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    expect(within(row('logs')).getByLabelText('Loading aliases')).toBeInTheDocument();
    expect(within(row('metrics')).getByLabelText('Loading aliases')).toBeInTheDocument();
    answerAliases();
    expect(await within(row('logs')).findByRole('link', { name: 'current' })).toBeInTheDocument();
    expect(within(row('logs')).queryByLabelText('Loading aliases')).toBeNull();
    expect(within(row('metrics')).queryByLabelText('Loading aliases')).toBeNull();
  });

  it('lists hidden indices with show hidden on, without expand_wildcards before version 8', async () => {
    const calls = serveCluster();
    await renderIndices({ majorVersion: '7', version: '7.17.0' }, true);
    expect(await screen.findByRole('link', { name: '.internal' }, SLOW)).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('_cat/indices'))!.url).not.toContain(
      'expand_wildcards',
    );
  });

  it('refreshes one index from its dropdown and shows the answer', async () => {
    const calls = serveCluster();
    await renderIndices();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    await chooseRowAction('logs', 'Maintenance', 'Refresh');
    expect(await screen.findByText('200 OK - Refreshed index logs')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toContain('logs/_refresh');
  });

  it('offers Close, not Open, on an open index', async () => {
    serveCluster();
    await renderIndices();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for logs' }));
    expect(await screen.findByRole('menuitem', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Open' })).toBeNull();
  });

  it('hides close and forcemerge on serverless', async () => {
    serveCluster();
    await renderIndices({ flavor: 'serverless' });
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    await chooseRowAction('logs', 'Maintenance');
    await screen.findByRole('menuitem', { name: 'Refresh' });
    expect(screen.queryByRole('menuitem', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Force merge' })).toBeNull();
  });

  it('closes the selected indices after confirmation, as one request', async () => {
    const calls = serveCluster();
    await renderIndices();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    await userEvent.click(within(row('logs')).getByRole('checkbox'));
    await userEvent.click(within(row('metrics')).getByRole('checkbox'));
    expect(screen.getByText('2 / 2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close index' });
    expect(dialog).toHaveTextContent('Close 2 indices?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('200 OK - Closed 2 indices')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toContain('logs,metrics/_close');
  });

  it('deletes nothing when the user cancels the confirmation', async () => {
    const calls = serveCluster();
    await renderIndices();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    await chooseRowAction('logs', 'Danger zone', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete index' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'DELETE')).toEqual([]);
  });
});

describe('indices screen opened by its route', { timeout: 60_000 }, () => {
  const listings = (calls: RecordedRequest[]) =>
    calls.filter((call) => pathOf(call.url).endsWith('/_cat/indices')).length;

  function renderOpened(opened: (store: AppStore) => Promise<unknown>) {
    return renderScreen(
      <IndicesScreen />,
      { connection: testConnection([testCluster()], 0) },
      '/cluster/0/indices',
      opened,
    );
  }

  it('shows what its opening asked for without asking again', async () => {
    const calls = serveCluster();
    let asked = 0;
    await renderOpened(async (store) => {
      await store.dispatch(openScreen(INDICES_DATA, new URL('http://localhost/cluster/0/indices')));
      asked = calls.length;
    });
    expect(await screen.findByRole('link', { name: 'logs' }, SLOW)).toBeVisible();
    expect(listings(calls)).toBe(1);
    expect(calls.filter((call) => pathOf(call.url).endsWith('/_cat/aliases'))).toHaveLength(1);
    // The lifecycle column is not part of the opening: it is asked for once the list is there.
    const lifecycle = (call: RecordedRequest) => pathOf(call.url).includes('/_ilm/explain');
    expect(calls.slice(0, asked).filter(lifecycle)).toEqual([]);
    await waitFor(() => expect(calls.filter(lifecycle)).toHaveLength(1));
    expect(withoutPrivileges(calls).filter((call) => !lifecycle(call))).toHaveLength(asked);
  });

  it('asks again when its opening was answered more than a few seconds before it shows', async () => {
    const calls = serveCluster();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await renderOpened(async (store) => {
        await store.dispatch(
          openScreen(INDICES_DATA, new URL('http://localhost/cluster/0/indices')),
        );
        vi.setSystemTime(Date.now() + (ASKED_ON_OPEN_S + 1) * 1000);
      });
      await waitFor(() => expect(listings(calls)).toBe(2), SLOW);
    } finally {
      vi.useRealTimers();
    }
  });
});
