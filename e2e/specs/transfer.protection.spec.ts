import type { Page, Request } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { bulkLoad, engineCall } from '../support/engineApi';
import { downloadedText, openTransfer, withoutSaveDialog } from '../support/transfer';

// Import and export under the cluster's protection and with files that cannot be imported: a
// cluster that asks before writes asks once for a whole import (the new index, the bulk request's
// form and about how many); a read-only cluster offers no import and still exports; an empty
// file and bytes that do not decode are said so, and nothing is sent.

test.describe.configure({ timeout: 120_000 });

let prefix = '';
test.beforeEach(async ({}, testInfo) => {
  prefix = `tpr-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});
test.afterEach(async ({ engine }) => {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index');
  for (const { index } of rows.filter((row) => row.index.startsWith(prefix))) await engineCall(engine, 'DELETE', index).catch(() => undefined);
});

async function pasteDocuments(page: Page, text: string) {
  await page.getByRole('radiogroup', { name: 'Source' }).getByText('Pasted text', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Documents' }).fill(text);
}

test.describe('a cluster that asks before writes', () => {
  test.use({ predefinedClusters: [{ id: 'careful', name: 'careful', uri: ENGINE_URL, protection: 'confirm-writes' }] });

  test('asks once for the whole import: the new index and the bulk requests', async ({ page, engine }) => {
    const index = `${prefix}-asked`;
    const writes: string[] = [];
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes(`/${index}`) && !['GET', 'HEAD', 'OPTIONS'].includes(request.method())) writes.push(`${request.method()} ${pathname.replace(/^.*?\/(?=[^/]*$|${index})/, '/')}`);
    });
    await openTransfer(page, 'import');
    // About 260 KB in bodies of 0.1 MB: three bulk requests. Few long lines: Chromium takes
    // seconds to put thousands of lines in the box.
    const docs = Array.from({ length: 200 }, (_, i) => JSON.stringify({ n: i, word: `w${i}`, pad: 'x'.repeat(1_250) })).join('\n');
    await pasteDocuments(page, docs);
    await page.getByRole('radiogroup', { name: 'Target' }).getByText('New index', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Name of the new index' }).fill(index);
    await page.getByRole('textbox', { name: 'Replicas' }).fill('0');
    await page.getByRole('textbox', { name: 'Body size (MB)' }).fill('0.1');
    await page.getByRole('button', { name: 'Import', exact: true }).click();

    const plan = page.getByRole('dialog', { name: 'Send these writes to careful?' });
    const requests = plan.getByRole('list', { name: 'Requests to send' }).getByRole('listitem');
    await expect(requests.first()).toContainText(`PUT /${index}`);
    await expect(requests.last()).toContainText(`POST /${index}/_bulk`);
    await expect(requests.last()).toContainText(/about \d+ requests of this form until the run ends/);
    expect(writes).toEqual([]);
    await plan.getByRole('button', { name: 'Send all' }).click();
    await expect(page.getByRole('status', { name: 'Import finished' })).toContainText('200 documents written, 0 rejected');
    // Several bulk requests went, none of them asked about again.
    expect(writes.filter((write) => write.includes('_bulk')).length).toBeGreaterThan(1);
    await expect(page.getByRole('dialog', { name: /^Send this write to careful/ })).toHaveCount(0);
    await engineCall(engine, 'POST', `${index}/_refresh`);
    expect((await engineCall<{ count: number }>(engine, 'GET', `${index}/_count`)).count).toBe(200);
  });
});

test.describe('a read-only cluster', () => {
  test.use({ predefinedClusters: [{ id: 'guarded', name: 'guarded', uri: ENGINE_URL, protection: 'read-only' }] });

  test('offers no import, and exports', async ({ page, engine }) => {
    const index = `${prefix}-kept`;
    await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
    await bulkLoad(engine, index, [{ id: 'a', source: { n: 1 } }, { id: 'b', source: { n: 2 } }]);
    await openTransfer(page, 'import', index);
    await pasteDocuments(page, '{"n": 3}');
    await expect(page.getByText('This cluster takes no import')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    await withoutSaveDialog(page);
    await openTransfer(page, 'export', index);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const lines = (await downloadedText(await downloading)).trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line)).sort((a, b) => a.n - b.n)).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

test.describe('files that cannot be imported', () => {
  test.use({ predefinedClusters: [{ name: 'moving', uri: ENGINE_URL }] });

  test('an empty file and bytes that do not decode are said so; nothing is sent', async ({ page }) => {
    const bulks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('_bulk')) bulks.push(request.url());
    });
    await openTransfer(page, 'import', `${prefix}-none`);
    const picker = page.getByLabel('File to import');
    await picker.setInputFiles({ name: 'empty.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.alloc(0) });
    await expect(page.getByText('The file holds nothing to import.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    // A Latin-1 "é" (0xE9) is not UTF-8: the byte's offset is named.
    const latin1 = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}\n')]);
    await picker.setInputFiles({ name: 'latin1.ndjson', mimeType: 'application/x-ndjson', buffer: latin1 });
    await expect(page.getByText('The file does not read in this encoding')).toBeVisible();
    await expect(page.getByText(/The bytes at offset 12 are not valid UTF-8/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    expect(bulks).toEqual([]);
  });
});
