import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { opensearchSeed } from '../support/security/osSeed';
import type { OsStore } from '../support/security/securityState';
import { routeSecurity, type SecurityHandle } from '../support/securityFixture';
import { closeNotification, connectedTo, header } from '../support/ui';

// OpenSearch's action groups, tenants and audit configuration on the security screen. The engine
// process runs without the security plugin, so the stateful route of support/securityFixture.ts
// answers its REST API from the plugin's demo configuration (every answer checked against the
// OpenSearch specification); the static groups of the plugin are refused as the plugin refuses them.

test.use({ predefinedClusters: [{ name: 'secured', uri: ENGINE_URL }] });
test.skip(({ engineKind }) => engineKind === 'elasticsearch', 'Elasticsearch has no action groups, tenants or audit API');

const API = '/_plugins/_security/api';

async function openView(page: Page, engine: Engine, view: string, ready: string) {
  await page.goto(`./cluster/0/security?view=${view}`);
  await expect(header(page)).toContainText(connectedTo('secured', engine.url));
  await expect(page.getByRole(view === 'audit' ? 'heading' : 'table', { name: ready })).toBeVisible();
}

const rowOf = (page: Page, table: string, name: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

function osState(security: SecurityHandle): OsStore {
  const state = security.state();
  if (state.distribution !== 'opensearch') throw new Error('an OpenSearch route');
  return state;
}

const writes = (security: SecurityHandle) =>
  security.requests.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

async function addTags(page: Page, field: string, values: string[]) {
  const input = page.getByRole('dialog').getByRole('textbox', { name: field });
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
  }
}

test('action groups: a nested group expanded, a group created with PUT and edited with a JSON Patch, a static one refused', async ({ page, context, engine }, testInfo) => {
  const security = await routeSecurity(context, engine);
  await openView(page, engine, 'actiongroups', 'Action groups');
  const findings: Finding[] = [];
  await expect(rowOf(page, 'Action groups', 'crud')).toContainText('read, write');
  await rowOf(page, 'Action groups', 'crud').getByText('crud', { exact: true }).click();
  const expanded = page.getByRole('region', { name: 'Action group crud expanded' });
  await expect(expanded).toContainText('Allowed actions once nested groups are opened: 5');
  for (const action of ['indices:data/read*', 'indices:admin/mappings/fields/get*', 'indices:admin/resolve/index', 'indices:data/write*', 'indices:admin/mapping/put'])
    await expect(expanded.getByRole('list', { name: 'Action group crud expanded' }).getByText(action, { exact: true })).toBeVisible();
  await expect(expanded).toContainText('Members');
  await check(page, 'action groups', findings, testInfo);

  await rowOf(page, 'Action groups', 'read').getByRole('button', { name: 'Edit read' }).click();
  const refused = page.getByRole('dialog', { name: 'Edit action group' });
  await expect(refused.getByRole('alert')).toHaveText('read is static (built into the security plugin): it cannot be changed or deleted.');
  await refused.getByRole('button', { name: 'Close', exact: true }).click();
  await rowOf(page, 'Action groups', 'read').getByRole('button', { name: 'Delete read' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete action group' }).getByRole('alert')).toContainText('read is static');
  await page.getByRole('dialog', { name: 'Delete action group' }).getByRole('button', { name: 'Close', exact: true }).click();
  expect(writes(security)).toEqual([]);

  await page.getByRole('button', { name: 'New action group' }).click();
  const create = page.getByRole('dialog', { name: 'New action group' });
  await create.getByRole('textbox', { name: 'Name' }).fill('logs_ops');
  await addTags(page, 'Allowed actions', ['read', 'indices:admin/refresh*']);
  // The list of suggested actions is long enough to scroll, and is checked open.
  await create.getByRole('textbox', { name: 'Allowed actions' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await check(page, 'action group editor, actions offered', findings, testInfo);
  // Typing on closes the list of suggested actions.
  await create.getByRole('textbox', { name: 'Description' }).fill('Log operations');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(create).toContainText('Sent with PUT');
  await check(page, 'action group editor', findings, testInfo);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Action group logs_ops created')).toBeVisible();
  await closeNotification(page, 'Action group logs_ops created');
  await expect(rowOf(page, 'Action groups', 'logs_ops')).toContainText('read, indices:admin/refresh*');

  await rowOf(page, 'Action groups', 'logs_ops').getByRole('button', { name: 'Edit logs_ops' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit action group logs_ops' });
  await edit.getByRole('textbox', { name: 'Description' }).fill('Reading and refreshing logs');
  await expect(edit).toContainText('Sent with PATCH as a JSON Patch');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Action group logs_ops saved')).toBeVisible();
  await expect(rowOf(page, 'Action groups', 'logs_ops')).toContainText('Reading and refreshing logs');

  expect(writes(security)).toEqual([
    {
      method: 'PUT',
      path: `${API}/actiongroups/logs_ops`,
      body: { allowed_actions: ['read', 'indices:admin/refresh*'], type: 'index', description: 'Log operations' },
    },
    {
      method: 'PATCH',
      path: `${API}/actiongroups/logs_ops`,
      body: [{ op: 'replace', path: '/description', value: 'Reading and refreshing logs' }],
    },
  ]);
  expect(osState(security).config.actiongroups.get('logs_ops')).toEqual({
    reserved: false,
    hidden: false,
    static: false,
    allowed_actions: ['read', 'indices:admin/refresh*'],
    type: 'index',
    description: 'Reading and refreshing logs',
  });
  expect(findings, report(findings)).toEqual([]);
});

test('tenants: created, edited and deleted once the name is typed', async ({ page, context, engine }, testInfo) => {
  const security = await routeSecurity(context, engine);
  await openView(page, engine, 'tenants', 'Tenants');
  const findings: Finding[] = [];
  await expect(rowOf(page, 'Tenants', 'global_tenant')).toContainText('reserved');
  await expect(rowOf(page, 'Tenants', 'admin_tenant')).toContainText('Demo tenant for admin user');
  await check(page, 'tenants', findings, testInfo);

  await page.getByRole('button', { name: 'New tenant' }).click();
  const create = page.getByRole('dialog', { name: 'New tenant' });
  await create.getByRole('textbox', { name: 'Name' }).fill('ops');
  await create.getByRole('textbox', { name: 'Description' }).fill('Operations dashboards');
  await check(page, 'tenant editor', findings, testInfo);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Tenant ops created')).toBeVisible();

  await rowOf(page, 'Tenants', 'ops').getByRole('button', { name: 'Edit ops' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit tenant ops' });
  await edit.getByRole('textbox', { name: 'Description' }).fill('Operations team');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenant ops saved')).toBeVisible();
  await expect(rowOf(page, 'Tenants', 'ops')).toContainText('Operations team');
  expect(osState(security).config.tenants.get('ops')).toEqual({ reserved: false, hidden: false, static: false, description: 'Operations team' });

  await rowOf(page, 'Tenants', 'ops').getByRole('button', { name: 'Delete ops' }).click();
  const question = page.getByRole('dialog', { name: 'Delete tenant' });
  await expect(question.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await question.getByRole('textbox', { name: 'Type ops to confirm' }).fill('ops');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Tenant ops deleted')).toBeVisible();
  await expect(rowOf(page, 'Tenants', 'ops')).toHaveCount(0);

  expect(writes(security)).toEqual([
    { method: 'PUT', path: `${API}/tenants/ops`, body: { description: 'Operations dashboards' } },
    { method: 'PUT', path: `${API}/tenants/ops`, body: { description: 'Operations team' } },
    { method: 'DELETE', path: `${API}/tenants/ops`, body: null },
  ]);
  expect(osState(security).config.tenants.has('ops')).toBe(false);
  expect(findings, report(findings)).toEqual([]);
});

test('audit: a read-only setting is shown disabled; a changed one is saved with PUT audit/config', async ({ page, context, engine }, testInfo) => {
  const security = await routeSecurity(context, engine);
  await openView(page, engine, 'audit', 'Audit logging');
  const findings: Finding[] = [];
  const readOnly = page.getByRole('switch', { name: 'Leave sensitive headers out' });
  await expect(readOnly).toBeDisabled();
  await expect(readOnly).toBeChecked();
  await expect(page.getByText('Read-only: the security plugin lets no one change this setting through its API.').first()).toBeVisible();
  const bodies = page.getByRole('switch', { name: 'Log request bodies' });
  await expect(bodies).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await check(page, 'audit', findings, testInfo);

  await bodies.click({ force: true });
  await expect(bodies).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Audit configuration saved')).toBeVisible();

  const expected = opensearchSeed().audit;
  (expected.audit as Record<string, unknown>).log_request_body = false;
  expect(writes(security)).toEqual([{ method: 'PUT', path: `${API}/audit/config`, body: expected }]);
  expect(osState(security).audit).toEqual(expected);
  await expect(page.getByRole('switch', { name: 'Log request bodies' })).not.toBeChecked();
  expect(findings, report(findings)).toEqual([]);
});
