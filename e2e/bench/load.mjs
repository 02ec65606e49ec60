#!/usr/bin/env node
// First-load benchmark, run on demand (not part of the test run):
//   node e2e/bench/load.mjs [runs]
// Starts an engine (noida-db) and the release binary with that engine as a predefined cluster,
// opens / in headless Chromium with a fresh context each run, and measures the time until the
// dashboard header shows, the JavaScript bytes on the wire and the request count before it, and
// whether the code editor or more than the shown language's strings were loaded by then.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, launchChromium, median, start, startApp, stopAll, waitFor } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);

async function startServers() {
  const enginePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shardscope-bench-'));
  start('noida-db', ['start', '--data-dir', dataDir, '--only', 'elasticsearch', '--host', '127.0.0.1', '--elasticsearch-port', String(enginePort)]);
  const engineUrl = `http://127.0.0.1:${enginePort}`;
  await waitFor(`${engineUrl}/`);
  return { appUrl: await startApp(engineUrl), engineUrl, dataDir };
}

/**
 * File names of the entry script and every chunk it imports statically: the JavaScript any page
 * needs before it can start. Screens, the data cache, the editor and the locales load later.
 */
async function initialChunks(appUrl) {
  const html = await (await fetch(appUrl)).text();
  const entry = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${appUrl}`);
  const seen = new Set();
  const visit = async (url) => {
    const name = chunkName(url);
    if (seen.has(name)) return;
    seen.add(name);
    const source = await (await fetch(url)).text();
    const imports = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.\/[^"]+\.js)"/g)].map((match) => match[1]);
    for (const path of imports) await visit(new URL(path, url).href);
  };
  await visit(new URL(entry, appUrl).href);
  return seen;
}

async function measure(browser, appUrl, engineUrl, initial) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  const started = performance.now();
  await page.goto(appUrl);
  await page.getByText(`Connected to 'bench' (${engineUrl})`).waitFor({ timeout: 30_000 });
  const headerMs = performance.now() - started;
  // What had arrived when the header showed; later requests (the dashboard's data) do not count.
  const before = requests.slice();
  let jsBytes = 0;
  let initialBytes = 0;
  const encodings = new Set();
  const uncompressed = [];
  const chunks = before.filter((request) => request.resourceType() === 'script').map((request) => chunkName(request.url()));
  for (const request of before) {
    if (request.resourceType() !== 'script') continue;
    const sizes = await request.sizes();
    jsBytes += sizes.responseBodySize + sizes.responseHeadersSize;
    if (initial.has(chunkName(request.url()))) initialBytes += sizes.responseBodySize + sizes.responseHeadersSize;
    const response = await request.response();
    const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
    encodings.add(encoding);
    if (encoding === 'identity') uncompressed.push(`${new URL(request.url()).pathname} (${sizes.responseBodySize} B)`);
  }
  const appRequests = before.filter((request) => request.url().startsWith(appUrl)).length;
  await context.close();
  return {
    headerMs,
    jsBytes,
    initialBytes,
    requests: before.length,
    appRequests,
    encodings: [...encodings].join(','),
    uncompressed,
    editorLoaded: chunks.some((name) => EDITOR_CHUNK.test(name)),
    locales: chunks.filter((name) => LOCALE_CHUNK.test(name)).map((name) => name.split('-')[0]),
  };
}

// Chunks that must stay off the first page: the code editor, and every locale but the one shown.
const EDITOR_CHUNK = /^CodeMirrorEditor-/;
const LOCALE_CHUNK = /^(en|cn|fr|it|ru|jp)-[\w-]+\.js$/;

/** 'CodeMirrorEditor-Dser_P20.js' from a script URL. */
function chunkName(url) {
  return new URL(url).pathname.split('/').pop() ?? '';
}

function report(results) {
  const rows = results.map((result, index) => ({
    run: String(index + 1),
    'header (ms)': result.headerMs.toFixed(0),
    'initial JS (KiB)': (result.initialBytes / 1024).toFixed(1),
    'JS on the wire (KiB)': (result.jsBytes / 1024).toFixed(1),
    requests: String(result.requests),
    'to the app': String(result.appRequests),
    'JS encoding': result.encodings,
  }));
  rows.push({
    run: 'median',
    'header (ms)': median(results.map((result) => result.headerMs)).toFixed(0),
    'initial JS (KiB)': (median(results.map((result) => result.initialBytes)) / 1024).toFixed(1),
    'JS on the wire (KiB)': (median(results.map((result) => result.jsBytes)) / 1024).toFixed(1),
    requests: String(median(results.map((result) => result.requests))),
    'to the app': String(median(results.map((result) => result.appRequests))),
    'JS encoding': '',
  });
  printTable(rows);
}

function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, index) => cell.padStart(widths[index])).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

const { appUrl, engineUrl, dataDir } = await startServers();
const browser = await launchChromium();
try {
  const results = [];
  const initial = await initialChunks(appUrl);
  for (let run = 0; run < runs; run += 1) results.push(await measure(browser, appUrl, engineUrl, initial));
  console.log(`first load of ${appUrl} in headless Chromium ${browser.version()}, fresh context each run, release binary, noida-db engine`);
  console.log(`initial JS: the entry and the ${initial.size - 1} chunks it imports; JS on the wire: every script before the header (locale, home screen, data cache too); both with response headers`);
  report(results);
  const editor = results.filter((result) => result.editorLoaded).length;
  console.log(`code editor chunk before the header: ${editor === 0 ? 'never' : `in ${editor} of ${results.length} runs`}`);
  const locales = new Set(results.flatMap((result) => result.locales));
  console.log(`locale chunks before the header: ${[...locales].join(', ') || 'none'}`);
  const uncompressed = new Set(results.flatMap((result) => result.uncompressed));
  if (uncompressed.size > 0) console.log(`JavaScript served without compression: ${[...uncompressed].join(', ')}`);
} finally {
  await browser.close();
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
