import type { Page } from '@playwright/test';
import { ENGINE_URL, expect } from '../fixtures/test';
import { chooseMethod, editorLines, expectResponse, historyPanel, openConsole, send, setBody, statusChip, test } from '../support/restConsole';

// The REST console's saved requests and examples, what stays usable while the engine is down,
// and Copy as curl.

test('save a request, rename it and use it again', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await send(page, 'POST', '_count', '{"query":{"match_all":{}}}');
  await page.getByRole('button', { name: 'Save request' }).click();
  // Save asks for a name, offering method and path.
  const naming = page.getByRole('dialog', { name: 'Save request' });
  await expect(naming.getByRole('textbox', { name: 'Name' })).toHaveValue('POST _count');
  await naming.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(naming).toBeHidden();
  await expect(page.getByText('Request saved')).toBeVisible();

  await page.getByRole('button', { name: 'Saved queries' }).click();
  const panel = page.getByRole('region', { name: 'Saved queries' });
  await panel.getByRole('row').filter({ hasText: 'POST _count' }).click();
  await panel.getByRole('textbox', { name: 'Name' }).fill('count everything');
  await panel.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(panel.getByRole('row').filter({ hasText: 'count everything' })).toBeVisible();

  // Another request in the tab, then the saved one comes back with a double click.
  await chooseMethod(page, 'GET');
  await page.getByRole('textbox', { name: 'Path' }).fill('_cluster/health');
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Saved queries' });
  await reloaded.getByRole('row').filter({ hasText: 'count everything' }).dblclick();
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('POST');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('_count');
  await expect.poll(() => editorLines(page, 'Request body')).toEqual(['{"query":{"match_all":{}}}']);

  // Open in new tab leaves the current tab alone.
  await reloaded.getByRole('row').filter({ hasText: 'count everything' }).click();
  await reloaded.getByRole('button', { name: 'Open in new tab' }).click();
  await expect(page.getByRole('tab', { name: 'Tab 2' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('_count');
});

test('Save request keeps no hidden body for GET', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'POST');
  await page.getByRole('textbox', { name: 'Path' }).fill('_cluster/health');
  await setBody(page, '{"hidden":true}');
  await chooseMethod(page, 'GET');
  await page.getByRole('button', { name: 'Save request' }).click();
  const naming = page.getByRole('dialog', { name: 'Save request' });
  await naming.getByRole('textbox', { name: 'Name' }).fill('health check');
  await naming.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(naming).toBeHidden();

  await page.getByRole('button', { name: 'Saved queries' }).click();
  const row = page.getByRole('region', { name: 'Saved queries' }).getByRole('row').filter({ hasText: 'health check' });
  await expect(row).toContainText('GET _cluster/health');
  await expect(row).not.toContainText('hidden');
  // Used again and switched to POST, it brings no body back.
  await row.dblclick();
  await chooseMethod(page, 'POST');
  await expect.poll(() => editorLines(page, 'Request body')).toEqual(['']);
});

test('history and saved queries stay usable while the engine is down', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await send(page, 'GET', '_cluster/health');
  await expect(statusChip(page, '200 OK')).toBeVisible();
  await page.getByRole('button', { name: 'Save request' }).click();
  await page.getByRole('dialog', { name: 'Save request' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Request saved')).toBeVisible();

  await engine.stop();
  await page.reload();
  await expect(page.getByText('The cluster cannot be reached')).toBeVisible();
  await expect(page.getByText('Network error, cannot access your cluster.')).toHaveCount(0);

  await page.getByRole('button', { name: 'History' }).click();
  const entry = historyPanel(page).getByRole('row').filter({ hasText: 'GET _cluster/health' });
  await expect(entry).toContainText('200 OK');
  await page.getByRole('button', { name: 'Saved queries' }).click();
  const saved = page.getByRole('region', { name: 'Saved queries' }).getByRole('row').filter({ hasText: 'GET _cluster/health' });
  await expect(saved).toBeVisible();
  await chooseMethod(page, 'DELETE');
  await saved.dblclick();
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('GET');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('_cluster/health');
});

test('an example loads into the current tab', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await page.getByRole('button', { name: 'Examples' }).click();
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  await expect(dialog.getByRole('row')).toHaveCount(11);
  await dialog.getByRole('textbox', { name: 'Filter' }).fill('bulk');
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByLabel('Example body').locator('.cm-line').first()).toContainText('"index"');
  await dialog.getByRole('button', { name: 'Use' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('POST');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('_bulk');
  const lines = await editorLines(page, 'Request body');
  expect(lines.filter((line) => line !== '').map((line) => Object.keys(JSON.parse(line) as object)[0])).toEqual([
    'index',
    'title',
    'delete',
    'create',
    'title',
    'update',
    'doc',
  ]);
});

test('a request to a stopped engine shows the network error', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await engine.stop();
  await send(page, 'GET', '_cluster/health');
  await expectResponse(page, /^\/\/ Network Error$/);
  // Title 'Error', body 'Network Error'.
  await expect(page.getByRole('status').filter({ hasText: 'Network Error' })).toHaveText(/^Error\s*Network Error/);
  await page.getByRole('button', { name: 'History' }).click();
  await expect(historyPanel(page).getByText('No requests yet')).toBeVisible();
});

test.describe('Copy as curl', () => {
  test.use({ predefinedClusters: [{ name: 'console', uri: ENGINE_URL, username: 'elastic', password: 's3cret' }] });

  /** Picks a Copy as curl entry and reads what reached the clipboard. */
  async function copied(page: Page, entry: string): Promise<string> {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl /);
    return page.evaluate(() => navigator.clipboard.readText());
  }

  test('copies the request with the credentials hidden unless asked for them', async ({ page, context, engine, shardscope }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shardscope.url).origin });
    await openConsole(page, engine.url);
    await chooseMethod(page, 'POST');
    await page.getByRole('textbox', { name: 'Path' }).fill('my index/_search');
    await setBody(page, `{"query":{"match":{"title":"it's"}}}`);

    const masked = await copied(page, 'Copy with credentials hidden');
    expect(masked).toContain(`curl -X POST '${engine.url}/my%20index/_search'`);
    expect(masked).toContain(`-H 'Authorization: Basic ********'`);
    expect(masked).not.toContain(Buffer.from('elastic:s3cret').toString('base64'));
    expect(masked).toContain(`--data-binary '{"query":{"match":{"title":"it'\\''s"}}}'`);

    const full = await copied(page, 'Copy with credentials');
    expect(full).toContain(`-H 'Authorization: Basic ${Buffer.from('elastic:s3cret').toString('base64')}'`);
  });
});
