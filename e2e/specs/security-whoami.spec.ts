import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { fulfillFromSpec } from '../support/specAnswer';
import { connectedTo, header, openClusterMenu } from '../support/ui';

// Who am I, at the top of the cluster menu. Neither test engine serves a security API: against
// the engines themselves the menu says the cluster has none; the answers of a cluster with
// security are route fixtures, Elasticsearch's documented GET _security/_authenticate example and
// an OpenSearch authinfo answer with the keys of its OpenAPI schema, both checked against the
// engine's own response definition before they are served.

test.use({ predefinedClusters: [{ name: 'secured', uri: ENGINE_URL }] });

/** Elasticsearch's documented answer (security/authenticate, response example 2). */
const ELASTICSEARCH_IDENTITY = {
  username: '0000000001',
  roles: ['admin'],
  full_name: 'Peter Parker',
  email: 'spider-man@marvel.com',
  metadata: {},
  enabled: true,
  authentication_realm: { name: 'cloud-saml-kibana', type: 'saml' },
  lookup_realm: { name: 'cloud-saml-kibana', type: 'saml' },
  authentication_type: 'token',
  token: { managed_by: 'cloud' },
};

/** An OpenSearch authinfo answer, with the keys and types of the plugin's AuthInfo schema. */
const OPENSEARCH_IDENTITY = {
  user: 'User [name=jdoe, backend_roles=[ops], requestedTenant=null]',
  user_name: 'jdoe',
  user_requested_tenant: null,
  remote_address: '127.0.0.1:52410',
  backend_roles: ['ops'],
  custom_attribute_names: [],
  roles: ['own_index', 'readall'],
  tenants: { jdoe: true, global_tenant: true, analysts: false },
  principal: null,
  peer_certificates: '0',
  sso_logout_url: null,
};

const IDENTITY_PATH = { elasticsearch: '/_security/_authenticate', opensearch: '/_plugins/_security/authinfo' };

async function openMenu(page: Page, engine: Engine) {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('secured', engine.url));
  const menu = await openClusterMenu(page, 'secured');
  return menu.getByRole('group', { name: 'Signed in as' });
}

test('the cluster menu says when the cluster has no security API', async ({ page, engine }) => {
  const whoAmI = await openMenu(page, engine);
  await expect(whoAmI).toContainText('This cluster has no security API, or security is not enabled');
});

test('the cluster menu says who the user is, in both themes without an axe violation', async ({ page, context, engine }, testInfo) => {
  const asked: string[] = [];
  await context.route(
    (url) => url.origin === engine.url && url.pathname === IDENTITY_PATH[engine.kind],
    async (route) => {
      asked.push(route.request().method());
      const origin = (await route.request().headerValue('origin')) ?? '*';
      await fulfillFromSpec(route, {
        engine: engine.kind,
        method: 'GET',
        path: IDENTITY_PATH[engine.kind],
        headers: { 'access-control-allow-origin': origin },
        body: engine.kind === 'elasticsearch' ? ELASTICSEARCH_IDENTITY : OPENSEARCH_IDENTITY,
      });
    },
  );
  const whoAmI = await openMenu(page, engine);
  if (engine.kind === 'elasticsearch') {
    await expect(whoAmI).toContainText('0000000001 (Peter Parker) · spider-man@marvel.com');
    await expect(whoAmI).toContainText('Realm: cloud-saml-kibana (saml) · authenticated by token');
    await expect(whoAmI).toContainText('Rolesadmin');
  } else {
    await expect(whoAmI).toContainText('jdoe');
    await expect(whoAmI).toContainText('Rolesown_indexreadall');
    await expect(whoAmI).toContainText('Backend rolesops');
    await expect(whoAmI).toContainText('Tenantsanalysts (read only)global_tenant (read and write)jdoe (read and write)');
  }
  // OpenSearch: authinfo is asked again with the roles, for what the user may do.
  expect(asked).toEqual(engine.kind === 'elasticsearch' ? ['GET'] : ['GET', 'GET']);
  const findings: Finding[] = [];
  await check(page, 'cluster menu with the signed-in user', findings, testInfo);
  expect(findings, report(findings)).toEqual([]);
});
