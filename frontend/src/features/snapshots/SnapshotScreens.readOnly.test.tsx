import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { RepositoriesScreen } from './RepositoriesScreen';
import { SnapshotsScreen } from './SnapshotsScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REPOSITORIES = { backups: { type: 'fs', settings: { location: '/mnt/backups' } } };
const POLICIES = {
  nightly: {
    policy: { name: '<nightly-{now/d}>', schedule: '0 30 1 * * ?', repository: 'backups' },
  },
};
const SNAPSHOTS = {
  snapshots: [
    {
      snapshot: 'snap-1',
      state: 'SUCCESS',
      indices: ['logs'],
      shards: { total: 1, successful: 1, failed: 0 },
    },
  ],
};

function serveCluster(): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_slm/policy') return jsonResponse(POLICIES);
    if (path === '/_snapshot/backups/_all') return jsonResponse(SNAPSHOTS);
    if (path === '/_snapshot') return jsonResponse(REPOSITORIES);
    return jsonResponse({ acknowledged: true });
  }).calls;
}

const SLOW = { timeout: 15_000 };
const REASON = 'production is read-only: Shardscope sends it no writes.';
const READ_ONLY = testCluster({ name: 'production', protection: 'read-only' });
const WRITABLE = testCluster({ protection: 'confirm-writes' });

const renderRepositories = (cluster: Cluster) =>
  renderScreen(
    <RepositoriesScreen />,
    { connection: testConnection([cluster], 0) },
    '/cluster/0/snapshot_repositories',
  );

const renderSnapshots = (cluster: Cluster) =>
  renderScreen(
    <Routes>
      <Route
        path="/cluster/:clusterIndex/snapshot_repositories/:repositoryName"
        element={<SnapshotsScreen />}
      />
    </Routes>,
    { connection: testConnection([cluster], 0) },
    '/cluster/0/snapshot_repositories/backups',
  );

/** Asserts `button` reads as disabled with the read-only reason and opens nothing. */
async function expectDisabledWithReason(button: HTMLElement) {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAccessibleDescription(REASON);
  const dialogs = screen.queryAllByRole('dialog').length;
  await userEvent.click(button);
  expect(screen.queryAllByRole('dialog')).toHaveLength(dialogs);
}

const writes = (calls: RecordedRequest[]) => calls.filter((call) => call.method !== 'GET');

describe('snapshot screens of a read-only cluster', { timeout: 60_000 }, () => {
  it('lists repositories and policies with only reads; New buttons say why they are off', async () => {
    const calls = serveCluster();
    await renderRepositories(READ_ONLY);
    await screen.findByRole('link', { name: 'Snapshots of backups' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Unregister repository backups' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Unregister/ })).toBeNull();
    await expectDisabledWithReason(screen.getByRole('button', { name: 'New repository' }));

    await userEvent.click(screen.getByRole('button', { name: 'Policies of backups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage snapshot policies' });
    await within(dialog).findByText('nightly', undefined, SLOW);
    expect(within(dialog).queryByRole('button', { name: /policy nightly/ })).toBeNull();
    await expectDisabledWithReason(within(dialog).getByRole('button', { name: 'New policy' }));
    expect(writes(calls)).toEqual([]);
  });

  it('lists snapshots without restore or delete and keeps New snapshot disabled', async () => {
    const calls = serveCluster();
    await renderSnapshots(READ_ONLY);
    await screen.findByText('snap-1', undefined, SLOW);
    expect(screen.queryByRole('button', { name: 'Restore snapshot snap-1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete snapshot snap-1' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Actions/ })).toBeNull();
    await expectDisabledWithReason(screen.getByRole('button', { name: 'New snapshot' }));
    expect(writes(calls)).toEqual([]);
  });
});

describe('snapshot screens of a cluster that takes writes', { timeout: 60_000 }, () => {
  it('offers unregister, New repository and the policy actions', async () => {
    serveCluster();
    await renderRepositories(WRITABLE);
    await screen.findByRole('link', { name: 'Snapshots of backups' }, SLOW);
    expect(screen.getByRole('button', { name: /Unregister/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New repository' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Policies of backups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage snapshot policies' });
    await within(dialog).findByText('nightly', undefined, SLOW);
    for (const name of [
      'Execute policy nightly now',
      'Edit policy nightly',
      'Delete policy nightly',
    ])
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'New policy' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('offers restore, delete and New snapshot', async () => {
    serveCluster();
    await renderSnapshots(WRITABLE);
    await screen.findByText('snap-1', undefined, SLOW);
    expect(screen.getByRole('button', { name: 'Restore snapshot snap-1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete snapshot snap-1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New snapshot' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
