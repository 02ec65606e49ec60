import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { routeSecurity } from '../support/securityFixture';
import { connectedTo, header } from '../support/ui';

// The security screen: users and roles. Neither test engine serves a security API: against the
// engines themselves the screen says so and asks nothing more; a cluster with security is the
// stateful route fixture of support/securityFixture.ts (Elasticsearch's documented examples,
// OpenSearch's demo configuration), every answer checked against the engine's own specification.

test.use({ predefinedClusters: [{ name: 'secured', uri: ENGINE_URL }] });

/** The security paths the page asked the engine, in order. */
function securityRequests(page: Page, engine: Engine): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === engine.url && /^\/(_security|_plugins\/_security)\//.test(url.pathname) && request.method() !== 'OPTIONS')
      asked.push(`${request.method()} ${url.pathname}`);
  });
  return asked;
}

async function openSecurity(page: Page, engine: Engine, view = '') {
  await page.goto(`./cluster/0/security${view}`);
  await expect(header(page)).toContainText(connectedTo('secured', engine.url));
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
}

/** Elasticsearch's built-in superuser, as GET _security/user lists it. */
const BUILT_IN = { username: 'elastic', roles: ['superuser'], full_name: null, email: null, metadata: { _reserved: true }, enabled: true };

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: /^(Users|Roles)$/ }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('without security the screen says so and asks nothing more', async ({ page, engine }) => {
  const asked = securityRequests(page, engine);
  await openSecurity(page, engine);
  const verdict =
    engine.kind === 'elasticsearch'
      ? /Security is not enabled on this cluster|does not serve the Elasticsearch security/
      : /does not serve the OpenSearch security plugin/;
  await expect(page.getByRole('main')).toContainText(verdict);
  await expect(page.getByRole('table')).toHaveCount(0);
  // The who-am-I call is the only one (a failed answer may be asked again when the screen mounts).
  expect([...new Set(asked)]).toEqual([engine.kind === 'elasticsearch' ? 'GET /_security/_authenticate' : 'GET /_plugins/_security/authinfo']);
});

test('a user who may not read the security configuration is told so', async ({ page, context, engine }) => {
  await routeSecurity(context, engine, { forbidden: true });
  await openSecurity(page, engine);
  await expect(page.getByRole('main')).toContainText('This user may not read the cluster\'s security');
});

test('lists users and roles, and deletes a user once its name is typed, in both themes without an axe violation', async ({ page, context, engine }, testInfo) => {
  // A built-in user beside the documented ones (OpenSearch's demo configuration has its own).
  const security = await routeSecurity(context, engine, { elasticsearch: { users: [BUILT_IN] } });
  await openSecurity(page, engine);
  const findings: Finding[] = [];
  const [victim, reserved] = engine.kind === 'elasticsearch' ? ['ray', 'elastic'] : ['readall', 'admin'];
  await expect(rowOf(page, victim)).toBeVisible();
  await expect(rowOf(page, reserved).getByText('reserved')).toBeVisible();
  await expect(rowOf(page, reserved).getByRole('button', { name: `Delete ${reserved}` })).toHaveCount(0);
  if (engine.kind === 'opensearch') await expect(rowOf(page, 'admin').getByText('you')).toBeVisible();
  await check(page, 'security users', findings, testInfo);

  await rowOf(page, victim).getByRole('button', { name: `Delete ${victim}` }).click();
  const question = page.getByRole('dialog', { name: 'Delete user' });
  await expect(question.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await question.getByRole('textbox', { name: `Type ${victim} to confirm` }).fill(victim);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`User ${victim} deleted`)).toBeVisible();
  await expect(rowOf(page, victim)).toHaveCount(0);
  const state = security.state();
  expect(state.distribution === 'elasticsearch' ? state.users.has(victim) : state.config.internalusers.has(victim)).toBe(false);

  await page.getByRole('radiogroup', { name: 'Security view' }).getByText('Roles', { exact: true }).click();
  await expect(page).toHaveURL(/view=roles/);
  const role = engine.kind === 'elasticsearch' ? 'my_admin_role' : 'own_index';
  await expect(rowOf(page, role)).toBeVisible();
  await check(page, 'security roles', findings, testInfo);
  expect(findings, report(findings)).toEqual([]);
});

test.describe('on a read-only cluster', () => {
  test.use({ predefinedClusters: [{ name: 'secured', uri: ENGINE_URL, protection: 'read-only' }] });

  test('users are listed with no write offered', async ({ page, context, engine }) => {
    await routeSecurity(context, engine);
    await openSecurity(page, engine);
    const user = engine.kind === 'elasticsearch' ? 'ray' : 'readall';
    await expect(rowOf(page, user)).toBeVisible();
    await expect(rowOf(page, user).getByRole('button')).toHaveCount(0);
  });
});
