import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { IndicesScreen } from './IndicesScreen';
import { DEFAULT_INDICES_VIEW } from './indicesViewSlice';

// Bulk actions in chunks of 16 with a partial failure, and what deleting
// does to the selection.

afterEach(() => {
  vi.unstubAllGlobals();
});

const catRow = (index: string) => ({
  index,
  health: 'green',
  status: 'open',
  uuid: `u-${index}`,
  pri: '1',
  rep: '0',
  'docs.count': '1',
  'store.size': '100',
  sc: '1',
  cd: '1700000000000',
});
const NAMES = Array.from({ length: 20 }, (_, i) => `idx-${String(i).padStart(2, '0')}`);

type Responder = (request: RecordedRequest, path: string) => Response | null;

/** Serves the listing of `names` (and no aliases), the rest through `respond` or acknowledged. */
function serve(names: readonly string[], respond: Responder = () => null): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (path === '/_cat/indices') return jsonResponse(names.map(catRow));
    if (path === '/_cat/aliases') return jsonResponse([]);
    return respond(request, path) ?? jsonResponse({ acknowledged: true });
  }).calls;
}

function renderIndices() {
  return renderScreen(
    <IndicesScreen />,
    {
      connection: testConnection([testCluster()], 0),
      indicesView: {
        ...DEFAULT_INDICES_VIEW,
        pagination: { sortBy: 'index', descending: false, rowsPerPage: 100 },
      },
    },
    '/cluster/0/indices',
  );
}

const SLOW = { timeout: 15_000 };
const table = () => screen.getByRole('table', { name: 'Indices' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('link', { name }) !== null)!;
const listings = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.url.includes('_cat/indices')).length;
const paths = (calls: RecordedRequest[], method: string) =>
  calls
    .filter((call) => call.method === method)
    .map((call) => decodeURIComponent(new URL(call.url).pathname));

async function bulk(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Bulk' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('indices screen: bulk actions and the selection', { timeout: 60_000 }, () => {
  it('reports the indices of a failed chunk and still sends the other chunk', async () => {
    const calls = serve(NAMES, (request, path) =>
      request.method === 'POST' && path.startsWith('/idx-00,')
        ? jsonResponse(
            {
              error: {
                type: 'cluster_block_exception',
                reason: 'blocked by: [FORBIDDEN/8/index write]',
              },
              status: 403,
            },
            403,
          )
        : null,
    );
    await renderIndices();
    await screen.findByRole('link', { name: 'idx-19' }, SLOW);
    await userEvent.click(
      within(table()).getByRole('checkbox', { name: 'Select all rows on this page' }),
    );
    expect(screen.getByText('20 / 20 selected')).toBeInTheDocument();
    await bulk('Refresh');

    expect(await screen.findByText('200 OK - Refreshed 4 indices')).toBeInTheDocument();
    const failure = (await screen.findByText('Refresh failed for 16 indices')).closest(
      '[role="status"]',
    )!;
    expect(failure).toHaveTextContent(`Failed: ${NAMES.slice(0, 16).join(', ')}`);
    expect(failure).toHaveTextContent('Reason: blocked by: [FORBIDDEN/8/index write]');
    expect(paths(calls, 'POST')).toEqual([
      `/${NAMES.slice(0, 16).join(',')}/_refresh`,
      `/${NAMES.slice(16).join(',')}/_refresh`,
    ]);
  });

  it('takes an index deleted from its row out of the selection', async () => {
    serve(['logs', 'metrics']);
    await renderIndices();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    await userEvent.click(within(rowOf('logs')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('metrics')).getByRole('checkbox'));
    expect(screen.getByText('2 / 2 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for logs' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete index' });
    // Delete stays disabled until the index name is typed.
    expect(within(question).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.type(
      within(question).getByRole('textbox', { name: 'Type logs to confirm' }),
      'logs',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('200 OK - Deleted index logs')).toBeInTheDocument();
    // This fake cluster still lists logs: only the selection tells that it was let go.
    expect(await screen.findByText('1 / 2 selected')).toBeInTheDocument();
    expect(within(rowOf('metrics')).getByRole('checkbox')).toBeChecked();
  });

  it('clears the selection and reloads the list after a bulk delete', async () => {
    const calls = serve(['logs', 'metrics']);
    await renderIndices();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    await userEvent.click(within(rowOf('logs')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('metrics')).getByRole('checkbox'));
    const before = listings(calls);
    await bulk('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete index' });
    expect(dialog).toHaveTextContent('Delete 2 indices with all their documents?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type 2 to confirm' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('200 OK - Deleted 2 indices')).toBeInTheDocument();
    expect(await screen.findByText('0 / 2 selected')).toBeInTheDocument();
    expect(listings(calls)).toBeGreaterThan(before);
    expect(paths(calls, 'DELETE')).toEqual(['/logs,metrics']);
  });
});
