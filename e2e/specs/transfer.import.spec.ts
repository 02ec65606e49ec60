import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { pasteInto } from '../support/codeEditor';
import { engineCall } from '../support/engineApi';
import { chooseDiskFile, documentsOf, downloadedText, importInSmallSteps, openTransfer } from '../support/transfer';

// Import on the real engines: an NDJSON file with lines that are not documents and a document
// the mapping refuses into a new index (the mapping proposed in the browser, as neither engine
// has a structure finder), a CSV file typed by an existing index's mapping with ids from a
// column, a pasted _bulk body kept as written, and a large file whose page is closed mid-run and
// continued from its checkpoint; counts, documents and the rejects file checked over REST.

test.use({ predefinedClusters: [{ name: 'moving', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 180_000 });

let prefix = '';
test.beforeEach(async ({}, testInfo) => {
  prefix = `ti-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});
test.afterEach(async ({ engine }) => {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index');
  for (const { index } of rows.filter((row) => row.index.startsWith(prefix))) await engineCall(engine, 'DELETE', index).catch(() => undefined);
});

const segment = (page: Page, group: string, label: string): Locator => page.getByRole('radiogroup', { name: group }).getByText(label, { exact: true });

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByLabel('File to import').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
}

async function countOf(engine: Engine, index: string): Promise<number> {
  await engineCall(engine, 'POST', `${index}/_refresh`);
  return (await engineCall<{ count: number }>(engine, 'GET', `${index}/_count`)).count;
}

const finished = (page: Page) => page.getByRole('status', { name: 'Import finished' });

test('imports NDJSON into a new index with a proposed mapping; unreadable lines and a refused document go to the rejects file', async ({ page, engine }, testInfo) => {
  const index = `${prefix}-books`;
  const lines = Array.from({ length: 300 }, (_, i) => JSON.stringify({ title: `Book ${i + 1}`, year: 1900 + i, price: 1.5 + i, published: '2020-01-02' }));
  lines[4] = '{"title": broken';
  lines[6] = '[1, 2]';
  lines[9] = JSON.stringify({ title: 'Year in words', year: 'nineteen hundred', price: 2.5, published: '2020-01-02' });
  await openTransfer(page, 'import');
  await chooseFile(page, 'books.ndjson', `${lines.join('\n')}\n`);
  await expect(page.getByText('Detected: NDJSON, UTF-8')).toBeVisible();
  await expect(page.getByText('Line 5, column 11: not JSON')).toBeVisible();

  await segment(page, 'Target', 'New index').click();
  await page.getByRole('textbox', { name: 'Name of the new index' }).fill(index);
  await page.getByRole('textbox', { name: 'Replicas' }).fill('0');
  await expect(page.getByText(/^Inferred in the browser from the sample/)).toBeVisible();
  const mapping = page.getByLabel(/^Mapping of the new index/);
  // A year in words makes the proposal a text field; the user makes it a number before the run,
  // and the document with the year in words is refused by the engine.
  await expect(mapping.locator('.cm-content')).toContainText('"year"');
  const edited = {
    properties: { title: { type: 'text' }, year: { type: 'long' }, price: { type: 'double' }, published: { type: 'date' } },
  };
  await pasteInto(page, mapping, JSON.stringify(edited, null, 2));
  const findings: Finding[] = [];
  await check(page, 'import form (new index)', findings, testInfo);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toBeVisible();
  await expect(finished(page)).toContainText('297 documents written, 3 rejected');
  await check(page, 'import summary', findings, testInfo);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download the rejects file \(3 lines\)/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('books.ndjson.rejects.ndjson');
  const rejects = (await downloadedText(download)).trimEnd().split('\n').map((line) => JSON.parse(line) as { line: number; type: string; source: string; status: number | null });
  expect(rejects.map(({ line }) => line)).toEqual([5, 7, 10]);
  expect(rejects[0]).toMatchObject({ type: 'json', source: '{"title": broken', status: null });
  expect(rejects[1]).toMatchObject({ type: 'not_object', source: '[1, 2]' });
  expect(rejects[2]).toMatchObject({ status: 400, source: lines[9] });
  expect(rejects[2].type).toMatch(/parsing_exception/);

  expect(await countOf(engine, index)).toBe(297);
  const held = [...(await documentsOf(engine, index)).values()];
  expect(held).toContainEqual(JSON.parse(lines[299]));
  const fields = await engineCall<Record<string, { mappings: { properties: Record<string, { type: string }> } }>>(engine, 'GET', `${index}/_mapping`);
  expect(fields[index].mappings.properties.year.type).toBe('long');
  expect(fields[index].mappings.properties.published.type).toBe('date');
  report(findings);
});

test('imports CSV into an existing index, typed by its mapping, ids from a column; a short row is rejected', async ({ page, engine }) => {
  const index = `${prefix}-table`;
  await engineCall(engine, 'PUT', index, {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: { properties: { name: { type: 'keyword' }, year: { type: 'integer' }, price: { type: 'float' }, in_stock: { type: 'boolean' } } },
  });
  const csv = 'name;year;price;in_stock\nDune;1965;9.99;true\nEmma;1815;4.5;false\n"Ulysses; the book";1922;;true\nShort;1\n';
  await openTransfer(page, 'import', index);
  await chooseFile(page, 'table.csv', csv);
  await expect(page.getByText('Detected: CSV / TSV, UTF-8')).toBeVisible();
  await expect(page.getByRole('table', { name: 'The first records of the file' })).toContainText('Ulysses; the book');
  await expect(page.getByRole('textbox', { name: 'Index, alias or data stream' })).toHaveValue(index);
  await page.getByRole('textbox', { name: 'Ids from the field or column' }).fill('name');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText('3 documents written, 1 rejected');
  const docs = await documentsOf(engine, index);
  expect(docs.get('Dune')).toEqual({ name: 'Dune', year: 1965, price: 9.99, in_stock: true });
  expect(docs.get('Emma')).toEqual({ name: 'Emma', year: 1815, price: 4.5, in_stock: false });
  // An empty cell is left out of the document.
  expect(docs.get('Ulysses; the book')).toEqual({ name: 'Ulysses; the book', year: 1922, in_stock: true });
  await expect(page.getByText(/csv_field_count: 1 document/)).toBeVisible();
});

test('imports a pasted _bulk body as written: its actions and ids kept', async ({ page, engine }) => {
  const index = `${prefix}-bulk`;
  await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  await engineCall(engine, 'PUT', `${index}/_doc/gone?refresh=true`, { a: 0 });
  await openTransfer(page, 'import', index);
  await segment(page, 'Source', 'Pasted text').click();
  const body = ['{"index":{"_id":"p1"}}', '{"a":1}', '{"create":{"_id":"p2"}}', '{"a":2}', '{"delete":{"_id":"gone"}}', ''].join('\n');
  await page.getByRole('textbox', { name: 'Documents' }).fill(body);
  await expect(page.getByText('Detected: _bulk body, UTF-8')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  // The delete removes a document: two written, none rejected.
  await expect(finished(page)).toContainText('2 documents written, 0 rejected');
  const docs = await documentsOf(engine, index);
  expect(Object.fromEntries(docs)).toEqual({ p1: { a: 1 }, p2: { a: 2 } });
});

test('an import whose page was closed mid-run continues from its checkpoint and writes every document once', async ({ page, context, engine }, testInfo) => {
  const index = `${prefix}-resume`;
  await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  const total = 4_000;
  const file = testInfo.outputPath('many.ndjson');
  writeFileSync(file, Array.from({ length: total }, (_, i) => `${JSON.stringify({ id: `d${i}`, n: i, text: 'x'.repeat(150) })}\n`).join(''));
  // Each bulk answer comes late, so that the page closes with the run under way.
  let answered = 0;
  await page.route('**/_bulk*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answered += 1;
    await route.fallback();
  });
  await importInSmallSteps(page, index, file);
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect.poll(() => answered, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
  await page.close({ runBeforeUnload: false });
  const before = await countOf(engine, index);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(total);

  const again = await context.newPage();
  await openTransfer(again, 'import', index);
  await chooseDiskFile(again, file);
  await expect(again.getByText('This file was being imported')).toBeVisible();
  await again.getByRole('button', { name: /^Continue from line / }).click();
  await expect(finished(again)).toBeVisible({ timeout: 120_000 });
  expect(await countOf(engine, index)).toBe(total);
  const docs = await documentsOf(engine, index);
  expect(docs.get('d3999')).toEqual({ id: 'd3999', n: 3999, text: 'x'.repeat(150) });
});

test('a cluster that stops answering mid-run pauses the import, which continues once it answers again', async ({ page, engine }, testInfo) => {
  const index = `${prefix}-pause`;
  await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  const total = 2_000;
  const file = testInfo.outputPath('pause.ndjson');
  writeFileSync(file, Array.from({ length: total }, (_, i) => `${JSON.stringify({ id: `p${i}`, n: i, text: 'y'.repeat(150) })}\n`).join(''));
  // After three answered bulk requests, the cluster can no longer be reached.
  // The page's clock is moved on while the console waits between its attempts (about half a
  // minute in all before it pauses), so that the test does not wait as a user would.
  await page.clock.install();
  let answered = 0;
  let answering = 3;
  await page.route('**/_bulk*', async (route) => {
    if (answered >= answering) return route.abort('connectionrefused');
    answered += 1;
    return route.fallback();
  });
  await importInSmallSteps(page, index, file);
  const paused = page.getByRole('alert').filter({ hasText: 'The cluster stopped answering' });
  // Each step moves the clock past the longest wait between two attempts (30 s), then looks for
  // the pause a moment later.
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(paused).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [50], timeout: 90_000 });
  await expect(paused).toContainText('its checkpoint is kept');
  const before = await countOf(engine, index);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(total);

  answering = Infinity;
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(finished(page)).toBeVisible({ timeout: 60_000 });
  expect(await countOf(engine, index)).toBe(total);
});
