import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { bulkLoad, engineCall } from '../support/engineApi';
import { answerSaveDialogs, documentsOf, downloadedText, openTransfer, savedFileText, withoutSaveDialog } from '../support/transfer';

// Export on the real engines: every document of an index read through the engine's point in
// time (Elasticsearch's _pit, OpenSearch's _search/point_in_time) page after page, into a file
// written as the pages arrive (the save dialog's file) or downloaded in parts, compared with
// what the engine holds; CSV with dotted columns, joined arrays and formula cells escaped; the
// search screen's query carried to the export.

test.use({ predefinedClusters: [{ name: 'moving', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 180_000 });

const INDEX = 'transfer-export-books';
const COUNT = 2_345;

const source = (n: number) => ({
  n,
  title: `Book ${n}`,
  tags: n % 2 ? ['odd', 'shelf'] : ['even'],
  author: { name: `Author ${n % 7}`, born: 1900 + (n % 90) },
  note: n % 500 === 0 ? '=SUM(A1:A9)' : `plain ${n}`,
});

test.beforeAll(async ({ engine }) => {
  await engineCall(engine, 'DELETE', INDEX).catch(() => undefined);
  await engineCall(engine, 'PUT', INDEX, { settings: { number_of_shards: 2, number_of_replicas: 0 } });
  const docs = Array.from({ length: COUNT }, (_, n) => ({ id: `b${n}`, source: source(n) }));
  await bulkLoad(engine, INDEX, docs);
});

test.afterAll(async ({ engine }) => {
  await engineCall(engine, 'DELETE', INDEX).catch(() => undefined);
});

/** The point-in-time requests the page sends the engine, in order. */
function pointInTimeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'OPTIONS' && /_pit|point_in_time/.test(pathname)) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

async function setPageSize(page: Page, size: number) {
  const field = page.getByRole('textbox', { name: 'Documents per page' });
  await field.fill(String(size));
}

test('exports every document as NDJSON with ids, downloaded in parts, and closes its point in time', async ({ page, engine }) => {
  await withoutSaveDialog(page);
  const asked = pointInTimeRequests(page);
  await openTransfer(page, 'export', INDEX);
  await expect(page.getByRole('textbox', { name: 'Index, alias, data stream or pattern' })).toHaveValue(INDEX);
  await page.getByRole('checkbox', { name: 'Add _id to each line' }).check();
  await setPageSize(page, 1000);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${INDEX}.part-001.ndjson`);
  await expect(page.getByText('Export finished')).toBeVisible();
  await expect(page.getByText(`${COUNT.toLocaleString('en-US')} documents`, { exact: false }).first()).toBeVisible();

  const lines = (await downloadedText(download)).trimEnd().split('\n').map((line) => JSON.parse(line) as { _id: string } & Record<string, unknown>);
  expect(lines).toHaveLength(COUNT);
  const held = await documentsOf(engine, INDEX);
  const exported = new Map(lines.map(({ _id, ...rest }) => [_id, rest]));
  expect(exported.size).toBe(COUNT);
  for (const [id, doc] of held) expect(exported.get(id), id).toEqual(doc);

  // One point in time opened and closed, whatever the engine calls it.
  expect(asked[0]).toMatch(engine.kind === 'elasticsearch' ? /^POST \/transfer-export-books\/_pit$/ : /^POST \/transfer-export-books\/_search\/point_in_time$/);
  expect(asked.at(-1)).toMatch(/^DELETE \/(_pit|_search\/point_in_time)$/);
  expect(asked.filter((line) => line.startsWith('POST') && /_pit$|point_in_time$/.test(line))).toHaveLength(1);
});

test('exports CSV with dotted columns, joined arrays and formulas escaped, written into the chosen file as it goes', async ({ page }, testInfo) => {
  await answerSaveDialogs(page);
  await openTransfer(page, 'export', INDEX);
  await page.getByRole('radiogroup', { name: 'Format' }).getByText('CSV', { exact: true }).click();
  await page.getByRole('button', { name: 'All columns' }).click();
  await expect(page.getByText('Choose at least one column.')).toBeHidden();
  await page.getByRole('textbox', { name: 'File name' }).fill('books-table');
  const findings: Finding[] = [];
  await check(page, 'export form (CSV)', findings, testInfo);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText('Export finished')).toBeVisible();
  await check(page, 'export finished', findings, testInfo);

  const text = await savedFileText(page, 'books-table.csv');
  const rows = text.replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
  const header = rows[0].split(',');
  expect(header).toEqual(expect.arrayContaining(['author.born', 'author.name', 'n', 'note', 'tags', 'title']));
  expect(rows).toHaveLength(COUNT + 1);
  const column = (name: string) => header.indexOf(name);
  const byN = new Map(rows.slice(1).map((row) => row.split(',')).map((cells) => [Number(cells[column('n')]), cells]));
  expect(byN.size).toBe(COUNT);
  expect(byN.get(7)?.[column('author.name')]).toBe('Author 0');
  expect(byN.get(3)?.[column('tags')]).toMatch(/^odd.shelf$/);
  // A cell a spreadsheet would run as a formula is written as text.
  expect(byN.get(500)?.[column('note')]).toBe("'=SUM(A1:A9)");
  expect(byN.get(501)?.[column('note')]).toBe('plain 501');
  report(findings);
});

test("the search screen's Export matches exports that query's matches, not only the page shown", async ({ page }) => {
  await withoutSaveDialog(page);
  await page.goto(`./cluster/0/search?index=${INDEX}`);
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  const query = page.getByRole('textbox', { name: 'Query', exact: true });
  await query.fill('n:[0 TO 1499]');
  await query.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText(/of 1,?500$/)).toBeVisible();
  await page.getByRole('link', { name: 'Export matches' }).click();
  await expect(page.getByRole('textbox', { name: 'Index, alias, data stream or pattern' })).toHaveValue(INDEX);
  await expect(page.locator('.cm-content').first()).toContainText('1499');
  await setPageSize(page, 500);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const lines = (await downloadedText(await downloading)).trimEnd().split('\n');
  const numbers = lines.map((line) => (JSON.parse(line) as { n: number }).n);
  expect(numbers).toHaveLength(1500);
  expect(new Set(numbers)).toEqual(new Set(Array.from({ length: 1500 }, (_, n) => n)));
});
