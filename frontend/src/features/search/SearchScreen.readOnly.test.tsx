import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
// Layout stand-ins the code editor needs in the test DOM.
import '../../components/testUtils';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { SearchScreen } from './SearchScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const HITS = {
  took: 3,
  hits: {
    total: { value: 1, relation: 'eq' },
    hits: [{ _index: 'docs', _id: '1', _score: 1, _source: { name: 'alpha' } }],
  },
};

function serve(): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/_cat/indices')) return jsonResponse([{ index: 'docs' }]);
    if (path === '/_cat/aliases') return jsonResponse([]);
    if (path.endsWith('/_search')) return jsonResponse(HITS);
    if (path === '/docs/_doc/1')
      return jsonResponse({ _index: 'docs', _id: '1', found: true, _source: { name: 'alpha' } });
    return jsonResponse({});
  }).calls;
}

const SLOW = { timeout: 15_000 };
const REASON = 'production is read-only: Shardscope sends it no writes.';
const results = () => screen.getByRole('table', { name: 'Search results' });
const row = () => within(results()).getByText('alpha').closest('tr') as HTMLElement;

async function renderSearch(cluster: Cluster) {
  const calls = serve();
  await renderScreen(
    <SearchScreen />,
    { connection: testConnection([cluster], 0) },
    '/cluster/0/search',
  );
  await screen.findByText('alpha', undefined, SLOW);
  return calls;
}

describe('search results of a read-only cluster', { timeout: 60_000 }, () => {
  it('offers no delete, keeps Bulk disabled and opens documents to read', async () => {
    const calls = await renderSearch(testCluster({ name: 'production', protection: 'read-only' }));
    expect(within(row()).queryByRole('button', { name: 'Delete document' })).toBeNull();
    expect(within(row()).queryByRole('button', { name: 'Edit document' })).toBeNull();

    await userEvent.click(within(row()).getByRole('checkbox'));
    const bulk = screen.getByRole('button', { name: 'Bulk' });
    expect(bulk).toHaveAttribute('aria-disabled', 'true');
    expect(bulk).toHaveAccessibleDescription(REASON);
    await userEvent.click(bulk);
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(within(row()).getByRole('button', { name: 'Show document' }));
    const dialog = await screen.findByRole('dialog', { name: 'docs / _doc / 1' });
    await waitFor(() => expect(dialog.querySelector('.cm-content')).not.toBeNull(), SLOW);
    expect(dialog.querySelector('.cm-content')).toHaveAttribute('aria-readonly', 'true');
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toHaveAttribute('aria-disabled', 'true');
    expect(update).toHaveAccessibleDescription(REASON);
    await userEvent.click(update);
    expect(calls.some((call) => call.method === 'PUT' || call.method === 'DELETE')).toBe(false);
    expect(calls.some((call) => call.url.includes('_bulk'))).toBe(false);
  });

  it('offers edit, delete and an enabled Bulk on a cluster that takes writes', async () => {
    await renderSearch(testCluster({ protection: 'confirm-writes' }));
    expect(within(row()).getByRole('button', { name: 'Delete document' })).toBeEnabled();
    expect(within(row()).getByRole('button', { name: 'Edit document' })).toBeEnabled();
    await userEvent.click(within(row()).getByRole('checkbox'));
    const bulk = screen.getByRole('button', { name: 'Bulk' });
    expect(bulk).toBeEnabled();
    expect(bulk).not.toHaveAttribute('aria-disabled');
  });
});
