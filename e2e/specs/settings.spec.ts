import type { Page, Request } from '@playwright/test';
import { launchShardscope } from '../fixtures/shardscope';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';

// The settings fields, where they take effect (nodes,
// indices, search results, the REST editor), and the update notice.

test.use({ predefinedClusters: [{ name: 'prefs', uri: ENGINE_URL }] });

async function openSettings(page: Page, engine: Engine): Promise<void> {
  await page.goto('./cluster/0/settings');
  await expect(header(page)).toContainText(connectedTo('prefs', engine.url));
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
}

test('Settings is an icon tab in the header', async ({ page, engine }) => {
  await page.goto('./cluster/0');
  await expect(header(page)).toContainText(connectedTo('prefs', engine.url));
  await header(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/settings$/);
  await expect(page).toHaveTitle('Shardscope | Settings');
});

test('clearing the hide-node-attributes pattern shows every node attribute', async ({ page, engine }) => {
  test.skip(engine.kind === 'opensearch', 'osmem-server sends no node attributes');
  await openSettings(page, engine);
  const pattern = field(page, 'Hide node attributes regex');
  await expect(pattern).toHaveValue('^(ml|xpack|transform)\\.');

  await header(page).getByRole('link', { name: 'Nodes' }).click();
  const table = page.getByRole('table', { name: 'Nodes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toContainText('xpack.installed');

  await header(page).getByRole('link', { name: 'Settings' }).click();
  await pattern.fill('');
  await header(page).getByRole('link', { name: 'Nodes' }).click();
  await expect(table).toContainText('xpack.installed: true');

  // An invalid pattern is flagged in its field and hides nothing either.
  await header(page).getByRole('link', { name: 'Settings' }).click();
  await pattern.fill('^(ml|xpack');
  await expect(page.getByText('Invalid regular expression: nothing is hidden while it stays invalid.')).toBeVisible();
  await header(page).getByRole('link', { name: 'Nodes' }).click();
  await expect(table).toContainText('xpack.installed: true');

  await header(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reset to default: Hide node attributes regex' }).click();
  await expect(pattern).toHaveValue('^(ml|xpack|transform)\\.');
  await header(page).getByRole('link', { name: 'Nodes' }).click();
  await expect(table).not.toContainText('xpack.installed');
});

/** Creates an index unless it exists (engines live for the whole worker). */
async function createIndex(engine: Engine, name: string): Promise<void> {
  const response = await fetch(`${engine.url}/${encodeURIComponent(name)}`, { method: 'PUT' });
  if (!response.ok && response.status !== 400) throw new Error(`PUT ${name}: ${response.status}`);
}

test('clearing the hide-indices pattern shows the indices it hid', async ({ page, engine }) => {
  await createIndex(engine, '.settings-dotted');
  await createIndex(engine, 'settings-plain');
  await openSettings(page, engine);
  await header(page).getByRole('link', { name: 'Indices' }).click();
  const table = page.getByRole('table', { name: 'Indices' });
  await expect(table).toContainText('settings-plain');
  await expect(table).not.toContainText('.settings-dotted');

  await header(page).getByRole('link', { name: 'Settings' }).click();
  await field(page, 'Hide indices regex').fill('');
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await expect(table).toContainText('.settings-dotted');

  await header(page).getByRole('link', { name: 'Settings' }).click();
  await field(page, 'Hide indices regex').fill('^settings-');
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await expect(table).toContainText('.settings-dotted');
  await expect(table).not.toContainText('settings-plain');
});

test('the hide-indices pattern and the search settings are kept over a reload', async ({ page, engine }) => {
  await openSettings(page, engine);
  await field(page, 'Hide indices regex').fill('');
  await field(page, 'Document field max length').fill('5000');
  await expect(page.getByText('Only full numbers between 1 and 1000')).toBeVisible();
  await field(page, 'Document field max length').fill('12');
  await expect(page.getByText('Only full numbers between 1 and 1000')).toHaveCount(0);
  await page.getByRole('switch', { name: /Localize @timestamp/ }).uncheck({ force: true });

  await page.reload();
  await expect(field(page, 'Hide indices regex')).toHaveValue('');
  await expect(field(page, 'Document field max length')).toHaveValue('12');
  await expect(page.getByRole('switch', { name: /Localize @timestamp/ })).not.toBeChecked();
  expect(await stored(page, 'indices')).toEqual({ hideIndicesRegex: '', showHiddenIndices: false, typeToConfirmDeletion: true });
  expect(await stored(page, 'search')).toEqual({ documentFieldMaxLength: 12, localizeTimestamp: false });

  await page.getByRole('button', { name: 'Reset to default: Hide indices regex' }).click();
  await expect(field(page, 'Hide indices regex')).toHaveValue('^\\..*');
});

/** Replaces the index with one holding `doc`, searchable at once. */
async function seedOne(engine: Engine, name: string, doc: Record<string, unknown>): Promise<void> {
  await fetch(`${engine.url}/${name}`, { method: 'DELETE' });
  const response = await fetch(`${engine.url}/${name}/_doc/1?refresh=true`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  });
  if (!response.ok) throw new Error(`seeding ${name}: ${response.status} ${await response.text()}`);
}

test('the field max length and @timestamp localisation apply to search results', async ({ page, engine }) => {
  const index = 'settings-search-results';
  const message = 'abcdefghijklmnopqrstuvwxyz';
  const timestamp = '2024-01-02T03:04:05Z';
  await seedOne(engine, index, { message, '@timestamp': timestamp });
  const results = page.getByRole('table', { name: 'Search results' });
  const cell = (name: string) => results.getByRole('cell', { name, exact: true });
  const local = await page.evaluate((value) => new Date(value).toLocaleString(), timestamp);

  await openSettings(page, engine);
  // 20: the 26 letters are cut, the 20 characters of the timestamp as sent are not.
  await field(page, 'Document field max length').fill('20');
  await page.getByRole('switch', { name: /Localize @timestamp/ }).uncheck({ force: true });
  await page.goto(`./cluster/0/search?index=${index}`);
  await expect(cell('abcdefghijklmnopqrst...')).toBeVisible();
  await expect(cell(timestamp)).toBeVisible();
  await expect(cell(message)).toHaveCount(0);

  await header(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reset to default: Document field max length' }).click();
  await page.getByRole('switch', { name: /Localize @timestamp/ }).check({ force: true });
  await header(page).getByRole('link', { name: 'Search' }).click();
  await expect(cell(message)).toBeVisible();
  await expect(cell(local)).toBeVisible();
});

test('vim key bindings apply to the REST console editor', async ({ page, engine }) => {
  await openSettings(page, engine);
  await page.getByRole('switch', { name: /Vim key bindings/ }).check({ force: true });

  await header(page).getByRole('link', { name: 'REST' }).click();
  // A new tab is GET, which has no body editor.
  await page.getByRole('textbox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'POST', exact: true }).click();
  const body = page.getByLabel('Request body', { exact: true }).locator('.cm-content');
  await body.click();
  // In vim's normal mode 'i' starts inserting; it is not typed.
  await page.keyboard.type('i{}');
  await page.keyboard.press('Escape');
  await expect(body).toHaveText('{}');

  await header(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: /Vim key bindings/ }).uncheck({ force: true });
  await header(page).getByRole('link', { name: 'REST' }).click();
  await body.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('i[]');
  await expect(body).toHaveText('i[]');
});

test('settings stay reachable while the cluster cannot be reached', async ({ page, engine }) => {
  await page.route(`${engine.url}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('./cluster/0');
  await expect(page.getByText('Network error, cannot access your cluster.')).toBeVisible();
  await header(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  await expect(page.getByText('Network error, cannot access your cluster.')).toHaveCount(0);
});

test.describe('update notice', () => {
  const UPDATE_HOST = 'http://updates.shardscope.test';
  const ARCH: Record<string, string> = { x64: 'x86_64', arm64: 'aarch64' };

  test('is asked of the configured host and shows the newer version', async ({ page, engine }, testInfo) => {
    const server = await launchShardscope({
      clusters: [{ name: 'prefs', uri: engine.url }],
      logDir: testInfo.outputPath('update-server'),
      env: { SHARDSCOPE_UPDATE_URL: UPDATE_HOST },
    });
    try {
      const asked: Request[] = [];
      await page.route(`${UPDATE_HOST}/**`, async (route) => {
        asked.push(route.request());
        // schema-exempt: the update server's answer, not an engine's.
        await route.fulfill({
          json: { version: '99.0.0' },
          headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
        });
      });
      await page.goto(server.url);
      const link = header(page).getByRole('link', { name: 'Update 99.0.0' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /^https:\/\//);

      const check = asked.find((request) => request.method() === 'GET');
      expect(new URL(check?.url() ?? '').pathname).toMatch(
        new RegExp(`^/api/update/\\d+\\.\\d+\\.\\d+/docker/linux/${ARCH[process.arch] ?? ''}$`),
      );
      expect(check?.headers()['x-shardscope-uuid']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await server.stop();
    }
  });

  test('sends no request at all without an update URL', async ({ page, engine }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('./cluster/0');
    // The start page brings the run-time configuration: it names no update host.
    const data = JSON.parse((await page.locator('#shardscope-boot').textContent()) ?? '');
    expect(data.config).toMatchObject({ updateUrl: null });
    await expect(header(page)).toContainText(connectedTo('prefs', engine.url));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/api/update/'))).toEqual([]);
    await expect(header(page).getByRole('link', { name: /^Update / })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('installationUuid'))).toBeNull();
  });
});
