import type { Page, Request } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { browserStorage } from '../support/browserStorage';
import { NOW } from '../support/security/esApiKeys';
import { ES_CONNECTED } from '../support/security/esSeed';
import type { EsApiKey, EsStore } from '../support/security/securityState';
import { routeSecurity, type SecurityHandle } from '../support/securityFixture';
import { connectedTo, header } from '../support/ui';

// Elasticsearch's API keys on the security screen. The engine process runs without security, so
// the stateful route of support/securityFixture.ts answers the security API (its documented
// examples as seed, every answer checked against the specification), at the engine's own version
// (8.15: keys are searched, updated, and given a new expiration in bulk). The keys seeded here
// expire relative to now: the groups are counted at the time of the answer.

test.use({ predefinedClusters: [{ name: 'secured', uri: ENGINE_URL }] });
test.skip(({ engineKind }) => engineKind === 'opensearch', 'OpenSearch has no API keys');

const DAY = 24 * 3600_000;

/** A key of the connected user, expiring `days` from now (never without). */
function ownKey(name: string, days?: number): EsApiKey {
  const now = Date.now();
  return {
    id: `${name}-id-0123456789`,
    name,
    type: 'rest',
    creation: now - 30 * DAY,
    ...(days === undefined ? {} : { expiration: now + days * DAY }),
    invalidated: false,
    username: ES_CONNECTED,
    realm: 'file',
    realm_type: 'file',
    metadata: {},
    role_descriptors: {},
  };
}

const KEYS = [ownKey('gone-key', -1), ownKey('soon-key', 3), ownKey('month-key', 20), ownKey('forever-key')];
const idOf = (name: string) => `${name}-id-0123456789`;

async function openKeys(page: Page, engine: Engine) {
  await page.goto('./cluster/0/security?view=keys');
  await expect(header(page)).toContainText(connectedTo('secured', engine.url));
  await expect(page.getByRole('table', { name: 'API keys' })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

function esState(security: SecurityHandle): EsStore {
  const state = security.state();
  if (state.distribution !== 'elasticsearch') throw new Error('an Elasticsearch route');
  return state;
}

const groups = (page: Page) => page.getByRole('radiogroup', { name: 'Expiry' });

async function select(page: Page, names: string[]) {
  for (const name of names) await rowOf(page, name).getByRole('checkbox', { name: 'Select row' }).check();
}

test('groups the keys by expiry with their counts, narrows to a group, in both themes without an axe violation', async ({ page, context, engine }, testInfo) => {
  const security = await routeSecurity(context, engine, { elasticsearch: { apiKeys: KEYS } });
  await openKeys(page, engine);
  const findings: Finding[] = [];
  // The documented keys expired in 2019 and 2021, bar one that never expires.
  for (const label of ['All (9)', 'Invalidated (0)', 'Expired (5)', 'Within 7 days (1)', 'Within 30 days (1)', 'Later (0)', 'Never expiring (2)'])
    await expect(groups(page).getByText(label, { exact: true })).toBeVisible();
  await expect(rowOf(page, 'soon-key')).toContainText('in 3 days');
  await expect(rowOf(page, 'soon-key')).toContainText('yours');
  await expect(rowOf(page, 'gone-key').getByText('expired', { exact: true })).toBeVisible();
  await check(page, 'api keys', findings, testInfo);

  await groups(page).getByText('Never expiring (2)').click();
  await expect(page.getByRole('table', { name: 'API keys' }).getByRole('row')).toHaveCount(3);
  await expect(rowOf(page, 'forever-key')).toContainText('never');
  await expect(rowOf(page, 'api-key-name-2')).toBeVisible();
  await groups(page).getByText('Within 30 days (1)').click();
  await expect(rowOf(page, 'month-key')).toBeVisible();
  await expect(rowOf(page, 'soon-key')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invalidate the 1 key of this group' })).toBeVisible();
  // Listing is a search of the cluster, nothing written.
  expect(new Set(security.requests.map((request) => `${request.method} ${request.path}`))).toEqual(
    new Set(['GET /_security/_authenticate', 'GET /_security/user/_privileges', 'POST /_security/_query/api_key']),
  );
  expect(findings, report(findings)).toEqual([]);
});

test('a new key is shown once with its header and copy buttons, then kept nowhere and sent nowhere', async ({ page, context, engine, shardscope }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shardscope.url).origin });
  const security = await routeSecurity(context, engine);
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  await openKeys(page, engine);
  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('ci-deploy');
  await dialog.getByRole('textbox', { name: 'Expiration' }).click();
  await page.getByRole('option', { name: '7 days', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(dialog.getByRole('alert')).toContainText('API key ci-deploy created. Copy it now');
  const headerText = (await dialog.getByText(/^Authorization: ApiKey /).textContent()) ?? '';
  const encoded = headerText.replace('Authorization: ApiKey ', '');
  const [id, secret] = Buffer.from(encoded, 'base64').toString().split(':');
  expect(esState(security).apiKeys.get(id)).toMatchObject({ name: 'ci-deploy', username: ES_CONNECTED, invalidated: false });
  expect(secret.length).toBeGreaterThan(20);
  await expect(dialog.getByText(encoded, { exact: true })).toBeVisible();
  await expect(dialog.getByText(id, { exact: true })).toBeVisible();
  for (const [button, value] of [['Copy Authorization header', headerText], ['Copy Encoded key', encoded], ['Copy Id', id]]) {
    await dialog.getByRole('button', { name: button }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  }
  const findings: Finding[] = [];
  await check(page, 'api key created', findings, testInfo);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const before = sent.length;

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, 'ci-deploy').getByText('active', { exact: true })).toBeVisible();
  // Seven days from its creation, on the route's own clock.
  const made = esState(security).apiKeys.get(id);
  expect(made?.expiration).toBe((made?.creation ?? 0) + 7 * DAY);
  // Later requests: the list asked again, and a reload. The row is there before the reload's
  // request leaves, so the test waits for the request itself.
  const listed = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/_security/_query/api_key'));
  await page.getByRole('button', { name: 'Reload' }).first().click();
  await listed;
  await expect(rowOf(page, 'ci-deploy')).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  expect(await page.content()).not.toContain(encoded);
  const stored = await browserStorage(page);
  expect(stored).not.toContain(secret);
  expect(stored).not.toContain(encoded);
  const later = sent.slice(before);
  expect(later.length).toBeGreaterThan(0);
  for (const request of later) {
    const carried = `${request.url()} ${JSON.stringify(await request.allHeaders())} ${request.postData() ?? ''}`;
    expect(carried).not.toContain(secret);
    expect(carried).not.toContain(encoded);
  }
  const created = security.requests.filter((request) => request.method === 'POST' && request.path === '/_security/api_key');
  expect(created.map((request) => request.body)).toEqual([{ name: 'ci-deploy', expiration: '7d' }]);
  expect(findings, report(findings)).toEqual([]);
});

test('invalidates one key, then many once their count is typed', async ({ page, context, engine }) => {
  const security = await routeSecurity(context, engine, { elasticsearch: { apiKeys: KEYS } });
  await openKeys(page, engine);
  await rowOf(page, 'soon-key').getByRole('button', { name: 'Invalidate soon-key' }).click();
  const one = page.getByRole('dialog', { name: 'Invalidate API key' });
  await expect(one).toContainText(`Invalidate the API key soon-key (${idOf('soon-key')})?`);
  await one.getByRole('button', { name: 'Invalidate' }).click();
  await expect(page.getByText('1 API key invalidated')).toBeVisible();
  await expect(rowOf(page, 'soon-key').getByText('invalidated', { exact: true })).toBeVisible();
  await expect(groups(page).getByText('Invalidated (1)', { exact: true })).toBeVisible();

  await select(page, ['month-key', 'forever-key', 'soon-key']);
  // The key invalidated already is not counted, nor sent again.
  await page.getByRole('button', { name: 'Invalidate 2 selected' }).click();
  const many = page.getByRole('dialog', { name: 'Invalidate API keys' });
  await expect(many.getByRole('button', { name: 'Invalidate' })).toBeDisabled();
  await many.getByRole('textbox', { name: 'Type 2 to confirm' }).fill('2');
  await many.getByRole('button', { name: 'Invalidate' }).click();
  await expect(page.getByText('2 API keys invalidated')).toBeVisible();
  await expect(groups(page).getByText('Invalidated (3)', { exact: true })).toBeVisible();

  const deletes = security.requests.filter((request) => request.method === 'DELETE');
  expect(deletes.map((request) => request.body)).toEqual([
    { ids: [idOf('soon-key')] },
    { ids: expect.arrayContaining([idOf('month-key'), idOf('forever-key')]) as unknown },
  ]);
  expect((deletes[1].body as { ids: string[] }).ids).toHaveLength(2);
  const invalidated = [...esState(security).apiKeys.values()].filter((key) => key.invalidated).map((key) => key.name);
  expect(invalidated.sort()).toEqual(['forever-key', 'month-key', 'soon-key']);
});

test('gives the selected keys of the connected user a new expiration in one request', async ({ page, context, engine }) => {
  const security = await routeSecurity(context, engine, { elasticsearch: { apiKeys: KEYS } });
  await openKeys(page, engine);
  // Another user's key is selected too: only the connected user's working keys are sent.
  await select(page, ['soon-key', 'forever-key', 'my-api-key-2']);
  await page.getByRole('button', { name: 'New expiration for 2 keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'New expiration' });
  await expect(dialog).toContainText('Give 2 API keys of yours a new expiration, counted from now.');
  await dialog.getByRole('textbox', { name: 'Expiration' }).click();
  await page.getByRole('option', { name: '90 days', exact: true }).click();
  await dialog.getByRole('button', { name: 'Set expiration' }).click();
  await expect(page.getByText('Expiration of 2 API keys updated')).toBeVisible();

  const bulk = security.requests.filter((request) => request.path === '/_security/api_key/_bulk_update');
  expect(bulk.map((request) => request.method)).toEqual(['POST']);
  const body = bulk[0].body as { ids: string[]; expiration: string };
  expect(body.expiration).toBe('90d');
  expect(body.ids.sort()).toEqual([idOf('forever-key'), idOf('soon-key')]);
  expect(Object.keys(body).sort()).toEqual(['expiration', 'ids']);
  const state = esState(security);
  // The route's clock counts the new expiration from its own now.
  expect(state.apiKeys.get(idOf('forever-key'))?.expiration).toBe(NOW + 90 * DAY);
  expect(state.apiKeys.get('oEvrGXsB8w290t5683TI')?.expiration).toBe(1628313898953);
});
