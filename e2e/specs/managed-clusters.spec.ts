import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { browserStorage } from '../support/browserStorage';
import { chooseRowAction, closeNotification, connectedTo, header } from '../support/ui';

// Clusters an administrator manages: reached through the server's proxy (credentials stay on the
// server, no CORS needed on the cluster), protected (read-only, confirm-writes), marked by a
// banner, and managed mode, where users cannot add clusters of their own.

const SECRET = 'pr0xy-s3cret-pw';

let prefix = '';

test.beforeEach(async ({}, testInfo) => {
  prefix = `mc-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

test.afterEach(async ({ engine }) => {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index&expand_wildcards=all');
  for (const { index } of rows.filter((row) => row.index.startsWith(prefix))) await engineCall(engine, 'DELETE', index);
});

async function createIndex(engine: Engine, name: string): Promise<void> {
  await engineCall(engine, 'PUT', name, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
}

async function indexExists(engine: Engine, name: string): Promise<boolean> {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index&expand_wildcards=all');
  return rows.some((row) => row.index === name);
}

async function openIndices(page: Page): Promise<Locator> {
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  await expect(page.getByText(`Filter: '${prefix}'`)).toBeVisible();
  return page.getByRole('table', { name: 'Indices' });
}

async function openRowMenu(page: Page, index: string): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for ${index}`, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The origins of every request the page sends from now on. */
function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return origins;
}

/** The methods of requests the page sends from now on, as 'METHOD path'. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method())) writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

test.describe('a cluster behind the server proxy', () => {
  test.use({
    corsRoute: false,
    predefinedClusters: [
      { id: 'prod', name: 'prod', uri: ['http://127.0.0.1:9', ENGINE_URL], proxy: true, username: 'elastic', password: SECRET, label: 'PRODUCTION', color: 'red' },
    ],
  });

  test('works without CORS on the cluster, and its password and address never reach the browser', async ({ page, engine, shardscope }) => {
    const origins = recordOrigins(page);
    await createIndex(engine, `${prefix}-seen`);
    await page.goto('./');
    await expect(header(page)).toContainText(connectedTo('prod', `${shardscope.url}api/proxy/prod`));
    await header(page).getByRole('link', { name: 'Indices' }).click();
    await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
    await expect(page.getByRole('table', { name: 'Indices' }).getByRole('row').filter({ hasText: `${prefix}-seen` })).toBeVisible();
    // The REST console too, so its history is kept in IndexedDB.
    await header(page).getByRole('link', { name: 'REST' }).click();
    await page.getByRole('textbox', { name: 'Path' }).fill('_cat/indices');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByLabel('Response status 200')).toBeVisible();

    expect([...origins]).toEqual([new URL(shardscope.url).origin]);
    const served = await (await page.request.get('api/default_clusters.json')).text();
    expect(JSON.parse(served)).toEqual([{ id: 'prod', name: 'prod', proxy: true, protection: 'none', label: 'PRODUCTION', color: 'red' }]);
    const page_ = await page.locator('#shardscope-boot').textContent();
    for (const text of [served, page_ ?? '', await browserStorage(page)]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(engine.url);
      expect(text).not.toContain(new URL(engine.url).host);
    }
  });
});

test.describe('a read-only cluster', () => {
  test.use({
    corsRoute: false,
    predefinedClusters: [{ id: 'ro', name: 'ro', uri: ENGINE_URL, proxy: true, protection: 'read-only', label: 'READ ONLY', color: 'orange' }],
  });

  test('the server refuses a write to it without reaching the engine, and forwards reads sent by POST', async ({ page, engine }) => {
    const index = `${prefix}-kept`;
    await createIndex(engine, index);
    await page.goto('./');
    const refused = await page.request.delete(`api/proxy/ro/${index}`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.reason).toContain('read-only');
    expect(await indexExists(engine, index)).toBe(true);
    const search = await page.request.post(`api/proxy/ro/${index}/_search`, { data: { size: 0 } });
    expect(search.status()).toBe(200);
    expect((await search.json()).hits).toBeDefined();
  });

  test('offers no delete, and the REST console refuses a DELETE before sending it', async ({ page, engine }) => {
    const index = `${prefix}-ro`;
    await createIndex(engine, index);
    const writes = recordWrites(page);
    await page.goto('./');
    const banner = page.getByRole('region', { name: 'Cluster banner' });
    await expect(banner).toContainText('READ ONLY');
    await expect(banner).toContainText('Read-only');

    const table = await openIndices(page);
    await expect(table.getByRole('link', { name: index, exact: true })).toBeVisible();
    const menu = await openRowMenu(page, index);
    await expect(menu.getByRole('menuitem', { name: 'Show info' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const newIndex = page.getByRole('button', { name: 'New index' });
    await expect(newIndex).toHaveAttribute('aria-disabled', 'true');
    await expect(newIndex).toHaveAccessibleDescription('ro is read-only: Shardscope sends it no writes.');
    await newIndex.click({ force: true });
    await expect(page.getByRole('dialog', { name: 'New index' })).toHaveCount(0);

    await header(page).getByRole('link', { name: 'REST' }).click();
    await page.getByRole('textbox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'DELETE', exact: true }).click();
    await page.getByRole('textbox', { name: 'Path' }).fill(index);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('rest-read-only-refusal')).toContainText(`Not sent: ro is read-only, and DELETE ${index} is not a read.`);
    expect(writes).toEqual([]);
    expect(await indexExists(engine, index)).toBe(true);
  });
});

test.describe('a cluster that confirms writes', () => {
  test.use({ predefinedClusters: [{ id: 'careful', name: 'careful', uri: ENGINE_URL, protection: 'confirm-writes', label: 'STAGING', color: 'yellow' }] });

  test('asks before a delete, naming the method and path, and sends it only after yes', async ({ page, engine }) => {
    const index = `${prefix}-cw`;
    await createIndex(engine, index);
    const writes = recordWrites(page);
    await page.goto('./');
    await expect(page.getByRole('region', { name: 'Cluster banner' })).toContainText('Writes ask first');
    await openIndices(page);
    await chooseRowAction(page, index, 'Delete');
    const question = page.getByRole('dialog', { name: 'Delete index' });
    await question.getByRole('textbox', { name: `Type ${index} to confirm` }).fill(index);
    await question.getByRole('button', { name: 'Delete', exact: true }).click();

    const confirm = page.getByRole('dialog', { name: 'Send this write to careful?' });
    await expect(confirm.getByTestId('write-confirm-request')).toHaveText(`DELETE /${index}`);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Not sent', { exact: true })).toBeVisible();
    await closeNotification(page, 'Not sent');
    expect(writes).toEqual([]);
    expect(await indexExists(engine, index)).toBe(true);

    await chooseRowAction(page, index, 'Delete');
    await question.getByRole('textbox', { name: `Type ${index} to confirm` }).fill(index);
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => indexExists(engine, index)).toBe(false);
    expect(writes.filter((write) => write.startsWith('DELETE'))).toHaveLength(1);
  });
});

test.describe('managed mode', () => {
  test.use({
    shardscopeEnv: { SHARDSCOPE_NO_DIRECT_CLUSTERS: 'true' },
    corsRoute: false,
    predefinedClusters: [{ id: 'only', name: 'only', uri: ENGINE_URL, proxy: true }],
  });

  test('lets the browser reach only the console itself, and offers no way to add a cluster', async ({ page, shardscope }) => {
    const response = await page.goto('./');
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self';");
    await expect(header(page)).toContainText(connectedTo('only', `${shardscope.url}api/proxy/only`));
    await header(page).getByRole('button', { name: 'only' }).click();
    await expect(page.getByRole('dialog').filter({ has: page.getByRole('table') })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add cluster' })).toHaveCount(0);
  });
});
