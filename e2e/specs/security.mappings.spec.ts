import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { pasteInto } from '../support/codeEditor';
import { routeSecurity, type SecurityHandle } from '../support/securityFixture';
import { connectedTo, header } from '../support/ui';

// Role mappings on both engines, against the security route of support/securityFixture.ts
// (neither test engine serves security; every answer is checked against the engine's own
// specification, and the route keeps what is written). Elasticsearch: a mapping built in the rule
// tree and its JSON, kept in step, then tried on a user. OpenSearch: a mapping's users and backend
// roles edited with the users gaining or losing the role shown first; reserved mappings closed.

test.use({ predefinedClusters: [{ name: 'secured', uri: ENGINE_URL }] });

async function openMappings(page: Page, engine: Engine) {
  await page.goto('./cluster/0/security?view=mappings');
  await expect(header(page)).toContainText(connectedTo('secured', engine.url));
  await expect(page.getByRole('table', { name: 'Role mappings' })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Role mappings' }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function addTag(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Enter');
}

/** The request a dialog shows before sending: its first line and its body. */
async function shownRequest(dialog: Locator): Promise<{ line: string; body: unknown }> {
  const text = (await dialog.getByTestId('mapping-request').textContent()) ?? '';
  const [line, ...body] = text.split('\n');
  return { line, body: JSON.parse(body.join('\n')) };
}

/** The writes sent: PUT, PATCH and DELETE (the POSTs of this screen only read). */
const writes = (security: SecurityHandle) => security.requests.filter((request) => ['PUT', 'PATCH', 'DELETE'].includes(request.method));

const GROUP = 'cn=ops,dc=example,dc=com';
const TEMPLATE = { template: { source: 'team_{{metadata.team}}' }, format: 'string' };
const RULES = { all: [{ field: { 'realm.name': ['ldap1'] } }, { any: [{ field: { groups: [GROUP] } }] }] };

test('Elasticsearch: builds a mapping in the rule tree and its JSON, saves it, and tries users on the mappings', async ({ page, context, engine }, testInfo) => {
  test.skip(engine.kind !== 'elasticsearch', 'Elasticsearch role mappings');
  const security = await routeSecurity(context, engine);
  await openMappings(page, engine);
  const findings: Finding[] = [];
  await page.getByRole('button', { name: 'New mapping' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role mapping' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('ldap_ops');
  await addTag(dialog.getByRole('textbox', { name: 'Roles', exact: true }), 'my_admin_role');
  // all of: the realm, and any of the groups.
  await dialog.getByRole('combobox', { name: 'Rule top: kind' }).selectOption('all');
  await dialog.getByRole('combobox', { name: 'Rule 1: field' }).selectOption('realm.name');
  const realm = dialog.getByRole('textbox', { name: 'Rule 1: values' });
  await realm.press('Backspace');
  await addTag(realm, 'ldap1');
  await dialog.getByRole('button', { name: 'Add a rule under rule top' }).click();
  await dialog.getByRole('combobox', { name: 'Rule 2: kind' }).selectOption('any');
  await dialog.getByRole('combobox', { name: 'Rule 2.1: field' }).selectOption('groups');
  await addTag(dialog.getByRole('textbox', { name: 'Rule 2.1: values' }), GROUP);
  const fromTree = { enabled: true, roles: ['my_admin_role'], rules: RULES, metadata: {} };
  expect(await shownRequest(dialog)).toEqual({ line: 'PUT _security/role_mapping/ldap_ops', body: fromTree });
  await check(page, 'mapping editor', findings, testInfo);

  // The JSON shows what the tree holds; a template added there shows in the form.
  const modes = dialog.getByRole('radiogroup', { name: 'Edit as' });
  await modes.getByText('JSON', { exact: true }).click();
  const json = dialog.getByRole('group', { name: 'Role mapping body' });
  await expect(json.locator('.cm-content')).toContainText('"realm.name": [');
  const body = { enabled: true, roles: ['my_admin_role'], role_templates: [TEMPLATE], rules: RULES, metadata: {} };
  await pasteInto(page, json, JSON.stringify(body, null, 2));
  await modes.getByText('Form', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Template 1: source' })).toHaveValue('team_{{metadata.team}}');
  await expect(dialog.getByRole('textbox', { name: 'Rule 2.1: values' })).toHaveCount(1);
  expect(await shownRequest(dialog)).toEqual({ line: 'PUT _security/role_mapping/ldap_ops', body });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Role mapping ldap_ops created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, 'ldap_ops');
  await expect(row).toContainText('my_admin_role, 1 role template');
  await expect(row).toContainText(`realm.name = ldap1 and any of (groups = ${GROUP})`);
  expect(writes(security)).toEqual([
    { method: 'PUT', path: '/_security/role_mapping/ldap_ops', body },
  ]);
  const state = security.state();
  expect(state.distribution === 'elasticsearch' && state.roleMappings.get('ldap_ops')).toEqual(body);

  const tester = page.getByRole('group', { name: 'Test a user' });
  await tester.getByRole('textbox', { name: 'User name' }).fill('ann');
  await tester.getByRole('textbox', { name: 'Realm name' }).fill('ldap1');
  await addTag(tester.getByRole('textbox', { name: 'Groups' }), GROUP);
  await tester.getByRole('textbox', { name: 'Metadata (JSON object)' }).fill('{"team": "blue"}');
  const result = tester.getByRole('status', { name: 'Test result' });
  await expect(result).toContainText('The user would get: my_admin_role, team_blue, user');
  await expect(result).toContainText('ldap_ops matches: my_admin_role, team_blue');
  await expect(result).toContainText('mapping1 matches: user');
  await check(page, 'mappings with the tester', findings, testInfo);
  await tester.getByRole('textbox', { name: 'Realm name' }).fill('ldap2');
  await expect(result).toContainText('The user would get: user');
  await expect(result).toContainText('ldap_ops does not match');
  expect(findings, report(findings)).toEqual([]);
});

test('OpenSearch: edits the users and backend roles of a mapping, showing who gains or loses the role; reserved mappings stay closed', async ({ page, context, engine }, testInfo) => {
  test.skip(engine.kind !== 'opensearch', 'OpenSearch role mappings');
  const security = await routeSecurity(context, engine);
  await openMappings(page, engine);
  const findings: Finding[] = [];
  const reserved = rowOf(page, 'kibana_server');
  await expect(reserved).toContainText('reserved');
  await expect(reserved.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  await reserved.getByText('kibana_server', { exact: true }).click();
  await expect(page.getByText(/This mapping is reserved: the security plugin refuses to change or delete it/)).toBeVisible();
  await check(page, 'mappings', findings, testInfo);

  const tester = page.getByRole('group', { name: 'Test a user' });
  await tester.getByRole('textbox', { name: 'User name' }).fill('someone');
  await addTag(tester.getByRole('textbox', { name: 'Backend roles' }), 'admin');
  const result = tester.getByRole('status', { name: 'Test result' });
  await expect(result).toContainText('all_access: backend role admin matches admin');
  await expect(result).toContainText('own_index: user name matches *');
  await expect(result).not.toContainText('readall');

  await rowOf(page, 'readall').getByRole('button', { name: 'Edit readall' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit role mapping readall' });
  await expect(dialog.getByRole('textbox', { name: 'Role', exact: true })).toHaveAttribute('readonly');
  await addTag(dialog.getByRole('textbox', { name: 'Users', exact: true }), 'kibanaserver');
  await dialog.getByRole('textbox', { name: 'Backend roles', exact: true }).press('Backspace');
  const holders = dialog.getByRole('status', { name: 'Users gaining or losing the role' });
  await expect(holders).toContainText('Gain the role: kibanaserver');
  await expect(holders).toContainText('Lose the role: readall');
  const preview = dialog.getByTestId('change-preview');
  await expect(preview).toContainText('added: + "kibanaserver"');
  await expect(preview).toContainText('removed: - "readall"');
  const body = { users: ['kibanaserver'], backend_roles: [], and_backend_roles: [], hosts: [], description: 'Maps readall to readall' };
  expect(await shownRequest(dialog)).toEqual({ line: 'PUT _plugins/_security/api/rolesmapping/readall', body });
  await check(page, 'mapping editor', findings, testInfo);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role mapping readall saved')).toBeVisible();
  await expect(rowOf(page, 'readall')).toContainText('kibanaserver');

  expect(writes(security)).toEqual([
    { method: 'PUT', path: '/_plugins/_security/api/rolesmapping/readall', body },
  ]);
  const state = security.state();
  expect(state.distribution === 'opensearch' && state.config.rolesmapping.get('readall')).toMatchObject(body);
  // The tester reads the saved mapping: the user named in it gets the role.
  await tester.getByRole('textbox', { name: 'User name' }).fill('kibanaserver');
  await expect(result).toContainText('readall: user name matches kibanaserver');
  expect(findings, report(findings)).toEqual([]);
});
