import { readFileSync } from 'node:fs';
import { expect } from '../fixtures/test';
import { pasteInto } from '../support/codeEditor';
import { engineCall } from '../support/engineApi';
import { BIG, columnTexts, countSearches, DOCS, openSearch, queryEditor, range, results, rowWith, test } from '../support/searchScreen';
import { connectedTo, header } from '../support/ui';

// The search screen against a real engine: opened from the indices screen on a seeded index
// (support/searchScreen.ts), searched by query string and by custom JSON, paged and sorted, with
// columns hidden and shown, the results downloaded, and index names that need escaping. Each
// test works on indices named after its own prefix and removes them afterwards.

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ timeout: 180_000 });

test('the indices screen opens search on an index, whose hits show every kind of field', async ({ page, engine, index, prefix }) => {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('search', engine.url));
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  await page.getByRole('table', { name: 'Indices' }).getByRole('link', { name: index, exact: true }).click();

  await expect(page).toHaveURL(/\/cluster\/0\/search$/);
  await expect(page.getByRole('textbox', { name: 'Index pattern' })).toHaveValue(index);
  await expect(page.getByRole('button', { name: '1 matched index' })).toBeVisible();
  const table = results(page);
  await expect(range(page, `1-10 of ${DOCS}`)).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers.slice(2, 6)).toEqual(['_index', '_type', '_id', '_score']);
  expect(headers).toEqual(expect.arrayContaining(['name', 'count', '@timestamp', 'nested', 'title', ' id']));

  const first = rowWith(table, 'name-00');
  await expect(first.getByRole('cell', { name: BIG, exact: true })).toBeVisible();
  await expect(first.getByRole('cell', { name: '{"a":0,"city":"Lima"}', exact: true })).toBeVisible();
  await expect(first.getByRole('cell', { name: 'x0', exact: true })).toBeVisible();
  await expect(first.getByRole('cell', { name: '_doc', exact: true })).toBeVisible();
  const local = await page.evaluate(() => new Date('2024-01-01T03:04:05Z').toLocaleString());
  await expect(first.getByRole('cell', { name: local, exact: true })).toBeVisible();
  await expect(first).toHaveAttribute('title', 'Double click to edit');
});

test('searches with a query string, with a custom JSON query, and sends nothing for invalid JSON', async ({ page, engine, index }) => {
  const table = await openSearch(page, engine, index);
  const query = page.getByRole('textbox', { name: 'Query', exact: true });
  await query.fill('id:x7');
  await query.press('Enter');
  await expect(range(page, '1-1 of 1')).toBeVisible();
  await expect(rowWith(table, 'name-07')).toBeVisible();
  await query.press('Escape');
  await expect(query).toHaveValue('*');

  // The editor is open: the indices screen opened the search.
  await pasteInto(page, queryEditor(page), '{"query":{"terms":{"id":["x4","x9"]}},"size":10}');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(range(page, '1-2 of 2')).toBeVisible();
  expect((await columnTexts(table, 'name')).sort()).toEqual(['name-04', 'name-09']);

  const searches = countSearches(page);
  await pasteInto(page, queryEditor(page), '{"query": {"match_all": {}');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid search query' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(searches()).toBe(0);

  await page.getByRole('button', { name: 'Reset query' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(range(page, `1-10 of ${DOCS}`)).toBeVisible();
});

test('pages and sorts through the engine by a keyword and a numeric column', async ({ page, engine, index }) => {
  const table = await openSearch(page, engine, index);
  await table.getByRole('button', { name: 'name', exact: true }).click();
  await expect.poll(() => columnTexts(table, 'name')).toEqual(Array.from({ length: 10 }, (_, n) => `name-${String(n).padStart(2, '0')}`));
  await table.getByRole('button', { name: 'name', exact: true }).click();
  await expect.poll(async () => (await columnTexts(table, 'name'))[0]).toBe('name-24');

  await table.getByRole('button', { name: 'count', exact: true }).click();
  await expect.poll(async () => (await columnTexts(table, 'count')).slice(0, 3)).toEqual(['3', '6', '9']);
  await table.getByRole('button', { name: 'count', exact: true }).click();
  await expect.poll(async () => (await columnTexts(table, 'count'))[0]).toBe(BIG);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(range(page, `11-20 of ${DOCS}`)).toBeVisible();
  await expect.poll(async () => (await columnTexts(table, 'count'))[0]).toBe(String(15 * 3));
  await page.getByRole('button', { name: 'Records per page' }).click();
  await page.getByRole('menuitem', { name: '20', exact: true }).click();
  await expect(range(page, `1-20 of ${DOCS}`)).toBeVisible();
  // A text field without a keyword subfield does not sort; neither does _id.
  await expect(table.getByRole('button', { name: 'title', exact: true })).toHaveCount(0);
  await expect(table.getByRole('button', { name: '_id', exact: true })).toHaveCount(0);
});

test('hides and shows columns, remembered over a reload', async ({ page, engine, index }) => {
  const table = await openSearch(page, engine, index);
  const settings = page.getByRole('button', { name: 'Table settings' });
  await settings.click();
  await page.getByRole('checkbox', { name: 'title', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: '_score', exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'title', exact: true })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: '_score', exact: true })).toHaveCount(0);
  await expect(page.locator('.mantine-Indicator-root', { has: settings }).locator('.mantine-Indicator-indicator')).toHaveText('2');

  await page.reload();
  await expect(rowWith(results(page), 'name-00')).toBeVisible();
  await expect(results(page).getByRole('columnheader', { name: 'title', exact: true })).toHaveCount(0);

  await settings.click();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(results(page).getByRole('columnheader', { name: 'name', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(results(page).getByRole('columnheader', { name: 'title', exact: true })).toBeVisible();
  await expect(results(page).getByRole('columnheader', { name: '_score', exact: true })).toBeVisible();
});

test('downloads the results as search.json, the documents as the engine holds them', async ({ page, engine, index }) => {
  await openSearch(page, engine, index);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('search.json');
  const text = readFileSync(await download.path(), 'utf8');
  // Digit for digit, not rounded to a double.
  expect(text).toContain(`"count": ${BIG}`);

  type Hits = { hits: { hits: { _id: string; _source: unknown }[] } };
  const saved = JSON.parse(text) as Hits;
  const engineAnswer = await engineCall<Hits>(engine, 'POST', `${encodeURIComponent(index)}/_search`, {
    query: { query_string: { query: '*' } },
    size: 10,
  });
  const byId = (hits: Hits) => Object.fromEntries(hits.hits.hits.map((hit) => [hit._id, hit._source]));
  expect(saved.hits.hits).toHaveLength(10);
  expect(byId(saved)).toEqual(byId(engineAnswer));
});

test('index names with %, non-ASCII letters and date math are search targets', async ({ page, engine, prefix }) => {
  const odd = `${prefix}-ü%x`;
  await engineCall(engine, 'PUT', encodeURIComponent(odd), { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  await engineCall(engine, 'POST', `${encodeURIComponent(odd)}/_doc/only?refresh=true`, { marker: 'odd-name' });
  const table = await openSearch(page, engine, odd);
  await expect(rowWith(table, 'odd-name')).toBeVisible();
  await expect(range(page, '1-1 of 1')).toBeVisible();

  // osmem-server 0.1.6 does not resolve date math in index names; noida-db does, as Elasticsearch.
  if (engine.kind === 'elasticsearch') {
    const dateMath = `<${prefix}-dm-{now/d}>`;
    await engineCall(engine, 'PUT', encodeURIComponent(dateMath), { settings: { number_of_shards: 1, number_of_replicas: 0 } });
    await engineCall(engine, 'POST', `${encodeURIComponent(dateMath)}/_doc/dm?refresh=true`, { marker: 'date-math' });
    const pattern = page.getByRole('textbox', { name: 'Index pattern' });
    await pattern.fill(dateMath);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rowWith(table, 'date-math')).toBeVisible();
    await expect(range(page, '1-1 of 1')).toBeVisible();
  }
});
