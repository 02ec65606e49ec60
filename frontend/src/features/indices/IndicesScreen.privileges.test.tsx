import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../api/testFetch';
import { catIndex, renderLogsIndices } from './testIndices';
import { chooseRowAction } from './table/testRowMenu';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The indices of the cluster, and `privileges` as GET _security/user/_privileges's answer. */
function serveCluster(privileges: Response | (() => Response)) {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_cat/indices') return jsonResponse([catIndex('logs'), catIndex('own-1')]);
    if (path === '/_cat/aliases') return jsonResponse([]);
    if (path === '/_security/user/_privileges')
      return typeof privileges === 'function' ? privileges() : privileges.clone();
    return jsonResponse({ acknowledged: true });
  }).calls;
}

// A user whose role manages own-* indices and reads the others.
const READER = jsonResponse({
  cluster: ['monitor'],
  global: [],
  indices: [
    { names: ['*'], privileges: ['read', 'view_index_metadata'], allow_restricted_indices: false },
    { names: ['own-*'], privileges: ['manage'], allow_restricted_indices: false },
  ],
  applications: [],
  run_as: [],
});

describe('the indices screen for a user without some privileges', { timeout: 60_000 }, () => {
  it('disables the row actions the user lacks the privilege for, naming it', async () => {
    const calls = serveCluster(READER);
    await renderLogsIndices();
    await chooseRowAction('logs', 'Danger zone');
    const deletion = await screen.findByRole('menuitem', { name: 'Delete' });
    await waitFor(() => expect(deletion).toHaveAttribute('aria-disabled', 'true'));
    expect(deletion).toHaveAccessibleDescription(
      'Needs the delete_index privilege on logs, which your roles do not grant.',
    );
    await userEvent.click(deletion);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    // The settings, which open to read, stay offered.
    expect(screen.getByRole('menuitem', { name: 'Settings' })).not.toHaveAttribute('aria-disabled');
    expect(calls.filter((call) => call.url.endsWith('/_security/user/_privileges'))).toHaveLength(
      1,
    );
  });

  it('offers them on the indices the user may manage', async () => {
    serveCluster(READER);
    await renderLogsIndices();
    await chooseRowAction('own-1', 'Danger zone');
    const deletion = await screen.findByRole('menuitem', { name: 'Delete' });
    expect(deletion).not.toHaveAttribute('aria-disabled');
  });

  it('changes nothing on a cluster without security', async () => {
    const reason = 'Security must be explicitly enabled when using a [basic] license.';
    serveCluster(() => jsonResponse({ error: { type: 'exception', reason }, status: 500 }, 500));
    await renderLogsIndices();
    await chooseRowAction('logs', 'Danger zone');
    const deletion = await screen.findByRole('menuitem', { name: 'Delete' });
    expect(deletion).not.toHaveAttribute('aria-disabled');
    await userEvent.click(deletion);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
