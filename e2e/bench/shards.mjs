#!/usr/bin/env node
// Shards grid benchmark, run on demand (not part of the test run):
//   node e2e/bench/shards.mjs [runs]
// Starts the release binary with one predefined cluster that Playwright routes answer in the
// browser: 1,000 indices x 10 nodes x 3 primaries x 1 replica, as Elasticsearch-shaped _cat JSON.
// Per run (fresh context), in headless Chromium:
// - responses -> first page: from the last _cat answer arriving (its responseEnd) to the grid's
//   first page being in the document, then painted (next animation frame);
// - page switch: from clicking 'Next page' to the next page in the document, then painted;
// - chips in the DOM for one page.
// Wall times swing with the machine's load; the main thread's CPU time does not: it is given for
// the first page (from releasing the held _cat answers to the paint: parsing, storing, joining,
// rendering) and for a page switch.
import { runBenchmark } from './lib/processes.mjs';
import { threadTime, timed } from './lib/profiling.mjs';
import { median } from './lib/statistics.mjs';
import { answerAsCluster } from './lib/syntheticCluster.mjs';

const runs = Number(process.argv[2] ?? 5);
const CLUSTER = 'http://bench-cluster.test:9200';
const INDICES = 1000;
const NODES = 10;
const PRIMARIES = 3;
const REPLICAS = 1;

// The synthetic cluster, shaped as Elasticsearch answers these calls with format=json.
const pad = (n) => String(n).padStart(4, '0');
const nodeName = (n) => `node-${n}`;
const HEALTHS = ['green', 'green', 'green', 'yellow', 'red'];

function catIndices() {
  return Array.from({ length: INDICES }, (_, i) => ({
    index: `logs-${pad(i)}`,
    health: HEALTHS[i % HEALTHS.length],
    pri: String(PRIMARIES),
    rep: String(REPLICAS),
    status: 'open',
  }));
}

function catShards() {
  const rows = [];
  for (let i = 0; i < INDICES; i += 1) {
    for (let shard = 0; shard < PRIMARIES; shard += 1) {
      for (let copy = 0; copy <= REPLICAS; copy += 1) {
        rows.push({
          index: `logs-${pad(i)}`,
          shard: String(shard),
          prirep: copy === 0 ? 'p' : 'r',
          state: 'STARTED',
          docs: '1042',
          store: '1.2mb',
          ip: `10.0.0.${((i * PRIMARIES + shard + copy) % NODES) + 1}`,
          node: nodeName((i * PRIMARIES + shard + copy) % NODES),
          'unassigned.reason': null,
        });
      }
    }
  }
  return rows;
}

const catNodes = () => Array.from({ length: NODES }, (_, n) => ({ name: nodeName(n) }));

const info = {
  name: 'node-0',
  cluster_name: 'bench',
  cluster_uuid: 'bench-cluster-uuid',
  version: { number: '8.15.0', build_flavor: 'default' },
  tagline: 'You Know, for Search',
};
const health = { cluster_name: 'bench', status: 'yellow', number_of_nodes: NODES, number_of_data_nodes: NODES };

const ANSWERS = new Map([
  ['/', JSON.stringify(info)],
  ['/_cluster/health', JSON.stringify(health)],
  ['/_cat/indices', JSON.stringify(catIndices())],
  ['/_cat/shards', JSON.stringify(catShards())],
  ['/_cat/nodes', JSON.stringify(catNodes())],
]);

/** Holds the _cat answers until released, so the CPU time after them can be measured. */
function catGate() {
  let open;
  const opened = new Promise((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function answer(route, gate) {
  return answerAsCluster(route, async (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_cat/')) await gate.opened;
    return ANSWERS.get(pathname);
  });
}

// Runs in the page before the app: notes when the grid first holds chips.
function watchGrid() {
  const marks = {};
  window.__shardsBench = marks;
  new MutationObserver(() => {
    if (marks.gridAt === undefined && document.querySelector('[data-shards-grid] tbody [aria-label*=" shard "]')) {
      marks.gridAt = performance.now();
      requestAnimationFrame(() => {
        marks.paintedAt = performance.now();
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

async function firstPage(page, appUrl, cdp, gate) {
  await page.goto(`${appUrl}cluster/0/shards`);
  // The screen is up and waiting for its three answers.
  await page.getByRole('heading', { name: 'Shards', exact: true }).waitFor({ timeout: 60_000 });
  const cpuBefore = await threadTime(cdp);
  gate.open();
  await page.waitForFunction(() => window.__shardsBench?.paintedAt !== undefined, undefined, { timeout: 60_000 });
  const cpu = (await threadTime(cdp)) - cpuBefore;
  const wall = await page.evaluate(() => {
    const cat = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_cat\/(indices|shards|nodes)/.test(entry.name));
    const responsesAt = Math.max(...cat.map((entry) => entry.responseEnd));
    const { gridAt, paintedAt } = window.__shardsBench;
    return { toDom: gridAt - responsesAt, toPaint: paintedAt - responsesAt, calls: cat.length };
  });
  return { ...wall, cpu };
}

// Clicks 'Next page' inside the page and times the change of the first column header.
function switchPage() {
  return new Promise((resolve) => {
    const grid = document.querySelector('[data-shards-grid]');
    const firstHeader = () => grid.querySelectorAll('thead th')[1]?.textContent;
    const before = firstHeader();
    const next = [...document.querySelectorAll('button[aria-label="Next page"]')].pop();
    const started = performance.now();
    const done = () => {
      const inDom = performance.now() - started;
      requestAnimationFrame(() => resolve({ inDom, painted: performance.now() - started }));
    };
    if (before !== firstHeader()) return done();
    const observer = new MutationObserver(() => {
      if (firstHeader() === before) return;
      observer.disconnect();
      done();
    });
    observer.observe(grid, { childList: true, subtree: true, characterData: true });
    next.click();
  });
}

function countChips() {
  const chips = document.querySelectorAll('[data-shards-grid] tbody [aria-label*=" shard "]');
  const columns = document.querySelectorAll('[data-shards-grid] thead th').length - 1;
  return { chips: chips.length, columns, cells: document.querySelectorAll('[data-shards-grid] tbody td').length };
}

async function measure(browser, appUrl) {
  const context = await browser.newContext({ locale: 'en-US' });
  const gate = catGate();
  await context.route((url) => url.origin === CLUSTER, (route) => answer(route, gate));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(watchGrid);
  const first = await firstPage(page, appUrl, cdp, gate);
  const dom = await page.evaluate(countChips);
  const switches = [];
  for (let i = 0; i < 5; i += 1) {
    switches.push(await timed(cdp, () => page.evaluate(switchPage)));
  }
  await context.close();
  return {
    first,
    dom,
    switchPaint: median(switches.map((s) => s.painted)),
    switchDom: median(switches.map((s) => s.inDom)),
    switchCpu: median(switches.map((s) => s.cpu)),
  };
}

function report(results) {
  const rows = results.map((r, i) => ({
    run: String(i + 1),
    'responses -> page in DOM (ms)': r.first.toDom.toFixed(0),
    'responses -> painted (ms)': r.first.toPaint.toFixed(0),
    'first page CPU (ms)': r.first.cpu.toFixed(0),
    'page switch in DOM (ms)': r.switchDom.toFixed(1),
    'page switch painted (ms)': r.switchPaint.toFixed(1),
    'page switch CPU (ms)': r.switchCpu.toFixed(1),
    'chips in DOM': String(r.dom.chips),
    'columns / cells': `${r.dom.columns} / ${r.dom.cells}`,
    '_cat calls': String(r.first.calls),
  }));
  rows.push({
    run: 'median',
    'responses -> page in DOM (ms)': median(results.map((r) => r.first.toDom)).toFixed(0),
    'responses -> painted (ms)': median(results.map((r) => r.first.toPaint)).toFixed(0),
    'first page CPU (ms)': median(results.map((r) => r.first.cpu)).toFixed(0),
    'page switch in DOM (ms)': median(results.map((r) => r.switchDom)).toFixed(1),
    'page switch painted (ms)': median(results.map((r) => r.switchPaint)).toFixed(1),
    'page switch CPU (ms)': median(results.map((r) => r.switchCpu)).toFixed(1),
    'chips in DOM': '',
    'columns / cells': '',
    '_cat calls': '',
  });
  rows.push({
    run: 'best',
    'responses -> page in DOM (ms)': Math.min(...results.map((r) => r.first.toDom)).toFixed(0),
    'responses -> painted (ms)': Math.min(...results.map((r) => r.first.toPaint)).toFixed(0),
    'first page CPU (ms)': Math.min(...results.map((r) => r.first.cpu)).toFixed(0),
    'page switch in DOM (ms)': Math.min(...results.map((r) => r.switchDom)).toFixed(1),
    'page switch painted (ms)': Math.min(...results.map((r) => r.switchPaint)).toFixed(1),
    'page switch CPU (ms)': Math.min(...results.map((r) => r.switchCpu)).toFixed(1),
    'chips in DOM': '',
    'columns / cells': '',
    '_cat calls': '',
  });
  console.table(rows);
}

const shards = INDICES * PRIMARIES * (1 + REPLICAS);
await runBenchmark({
  cluster: CLUSTER,
  runs,
  title: `shards grid: ${INDICES} indices x ${NODES} nodes x ${PRIMARIES} primaries x ${REPLICAS} replica (${shards} shards)`,
  measure,
  report,
});
