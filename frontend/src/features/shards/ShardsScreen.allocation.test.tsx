import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import { dismissAllNotifications } from '../../components/Notifications/notificationStore';
import { testCluster } from '../../test/fixtures';
import { LOGS_INDEX, LOGS_PRIMARY, renderShardsOf } from './testShards';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllNotifications();
});

const SLOW = { timeout: 15_000 };
const ENABLE = 'cluster.routing.allocation.enable';

/** The cluster's allocation settings; each accepted PUT changes what later GETs answer. */
function serve(initial: { persistent?: Record<string, unknown> }): RecordedRequest[] {
  const settings = { persistent: { ...initial.persistent }, transient: {} };
  return installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('/_cat/indices')) return jsonResponse([LOGS_INDEX]);
    if (path.endsWith('/_cat/shards')) return jsonResponse([LOGS_PRIMARY]);
    if (path.endsWith('/_cat/nodes')) return jsonResponse([{ name: 'node-a' }]);
    if (path.endsWith('/_cluster/settings')) {
      if (request.method === 'PUT') {
        const body = JSON.parse(request.body ?? '{}') as { persistent?: Record<string, unknown> };
        Object.assign(settings.persistent, body.persistent);
        return jsonResponse({ acknowledged: true });
      }
      return jsonResponse(settings);
    }
    return jsonResponse({}, 404);
  }).calls;
}

function renderShards(protection?: 'read-only') {
  return renderShardsOf(testCluster(protection ? { protection } : {}));
}

const puts = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => JSON.parse(call.body ?? ''));

describe('shards screen: shard allocation', { timeout: 60_000 }, () => {
  it('warns while allocation is not all and sets it back after a confirmation', async () => {
    const calls = serve({ persistent: { [ENABLE]: 'primaries' } });
    await renderShards();
    const alert = await screen.findByRole(
      'alert',
      { name: /Shard allocation is restricted: primaries \(persistent\)/ },
      SLOW,
    );
    expect(screen.queryByRole('button', { name: /^Allocation:/ })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Set back to all' }));
    const question = await screen.findByRole('dialog', { name: 'Shard allocation' });
    expect(question).toHaveTextContent(`"${ENABLE}": null`);
    await userEvent.click(within(question).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ persistent: { [ENABLE]: null } }]), SLOW);
    await waitFor(
      () => expect(screen.queryByRole('alert', { name: /restricted/ })).toBeNull(),
      SLOW,
    );
    expect(await screen.findByRole('button', { name: 'Allocation: all' }, SLOW)).toBeVisible();
  });

  it('changes allocation from the toolbar entry while it is all', async () => {
    const calls = serve({});
    await renderShards();
    await userEvent.click(await screen.findByRole('button', { name: 'Allocation: all' }, SLOW));
    await userEvent.click(await screen.findByRole('radio', { name: 'primaries' }));
    expect(screen.getByText(/only primaries are allocated/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Set to primaries' }));
    const question = await screen.findByRole('dialog', { name: 'Shard allocation' });
    expect(question).toHaveTextContent(`"${ENABLE}": "primaries"`);
    await userEvent.click(within(question).getByRole('button', { name: 'Send' }));
    await waitFor(
      () => expect(puts(calls)).toEqual([{ persistent: { [ENABLE]: 'primaries' } }]),
      SLOW,
    );
    expect(
      await screen.findByRole('alert', { name: /restricted: primaries \(persistent\)/ }, SLOW),
    ).toBeVisible();
  });

  it('keeps the writes of a read-only cluster in place, disabled, and sends nothing', async () => {
    const calls = serve({ persistent: { [ENABLE]: 'none' } });
    await renderShards('read-only');
    const alert = await screen.findByRole('alert', { name: /restricted: none/ }, SLOW);
    const setBack = within(alert).getByRole('button', { name: 'Set back to all' });
    expect(setBack).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(setBack);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});
