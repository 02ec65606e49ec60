import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { IndicesScreen } from './IndicesScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TITLE = 'Indices blocked by the flood-stage watermark (read-only, deletes allowed)';
const BLOCK = 'index.blocks.read_only_allow_delete';
const SLOW = { timeout: 15_000 };

/** A cluster whose blocked indices are `blocked`; a PUT of null lifts the block. */
function serveCluster(blocked: string[], diskPercent = 20) {
  const state = { blocked: new Set(blocked) };
  const { calls } = installFakeFetch((request: RecordedRequest) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (path === '/_cat/indices')
      return jsonResponse(
        ['logs', ...blocked].map((index) => ({ index, health: 'green', status: 'open' })),
      );
    if (path === '/_cat/aliases') return jsonResponse([]);
    if (path === `/_all/_settings/${BLOCK}`)
      return jsonResponse(
        Object.fromEntries([...state.blocked].map((i) => [i, { settings: { [BLOCK]: 'true' } }])),
      );
    if (path === '/_cluster/settings') return jsonResponse({ persistent: {}, transient: {} });
    if (path === '/_cat/allocation')
      return jsonResponse([
        { node: 'n1', 'disk.total': '1000', 'disk.used': String(diskPercent * 10) },
      ]);
    if (request.method === 'PUT' && path.endsWith('/_settings')) {
      path
        .slice(1, -'/_settings'.length)
        .split(',')
        .forEach((i) => state.blocked.delete(i));
      return jsonResponse({ acknowledged: true });
    }
    return jsonResponse({});
  });
  return calls;
}

async function renderIndices(cluster: Partial<Cluster> = {}) {
  await renderScreen(
    <IndicesScreen />,
    { connection: testConnection([testCluster(cluster)], 0) },
    '/cluster/0/indices',
  );
  return screen.findByRole('region', { name: TITLE }, SLOW);
}

describe('indices screen: the flood-stage block', { timeout: 60_000 }, () => {
  it('shows the table with the alert, never before it: a late alert would move the rows', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: string[] = [];
    installFakeFetch(async (request: RecordedRequest) => {
      const path = decodeURIComponent(new URL(request.url).pathname);
      calls.push(path);
      if (path === '/_cat/indices')
        return jsonResponse([
          { index: 'logs', health: 'green', status: 'open' },
          { index: 'src', health: 'green', status: 'open' },
        ]);
      if (path === `/_all/_settings/${BLOCK}`) {
        await held;
        return jsonResponse({ src: { settings: { [BLOCK]: 'true' } } });
      }
      return jsonResponse({});
    });
    await renderScreen(
      <IndicesScreen />,
      { connection: testConnection([testCluster()], 0) },
      '/cluster/0/indices',
    );
    await waitFor(() => expect(calls).toContain(`/_all/_settings/${BLOCK}`), SLOW);
    await waitFor(() => expect(calls).toContain('/_cat/indices'), SLOW);
    // The list has answered; the table still waits for the alert's answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('link', { name: 'logs' })).toBeNull();
    release();
    expect(await screen.findByRole('link', { name: 'logs' }, SLOW)).toBeVisible();
    expect(screen.getByRole('region', { name: TITLE })).toHaveTextContent('src');
  });

  it('shows nothing when no index is blocked', async () => {
    serveCluster([]);
    await renderScreen(
      <IndicesScreen />,
      { connection: testConnection([testCluster()], 0) },
      '/cluster/0/indices',
    );
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it('lists the blocked indices and lifts the block of one after confirmation', async () => {
    const calls = serveCluster(['a b#1', 'src']);
    const alert = await renderIndices();
    expect(within(alert).getByText('a b#1')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "The block comes back while a node's disk stays above the flood-stage watermark (95%).",
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Remove block from a b#1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the flood-stage block' });
    expect(dialog).toHaveTextContent(`PUT a%20b%231/_settings {"${BLOCK}": null}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove block' }));
    await waitFor(() => expect(within(alert).queryByText('a b#1')).toBeNull());
    const put = calls.filter((call) => call.method === 'PUT');
    expect(put.map((call) => [new URL(call.url).pathname, call.body])).toEqual([
      ['/a%20b%231/_settings', `{"${BLOCK}":null}`],
    ]);
    expect(within(alert).getByText('src')).toBeInTheDocument();
  });

  it('removes the block from all at once and the alert goes', async () => {
    const calls = serveCluster(['one', 'two']);
    const alert = await renderIndices();
    await userEvent.click(within(alert).getByRole('button', { name: 'Remove from all (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the flood-stage block' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove block' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: TITLE })).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      'http://localhost:9200/one,two/_settings',
    ]);
  });

  it('says so strongly when a node is above the flood stage now', async () => {
    serveCluster(['src'], 97);
    const alert = await renderIndices();
    expect(
      await within(alert).findByText(/Above the flood-stage watermark right now: n1\./),
    ).toBeInTheDocument();
  });

  it('lists the first ten by name and counts the rest', async () => {
    serveCluster(Array.from({ length: 13 }, (_, i) => `blocked-${String(i).padStart(2, '0')}`));
    const alert = await renderIndices();
    expect(within(alert).getByText('blocked-09')).toBeInTheDocument();
    expect(within(alert).queryByText('blocked-10')).toBeNull();
    expect(alert).toHaveTextContent('and 3 more');
  });

  it('keeps the buttons, disabled, on a read-only cluster', async () => {
    const calls = serveCluster(['src']);
    const alert = await renderIndices({ name: 'production', protection: 'read-only' });
    const button = within(alert).getByRole('button', { name: 'Remove block from src' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});
