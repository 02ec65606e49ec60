import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { FIRST_API_KEYS } from '../../../api/operations/securityApiKeys';
import { ApiKeysView } from './ApiKeysView';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };
const DAY = 24 * 3600_000;
const NOW = Date.now();

const KEYS = [
  {
    id: 'mine-soon-0001',
    name: 'ci-deploy',
    creation: NOW - 10 * DAY,
    expiration: NOW + 3 * DAY,
    invalidated: false,
    username: 'elastic',
    realm: 'reserved',
  },
  {
    id: 'mine-never-002',
    name: 'backup',
    creation: NOW - 9 * DAY,
    invalidated: false,
    username: 'elastic',
    realm: 'reserved',
  },
  {
    id: 'other-later-03',
    name: 'ingest',
    creation: NOW - 8 * DAY,
    expiration: NOW + 60 * DAY,
    invalidated: false,
    username: 'jdoe',
    realm: 'native1',
  },
  {
    id: 'old-expired-04',
    name: 'old',
    creation: NOW - 90 * DAY,
    expiration: NOW - DAY,
    invalidated: false,
    username: 'jdoe',
    realm: 'native1',
  },
  {
    id: 'gone-invalid-5',
    name: 'gone',
    creation: NOW - 80 * DAY,
    invalidated: true,
    username: 'jdoe',
    realm: 'native1',
  },
];

/** A cluster with these keys: searched from 7.15, listed whole before. */
function serve(): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_security/_authenticate')
      return jsonResponse({ username: 'elastic', roles: [] });
    if (path === '/_security/api_key' && request.method === 'POST')
      return jsonResponse({
        id: 'new-key-id',
        name: 'fresh',
        api_key: 'secret',
        encoded: 'bmV3LWtleS1pZDpzZWNyZXQ=',
      });
    if (request.method === 'GET' || path === '/_security/_query/api_key')
      return jsonResponse({ api_keys: KEYS.map((key) => ({ ...key, _sort: [key.creation] })) });
    return jsonResponse({ invalidated_api_keys: [], updated: true });
  }).calls;
}

function renderKeys(cluster: Partial<Cluster> = {}) {
  return renderScreen(
    <ApiKeysView />,
    { connection: testConnection([testCluster({ version: '8.13.0', ...cluster })], 0) },
    '/cluster/0/security?view=keys',
  );
}

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name, undefined, SLOW)).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

const said = (calls: RecordedRequest[]) =>
  calls.map((call) => `${call.method} ${new URL(call.url).pathname} ${call.body ?? ''}`.trim());

describe('API keys view', { timeout: 60_000 }, () => {
  it('lists keys with owner, realm, short id and status, searched by the cluster', async () => {
    const calls = serve();
    await renderKeys();
    const ci = await rowOf('ci-deploy');
    expect(ci.getByText('elastic')).toBeInTheDocument();
    expect(ci.getByText('mine-soo…')).toBeInTheDocument();
    expect(ci.getByText('active')).toBeInTheDocument();
    expect(ci.getByText('in 3 days')).toBeInTheDocument();
    expect((await rowOf('old')).getByText('expired')).toBeInTheDocument();
    expect((await rowOf('gone')).getByText('invalidated')).toBeInTheDocument();
    expect((await rowOf('backup')).getByText('never')).toBeInTheDocument();
    expect(said(calls)).toContain(
      'POST /_security/_query/api_key {"size":1000,"sort":[{"creation":{"order":"desc"}}]}',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Filter/ }), 'ci');
    await waitFor(() => expect(said(calls).some((call) => call.includes('*ci*'))).toBe(true), SLOW);
  });

  it('shows the newest page while the rest of many keys is read, then every key', async () => {
    const many = Array.from({ length: FIRST_API_KEYS + 1 }, (_, i) => ({
      id: `key-${i}`,
      name: i === FIRST_API_KEYS ? 'the-oldest' : `api-${i}`,
      creation: NOW - i * 1000,
      invalidated: false,
      username: 'jdoe',
      realm: 'native1',
      _sort: [NOW - i * 1000],
    }));
    let release: (answer: 'keys' | 'failure') => void = () => {};
    const rest = new Promise<'keys' | 'failure'>((resolve) => (release = resolve));
    installFakeFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/_security/_authenticate')
        return jsonResponse({ username: 'elastic', roles: [] });
      const after = JSON.parse(request.body ?? '{}').search_after;
      if (!after)
        return jsonResponse({ total: many.length, api_keys: many.slice(0, FIRST_API_KEYS) });
      if ((await rest) === 'failure') return jsonResponse({ error: 'overloaded' }, 503);
      return jsonResponse({ total: many.length, api_keys: many.slice(FIRST_API_KEYS) });
    });
    await renderKeys();
    await rowOf('api-0');
    expect(
      await screen.findByText('The newest 1,000 of 1,001 keys are shown; reading the rest…'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('All (1000)')).toBeInTheDocument();
    release('keys');
    expect(await screen.findByLabelText('All (1001)', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/reading the rest/)).toBeNull();
  });

  it('keeps the newest page and says why when the rest cannot be read', async () => {
    installFakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/_security/_authenticate')
        return jsonResponse({ username: 'elastic', roles: [] });
      if (JSON.parse(request.body ?? '{}').search_after)
        return jsonResponse({ error: { type: 'overloaded', reason: 'try later' } }, 503);
      const page = Array.from({ length: FIRST_API_KEYS }, (_, i) => ({
        ...KEYS[2],
        id: `key-${i}`,
        name: `api-${i}`,
        creation: NOW - i * 1000,
        _sort: [NOW - i * 1000],
      }));
      return jsonResponse({ total: FIRST_API_KEYS + 5, api_keys: page });
    });
    await renderKeys();
    await rowOf('api-0');
    expect(await screen.findByText(/try later/, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/reading the rest/)).toBeNull();
    expect(screen.getByLabelText('All (1000)')).toBeInTheDocument();
  });

  it('groups keys by expiry with counts, and narrows the table to a group', async () => {
    serve();
    await renderKeys();
    await rowOf('ci-deploy');
    const groups = screen.getByRole('radiogroup', { name: 'Expiry' });
    for (const label of [
      'All (5)',
      'Invalidated (1)',
      'Expired (1)',
      'Within 7 days (1)',
      'Within 30 days (0)',
      'Later (1)',
      'Never expiring (1)',
    ])
      expect(within(groups).getByLabelText(label)).toBeInTheDocument();
    await userEvent.click(within(groups).getByLabelText('Later (1)'));
    await waitFor(() => expect(screen.queryByText('ci-deploy')).toBeNull());
    expect(screen.getByText('ingest')).toBeInTheDocument();
  });

  it('filters the keys over the rows already read before 7.15', async () => {
    const calls = serve();
    await renderKeys({ version: '7.14.0' });
    await rowOf('ci-deploy');
    await userEvent.type(screen.getByRole('textbox', { name: /Filter/ }), 'native1');
    await waitFor(() => expect(screen.queryByText('ci-deploy')).toBeNull(), SLOW);
    expect(screen.getByText('ingest')).toBeInTheDocument();
    expect(said(calls).filter((call) => call.includes('api_key'))).toEqual([
      'GET /_security/api_key',
    ]);
  });

  it('invalidates one key after asking, and the selected ones once their count is typed', async () => {
    const calls = serve();
    await renderKeys();
    await userEvent.click(
      (await rowOf('ingest')).getByRole('button', { name: 'Invalidate ingest' }),
    );
    const one = await screen.findByRole('dialog', { name: 'Invalidate API key' });
    await userEvent.click(within(one).getByRole('button', { name: 'Invalidate' }));
    await waitFor(() =>
      expect(said(calls)).toContain('DELETE /_security/api_key {"ids":["other-later-03"]}'),
    );

    await userEvent.click(screen.getByRole('checkbox', { name: /select all/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Invalidate 4 selected' }));
    const many = await screen.findByRole('dialog', { name: 'Invalidate API keys' });
    expect(within(many).getByRole('button', { name: 'Invalidate' })).toBeDisabled();
    await userEvent.type(within(many).getByRole('textbox', { name: 'Type 4 to confirm' }), '4');
    await userEvent.click(within(many).getByRole('button', { name: 'Invalidate' }));
    await waitFor(() =>
      expect(said(calls).filter((call) => call.startsWith('DELETE'))).toHaveLength(2),
    );
  });

  it('shows a created key once, with its header to copy, and forgets it on close', async () => {
    const calls = serve();
    await renderKeys();
    await rowOf('ci-deploy');
    await userEvent.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'fresh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Authorization: ApiKey bmV3LWtleS1pZDpzZWNyZXQ='),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/not shown again/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Encoded key' })).toBeInTheDocument();
    expect(said(calls)).toContain('POST /_security/api_key {"name":"fresh","expiration":"30d"}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/bmV3LWtleS1pZDpzZWNyZXQ=/)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'New API key' }));
    const again = await screen.findByRole('dialog', { name: 'New API key' });
    expect(within(again).queryByText(/bmV3LWtleS1pZDpzZWNyZXQ=/)).toBeNull();
  });

  it('offers updates of own working keys from 8.4 only', async () => {
    serve();
    await renderKeys({ version: '8.4.0' });
    expect(
      (await rowOf('ci-deploy')).getByRole('button', { name: 'Update ci-deploy' }),
    ).toBeInTheDocument();
    expect((await rowOf('ingest')).queryByRole('button', { name: 'Update ingest' })).toBeNull();
  });

  it('offers no update before 8.4', async () => {
    serve();
    await renderKeys({ version: '8.3.0' });
    expect(
      (await rowOf('ci-deploy')).queryByRole('button', { name: 'Update ci-deploy' }),
    ).toBeNull();
  });

  it('lists only on a read-only cluster', async () => {
    serve();
    await renderKeys({ protection: 'read-only' });
    const ci = await rowOf('ci-deploy');
    expect(ci.queryByRole('button', { name: 'Invalidate ci-deploy' })).toBeNull();
    expect(ci.queryByRole('button', { name: 'Update ci-deploy' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'New API key' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
