#!/usr/bin/env node
// First-load benchmark, run on demand (not part of the test run):
//   node e2e/bench/load.mjs [runs] [path]      path: '/' (default) or a deep link such as /cluster/0/indices
// Starts an engine (noida-db) and the release binary with that engine as a predefined cluster,
// opens the path in headless Chromium with a fresh context each run, and measures the time until
// the screen's first data shows, the JavaScript bytes on the wire and the request count before it,
// whether the code editor or more than the shown language's strings were loaded by then, and the
// request chain of the median run: what each request waited for, and how many round trips
// followed one another after the HTML before the data showed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, launchChromium, start, startApp, stopAll, waitFor } from './lib/processes.mjs';
import { median } from './lib/statistics.mjs';

const runs = Number(process.argv[2] ?? 5);
const path = process.argv[3] ?? '/';

async function startServers() {
  const enginePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shardscope-bench-'));
  start('noida-db', ['start', '--data-dir', dataDir, '--only', 'elasticsearch', '--host', '127.0.0.1', '--elasticsearch-port', String(enginePort)]);
  const engineUrl = `http://127.0.0.1:${enginePort}`;
  await waitFor(`${engineUrl}/`);
  // Something for the indices, shards and search screens to show.
  for (let id = 1; id <= 3; id += 1) {
    await fetch(`${engineUrl}/bench-logs/_doc/${id}?refresh=true`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: `bench document ${id}`, level: 'info' }),
    });
  }
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

/** What shows a screen's first data, by the path opened (a predicate run inside the page). */
/**
 * What shows the first data of the screen at `path`: an element matching the selector (with
 * exactly `text`, when given) that is visible.
 */
function shownData(path, clusterName) {
  const screen = /^\/cluster\/\d+\/([a-z_]+)/.exec(path)?.[1] ?? 'home';
  const selectors = {
    indices: 'table[aria-label="Indices"] tbody tr[data-index]',
    shards: '[data-shards-grid] tbody button[aria-label*=" shard "]',
    search: 'table[aria-label="Search results"] tbody tr[data-index]',
    rest: 'input[aria-label="Path"]',
  };
  if (selectors[screen]) return { selector: selectors[screen], text: null };
  // The dashboard's status card names the cluster once _cluster/stats has answered.
  return { selector: 'section[aria-label] p', text: clusterName };
}

/**
 * Runs in the page before its own scripts: checks every animation frame whether the data shows
 * and keeps the page's time of the first frame in which it does (window.__shownAt).
 */
function watchForData({ selector, text }) {
  const shows = () =>
    [...document.querySelectorAll(selector)].some(
      (element) => (text === null || element.textContent.trim() === text) && element.getClientRects().length > 0,
    );
  const poll = () => {
    if (shows()) window.__shownAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function measure(browser, appUrl, engineUrl, initial, clusterName) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  const recorded = await recordRequests(page);
  await page.addInitScript(watchForData, shownData(path, clusterName));
  const started = performance.now();
  await page.goto(new URL(path.replace(/^\//, ''), appUrl).href);
  await page.getByText(`Connected to 'bench' (${engineUrl})`).waitFor({ timeout: 30_000 });
  const headerMs = performance.now() - started;
  // The page's own clock: navigation start to the frame in which the data showed.
  await page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 30_000 });
  const readyMs = await page.evaluate(() => window.__shownAt);
  const chain = requestChain(recorded, readyMs);
  // What had arrived when the data showed; later requests do not count.
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
    readyMs,
    chain,
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

/**
 * Records every request of `page` from the DevTools protocol: when it was sent and finished
 * (ms after the document request), its kind and the script that issued it.
 */
async function recordRequests(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    const frames = event.initiator.stack?.callFrames ?? [];
    const parentStack = event.initiator.stack?.parent?.callFrames ?? [];
    const script = frames[0]?.url || parentStack[0]?.url || event.initiator.url || null;
    requests.set(event.requestId, { url: event.request.url, kind: event.type, sent: event.timestamp, ended: null, script });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.ended = event.timestamp;
  });
  return requests;
}

/**
 * The requests sent before the data showed, each with what it waited for. A request waited for
 * the script that issued it (the code had to arrive first); a request to the cluster also waited
 * for the last cluster answer before it was sent (a screen asks for its data once the cluster
 * check answered). Its depth is one more than that of what it waited for, the HTML being 0: the
 * deepest request is the number of round trips that followed one another after the HTML.
 * Requests issued together share a depth, so loading in parallel shows as a flat chain.
 */
function requestChain(recorded, readyMs) {
  const all = [...recorded.values()].filter((request) => request.ended !== null);
  const documentRequest = all.find((request) => request.kind === 'Document');
  if (!documentRequest) return [];
  const at = (seconds) => (seconds - documentRequest.sent) * 1000;
  const entries = all
    .map((request) => ({ ...request, startTime: at(request.sent), responseEnd: at(request.ended) }))
    .filter((request) => request.startTime <= readyMs && request !== documentRequest)
    .sort((a, b) => a.startTime - b.startTime);
  const chain = [{ name: documentRequest.url, kind: 'Document', startTime: 0, responseEnd: at(documentRequest.ended), depth: 0, after: null, cluster: false }];
  const isCluster = (url) => !url.startsWith(new URL(documentRequest.url).origin);
  for (const entry of entries) {
    const candidates = [];
    const issuer = chain.findIndex((item) => item.name === entry.script);
    candidates.push(issuer >= 0 ? issuer : 0);
    if (isCluster(entry.url)) {
      const answered = chain
        .map((item, index) => ({ item, index }))
        .filter(({ item }) => item.cluster && item.responseEnd <= entry.startTime);
      if (answered.length > 0) candidates.push(answered.reduce((a, b) => (b.item.responseEnd > a.item.responseEnd ? b : a)).index);
    }
    const after = candidates.reduce((a, b) => (chain[b].depth > chain[a].depth ? b : a));
    chain.push({
      name: entry.url,
      kind: entry.kind,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      depth: chain[after].depth + 1,
      after,
      cluster: isCluster(entry.url),
    });
  }
  return chain;
}

function printChain(result, appUrl) {
  const name = (url) => (url.startsWith(appUrl) ? `/${url.slice(appUrl.length)}` : url.replace(/^https?:\/\/[^/]+/, '<cluster>'));
  console.log(`request chain of the median run (sent-finished in ms after the HTML was asked for; "after" = the request it waited for):`);
  const rows = result.chain.map((entry, index) => ({
    '#': String(index),
    'start-end': `${entry.startTime.toFixed(0)}-${entry.responseEnd.toFixed(0)}`,
    depth: String(entry.depth),
    after: entry.after === null ? '' : String(entry.after),
    kind: entry.kind,
    request: name(entry.name).slice(0, 90),
  }));
  printTable(rows, ['request']);
  const deepest = Math.max(...result.chain.map((entry) => entry.depth));
  console.log(`data shown at ${result.readyMs.toFixed(0)} ms after ${deepest} sequential round trips after the HTML`);
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
    'data (ms)': result.readyMs.toFixed(0),
    'round trips': String(Math.max(...result.chain.map((entry) => entry.depth))),
    'initial JS (KiB)': (result.initialBytes / 1024).toFixed(1),
    'JS on the wire (KiB)': (result.jsBytes / 1024).toFixed(1),
    requests: String(result.requests),
    'to the app': String(result.appRequests),
    'JS encoding': result.encodings,
  }));
  rows.push({
    run: 'median',
    'header (ms)': median(results.map((result) => result.headerMs)).toFixed(0),
    'data (ms)': median(results.map((result) => result.readyMs)).toFixed(0),
    'round trips': String(median(results.map((result) => Math.max(...result.chain.map((entry) => entry.depth))))),
    'initial JS (KiB)': (median(results.map((result) => result.initialBytes)) / 1024).toFixed(1),
    'JS on the wire (KiB)': (median(results.map((result) => result.jsBytes)) / 1024).toFixed(1),
    requests: String(median(results.map((result) => result.requests))),
    'to the app': String(median(results.map((result) => result.appRequests))),
    'JS encoding': '',
  });
  printTable(rows);
}

function printTable(rows, leftAligned = []) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const pad = (cell, index) => (leftAligned.includes(columns[index]) ? cell.padEnd(widths[index]) : cell.padStart(widths[index]));
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

const { appUrl, engineUrl, dataDir } = await startServers();
const browser = await launchChromium();
try {
  const results = [];
  const initial = await initialChunks(appUrl);
  const clusterName = (await (await fetch(engineUrl)).json()).cluster_name;
  for (let run = 0; run < runs; run += 1) results.push(await measure(browser, appUrl, engineUrl, initial, clusterName));
  console.log(`first load of ${new URL(path.replace(/^\//, ''), appUrl).href} in headless Chromium ${browser.version()}, fresh context each run, release binary, noida-db engine`);
  console.log(`initial JS: the entry and the ${initial.size - 1} chunks it imports; JS on the wire: every script before the data showed (locale, screen, data cache too); both with response headers`);
  report(results);
  const byTime = [...results].sort((a, b) => a.readyMs - b.readyMs);
  printChain(byTime[Math.floor((byTime.length - 1) / 2)], appUrl);
  const editor = results.filter((result) => result.editorLoaded).length;
  console.log(`code editor chunk before the data: ${editor === 0 ? 'never' : `in ${editor} of ${results.length} runs`}`);
  const locales = new Set(results.flatMap((result) => result.locales));
  console.log(`locale chunks before the data: ${[...locales].join(', ') || 'none'}`);
  const uncompressed = new Set(results.flatMap((result) => result.uncompressed));
  if (uncompressed.size > 0) console.log(`JavaScript served without compression: ${[...uncompressed].join(', ')}`);
} finally {
  await browser.close();
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
