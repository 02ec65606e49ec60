import type { Download, Page } from '@playwright/test';
import { expect, type Engine } from '../fixtures/test';
import { engineCall } from './engineApi';

// What the import and export specs share: documents loaded into the engine and read back from
// it directly (never through the console), the files a run downloads, the file the browser's
// save dialog would write, played by the page's own private file system so that the export
// really streams into a file, and an import in small steps that lasts long enough to be
// interrupted.

/** Every document of an index, by id, as the engine holds it. */
export async function documentsOf(engine: Engine, index: string): Promise<Map<string, unknown>> {
  await engineCall(engine, 'POST', `${encodeURIComponent(index)}/_refresh`);
  const answer = await engineCall<{ hits: { hits: { _id: string; _source: unknown }[] } }>(engine, 'POST', `${encodeURIComponent(index)}/_search`, {
    size: 10_000,
    query: { match_all: {} },
  });
  return new Map(answer.hits.hits.map((hit) => [hit._id, hit._source]));
}

/** The text of a downloaded file. */
export async function downloadedText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Makes the page's save dialog answer at once with a file of its private file system (a real
 * file the browser writes as the export goes); read it back with savedFileText.
 */
export async function answerSaveDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showSaveFilePicker', {
      configurable: true,
      value: async (options: { suggestedName: string }) => {
        const root = await navigator.storage.getDirectory();
        return root.getFileHandle(options.suggestedName, { create: true });
      },
    });
  });
}

/** Takes the save dialog away: the export downloads its file in parts. */
export async function withoutSaveDialog(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'showSaveFilePicker');
  });
}

/** The text of a file the export wrote through answerSaveDialogs. */
export async function savedFileText(page: Page, name: string): Promise<string> {
  return page.evaluate(async (fileName) => {
    const root = await navigator.storage.getDirectory();
    const file = await (await root.getFileHandle(fileName)).getFile();
    return file.text();
  }, name);
}

/** The transfer screen on a view, with the index it starts on. */
export async function openTransfer(page: Page, view: 'import' | 'export', index?: string): Promise<void> {
  const query = new URLSearchParams({ view, ...(index === undefined ? {} : { index }) });
  await page.goto(`./cluster/0/transfer?${query}`);
  await expect(page.getByRole('heading', { name: 'Import and export documents', level: 2 })).toBeVisible();
}

/** Chooses a file on disk, as a user picks the same file again: its last change is the file's own. */
export async function chooseDiskFile(page: Page, path: string): Promise<void> {
  await page.getByLabel('File to import').setInputFiles(path);
}

/**
 * Imports a file on disk into an existing index with ids from its `id` field, in small bodies one
 * at a time, so that the run lasts a few requests.
 */
export async function importInSmallSteps(page: Page, index: string, file: string): Promise<void> {
  await openTransfer(page, 'import', index);
  await chooseDiskFile(page, file);
  await page.getByRole('textbox', { name: 'Ids from the field or column' }).fill('id');
  await page.getByRole('textbox', { name: 'Body size (MB)' }).fill('0.1');
  await page.getByRole('textbox', { name: 'Requests in flight' }).fill('1');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}
