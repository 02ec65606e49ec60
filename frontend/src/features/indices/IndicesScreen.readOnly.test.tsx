import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { IndicesScreen } from './IndicesScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CAT_INDICES = [
  { index: 'logs', health: 'green', status: 'open', uuid: 'u', pri: '1', rep: '0' },
];

function serveCluster() {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_cat/indices') return jsonResponse(CAT_INDICES);
    if (path === '/_cat/aliases') return jsonResponse([]);
    return jsonResponse({ acknowledged: true });
  }).calls;
}

const SLOW = { timeout: 15_000 };
const REASON = 'production is read-only: Shardscope sends it no writes.';

describe('indices screen of a read-only cluster', { timeout: 60_000 }, () => {
  it('offers only reads, with New index and Bulk disabled saying why', async () => {
    const calls = serveCluster();
    await renderScreen(
      <IndicesScreen />,
      {
        connection: testConnection(
          [testCluster({ name: 'production', protection: 'read-only' })],
          0,
        ),
      },
      '/cluster/0/indices',
    );
    await screen.findByRole('link', { name: 'logs' }, SLOW);

    const newIndex = screen.getByRole('button', { name: 'New index' });
    expect(newIndex).toHaveAttribute('aria-disabled', 'true');
    expect(newIndex).toHaveAccessibleDescription(REASON);
    await userEvent.click(newIndex);
    expect(screen.queryByRole('dialog')).toBeNull();

    const bulk = screen.getByRole('button', { name: 'Bulk' });
    expect(bulk).toHaveAttribute('aria-disabled', 'true');
    expect(bulk).toHaveAccessibleDescription(REASON);
    await userEvent.click(bulk);
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for logs' }));
    await screen.findByRole('menuitem', { name: 'Show info' });
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Show info', 'Show stats', 'Settings', 'Mappings', 'Export documents…']);
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});
