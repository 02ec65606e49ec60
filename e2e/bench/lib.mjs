// What every benchmark in this folder needs: the release binary and background processes that
// die with the script, headless Chromium, main-thread CPU time and a few statistics.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../fixtures/chromiumArgs.mjs';

export const binary =
  process.env.SHARDSCOPE_BIN ?? fileURLToPath(new URL('../../target/release/shardscope', import.meta.url));
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

/** Process groups started here; each is killed when the script ends, however it ends. */
const groups = new Set();

process.on('exit', () => groups.forEach((pid) => killGroup(pid)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  groups.delete(pid);
}

/** Kills every process group started with `start`. */
export function stopAll() {
  [...groups].forEach((pid) => killGroup(pid));
}

/** Starts a command in a process group of its own, output discarded. */
export function start(command, args, env = {}) {
  const child = spawn(command, args, { detached: true, stdio: 'ignore', env: { ...process.env, ...env } });
  child.unref();
  groups.add(child.pid);
  return child.pid;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the release binary with one predefined cluster named 'bench'; resolves to its URL. */
export async function startApp(clusterUri) {
  if (!existsSync(binary)) throw new Error(`${binary} does not exist: run cargo build --release first`);
  const port = await freePort();
  start(binary, [], {
    SHARDSCOPE_LISTEN: `127.0.0.1:${port}`,
    SHARDSCOPE_CLUSTERS: JSON.stringify([{ name: 'bench', uri: clusterUri }]),
    RUST_LOG: 'warn',
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(`${url}healthz`);
  return url;
}

/** Headless Chromium with nothing of its own running in the background. */
export function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_ARGS],
  });
}

/** 'headless Chromium N, release binary, load average L on C cores'. */
export function machineLine(browser) {
  return `headless Chromium ${browser.version()}, release binary, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
}

/**
 * The page's main-thread CPU time so far in ms (Chromium's ThreadTime; needs
 * `Performance.enable`). Unlike wall time, other processes on a busy machine do not inflate it.
 */
export async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
}

/** Runs `run` and adds the main-thread CPU time it took as `cpu`. */
export async function timed(cdp, run) {
  const before = await threadTime(cdp);
  const result = await run();
  return { ...result, cpu: (await threadTime(cdp)) - before };
}

/**
 * Runs `run` under the JavaScript sampling profiler when `wanted`, then prints the functions
 * with the most self time: where the main thread spent it.
 */
export async function profiled(cdp, wanted, run) {
  if (!wanted) return run();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await run();
  printProfile((await cdp.send('Profiler.stop')).profile);
  return result;
}

/**
 * Runs `run` examined when BENCH_PROFILE or BENCH_TRACE names it: under the sampling profiler
 * (see `profiled`), or traced, printing the trace's events with the most main-thread self time.
 */
export async function examined({ browser, page, cdp, name }, run) {
  if (process.env.BENCH_TRACE !== name) return profiled(cdp, process.env.BENCH_PROFILE === name, run);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'v8'] });
  const result = await run();
  printTrace(JSON.parse((await browser.stopTracing()).toString()));
  return result;
}

/** The trace events of the renderer's main thread by self time (their time minus nested events'). */
export function printTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const main = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const complete = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined && main.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const event of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (stack.length) self.set(stack.at(-1), self.get(stack.at(-1)) - event.dur);
    self.set(event, event.dur);
    stack.push(event);
  }
  const byName = new Map();
  for (const [event, us] of self) byName.set(event.name, (byName.get(event.name) ?? 0) + us / 1000);
  const total = [...byName.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`${total.toFixed(0).padStart(7)} ms  main thread, traced events`);
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

export function printProfile(profile) {
  const self = new Map();
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const id of profile.samples) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + interval);
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [key, ms] of top) console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const worst = (values) => Math.max(...values);


const CORS_HEADERS = {
  'access-control-allow-methods': 'GET,POST,PUT,DELETE,HEAD,OPTIONS',
  'access-control-allow-headers': 'X-Requested-With,Content-Type,Content-Length,Authorization',
  // The page may read the answers' full resource timing.
  'timing-allow-origin': '*',
};

/**
 * Answers a routed cluster request as an Elasticsearch with CORS enabled would: preflights with
 * 204, anything else with the JSON `bodyFor(request)` gives ('{}' when it gives nothing).
 */
export async function answerAsCluster(route, bodyFor) {
  const request = route.request();
  const headers = { 'access-control-allow-origin': (await request.headerValue('origin')) ?? '*', ...CORS_HEADERS };
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
  const body = (await bodyFor(request)) ?? '{}';
  return route.fulfill({ status: 200, headers: { 'content-type': 'application/json; charset=UTF-8', ...headers }, body });
}

/**
 * In the page: scrolls the scroll box of the table named `label` from the top, one step per
 * animation frame, `step` pixels a frame (a mouse wheel) or the whole list over the frames (a
 * fling), then waits `settleMs`. Resolves to the frame lengths' median, longest and count over
 * 50 ms, the rows in the DOM and the index of the last one.
 */
export function scrollTableFrames({ label, frames, step: wheelStep, settleMs = 0 }) {
  const table = document.querySelector(`table[aria-label="${label}"]`);
  const box = table.closest('div[style*="overflow"]');
  box.scrollTop = 0;
  return new Promise((resolve) => {
    const lengths = [];
    let last = performance.now();
    let frame = 0;
    const step = wheelStep ?? Math.max(1, (box.scrollHeight - box.clientHeight) / frames);
    const finish = () => {
      const sorted = lengths.slice(1).sort((a, b) => a - b);
      const rows = table.querySelectorAll('tbody tr[data-index]');
      resolve({
        median: sorted[Math.floor(sorted.length / 2)],
        longest: sorted[sorted.length - 1],
        over50: sorted.filter((length) => length > 50).length,
        rows: rows.length,
        lastRow: rows[rows.length - 1]?.getAttribute('data-index'),
      });
    };
    const tick = (now) => {
      lengths.push(now - last);
      last = now;
      frame += 1;
      if (frame > frames) {
        requestAnimationFrame(() => setTimeout(finish, settleMs));
        return;
      }
      box.scrollTop = Math.round(step * frame);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** One scroll run with its main-thread CPU time, under the profiler when `profile`. */
export function scrollRun(page, cdp, options, profile) {
  return profiled(cdp, profile, () => timed(cdp, () => page.evaluate(scrollTableFrames, options)));
}

/**
 * Starts the app with `cluster` as its predefined cluster and Chromium, runs `measure(browser,
 * appUrl)` `runs` times, then prints `title` with the machine's line and hands the results to
 * `report`. Everything it started is stopped however it ends.
 */
export async function runBenchmark({ cluster, runs, title, measure, report }) {
  const appUrl = await startApp(cluster);
  const browser = await launchChromium();
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(browser, appUrl));
    console.log(`${title}, fresh context each run, ${machineLine(browser)}`);
    report(results);
  } finally {
    await browser.close();
    stopAll();
  }
}

/**
 * A search body of `lines` lines, as the REST benchmarks type into: a bool query with one term
 * clause per line on fields field_0000 to field_{fields - 1}.
 */
export function searchBody(lines, fields = 5000) {
  const clauses = Array.from(
    { length: Math.max(0, lines - 4) },
    (_, i) => `      {"term": {"field_${String(i % fields).padStart(4, '0')}": "value-${i}"}},`,
  );
  return ['{', '  "query": {"bool": {"should": [', ...clauses, '      {"match_all": {}}', '  ]}}', '}'].join('\n');
}

// ---- a synthetic Elasticsearch 8.15 cluster, for the benchmarks of its screens ----------------

/** A row's number in five digits: the generated names sort as they are numbered. */
export const pad = (n) => String(n).padStart(5, '0');

/** A uuid-like string, the same for the same number. */
export const fakeUuid = (i) => `uuid${((i * 2654435761) % 4294967296).toString(36)}${pad(i)}`;

/** The first word of the generated index names, in turn. */
export const INDEX_PREFIXES = ['logs', 'metrics', 'traces', 'audit', 'events'];
const HEALTHS = ['green', 'green', 'green', 'yellow', 'red'];

/** `count` indices as Elasticsearch 8 lists them in _cat/indices with format=json. */
export function catIndices(count) {
  const start = Date.UTC(2023, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const closed = i % 97 === 0;
    return {
      index: `${INDEX_PREFIXES[i % INDEX_PREFIXES.length]}-${pad(i)}`,
      health: HEALTHS[i % HEALTHS.length],
      status: closed ? 'close' : 'open',
      uuid: fakeUuid(i),
      pri: String(1 + (i % 5)),
      rep: String(i % 2),
      'docs.count': closed ? null : String((i * 7919) % 1_000_000),
      'store.size': closed ? null : String((i * 104729) % 10_000_000_000),
      sc: closed ? null : String(i % 40),
      cd: String(start + i * 60_000),
    };
  });
}

/** An alias on every tenth of `count` indices (catIndices), as _cat/aliases with format=json lists them. */
export function catAliases(count) {
  return Array.from({ length: count / 10 }, (_, i) => ({ alias: `alias-${pad(i)}`, index: `${INDEX_PREFIXES[(i * 10) % INDEX_PREFIXES.length]}-${pad(i * 10)}` }));
}

const CLUSTER_INFO = {
  name: 'node-0',
  cluster_name: 'bench',
  cluster_uuid: 'bench-cluster-uuid',
  version: { number: '8.15.0', build_flavor: 'default' },
  tagline: 'You Know, for Search',
};

/** The answers by path that every screen asks for first: GET / of an 8.15 node, and a green health. */
export const CLUSTER_ANSWERS = [
  ['/', JSON.stringify(CLUSTER_INFO)],
  ['/_cluster/health', JSON.stringify({ cluster_name: 'bench', status: 'green' })],
];

/**
 * In the page, before the app: the tables' rows-per-page question answered, `view` stored as the
 * indices screen's view when given, and in window.__rowsBench a finder of the table's first named
 * row (the first element matching the selector `names` whose text matches the pattern `name`) and
 * the times it was first in the document (`rowsAt`) and painted (`paintedAt`).
 */
export function markFirstRows({ names, name, view }) {
  localStorage.setItem('table', JSON.stringify({ rowsPerPageAccepted: true }));
  if (view) localStorage.setItem('indicesView', JSON.stringify(view));
  const pattern = new RegExp(name);
  const marks = {
    firstName: () => [...document.querySelectorAll(names)].find((node) => pattern.test(node.textContent ?? '')),
  };
  window.__rowsBench = marks;
  new MutationObserver(() => {
    if (marks.rowsAt === undefined && marks.firstName()) {
      marks.rowsAt = performance.now();
      requestAnimationFrame(() => {
        marks.paintedAt = performance.now();
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * In the page: types `text` into the filter. The clock starts when the debounce lets the text
 * through and stops when the filter's chip names the text (the chip and the table render from the
 * same applied filter, in one commit) and, with `firstRowMatches`, the first named row shown
 * (markFirstRows) holds the text; then once painted.
 */
export function typeFilter({ text, debounce, firstRowMatches = false }) {
  const input = document.querySelector('input[aria-label="Filter"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const chipText = `Filter: '${text}'`;
  const applied = performance.now() + debounce;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll('button')].some((node) => node.textContent === chipText)) return;
      if (firstRowMatches && !window.__rowsBench.firstName()?.textContent.includes(text)) return;
      observer.disconnect();
      const inDom = performance.now() - applied;
      requestAnimationFrame(() => resolve({ inDom, painted: performance.now() - applied }));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * A fresh context (en-US, 1400 x 900) in which `cluster` answers with `answers` by path ('{}' for
 * the rest), and its page with main-thread CPU time on and markFirstRows(`rows`) before the app.
 */
export async function rowsPage(browser, { cluster, answers, rows }) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  await context.route(
    (url) => url.origin === cluster,
    (route) => answerAsCluster(route, (request) => answers.get(new URL(request.url()).pathname)),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(markFirstRows, rows);
  return { context, page, cdp };
}

/** Opens `url` in `page` and waits for its first rows painted (markFirstRows). */
export async function openRows(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__rowsBench?.paintedAt !== undefined, undefined, { timeout: 120_000 });
}
