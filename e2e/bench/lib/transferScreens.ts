import type { Browser, Page, Request } from '@playwright/test';
import { expect } from '../../fixtures/test';
import { openTransfer } from '../../support/transfer';
import { profiled } from './profiling.mjs';
import { CpuSampler, HeapSampler } from './samplers';
import { requestFigures, requestTimeline, type Run } from './transferRuns';

// The transfer screen's runs as the benchmarks time them: the page's heap and the CPU time
// sampled from the click that starts a run to its end, and, when asked, the page's sampling
// profile of it.

/** The longest a run through a screen may take. */
const RUN_TIMEOUT = 2 * 60 * 60_000;

/**
 * Waits for the end of the screen's run (its "New …" button, shown however it ended) and fails
 * with the screen's text unless it finished.
 */
export async function screenEnd(page: Page, screen: 'import' | 'export' | 'copy'): Promise<void> {
  await expect(page.getByRole('button', { name: `New ${screen}`, exact: true })).toBeVisible({ timeout: RUN_TIMEOUT });
  const title = `${screen[0].toUpperCase()}${screen.slice(1)} finished`;
  if (!(await page.getByRole('status', { name: title }).isVisible())) throw new Error(`the ${screen} did not finish: ${(await page.locator('main').innerText()).replace(/\s+/g, ' ')}`);
}

/** Runs `start` and waits for the screen's end, sampling the heap and the CPU time meanwhile. */
export async function timedScreenRun(
  page: Page,
  browser: Browser,
  options: { screen: 'import' | 'export' | 'copy'; profile: boolean; start: () => Promise<void> },
): Promise<Pick<Run, 'seconds' | 'heap' | 'cpu'>> {
  const cdp = await page.context().newCDPSession(page);
  const heap = await HeapSampler.start(page, browser);
  const cpu = new CpuSampler();
  const started = performance.now();
  await profiled(cdp, options.profile, async () => {
    await options.start();
    await screenEnd(page, options.screen);
  });
  const seconds = (performance.now() - started) / 1000;
  const result = { seconds, heap: await heap.stop(), cpu: cpu.stop() };
  await cdp.detach();
  return result;
}

export interface ScreenImport {
  /** The cluster imported into, by its place in the list. */
  cluster: number;
  file: string;
  bytes: number;
  documents: number;
  /** The new index, with no replicas and the mapping the screen proposes. */
  index: string;
  /** A field the proposed mapping holds once it is read from the file. */
  mappedField: string;
  name: string;
  profile: boolean;
}

/** An NDJSON file imported into a new index through the import screen with its defaults. */
export async function screenImport(page: Page, browser: Browser, options: ScreenImport): Promise<Run> {
  await page.goto(`./cluster/${options.cluster}/transfer?view=import`);
  await expect(page.getByRole('heading', { name: 'Import and export documents', level: 2 })).toBeVisible();
  await page.getByLabel('File to import').setInputFiles(options.file);
  await expect(page.getByText('Detected: NDJSON, UTF-8')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Target' }).getByText('New index', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Name of the new index' }).fill(options.index);
  await page.getByRole('textbox', { name: 'Replicas' }).fill('0');
  await expect(page.getByLabel(/^Mapping of the new index/).locator('.cm-content')).toContainText(`"${options.mappedField}"`);
  const timed = await timedScreenRun(page, browser, {
    screen: 'import',
    profile: options.profile,
    start: () => page.getByRole('button', { name: 'Import', exact: true }).click(),
  });
  return { name: options.name, bytes: options.bytes, documents: options.documents, ...timed };
}

/** The size and the number of lines of a file of the page's private file system, read as a stream; then deletes it. */
async function savedFileLines(page: Page, name: string): Promise<{ bytes: number; lines: number }> {
  return page.evaluate(async (fileName) => {
    const root = await navigator.storage.getDirectory();
    const file = await (await root.getFileHandle(fileName)).getFile();
    const reader = file.stream().getReader();
    let lines = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const byte of chunk.value) if (byte === 10) lines += 1;
    }
    await root.removeEntry(fileName);
    return { bytes: file.size, lines };
  }, name);
}

export interface ScreenExport {
  index: string;
  format: 'NDJSON' | 'CSV';
  /** The documents the index holds: the file must hold as many lines (and a header row in CSV). */
  documents: number;
  /** Documents per page; the screen's own when left out. */
  pageSize?: number;
  profile: boolean;
}

/**
 * An index exported through the export screen into the save dialog's file (answerSaveDialogs:
 * the page's private file system), whose lines are counted; prints the page's search requests.
 */
export async function screenExport(page: Page, browser: Browser, options: ScreenExport): Promise<Run> {
  const { index, format } = options;
  await openTransfer(page, 'export', index);
  await expect(page.getByRole('textbox', { name: 'Index, alias, data stream or pattern' })).toHaveValue(index);
  if (format === 'CSV') {
    await page.getByRole('radiogroup', { name: 'Format' }).getByText('CSV', { exact: true }).click();
    // Every field of the mapping once it is read: a click before it would choose only _index and _id.
    await expect(async () => {
      await page.getByRole('button', { name: 'All columns' }).click();
      await expect(page.getByText('author.name', { exact: true }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }
  const pageSize = page.getByRole('textbox', { name: 'Documents per page' });
  if (options.pageSize !== undefined) await pageSize.fill(String(options.pageSize));
  const perPage = await pageSize.inputValue();
  const file = `bench-${format.toLowerCase()}`;
  await page.getByRole('textbox', { name: 'File name' }).fill(file);
  const firstPage = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/_search');
  const asked = new Map<string, number>();
  const count = (request: Request) => {
    const what = `${request.method()} ${new URL(request.url()).pathname}`;
    asked.set(what, (asked.get(what) ?? 0) + 1);
  };
  page.on('request', count);
  const timed = await timedScreenRun(page, browser, {
    screen: 'export',
    profile: options.profile,
    start: async () => {
      await markRunInPage(page, 'Export finished');
      await page.getByRole('button', { name: 'Export', exact: true }).click();
    },
  });
  page.off('request', count);
  console.log(`${format}: ${await runMarks(page)}`);
  console.log(`${format}: the page asked ${[...asked].map(([what, times]) => `${what} ×${times}`).join(', ')}`);
  console.log(`${format}: ${await requestTimeline(page, '_search')}`);
  console.log(`${format}: ${await requestFigures(page, '_search', timed.seconds)}; the first page asked ${(await firstPage).postData()?.replace(/"id":"[^"]+"/, '"id":…')}`);
  const saved = await savedFileLines(page, `${file}.${format.toLowerCase()}`);
  // CSV: one header row besides the documents.
  expect(saved.lines).toBe(options.documents + (format === 'CSV' ? 1 : 0));
  return { name: `browser ${format} (pages of ${perPage})`, bytes: saved.bytes, documents: options.documents, ...timed };
}

/**
 * Notes in the page when the run is started and when `finished` shows, by the page's clock, so
 * that the requests' timings can be set against them (runMarks).
 */
async function markRunInPage(page: Page, finished: string): Promise<void> {
  await page.evaluate((text) => {
    const marks = { started: performance.now(), ended: 0 };
    Object.assign(window, { runMarks: marks });
    const observer = new MutationObserver(() => {
      if (document.body.innerText.includes(text)) {
        marks.ended = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, finished);
}

/** The page's cluster requests set against the run's start and end (markRunInPage). */
async function runMarks(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { started, ended } = (window as unknown as { runMarks: { started: number; ended: number } }).runMarks;
    const seconds = (ms: number) => ((ms - started) / 1000).toFixed(2);
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry) => !entry.name.includes('/assets/') && (entry as PerformanceResourceTiming).responseEnd >= started)
      .map((entry) => `${new URL(entry.name).pathname} ${seconds(entry.startTime)}-${seconds((entry as PerformanceResourceTiming).responseEnd)}`);
    return `started at 0, finished at ${seconds(ended)} s; first requests (some asked before the start) ${requests.slice(0, 6).join(', ')}; last ${requests.slice(-2).join(', ')}`;
  });
}
