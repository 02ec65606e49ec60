import { writeFileSync } from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { fulfillFromSpec } from '../support/specAnswer';
import { chooseDiskFile, documentsOf, importInSmallSteps } from '../support/transfer';

// Imports interrupted by what happens outside the console, on the real engines: the target index
// removed while the run goes on (the run stops saying so, counts nothing as rejected for it, and
// its checkpoint continues once the index is back), the same where the engine makes the index
// again on the next write (the run ends saying the documents before are gone), and a file that
// changed between two readings
// (the old checkpoint is not offered: the screen says what differs and reads the file from its
// start).

test.use({ predefinedClusters: [{ name: 'moving', uri: ENGINE_URL }] });

let prefix = '';
test.beforeEach(async ({}, testInfo) => {
  prefix = `tm-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});
test.afterEach(async ({ engine }) => {
  const rows = await engineCall<{ index: string }[]>(
    engine,
    'GET',
    '_cat/indices?format=json&h=index',
  );
  for (const { index } of rows.filter((row) => row.index.startsWith(prefix)))
    await engineCall(engine, 'DELETE', index).catch(() => undefined);
});

const INDEX_BODY = { settings: { number_of_shards: 1, number_of_replicas: 0 } };
/** Enough documents for three bodies of 0.1 MB. */
const TOTAL = 1_200;
const FILE_NAME = 'many.ndjson';

interface Doc {
  id: string;
  n: number;
  text: string;
}

/** TOTAL documents with the ids d0, d1, ..., each padded with `text`. */
const documents = (text: string): Doc[] =>
  Array.from({ length: TOTAL }, (_, n) => ({ id: `d${n}`, n, text }));

const ndjson = (docs: readonly Doc[]): string =>
  docs.map((doc) => `${JSON.stringify(doc)}\n`).join('');

/** The line number a run's end names ("... at line 1,234"). */
async function lineIn(alert: Locator): Promise<number> {
  const said = /at line ([\d,]+)/i.exec((await alert.textContent()) ?? '');
  expect(said, 'the end names the line it stopped at').not.toBeNull();
  return Number(said?.[1].replaceAll(',', ''));
}

/**
 * Routes the page's bulk requests: the second waits until `release()`, so that the test acts
 * while the run is surely under way (one body answered, its checkpoint recorded); each is then
 * answered by `answer`, by default the engine.
 */
async function holdSecondBulk(
  page: Page,
  answer: (route: Route) => Promise<void> = (route) => route.fallback(),
) {
  let sent = 0;
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_bulk*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent += 1;
    if (sent === 2) await released;
    await answer(route);
  });
  return { held: () => expect.poll(() => sent).toBe(2), release };
}

/**
 * What a cluster that creates no index on a write (`action.auto_create_index: false`) answers a
 * bulk request into a missing one: every document refused with index_not_found_exception.
 */
async function refuseAsMissing(route: Route, engine: Engine, index: string): Promise<void> {
  const request = route.request();
  const actions = (request.postData() ?? '')
    .trimEnd()
    .split('\n')
    .filter((_, line) => line % 2 === 0);
  const error = {
    type: 'index_not_found_exception',
    reason: `no such index [${index}] and [action.auto_create_index] is [false]`,
    'resource.type': 'index_expression',
    'resource.id': index,
    index_uuid: '_na_',
    index,
  };
  const items = actions.map((line) => {
    const [[action, meta]] = Object.entries(JSON.parse(line) as Record<string, { _id: string }>);
    return { [action]: { _index: index, _id: meta._id, status: 404, error } };
  });
  await fulfillFromSpec(route, {
    engine: engine.kind,
    method: 'POST',
    path: new URL(request.url()).pathname,
    body: { took: 0, errors: true, items },
    headers: {
      'access-control-allow-origin': (await request.headerValue('origin')) ?? '*',
    },
  });
}

const finished = (page: Page) => page.getByRole('status', { name: 'Import finished' });

test('an index removed mid-run stops the import saying so, with nothing rejected; its checkpoint continues once the index is back', async ({
  page,
  engine,
}, testInfo) => {
  const index = `${prefix}-removed`;
  await engineCall(engine, 'PUT', index, INDEX_BODY);
  const file = testInfo.outputPath(FILE_NAME);
  writeFileSync(file, ndjson(documents('x'.repeat(150))));
  // Neither engine here honours action.auto_create_index: false (each creates the index again on
  // the next bulk request), so while the index is gone a cluster that does answers them.
  let gone = false;
  const bulks = await holdSecondBulk(page, (route) =>
    gone ? refuseAsMissing(route, engine, index) : route.fallback(),
  );
  await importInSmallSteps(page, index, file);
  await bulks.held();
  await engineCall(engine, 'DELETE', index);
  gone = true;
  bulks.release();

  const removed = page.getByRole('alert', { name: 'The target was removed' });
  await expect(removed).toContainText(
    new RegExp(`${index} no longer exists; the import stopped at line [\\d,]+\\.`),
  );
  const line = await lineIn(removed);
  expect(line).toBeGreaterThan(1);
  // The refused body counts neither as sent nor as rejected: it goes again when the run continues.
  await expect(page.getByText(/documents sent: [\d,]+ written, 0 rejected$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download the rejects file/ })).toHaveCount(0);

  // The index is back: choosing the file again offers its checkpoint, which writes the rest.
  await engineCall(engine, 'PUT', index, INDEX_BODY);
  gone = false;
  await page.getByRole('button', { name: 'New import' }).click();
  await chooseDiskFile(page, file);
  await expect(page.getByText(/stopped after [\d,]+ documents \(0 rejected\)/)).toBeVisible();
  await page
    .getByRole('button', {
      name: new RegExp(`^Continue from line ${line.toLocaleString('en-US')} \\(`),
    })
    .click();
  await expect(finished(page)).toBeVisible();
  const docs = await documentsOf(engine, index);
  expect(docs.size).toBe(TOTAL - (line - 1));
  expect(docs.has(`d${line - 2}`)).toBe(false);
  expect(docs.get(`d${line - 1}`)).toEqual({
    id: `d${line - 1}`,
    n: line - 1,
    text: 'x'.repeat(150),
  });
});

test('an index removed mid-run and made again by the engine on the next write ends the import saying the documents before are gone', async ({
  page,
  engine,
}, testInfo) => {
  const index = `${prefix}-remade`;
  await engineCall(engine, 'PUT', index, INDEX_BODY);
  const file = testInfo.outputPath(FILE_NAME);
  writeFileSync(file, ndjson(documents('x'.repeat(150))));
  // The engine's own answer: it makes the index again on the next bulk request, and says nothing.
  const bulks = await holdSecondBulk(page);
  await importInSmallSteps(page, index, file);
  await bulks.held();
  await engineCall(engine, 'DELETE', index);
  bulks.release();

  const remade = page.getByRole('alert', {
    name: 'The target was removed and made again',
  });
  await expect(remade).toContainText(
    `${index} was removed during the import, and the cluster made a new, empty index of that name when the next documents came`,
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  // What the message says: the index holds only what came after the removal.
  const docs = await documentsOf(engine, index);
  expect(docs.size).toBeGreaterThan(0);
  expect(docs.size).toBeLessThan(TOTAL);
  expect(docs.has('d0')).toBe(false);
  // Nothing is left to continue from: the run's checkpoint is gone from the browser.
  const checkpoints = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('shardscope-imports');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const counting = opening.result
            .transaction('checkpoints')
            .objectStore('checkpoints')
            .count();
          counting.onsuccess = () => resolve(counting.result);
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
  expect(checkpoints).toBe(0);
});

test('a file changed since its import stopped is not continued from the old line: the screen says what differs and imports it from its start', async ({
  page,
  engine,
}, testInfo) => {
  const index = `${prefix}-changed`;
  await engineCall(engine, 'PUT', index, INDEX_BODY);
  const file = testInfo.outputPath(FILE_NAME);
  writeFileSync(file, ndjson(documents('x'.repeat(150))));
  const bulks = await holdSecondBulk(page);
  await importInSmallSteps(page, index, file);
  await bulks.held();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Cancel the import?' })
    .getByRole('button', { name: 'Cancel the import' })
    .click();
  const cancelled = page.getByRole('status', { name: 'Import cancelled' });
  await expect(cancelled).toContainText('Choosing this file again offers to continue.');
  const line = await lineIn(cancelled);
  expect(line).toBeGreaterThan(1);
  bulks.release();

  // A file of the same name whose documents changed since (and with them its size).
  const changed = documents('y'.repeat(40));
  await page.getByRole('button', { name: 'New import' }).click();
  await page.getByLabel('File to import').setInputFiles({
    name: FILE_NAME,
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(ndjson(changed)),
  });
  await expect(
    page.getByText(
      `An import of ${FILE_NAME} into ${index} stopped at line ${line.toLocaleString('en-US')}, but this file differs in its size, its last change. It is read from its start.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue from line/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Ids from the field or column' }).fill('id');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText(
    `${TOTAL.toLocaleString('en-US')} documents written, 0 rejected`,
  );
  // Read from its start: every document is the new file's, those before the old line too.
  const docs = await documentsOf(engine, index);
  expect(Object.fromEntries(docs)).toEqual(Object.fromEntries(changed.map((doc) => [doc.id, doc])));
});
