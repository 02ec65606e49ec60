import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { internalUser } from '../support/security/osSeed';
import { routeSecurity } from '../support/securityFixture';
import { connectedTo, header } from '../support/ui';

// "Why not?": whether a user holds a privilege, and which role gives it or comes closest. The
// engine processes run without security, so the stateful route of support/securityFixture.ts
// answers the security API (checked against each engine's specification). Elasticsearch answers
// _has_privileges itself for the connected user, and the screen works the answer out from the
// roles for a user it may not run as; OpenSearch's answer is always worked out from the plugin's
// roles, role mappings and action groups.

test.use({ predefinedClusters: [{ name: 'secured', uri: ENGINE_URL }] });

async function openAccess(page: Page, engine: Engine) {
  await page.goto('./cluster/0/security?view=access');
  await expect(header(page)).toContainText(connectedTo('secured', engine.url));
  await expect(page.getByRole('form', { name: 'Access question' })).toBeVisible();
}

/** Asks the form; an empty index asks about the cluster. */
async function ask(page: Page, question: { user?: string; privilege: string; index: string }) {
  const form = page.getByRole('form', { name: 'Access question' });
  if (question.user !== undefined) await form.getByRole('textbox', { name: 'User' }).fill(question.user);
  await form.getByRole('textbox', { name: 'Privilege or action' }).fill(question.privilege);
  await form.getByRole('textbox', { name: 'Index' }).fill(question.index);
  await form.getByRole('textbox', { name: 'Index' }).press('Enter');
}

const verdict = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^(Yes|No|The engine)/ });
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** A native user who reads logs and may run as no one. */
const ANALYST = { username: 'analyst', roles: ['logs_reader'], full_name: 'Ann Analyst', email: null, metadata: {}, enabled: true };
const LOGS_READER = {
  cluster: ['monitor'],
  indices: [{ names: ['logs-*'], privileges: ['read'], allow_restricted_indices: false }],
  applications: [],
  run_as: [],
  metadata: {},
  transient_metadata: { enabled: true },
};

test('Elasticsearch: the engine answers for the connected user; another user is worked out from the roles', async ({ page, context, engine }, testInfo) => {
  test.skip(engine.kind !== 'elasticsearch', 'the Elasticsearch questions; OpenSearch has its own test');
  const security = await routeSecurity(context, engine, {
    connectedAs: 'analyst',
    elasticsearch: { users: [ANALYST], roles: { logs_reader: LOGS_READER } },
  });
  await openAccess(page, engine);
  await expect(page.getByRole('textbox', { name: 'User' })).toHaveValue('analyst');
  const findings: Finding[] = [];

  await ask(page, { privilege: 'read', index: 'logs-2026' });
  await expect(verdict(page)).toContainText('Yes: analyst may read on logs-2026');
  await expect(verdict(page)).toContainText('The engine answered (_has_privileges).');
  await expect(section(page, 'Granted by')).toContainText('logs_reader: read on logs-*');
  await check(page, 'access allowed', findings, testInfo);

  await ask(page, { privilege: 'write', index: 'logs-2026' });
  await expect(verdict(page)).toContainText('No: analyst may not write on logs-2026');
  await expect(section(page, 'Closest roles, which lack it')).toContainText('logs_reader reaches logs-* with read only');
  await check(page, 'access denied', findings, testInfo);

  const asked = security.requests.filter((request) => request.path === '/_security/user/_has_privileges');
  expect(asked.map((request) => [request.method, request.body])).toEqual([
    ['POST', { index: [{ names: ['logs-2026'], privileges: ['read'] }] }],
    ['POST', { index: [{ names: ['logs-2026'], privileges: ['write'] }] }],
  ]);

  const before = security.requests.length;
  await ask(page, { user: 'jacknich', privilege: 'monitor', index: '' });
  await expect(verdict(page)).toContainText('The connected user may not run as jacknich');
  await expect(verdict(page)).toContainText('Worked out from the roles, not asked of the engine');
  await expect(verdict(page)).toContainText('Roles of jacknich: admin, other_role1');
  await expect(verdict(page)).toContainText('Yes: jacknich holds monitor on the cluster');
  // Nothing was asked as jacknich: the connected user's run-as, the user and its roles were read.
  expect(security.requests.slice(before).map((request) => `${request.method} ${request.path}`).sort()).toEqual([
    'GET /_security/role/admin,other_role1',
    'GET /_security/user/_privileges',
    'GET /_security/user/jacknich',
  ]);
  expect(findings, report(findings)).toEqual([]);
});

/** A role whose grants the answer cannot weigh: a document query, and a pattern naming a user attribute. */
const TEAM_DOCS = {
  reserved: false,
  hidden: false,
  static: false,
  description: 'Team documents',
  cluster_permissions: [],
  index_permissions: [
    { index_patterns: ['*'], dls: '{"term":{"team":"blue"}}', fls: [], masked_fields: [], allowed_actions: ['read'] },
    { index_patterns: ['team-${attr.internal.team}'], fls: [], masked_fields: [], allowed_actions: ['crud'] },
  ],
  tenant_permissions: [],
};

test('OpenSearch: allowed through an action group, denied with the closest roles, and what the answer does not cover', async ({ page, context, engine }, testInfo) => {
  test.skip(engine.kind !== 'opensearch', 'the OpenSearch questions; Elasticsearch has its own test');
  const security = await routeSecurity(context, engine, {
    opensearch: {
      internalusers: { analyst: internalUser('Analyst', ['analysts'], { attributes: { team: 'blue' } }) },
      roles: { team_docs: TEAM_DOCS },
      rolesmapping: {
        team_docs: { hosts: [], users: [], reserved: false, hidden: false, backend_roles: ['analysts'], and_backend_roles: [], description: '' },
      },
    },
  });
  await openAccess(page, engine);
  await expect(page.getByRole('textbox', { name: 'User' })).toHaveValue('admin');
  const findings: Finding[] = [];

  await ask(page, { user: 'readall', privilege: 'indices:data/read/search', index: 'logs-2026' });
  await expect(verdict(page)).toContainText('Yes: readall may indices:data/read/search on logs-2026');
  await expect(verdict(page)).toContainText("Worked out from the security plugin's roles");
  await expect(section(page, 'Granted by')).toContainText('readall: read');
  await check(page, 'access allowed', findings, testInfo);

  await ask(page, { user: 'readall', privilege: 'indices:data/write/index', index: 'logs-2026' });
  await expect(verdict(page)).toContainText('No: readall may not indices:data/write/index on logs-2026');
  await expect(section(page, 'Closest roles, which lack it')).toContainText('readall reaches * with read only');

  await ask(page, { user: 'analyst', privilege: 'indices:data/read/search', index: 'team-blue' });
  await expect(verdict(page)).toContainText('Yes: analyst may indices:data/read/search on team-blue');
  const limits = section(page, 'Not covered by this answer');
  await expect(limits).toContainText('Document-level security limits which documents a grant reaches.');
  await expect(limits).toContainText('Index patterns naming user attributes (${attr…}) were not evaluated.');
  await check(page, 'access not covered', findings, testInfo);

  // Worked out from the configuration: reads only, the internal users asked by name.
  const asked = security.requests.map((request) => `${request.method} ${request.path}`);
  expect(asked.filter((line) => !line.startsWith('GET '))).toEqual([]);
  expect(asked).toContain('GET /_plugins/_security/api/internalusers/readall');
  expect(asked).toContain('GET /_plugins/_security/api/internalusers/analyst');
  expect(asked).toContain('GET /_plugins/_security/api/actiongroups');
  expect(findings, report(findings)).toEqual([]);
});
