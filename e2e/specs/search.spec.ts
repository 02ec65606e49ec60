import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';
import { engineCall } from '../support/engineApi';

// The search screen against a real engine: a seeded index of mixed fields (a long beyond
// 2^53, a nested object, an @timestamp, a field named id), searched by query string and by
// custom JSON, paged and sorted, with columns hidden and shown, documents edited and deleted
// (one, and three in bulk), the results downloaded, and ids and index names that need escaping.
// Each test works on indices named after its own prefix and removes them afterwards.

test.use({ predefinedClusters: [{ name: 'search', uri: ENGINE_URL }] });

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ timeout: 180_000 });

const SPECIAL_ID = 'a/b#c%d e ü';
const BIG = '9007199254740993';
const DOCS = 25;

let prefix = '';
let index = '';

test.beforeEach(async ({ engine }, testInfo) => {
  prefix = `se-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  index = `${prefix}-docs`;
  await seed(engine, index);
});

test.afterEach(async ({ engine }) => {
  await deleteIndicesStartingWith(engine, prefix);
});

test.afterAll(async ({ engine }, testInfo) => {
  await deleteIndicesStartingWith(engine, `se-${testInfo.workerIndex}-`);
});

// ---- the engine, called from the test process -------------------------------------------

async function engineText(engine: Engine, method: string, path: string, body?: string): Promise<string> {
  const response = await fetch(`${engine.url}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text;
}

const MAPPINGS = {
  properties: {
    name: { type: 'text', fields: { keyword: { type: 'keyword' } } },
    count: { type: 'long' },
    '@timestamp': { type: 'date' },
    id: { type: 'keyword' },
    nested: { properties: { a: { type: 'integer' }, city: { type: 'keyword' } } },
    title: { type: 'text' },
  },
};

function docId(n: number): string {
  return n === 3 ? SPECIAL_ID : String(n);
}

/** Document n; the count of document 0 is beyond 2^53, written as digits into the bulk body. */
function docLine(n: number): string {
  const count = n === 0 ? BIG : String(n * 3);
  const fields = {
    name: `name-${String(n).padStart(2, '0')}`,
    '@timestamp': `2024-01-${String(n + 1).padStart(2, '0')}T03:04:05Z`,
    id: `x${n}`,
    nested: { a: n, city: n % 2 ? 'Oslo' : 'Lima' },
    title: 'a title',
  };
  return `${JSON.stringify(fields).slice(0, -1)},"count":${count}}`;
}

async function seed(engine: Engine, name: string): Promise<void> {
  await engineCall(engine, 'PUT', encodeURIComponent(name), {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: MAPPINGS,
  });
  const lines = Array.from({ length: DOCS }, (_, n) => [JSON.stringify({ index: { _index: name, _id: docId(n) } }), docLine(n)]);
  await engineText(engine, 'POST', '_bulk?refresh=true', `${lines.flat().join('\n')}\n`);
}

async function deleteIndicesStartingWith(engine: Engine, start: string): Promise<void> {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index&expand_wildcards=all');
  for (const { index: name } of rows.filter((row) => row.index.startsWith(start))) {
    await engineCall(engine, 'DELETE', encodeURIComponent(name));
  }
}

async function docCount(engine: Engine, name: string): Promise<number> {
  await engineCall(engine, 'POST', `${encodeURIComponent(name)}/_refresh`);
  return (await engineCall<{ count: number }>(engine, 'GET', `${encodeURIComponent(name)}/_count`)).count;
}

async function getSource(engine: Engine, name: string, id: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${engine.url}/${encodeURIComponent(name)}/_doc/${encodeURIComponent(id)}`, {
    signal: AbortSignal.timeout(20_000),
  });
  if (response.status === 404) return null;
  return ((await response.json()) as { _source: Record<string, unknown> })._source;
}

// ---- the screen ---------------------------------------------------------------------------

/** Opens the search screen the way the indices screen does: ?index={name}. */
async function openSearch(page: Page, engine: Engine, target = index): Promise<Locator> {
  await page.goto(`./cluster/0/search?index=${encodeURIComponent(target)}`);
  await expect(header(page)).toContainText(connectedTo('search', engine.url));
  const table = results(page);
  await expect(table).toBeVisible();
  return table;
}

function results(page: Page): Locator {
  return page.getByRole('table', { name: 'Search results' });
}

function range(page: Page, text: string): Locator {
  return page.getByRole('navigation', { name: 'Pagination' }).getByText(text, { exact: true });
}

function rowWith(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });
}

/** A row's edit or delete button; they exist only while the row is in view. */
async function rowButton(row: Locator, name: 'Edit document' | 'Delete document'): Promise<Locator> {
  await row.scrollIntoViewIfNeeded();
  const button = row.getByRole('button', { name });
  await expect(button).toBeVisible();
  return button;
}

async function searchFor(page: Page, q: string, expectedRange: string): Promise<void> {
  const query = page.getByRole('textbox', { name: 'Query', exact: true });
  await query.fill(q);
  await query.press('Enter');
  await expect(range(page, expectedRange)).toBeVisible();
}

/** The text of the cells in one column, top to bottom. */
async function columnTexts(table: Locator, column: string): Promise<string[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const position = headers.findIndex((text) => text === column);
  expect(position, `column ${column}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${position + 1})`).allTextContents();
}

function notification(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title });
}

async function confirm(page: Page, title: string, button: string, text?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Replaces an editor's text the way a user's paste does. */
async function pasteInto(page: Page, editor: Locator, text: string): Promise<void> {
  const content = editor.locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await content.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

function queryEditor(page: Page): Locator {
  return page.getByLabel('Search query (JSON). Ctrl+Enter or Cmd+Enter searches.', { exact: true });
}

/** Counts the search requests the page sends from now on. */
function countSearches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/_search')) count += 1;
  });
  return () => count;
}

// ---- the tests ----------------------------------------------------------------------------

test('the indices screen opens search on an index, whose hits show every kind of field', async ({ page, engine }) => {
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

test('searches with a query string, with a custom JSON query, and sends nothing for invalid JSON', async ({ page, engine }) => {
  const table = await openSearch(page, engine);
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

test('pages and sorts through the engine by a keyword and a numeric column', async ({ page, engine }) => {
  const table = await openSearch(page, engine);
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

test('hides and shows columns, remembered over a reload', async ({ page, engine }) => {
  const table = await openSearch(page, engine);
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

test('edits a document and shows the change after a reload', async ({ page, engine }) => {
  const table = await openSearch(page, engine);
  // The engine may list an updated document elsewhere; the query keeps it in view.
  await searchFor(page, 'id:x5', '1-1 of 1');
  await rowWith(table, 'name-05').getByRole('cell', { name: 'x5', exact: true }).dblclick();
  const dialog = page.getByRole('dialog', { name: `${index} / _doc / 5` });
  await expect(dialog.getByText('_seq_no', { exact: true })).toBeVisible();
  await expect(dialog.getByText('_routing', { exact: true })).toHaveCount(0);
  await expect(dialog.locator('.cm-content')).toContainText('"name-05"');

  await pasteInto(page, dialog.getByLabel(/^Document source/), '{"name":"renamed-05","count":15,"id":"x5"}');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page, 'document updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowWith(table, 'renamed-05')).toBeVisible();
  expect(await getSource(engine, index, '5')).toEqual({ name: 'renamed-05', count: 15, id: 'x5' });

  await page.reload();
  await expect(rowWith(results(page), 'renamed-05')).toBeVisible();
});

test('the edit dialog asks before dropping unsaved edits (Esc, close button, Close) and marks invalid JSON where it breaks', async ({ page, engine }) => {
  const table = await openSearch(page, engine);
  await searchFor(page, 'id:x6', '1-1 of 1');
  const open = async () => {
    await rowWith(table, 'name-06').getByRole('cell', { name: 'x6', exact: true }).dblclick();
    const dialog = page.getByRole('dialog', { name: `${index} / _doc / 6` });
    await expect(dialog.locator('.cm-content')).toContainText('"name-06"');
    return dialog;
  };
  // Without edits, Esc closes at once.
  let dialog = await open();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  dialog = await open();
  const source = dialog.getByLabel(/^Document source/);
  await pasteInto(page, source, '{\n  "name": "changed",\n}');
  await dialog.getByRole('button', { name: 'Update' }).click();
  // The editor marks the character where the JSON breaks and says where; nothing is sent.
  await expect(dialog.getByRole('alert')).toHaveText('Not valid JSON at line 3, column 1; nothing was sent.');
  await expect(source.locator('.cm-problemMark')).toHaveText('}');
  await expect(source.locator('.cm-line.cm-problemLine')).toHaveText('}');
  await expect(notification(page, 'document updated')).toHaveCount(0);
  expect(await getSource(engine, index, '6')).toMatchObject({ name: 'name-06' });

  // Every way of closing asks; Keep editing keeps the dialog and the edit.
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  const closers: [string, () => Promise<void>][] = [
    // Esc inside the editor is the editor's own (it lets Tab leave the editor); from the dialog it closes.
    ['Esc', () => dialog.getByRole('button', { name: 'Update' }).press('Escape')],
    ['the close button', () => dialog.getByRole('button', { name: 'Close', exact: true }).first().click()],
    ['Close', () => dialog.getByRole('button', { name: 'Close', exact: true }).last().click()],
  ];
  for (const [way, close] of closers) {
    await close();
    await expect(discard, way).toContainText('The document has changes that were not sent with Update.');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard, way).toBeHidden();
    await expect(dialog, way).toBeVisible();
    await expect(source.locator('.cm-content'), way).toContainText('"changed"');
  }
  // Typing clears the mark; Discard changes closes without writing.
  await pasteInto(page, source, '{"name":"changed"}');
  await expect(source.locator('.cm-problemMark')).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await getSource(engine, index, '6')).toMatchObject({ name: 'name-06' });
});

test('deletes one document, then three in bulk', async ({ page, engine }) => {
  const table = await openSearch(page, engine);
  await (await rowButton(rowWith(table, 'name-07'), 'Delete document')).click();
  await confirm(page, 'Delete document', 'Delete', `${index} / _doc / 7`);
  await expect(notification(page, 'document deleted')).toBeVisible();
  await expect(range(page, `1-10 of ${DOCS - 1}`)).toBeVisible();
  await expect(rowWith(table, 'name-07')).toHaveCount(0);

  for (const name of ['name-00', 'name-01', 'name-02']) await rowWith(table, name).getByRole('checkbox').check();
  await expect(page.getByText('3 selected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Bulk' }).click();
  await page.getByRole('menuitem', { name: 'Delete selected documents' }).click();
  await confirm(page, 'Delete documents', 'Delete', 'Delete 3 documents?');
  await expect(notification(page, '3 documents deleted')).toBeVisible();
  await expect(range(page, `1-10 of ${DOCS - 4}`)).toBeVisible();
  await expect(page.getByText('0 selected', { exact: true })).toBeVisible();
  expect(await docCount(engine, index)).toBe(DOCS - 4);
  expect(await getSource(engine, index, '1')).toBeNull();
});

test('downloads the results as search.json, the documents as the engine holds them', async ({ page, engine }) => {
  await openSearch(page, engine);
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

test('a document id with /, #, %, a space and a non-ASCII letter is read, updated and deleted', async ({ page, engine }) => {
  const table = await openSearch(page, engine);
  await searchFor(page, 'id:x3', '1-1 of 1');
  await (await rowButton(rowWith(table, SPECIAL_ID), 'Edit document')).click();
  const dialog = page.getByRole('dialog', { name: `${index} / _doc / ${SPECIAL_ID}` });
  await expect(dialog.locator('.cm-content')).toContainText('"name-03"');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.locator('.cm-content')).toContainText('"x3"');
  await pasteInto(page, dialog.getByLabel(/^Document source/), '{"name":"special","id":"x3"}');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page, 'document updated')).toBeVisible();
  expect(await getSource(engine, index, SPECIAL_ID)).toEqual({ name: 'special', id: 'x3' });

  await (await rowButton(rowWith(table, SPECIAL_ID), 'Delete document')).click();
  await confirm(page, 'Delete document', 'Delete');
  await expect(notification(page, 'document deleted')).toBeVisible();
  await expect(rowWith(table, SPECIAL_ID)).toHaveCount(0);
  expect(await getSource(engine, index, SPECIAL_ID)).toBeNull();
});

test('index names with %, non-ASCII letters and date math are search targets', async ({ page, engine }) => {
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
