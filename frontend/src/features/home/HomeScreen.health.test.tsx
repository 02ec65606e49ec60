import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  jsonResponse,
  pathOf,
  queryOf,
  type RecordedRequest,
} from '../../api/testFetch';
import { card, health, INFO, renderHome, serve, SLOW, STATS } from './testHome';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const findCard = (name: string) => screen.findByRole('region', { name }, SLOW);

describe('dashboard', { timeout: 20_000 }, () => {
  it('lists the yellow indices in the details menu of a yellow cluster', async () => {
    const { calls } = serve('yellow');
    const user = userEvent.setup();
    await renderHome();
    await user.click(
      await within(await findCard('Health')).findByRole('button', { name: 'Details' }, SLOW),
    );
    const yellow = await screen.findByRole('region', { name: 'Yellow indices' }, SLOW);
    expect(await within(yellow).findByText('logs-2', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Red indices' })).not.toBeInTheDocument();
    // Names, not actions: a dialog holds them, not a menu (which may hold only items).
    expect(screen.getByRole('dialog', { name: 'Details' })).toContainElement(yellow);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const cat = calls.find((call) => call.url.includes('_cat/indices'));
    expect(queryOf(cat?.url ?? '')).toMatchObject({ h: 'index', health: 'yellow', format: 'json' });
    // Escape closes it, opened with the pointer too, and the focus goes back to its button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull());
    expect(within(card('Health')).getByRole('button', { name: 'Details' })).toHaveFocus();
  });

  it('adds the red indices when the cluster is red', async () => {
    serve('red');
    const user = userEvent.setup();
    await renderHome();
    await user.click(
      await within(await findCard('Health')).findByRole('button', { name: 'Details' }, SLOW),
    );
    const red = await screen.findByRole('region', { name: 'Red indices' }, SLOW);
    expect(await within(red).findByText('orders', undefined, SLOW)).toBeInTheDocument();
  });

  it('only logs a failed listing of unhealthy indices', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch((request: RecordedRequest) => {
      const path = pathOf(request.url).replace('http://localhost:9200', '');
      if (path === '/_cluster/stats') return jsonResponse(STATS);
      if (path === '/_cluster/health') return jsonResponse(health('yellow'));
      if (path === '/_cat/indices')
        return jsonResponse({ error: { type: 'security_exception', reason: 'no' } }, 403);
      return jsonResponse(INFO);
    });
    const user = userEvent.setup();
    await renderHome();
    await user.click(
      await within(await findCard('Health')).findByRole('button', { name: 'Details' }, SLOW),
    );
    const yellow = await screen.findByRole('region', { name: 'Yellow indices' }, SLOW);
    expect(await within(yellow).findByText('None', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Could not list yellow indices',
      expect.objectContaining({ status: 403 }),
    );
  });

  it('has no details menu when green', async () => {
    serve('green');
    await renderHome();
    expect(
      await within(await findCard('Health')).findByText('green', undefined, SLOW),
    ).toBeInTheDocument();
    expect(
      within(card('Health')).queryByRole('button', { name: 'Details' }),
    ).not.toBeInTheDocument();
  });
});
