import { test } from '../fixtures/otherEngine';
import { expect } from '../fixtures/test';
import { bulkLoad, engineCall } from '../support/engineApi';
import { documentsOf } from '../support/transfer';

// Copy between the two engines: an index of the project's engine copied, with its mapping, to
// the other engine (Elasticsearch to OpenSearch and back), each side reached with its own
// address; the documents read back from the destination engine and compared with the source's.


test.describe.configure({ timeout: 150_000 });

const SOURCE = 'transfer-copy-source';
const COPY = 'transfer-copy-copied';

test('copies an index with its mapping to the other engine, every document once with its id', async ({ page, engine, other }) => {
  await engineCall(engine, 'DELETE', SOURCE).catch(() => undefined);
  await engineCall(other, 'DELETE', COPY).catch(() => undefined);
  await engineCall(engine, 'PUT', SOURCE, {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: { properties: { n: { type: 'integer' }, word: { type: 'keyword' }, at: { type: 'date' } } },
  });
  await bulkLoad(engine, SOURCE, Array.from({ length: 1_800 }, (_, n) => ({ id: `c${n}`, source: { n, word: `w${n % 13}`, at: '2026-01-02T03:04:05Z' } })));

  await page.goto(`./cluster/0/transfer?view=copy&index=${SOURCE}`);
  await expect(page.getByRole('heading', { name: 'Import and export documents', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Copy to cluster' }).click();
  await page.getByRole('option', { name: /^destination/ }).click();
  await page.getByRole('textbox', { name: 'Index on that cluster' }).fill(COPY);
  await expect(page.getByText(/^The source index's mapping, shards, replicas and analysis/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Keep the ids' }).check();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copy finished')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/1,800 documents written to transfer-copy-copied, 0 rejected/)).toBeVisible();

  const copied = await documentsOf(other, COPY);
  const held = await documentsOf(engine, SOURCE);
  expect(copied.size).toBe(1_800);
  expect(Object.fromEntries(copied)).toEqual(Object.fromEntries(held));
  const mapping = await engineCall<Record<string, { mappings: { properties: Record<string, { type: string }> } }>>(other, 'GET', `${COPY}/_mapping`);
  expect(mapping[COPY].mappings.properties.n.type).toBe('integer');
  expect(mapping[COPY].mappings.properties.word.type).toBe('keyword');
  await engineCall(engine, 'DELETE', SOURCE).catch(() => undefined);
  await engineCall(other, 'DELETE', COPY).catch(() => undefined);
});
