import type { Page } from '@playwright/test';
import type { Engine } from '../fixtures/test';
import { expect } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { createIndices } from '../support/engineIndices';
import { routeSecurity } from '../support/securityFixture';
import type { SecurityOptions } from '../support/security/securityAnswer';
import { testWithPrefix } from '../support/specTest';
import { connectedTo, header } from '../support/ui';

// The console asks once what the connected user may do and disables what they may not, naming
// the missing privilege. The indices and the engines are real; the security API is the route of
// support/securityFixture.ts (neither test engine serves security; every answer is checked
// against the engine's own specification). Elasticsearch: the seed's user ray, whose role
// other_role3 is given read privileges here. OpenSearch: an internal user `auditor`, mapped to a
// role that reads every index and may read the security roles through the REST API (as a user
// must to be answered at all), beside the demo's own_index role.

const test = testWithPrefix('pv', 'secured');

const READER: Record<Engine['kind'], SecurityOptions> = {
  elasticsearch: {
    connectedAs: 'ray',
    elasticsearch: {
      roles: {
        other_role3: {
          cluster: ['monitor'],
          indices: [{ names: ['*'], privileges: ['read', 'view_index_metadata'], allow_restricted_indices: false }],
          applications: [],
          run_as: [],
          metadata: {},
          transient_metadata: { enabled: true },
        },
      },
    },
  },
  opensearch: {
    connectedAs: 'auditor',
    opensearch: {
      internalusers: {
        auditor: {
          hash: '',
          reserved: false,
          hidden: false,
          backend_roles: [],
          attributes: {},
          description: 'Reads every index and the security roles',
          opendistro_security_roles: [],
          static: false,
        },
      },
      roles: {
        role_reader: {
          reserved: false,
          hidden: false,
          description: 'Reads every index and the security roles',
          cluster_permissions: ['cluster_monitor', 'restapi:admin/roles', 'restapi:admin/actiongroups'],
          index_permissions: [{ index_patterns: ['*'], fls: [], masked_fields: [], allowed_actions: ['read'] }],
          tenant_permissions: [],
          static: false,
        },
      },
      rolesmapping: {
        role_reader: {
          hosts: [],
          users: ['auditor'],
          reserved: false,
          hidden: false,
          backend_roles: [],
          and_backend_roles: [],
          description: 'Maps auditor to role_reader',
        },
      },
    },
  },
};

const MISSING = {
  elasticsearch: (index: string) => `Needs the delete_index privilege on ${index}, which your roles do not grant.`,
  opensearch: (index: string) => `Needs the indices:admin/delete permission on ${index}, which your roles do not grant.`,
};

const PRIVILEGE_PATHS = {
  elasticsearch: ['/_security/user/_privileges'],
  opensearch: ['/_plugins/_security/authinfo', '/_plugins/_security/api/roles', '/_plugins/_security/api/actiongroups'],
};

/** Opens the indices screen narrowed to `prefix`, then the Danger zone of `index`'s row menu. */
async function openDangerZone(page: Page, engine: Engine, prefix: string, index: string) {
  await page.goto('./cluster/0/indices');
  await expect(header(page)).toContainText(connectedTo('secured', engine.url));
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  await expect(page.getByRole('link', { name: index, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${index}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Danger zone', exact: true }).click();
  return page.getByRole('menuitem', { name: 'Delete', exact: true });
}

test('a user whose roles lack delete_index finds Delete disabled, the privilege named', async ({ page, context, engine, prefix }, testInfo) => {
  const index = `${prefix}-logs`;
  await createIndices(engine, [index]);
  const security = await routeSecurity(context, engine, READER[engine.kind]);
  const deletion = await openDangerZone(page, engine, prefix, index);
  await expect(deletion).toHaveAttribute('aria-disabled', 'true');
  await expect(deletion).toHaveAccessibleDescription(MISSING[engine.kind](index));
  await deletion.hover();
  await expect(page.getByRole('tooltip')).toHaveText(MISSING[engine.kind](index));
  const findings: Finding[] = [];
  await check(page, 'privileges-disabled-delete', findings, testInfo);
  expect(findings, report(findings)).toEqual([]);

  await deletion.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Asked once for the whole screen, and nothing written.
  const paths = security.requests.map((request) => `${request.method} ${request.path}`);
  expect(paths).toEqual(PRIVILEGE_PATHS[engine.kind].map((path) => `GET ${path}`));
  expect(security.requests.every((request) => request.method === 'GET')).toBe(true);
});

test('the all-access user may delete the index', async ({ page, context, engine, prefix }) => {
  const index = `${prefix}-logs`;
  await createIndices(engine, [index]);
  const security = await routeSecurity(context, engine);
  const deletion = await openDangerZone(page, engine, prefix, index);
  await expect(deletion).not.toHaveAttribute('aria-disabled');
  await deletion.click();
  await expect(page.getByRole('dialog')).toContainText(index);
  expect(security.requests.map((request) => request.path)).toEqual(PRIVILEGE_PATHS[engine.kind]);
});
