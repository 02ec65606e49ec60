import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { RepositoriesScreen } from './RepositoriesScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REPOSITORIES = {
  backups: { type: 'fs', settings: { location: '/mnt/backups', compress: 'true' } },
};

// As Elasticsearch 8 refuses a location outside path.repo.
const PATH_REPO_ERROR = {
  error: {
    root_cause: [
      {
        type: 'repository_exception',
        reason:
          "[cold] location [/elsewhere] doesn't match any of the locations specified by path.repo because this setting is empty",
      },
    ],
    type: 'repository_exception',
    reason: '[cold] failed to create repository',
    caused_by: {
      type: 'repository_exception',
      reason:
        "[cold] location [/elsewhere] doesn't match any of the locations specified by path.repo because this setting is empty",
    },
  },
  status: 500,
};

/** GET _snapshot lists REPOSITORIES; _slm answers like a cluster without SLM; PUT answers `put`. */
function serveCluster(
  put: () => Response = () => jsonResponse({ acknowledged: true }),
): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/_slm'))
      return jsonResponse({ error: `no handler found for uri [${path}] and method [GET]` }, 400);
    if (request.method === 'PUT') return put();
    if (request.method === 'DELETE') return jsonResponse({ acknowledged: true });
    return jsonResponse(REPOSITORIES);
  }).calls;
}

const SLOW = { timeout: 15_000 };
const renderRepositories = () =>
  renderScreen(
    <RepositoriesScreen />,
    { connection: testConnection([testCluster()], 0) },
    '/cluster/0/snapshot_repositories',
  );

describe('snapshot repositories screen', { timeout: 60_000 }, () => {
  it('lists repositories with their settings and the full JSON as hover title', async () => {
    serveCluster();
    await renderRepositories();
    const cell = await screen.findByText('location: /mnt/backups, compress: true', undefined, SLOW);
    expect(JSON.parse(cell.getAttribute('title') ?? '')).toEqual(REPOSITORIES.backups.settings);
    expect(screen.getByRole('link', { name: 'Snapshots of backups' })).toHaveAttribute(
      'href',
      '/cluster/0/snapshot_repositories/backups',
    );
  });

  it('creates an fs repository with the settings Elasticsearch expects; a type change keeps the name', async () => {
    const calls = serveCluster();
    const user = userEvent.setup();
    await renderRepositories();
    await user.click(await screen.findByRole('button', { name: 'New repository' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New repository' });
    await user.type(within(dialog).getByRole('textbox', { name: /Repository name/ }), 'nightly');
    await user.click(within(dialog).getByRole('radio', { name: /^s3/ }));
    expect(within(dialog).getByRole('textbox', { name: 'chunk_size' })).toHaveValue('5tb');
    await user.click(within(dialog).getByRole('radio', { name: /^fs/ }));
    expect(within(dialog).getByRole('textbox', { name: /Repository name/ })).toHaveValue('nightly');
    expect(within(dialog).getByRole('textbox', { name: 'chunk_size' })).toHaveValue('');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Location/ }), '/mnt/nightly');
    await user.click(create);

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New repository' })).toBeNull(),
    );
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/_snapshot/nightly');
    expect(JSON.parse(put.body ?? '')).toEqual({
      type: 'fs',
      settings: {
        location: '/mnt/nightly',
        compress: true,
        readonly: false,
        max_restore_bytes_per_sec: '40mb',
        max_snapshot_bytes_per_sec: '40mb',
      },
    });
    expect(await screen.findByText('200 OK - Repository nightly created')).toBeInTheDocument();
  });

  it('shows the reason the cluster refused a repository and keeps the dialog open', async () => {
    serveCluster(() => jsonResponse(PATH_REPO_ERROR, 500));
    const user = userEvent.setup();
    await renderRepositories();
    await user.click(await screen.findByRole('button', { name: 'New repository' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New repository' });
    await user.type(within(dialog).getByRole('textbox', { name: /Repository name/ }), 'cold');
    await user.type(within(dialog).getByRole('textbox', { name: /Location/ }), '/elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Reason: [cold] failed to create repository');
    expect(alert).toHaveTextContent(
      "Caused by: [cold] location [/elsewhere] doesn't match any of the locations specified by path.repo",
    );
  });

  it('unregisters a repository only after a confirmation saying its snapshots stay', async () => {
    const calls = serveCluster();
    const user = userEvent.setup();
    await renderRepositories();
    await user.click(
      await screen.findByRole('button', { name: 'Unregister repository backups' }, SLOW),
    );
    const question = await screen.findByRole('dialog', { name: 'Unregister repository' });
    expect(question).toHaveTextContent(
      "Unregister the repository 'backups'? Its snapshots stay in the storage.",
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Unregister' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'DELETE').map((call) => new URL(call.url).pathname),
      ).toEqual(['/_snapshot/backups']),
    );
  });

  it('explains that a cluster answering 400 to _slm has no lifecycle policies', async () => {
    serveCluster();
    const user = userEvent.setup();
    await renderRepositories();
    await user.click(await screen.findByRole('button', { name: 'Policies of backups' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Manage snapshot policies' });
    expect(
      await within(dialog).findByText(/does not support snapshot lifecycle policies/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'New policy' })).toBeNull();
  });
});
