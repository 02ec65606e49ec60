import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { pasteInto } from '../support/codeEditor';
import { engineCall } from '../support/engineApi';
import { routeSecurity, type SecurityHandle } from '../support/securityFixture';
import { answerConfirmation, closeNotification, connectedTo, header } from '../support/ui';

// The role editor on both engines. The document-level query of an index entry is checked by the
// real engine (POST {index}/_validate/query on an index this spec creates); the security API
// itself is the route of support/securityFixture.ts (neither test engine serves it; every answer
// is checked against the engine's own specification), which keeps what the editor writes.

test.use({ predefinedClusters: [{ name: 'secured', uri: ENGINE_URL }] });

/** The index the document-level queries are checked on: a keyword and an integer field. */
const INDEX = 'security-roles-dls';
/** A query the engine refuses on INDEX (a number field compared with a word), then a valid one. */
const REFUSED = '{"range": {"n": {"gte": "abc"}}}';
const VALID = '{"term": {"level": {"value": "info"}}}';

test.beforeAll(async ({ engine }) => {
  await engineCall(engine, 'DELETE', `${INDEX}?ignore_unavailable=true`);
  await engineCall(engine, 'PUT', INDEX, {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: { properties: { level: { type: 'keyword' }, n: { type: 'integer' } } },
  });
});
test.afterAll(async ({ engine }) => engineCall(engine, 'DELETE', INDEX));

/** Elasticsearch's built-in superuser role, as GET _security/role lists it. */
const SUPERUSER = {
  cluster: ['all'],
  indices: [{ names: ['*'], privileges: ['all'], allow_restricted_indices: true }],
  applications: [{ application: '*', privileges: ['*'], resources: ['*'] }],
  run_as: ['*'],
  metadata: { _reserved: true },
  transient_metadata: { enabled: true },
};

const es = (engine: Engine) => engine.kind === 'elasticsearch';

async function openRoles(page: Page, engine: Engine) {
  await page.goto('./cluster/0/security?view=roles');
  await expect(header(page)).toContainText(connectedTo('secured', engine.url));
  await expect(page.getByRole('table', { name: 'Roles' })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/** Picks `name` among the names the field offers, after typing `typed`. */
async function offered(page: Page, field: Locator, typed: string, name: string) {
  await field.click();
  await field.pressSequentially(typed);
  await page.getByRole('option', { name, exact: true }).click();
  await field.press('Escape');
}

async function addTag(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Enter');
}

/** The role as the route holds it now. */
function stored(security: SecurityHandle, name: string): unknown {
  const state = security.state();
  return state.distribution === 'elasticsearch' ? state.roles.get(name) : state.config.roles.get(name);
}

const puts = (security: SecurityHandle) => security.requests.filter((request) => request.method === 'PUT');
/** The writes sent: PUT, PATCH and DELETE (the POSTs of this screen only read). */
const writes = (security: SecurityHandle) => security.requests.filter((request) => ['PUT', 'PATCH', 'DELETE'].includes(request.method));
const writePath = (engine: Engine, name: string) => (es(engine) ? `_security/role/${name}` : `_plugins/_security/api/roles/${name}`);

test('creates a role from the form once the engine accepts its query, after the preview, in both themes without an axe violation', async ({ page, context, engine }, testInfo) => {
  const security = await routeSecurity(context, engine);
  await openRoles(page, engine);
  const findings: Finding[] = [];
  await check(page, 'roles', findings, testInfo);

  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('logs_reader');
  // The cluster's own names are offered: Elasticsearch's built-in privileges, OpenSearch's action groups.
  const [cluster, privilege] = es(engine) ? ['Cluster privileges', 'monitor'] : ['Cluster permissions', 'cluster_monitor'];
  await offered(page, dialog.getByRole('textbox', { name: cluster }), 'monit', privilege);
  await dialog.getByRole('button', { name: 'Add index entry' }).click();
  const entry = dialog.getByRole('group', { name: 'Index entry 1' });
  await addTag(entry.getByRole('textbox', { name: es(engine) ? 'Indices (names or patterns)' : 'Index patterns' }), INDEX);
  const actions = entry.getByRole('textbox', { name: es(engine) ? 'Privileges' : 'Allowed actions' });
  if (es(engine)) await addTag(actions, 'read');
  else await offered(page, actions, 're', 'read');
  const query = entry.getByRole('group', { name: es(engine) ? 'Document-level query (JSON)' : 'Document-level security (JSON query)' });
  await pasteInto(page, query, REFUSED);
  await check(page, 'role editor', findings, testInfo);

  await dialog.getByRole('button', { name: 'Review changes' }).click();
  const refusal = entry.getByRole('alert').filter({ hasText: 'The engine found the query invalid' });
  await expect(refusal).toContainText('For input string');
  await expect(dialog.getByTestId('role-request')).toHaveCount(0);

  await pasteInto(page, query, VALID);
  await expect(refusal).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Review changes' }).click();
  await expect(dialog.getByTestId('role-request')).toHaveText(`PUT ${writePath(engine, 'logs_reader')}`);
  // The preview opens at its top, though the form was scrolled down to the query.
  await expect(dialog.getByTestId('role-request')).toBeInViewport();
  const preview = dialog.getByTestId('change-preview');
  await expect(preview).toContainText(`added: + "${INDEX}"`);
  await expect(preview).toContainText(`"${privilege}"`);
  await expect(dialog.getByTestId('role-holders')).toHaveText('No user holds this role.');
  await check(page, 'role preview', findings, testInfo);
  // Nothing is written before Save.
  expect(puts(security)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role logs_reader created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'logs_reader')).toContainText(INDEX);

  const body = es(engine)
    ? { cluster: ['monitor'], indices: [{ names: [INDEX], privileges: ['read'], query: { term: { level: { value: 'info' } } } }] }
    : {
        cluster_permissions: ['cluster_monitor'],
        index_permissions: [{ index_patterns: [INDEX], allowed_actions: ['read'], dls: '{"term":{"level":{"value":"info"}}}', fls: [], masked_fields: [] }],
        tenant_permissions: [],
      };
  expect(puts(security)).toEqual([{ method: 'PUT', path: `/${writePath(engine, 'logs_reader')}`, body }]);
  expect(stored(security, 'logs_reader')).toMatchObject(body);
  expect(findings, report(findings)).toEqual([]);
});

test('edits a role and clones another; a reserved role opens read-only', async ({ page, context, engine }) => {
  const security = await routeSecurity(context, engine, { elasticsearch: { roles: { superuser: SUPERUSER } } });
  const [edited, reserved] = es(engine) ? ['admin', 'superuser'] : ['own_index', 'all_access'];
  await openRoles(page, engine);

  await rowOf(page, reserved).getByRole('button', { name: `View ${reserved}` }).click();
  const readOnly = page.getByRole('dialog', { name: `Role ${reserved} (reserved)` });
  await expect(readOnly).toContainText('This role is built into the engine: it cannot be changed.');
  await expect(readOnly.getByRole('button', { name: 'Review changes' })).toHaveCount(0);
  await expect(readOnly.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  await readOnly.getByRole('button', { name: 'Close', exact: true }).click();
  // The reserved mark stays whole beside the name, however narrow the column.
  const mark = rowOf(page, reserved).getByText('reserved', { exact: true });
  expect(await mark.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  await expect(readOnly).toBeHidden();

  await rowOf(page, edited).getByRole('button', { name: `Edit ${edited}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit role ${edited}` });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('readonly');
  const [cluster, privilege] = es(engine) ? ['Cluster privileges', 'monitor'] : ['Cluster permissions', 'cluster_monitor'];
  await offered(page, dialog.getByRole('textbox', { name: cluster }), 'monit', privilege);
  await dialog.getByRole('button', { name: 'Review changes' }).click();
  const preview = dialog.getByTestId('change-preview');
  await expect(preview).toContainText(`added: + "${privilege}"`);
  // Only what changed is marked: the entries are written back in the order they were listed.
  await expect(preview).not.toContainText(/(added|removed): [-+]\s+"(names|privileges|index_patterns|fls|masked_fields|allowed_actions)"/);
  await expect(dialog.getByTestId('role-holders')).toHaveText(
    `Users who hold this role, affected at once: ${es(engine) ? 'jacknich, sandrakn' : 'admin, kibanaserver, readall, *'}`,
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Role ${edited} saved`)).toBeVisible();
  await closeNotification(page, `Role ${edited} saved`);

  // The role as listed, less what a write may not send (and Elasticsearch's empty metadata).
  const editedBody = es(engine)
    ? {
        cluster: ['all', 'monitor'],
        indices: [{ names: ['*'], privileges: ['all'], allow_restricted_indices: true }],
        applications: [{ application: '*', privileges: ['*'], resources: ['*'] }],
        run_as: ['*'],
      }
    : {
        description: 'Allow full access to an index named like the username',
        cluster_permissions: ['cluster_composite_ops', 'cluster_monitor'],
        index_permissions: [{ index_patterns: ['${user.name}'], fls: [], masked_fields: [], allowed_actions: ['indices_all'] }],
        tenant_permissions: [],
      };
  expect(puts(security)).toEqual([{ method: 'PUT', path: `/${writePath(engine, edited)}`, body: editedBody }]);
  expect(stored(security, edited)).toMatchObject(editedBody);

  await rowOf(page, edited).getByRole('button', { name: `Clone ${edited}` }).click();
  const clone = page.getByRole('dialog', { name: `New role cloned from ${edited}` });
  const name = clone.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('');
  await name.fill(edited);
  await expect(clone).toContainText(`A role named ${edited} exists: edit it instead.`);
  await expect(clone.getByRole('button', { name: 'Review changes' })).toBeDisabled();
  await name.fill('copy_of_role');
  await clone.getByRole('button', { name: 'Review changes' }).click();
  await expect(clone.getByTestId('role-holders')).toHaveText('No user holds this role.');
  await clone.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role copy_of_role created')).toBeVisible();
  await expect(rowOf(page, 'copy_of_role')).toBeVisible();
  expect(puts(security).slice(1)).toEqual([{ method: 'PUT', path: `/${writePath(engine, 'copy_of_role')}`, body: editedBody }]);
  expect(stored(security, 'copy_of_role')).toMatchObject(editedBody);
});

test('JSON that does not parse is kept and blocks saving; a role is deleted once its name is typed', async ({ page, context, engine }) => {
  const security = await routeSecurity(context, engine);
  const [role, victim] = es(engine) ? ['my_admin_role', 'my_user_role'] : ['own_index', 'own_index'];
  await openRoles(page, engine);
  await rowOf(page, role).getByRole('button', { name: `Edit ${role}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit role ${role}` });
  await dialog.getByRole('radiogroup', { name: 'Edit as' }).getByText('JSON', { exact: true }).click();
  const json = dialog.getByRole('group', { name: 'Role definition (JSON)' });
  await expect(json).toContainText(es(engine) ? '"run_as"' : '"index_permissions"');
  const broken = '{"cluster": ["all"';
  await pasteInto(page, json, broken);
  await expect(dialog.getByRole('alert').first()).toContainText('The JSON does not parse (line 1');
  await expect(dialog.getByRole('button', { name: 'Review changes' })).toBeDisabled();
  await dialog.getByRole('radiogroup', { name: 'Edit as' }).getByText('Form', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'JSON' })).toBeChecked();
  await expect(json.locator('.cm-content')).toHaveText(broken);
  await expect(dialog.getByRole('button', { name: 'Review changes' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await answerConfirmation(page, 'Discard your changes?', 'Discard changes');
  await expect(dialog).toBeHidden();

  await rowOf(page, victim).getByRole('button', { name: `Delete ${victim}` }).click();
  await answerConfirmation(page, 'Delete role', 'Delete', { text: `Delete the role ${victim}?`, typed: victim });
  await expect(page.getByText(`Role ${victim} deleted`)).toBeVisible();
  await expect(rowOf(page, victim)).toHaveCount(0);
  expect(writes(security)).toEqual([
    { method: 'DELETE', path: `/${writePath(engine, victim)}`, body: null },
  ]);
  expect(stored(security, victim)).toBeUndefined();
});
