import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { closeNotification, connectedTo, header } from '../support/ui';
import { engineCall } from '../support/engineApi';

// The snapshot screens against the engines. noida-db serves _snapshot and keeps fs repositories
// in its own data directory (no path.repo to configure): a repository is created through the
// screen, two indices are snapshotted, one is deleted and restored under a new name with its
// documents, and everything is removed again. osmem-server has no snapshot API: its answer is
// what the screens show.

test.use({ predefinedClusters: [{ name: 'snapshots', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 180_000 });

let prefix = '';

test.beforeEach(async ({}, testInfo) => {
  prefix = `snap-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

// The engine is shared with other spec files: whatever a test created goes, even if it failed.
test.afterEach(async ({ engine }) => {
  if (engine.kind !== 'elasticsearch') return;
  const repositories = await engineCall<Record<string, unknown>>(engine, 'GET', '_snapshot').catch(() => ({}));
  for (const repository of Object.keys(repositories).filter((name) => name.startsWith(prefix))) {
    const listed = await engineCall<{ snapshots: { snapshot: string }[] }>(engine, 'GET', `_snapshot/${repository}/_all`).catch(() => ({ snapshots: [] }));
    for (const { snapshot } of listed.snapshots) await engineCall(engine, 'DELETE', `_snapshot/${repository}/${snapshot}`).catch(() => undefined);
    await engineCall(engine, 'DELETE', `_snapshot/${repository}`).catch(() => undefined);
  }
  for (const index of [`${prefix}-logs`, `${prefix}-metrics`, `restored-${prefix}-logs`]) {
    await engineCall(engine, 'DELETE', index).catch(() => undefined);
  }
});

async function createIndexWithDocs(engine: Engine, index: string, docs: number): Promise<void> {
  await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  for (let id = 1; id <= docs; id += 1) await engineCall(engine, 'PUT', `${index}/_doc/${id}`, { n: id });
  await engineCall(engine, 'POST', `${index}/_refresh`);
}

function notification(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title });
}

async function confirm(page: Page, title: string, button: string, text: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function openRepositories(page: Page, engine: Engine): Promise<void> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('snapshots', engine.url));
  await header(page).getByRole('link', { name: 'Snapshots' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/snapshot_repositories$/);
  await expect(page.getByRole('heading', { name: 'Snapshot repositories' })).toBeVisible();
}

function rowOf(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });
}

async function createFsRepository(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New repository' }).click();
  const dialog = page.getByRole('dialog', { name: 'New repository' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await dialog.getByRole('textbox', { name: /Repository name/ }).fill(name);
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Location/ }).fill(`/tmp/${name}`);
  await create.click();
  await expect(notification(page, `200 OK - Repository ${name} created`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Column positions of the snapshots table. */
const CELL = { status: 1, end: 3, duration: 4, successful: 6, failed: 7, total: 8 } as const;

test('backs up two indices and restores one under a new name with its documents', async ({ page, engine }) => {
  test.skip(engine.kind !== 'elasticsearch', 'osmem-server has no snapshot API (see the next test)');
  const repository = `${prefix}-repo`;
  const snapshot = `${prefix}-nightly`;
  const [logs, metrics, restored] = [`${prefix}-logs`, `${prefix}-metrics`, `restored-${prefix}-logs`];
  await createIndexWithDocs(engine, logs, 3);
  await createIndexWithDocs(engine, metrics, 1);

  await openRepositories(page, engine);
  await createFsRepository(page, repository);
  const repositories = page.getByRole('table', { name: 'Snapshot repositories' });
  await expect(rowOf(repositories, repository)).toContainText(`location: /tmp/${repository}`);

  await rowOf(repositories, repository).getByRole('link', { name: `Snapshots of ${repository}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cluster/0/snapshot_repositories/${repository}$`));
  await expect(page.getByRole('heading', { name: `Snapshots of ${repository}` })).toBeVisible();
  const snapshots = page.getByRole('table', { name: `Snapshots of ${repository}` });
  await expect(snapshots).toContainText('No snapshots in this repository');

  // New snapshot of the two indices, picked from the cluster's indices.
  await page.getByRole('button', { name: 'New snapshot' }).click();
  const newSnapshot = page.getByRole('dialog', { name: 'New snapshot' });
  await newSnapshot.getByRole('textbox', { name: /Snapshot name/ }).fill(`  ${snapshot} `);
  await newSnapshot.getByRole('textbox', { name: 'Index pattern' }).fill(`${prefix}-*`);
  await expect(newSnapshot.getByRole('button', { name: '2 matched indices' })).toBeVisible();
  await newSnapshot.getByRole('button', { name: 'Create' }).click();
  await expect(notification(page, `200 OK - Snapshot ${snapshot} created`)).toBeVisible();
  await closeNotification(page, `200 OK - Snapshot ${snapshot} created`);
  await expect(newSnapshot).toBeHidden();

  // Listed with its shard counts once it has finished (the list reloads on its own once).
  const row = rowOf(snapshots, snapshot);
  await expect(async () => {
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(row.getByRole('cell').nth(CELL.status)).toHaveText('SUCCESS', { timeout: 2_000 });
  }).toPass();
  await expect(row.getByRole('cell').nth(CELL.successful)).toHaveText('2');
  await expect(row.getByRole('cell').nth(CELL.failed)).toHaveText('0');
  await expect(row.getByRole('cell').nth(CELL.total)).toHaveText('2');
  // The local date and time, without raw epoch seconds.
  await expect(row.getByRole('cell').nth(CELL.end)).toHaveText(/\d{1,2}:\d{2}/);
  await expect(row.getByRole('cell').nth(CELL.end)).not.toHaveText(/\d{10}/);
  await row.getByRole('button', { name: '2 indices' }).click();
  await expect(page.getByRole('list', { name: `Indices of snapshot ${snapshot}` }).getByRole('listitem')).toHaveText([logs, metrics]);
  await page.keyboard.press('Escape');

  // Lose an index, then restore it from the snapshot under a new name.
  await engineCall(engine, 'DELETE', logs);
  await row.getByRole('button', { name: `Restore snapshot ${snapshot}` }).click();
  const restore = page.getByRole('dialog', { name: `Restore ${snapshot}` });
  const restoreButton = restore.getByRole('button', { name: 'Restore', exact: true });
  await expect(restoreButton).toBeDisabled();
  await restore.getByRole('button', { name: 'Indices to restore' }).click();
  await page.getByRole('option', { name: logs }).click();
  await page.keyboard.press('Escape');
  await restore.getByRole('textbox', { name: 'Rename pattern' }).fill(`${prefix}-(.+)`);
  await restore.getByRole('textbox', { name: 'Rename replacement' }).fill(`restored-${prefix}-$1`);
  await expect(restore).toContainText(`${logs} → ${restored}`);
  await restoreButton.click();
  await confirm(page, 'Restore snapshot', 'Restore', restored);
  await expect(notification(page, `200 OK - Snapshot ${snapshot} restored`)).toBeVisible();
  await expect(restore).toBeHidden();

  // The restored index is on the indices screen with its three documents.
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await page.getByRole('textbox', { name: 'Filter' }).fill(restored);
  const indices = page.getByRole('table', { name: 'Indices' });
  const restoredRow = indices.getByRole('row').filter({ has: page.getByRole('link', { name: restored, exact: true }) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(restoredRow.getByRole('cell').nth(8)).toHaveText('3', { timeout: 2_000 });
  }).toPass();
  await expect(indices.getByRole('link', { name: logs, exact: true })).toHaveCount(0);

  // Delete the snapshot, then the repository.
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Snapshots of ${repository}` })).toBeVisible();
  await row.getByRole('button', { name: `Delete snapshot ${snapshot}` }).click();
  await confirm(page, 'Delete snapshot', 'Delete', `Delete the snapshot '${snapshot}' from repository ${repository}?`);
  await expect(notification(page, `200 OK - Snapshot ${snapshot} deleted`)).toBeVisible();
  await expect(snapshots).toContainText('No snapshots in this repository');

  await page.getByRole('link', { name: 'Snapshot repositories' }).click();
  await rowOf(repositories, repository).getByRole('button', { name: `Unregister repository ${repository}` }).click();
  await confirm(page, 'Unregister repository', 'Unregister', `Unregister the repository '${repository}'? Its snapshots stay in the storage.`);
  await expect(notification(page, `200 OK - Repository ${repository} unregistered`)).toBeVisible();
  await expect(rowOf(repositories, repository)).toHaveCount(0);
  expect(Object.keys(await engineCall<Record<string, unknown>>(engine, 'GET', '_snapshot'))).not.toContain(repository);
});

test('shows why the cluster refused a repository, and keeps the form', async ({ page, engine }) => {
  test.skip(engine.kind !== 'elasticsearch', 'osmem-server has no snapshot API (see the next test)');
  const repository = `${prefix}-s3`;
  await openRepositories(page, engine);
  await page.getByRole('button', { name: 'New repository' }).click();
  const dialog = page.getByRole('dialog', { name: 'New repository' });
  await dialog.getByRole('textbox', { name: /Repository name/ }).fill(repository);
  await dialog.getByRole('radio', { name: /^s3/ }).check();
  await expect(dialog.getByRole('textbox', { name: /Repository name/ })).toHaveValue(repository);
  await expect(dialog.getByRole('textbox', { name: 'chunk_size' })).toHaveValue('5tb');
  await dialog.getByRole('textbox', { name: /Bucket/ }).fill('no-such-bucket');
  await dialog.getByRole('button', { name: 'Create' }).click();

  // The engine cannot reach the bucket: its reason shows in the dialog, and no notification
  // repeats it.
  const reason = dialog.getByRole('alert');
  await expect(reason).toContainText(`Reason: [${repository}]`);
  await expect(page.getByRole('status').filter({ hasText: 'server error' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: /Bucket/ })).toHaveValue('no-such-bucket');
  expect(Object.keys(await engineCall<Record<string, unknown>>(engine, 'GET', '_snapshot'))).not.toContain(repository);
});

test('shows the engine error where the cluster has no snapshot API', async ({ page, engine }) => {
  test.skip(engine.kind !== 'opensearch', 'noida-db serves _snapshot (see the tests above)');
  await openRepositories(page, engine);
  // The engine's reason in words, not its raw JSON answer.
  await expect(page.getByRole('alert')).toContainText('Error: no handler found for uri [/_snapshot] and method [GET]');
  await expect(page.getByRole('alert')).not.toContainText('{"error"');
  await expect(page.getByRole('table', { name: 'Snapshot repositories' })).toHaveCount(0);

  await page.goto('./cluster/0/snapshot_repositories/backups');
  await expect(page.getByRole('heading', { name: 'Snapshots of backups' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('no handler found for uri [/_snapshot/backups/_all]');
});
