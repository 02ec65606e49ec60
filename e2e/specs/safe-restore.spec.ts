import type { Request } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { connectedTo, header } from '../support/ui';

// Restoring and unregistering without surprises: the restore toggles start off, the dialog says
// what global state is, Restore asks first naming the indices it creates or overwrites, and
// unregistering a repository says its snapshots stay. noida-db serves _snapshot; osmem-server has
// no snapshot API (its refusal is shown, see snapshots.spec.ts), so these run on Elasticsearch only.

test.use({ predefinedClusters: [{ name: 'restore', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 180_000 });

let prefix = '';

test.beforeEach(async ({ engine }, testInfo) => {
  test.skip(engine.kind !== 'elasticsearch', 'osmem-server 0.1.6 has no snapshot API');
  prefix = `sr-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

test.afterEach(async ({ engine }) => {
  if (engine.kind !== 'elasticsearch') return;
  const repositories = await engineCall<Record<string, unknown>>(engine, 'GET', '_snapshot').catch(() => ({}));
  for (const repository of Object.keys(repositories).filter((name) => name.startsWith(prefix))) {
    const listed = await engineCall<{ snapshots: { snapshot: string }[] }>(engine, 'GET', `_snapshot/${repository}/_all`).catch(() => ({ snapshots: [] }));
    for (const { snapshot } of listed.snapshots) await engineCall(engine, 'DELETE', `_snapshot/${repository}/${snapshot}`).catch(() => undefined);
    await engineCall(engine, 'DELETE', `_snapshot/${repository}`).catch(() => undefined);
  }
  await engineCall(engine, 'DELETE', `${prefix}-logs`).catch(() => undefined);
});


/** A repository with one snapshot of `${prefix}-logs`, on the engine. */
async function repositoryWithSnapshot(engine: Engine): Promise<{ repository: string; snapshot: string; logs: string }> {
  const [repository, snapshot, logs] = [`${prefix}-repo`, `${prefix}-nightly`, `${prefix}-logs`];
  await engineCall(engine, 'PUT', logs, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  await engineCall(engine, 'PUT', `${logs}/_doc/1?refresh=true`, { n: 1 });
  await engineCall(engine, 'PUT', `_snapshot/${repository}`, { type: 'fs', settings: { location: `/tmp/${repository}` } });
  await engineCall(engine, 'PUT', `_snapshot/${repository}/${snapshot}?wait_for_completion=true`, { indices: logs });
  // Lost since: the restore brings it back.
  await engineCall(engine, 'DELETE', logs);
  return { repository, snapshot, logs };
}

test('Restore: both toggles start off, global state is explained, and Restore asks first naming the indices', async ({ page, engine }) => {
  const { repository, snapshot, logs } = await repositoryWithSnapshot(engine);
  const restores: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/_restore')) restores.push(request.postDataJSON());
  });

  await page.goto(`./cluster/0/snapshot_repositories/${repository}`);
  await expect(header(page)).toContainText(connectedTo('restore', engine.url));
  await page.getByRole('button', { name: `Restore snapshot ${snapshot}` }).click();
  const dialog = page.getByRole('dialog', { name: `Restore ${snapshot}` });
  await expect(dialog.getByRole('switch', { name: 'ignore_unavailable' })).not.toBeChecked();
  const globalState = dialog.getByRole('switch', { name: 'include_global_state' });
  await expect(globalState).not.toBeChecked();
  await expect(dialog).toContainText("Global state is the cluster's templates, persistent settings, ingest pipelines and lifecycle policies.");

  await dialog.getByRole('button', { name: 'Indices to restore' }).click();
  await page.getByRole('option', { name: logs }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // The question names the index; it opens on Cancel, so Enter sends nothing.
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Restore snapshot' });
  await expect(question).toContainText(`Restore snapshot ${snapshot} into these indices?`);
  await expect(question).toContainText(logs);
  await expect(question).not.toContainText('include_global_state is on');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();

  // With the global state on, the question says what it replaces.
  await globalState.click();
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(question).toContainText("include_global_state is on: the cluster's templates and persistent settings are replaced");
  await question.getByRole('button', { name: 'Cancel' }).click();
  await globalState.click();
  await expect(globalState).not.toBeChecked();
  expect(restores).toEqual([]);

  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await question.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `200 OK - Snapshot ${snapshot} restored` })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(restores).toEqual([{ indices: [logs], ignore_unavailable: false, include_global_state: false }]);
  await expect.poll(async () => (await engineCall<{ count: number }>(engine, 'GET', `${logs}/_count`).catch(() => ({ count: -1 }))).count).toBe(1);
});

test('Unregistering a repository says its snapshots stay, and Enter at once keeps it', async ({ page, engine }) => {
  const { repository } = await repositoryWithSnapshot(engine);
  const deletes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  await page.goto('./cluster/0/snapshot_repositories');
  await expect(header(page)).toContainText(connectedTo('restore', engine.url));
  const table = page.getByRole('table', { name: 'Snapshot repositories' });
  const unregister = table.getByRole('button', { name: `Unregister repository ${repository}` });

  await unregister.click();
  const question = page.getByRole('dialog', { name: 'Unregister repository' });
  await expect(question).toHaveAccessibleName('Unregister repository');
  await expect(question).toContainText(`Unregister the repository '${repository}'? Its snapshots stay in the storage.`);
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  expect(deletes).toEqual([]);

  await unregister.click();
  await question.getByRole('button', { name: 'Unregister', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `200 OK - Repository ${repository} unregistered` })).toBeVisible();
  await expect(unregister).toHaveCount(0);
  expect(deletes).toEqual([`/_snapshot/${repository}`]);
});
