#!/usr/bin/env node
// Data streams screen against the indices screen, 5,000 rows each, run on demand (not part of
// the test run):
//   node e2e/bench/data-streams.mjs [runs]
// Starts the release binary with one predefined cluster that Playwright routes answer in the
// browser, shaped as Elasticsearch 8.15 answers: in one context a cluster with 5,000 data streams
// (GET _data_stream and GET _data_stream/_stats), in the other one with 5,000 indices
// (_cat/indices and _cat/aliases with format=json, and no data streams). Per run, each screen in
// a fresh context (headless Chromium, 10 rows per page), the two in turn first:
// - open: from the last answer the rows wait for arriving (its responseEnd: _data_stream and its
//   _stats, which the screen asks together, or _cat/indices) to the first rows in the document,
//   then painted (next animation frame);
// - filter: from the debounced filter text being applied (150 ms after the keystroke) to the
//   table showing the matching rows, painted; each text keeps 1,000 of the 5,000 rows.
// Main-thread CPU time (Chromium's ThreadTime) is given beside wall time: the whole opening (the
// app's start included) and each filter. Other processes on a busy machine do not inflate it.
import { answerAsCluster, median, runBenchmark, timed, worst } from './lib.mjs';

const runs = Number(process.argv[2] ?? 3);
const CLUSTER = 'http://bench-cluster.test:9200';
const ROWS = 5_000;
const FILTER_DEBOUNCE_MS = 150;
/** Each keeps a fifth of the rows on both screens: names numbered 01000-01999, and so on. */
const FILTER_TEXTS = ['-01', '-02', '-03', '-04'];

// ---- the synthetic clusters -----------------------------------------------------------------

const pad = (n) => String(n).padStart(5, '0');
const uuid = (i) => `uuid${((i * 2654435761) % 4294967296).toString(36)}${pad(i)}`;

// Data streams, shaped as Elasticsearch 8.15's GET _data_stream and GET _data_stream/_stats.
const streamName = (i) => `logs-svc-${pad(i)}`;
const backingCount = (i) => 1 + (i % 3);

function dataStreams() {
  return Array.from({ length: ROWS }, (_, i) => {
    const generation = backingCount(i);
    return {
      name: streamName(i),
      timestamp_field: { name: '@timestamp' },
      indices: Array.from({ length: generation }, (_, g) => ({
        index_name: `.ds-${streamName(i)}-2026.11.29-${String(g + 1).padStart(6, '0')}`,
        index_uuid: uuid(i * 3 + g),
        prefer_ilm: true,
        ilm_policy: 'logs-policy',
        managed_by: 'Index Lifecycle Management',
      })),
      generation,
      status: 'GREEN',
      next_generation_managed_by: 'Index Lifecycle Management',
      prefer_ilm: true,
      template: 'logs-template',
      ilm_policy: 'logs-policy',
      hidden: false,
      system: false,
      allow_custom_routing: false,
      replicated: false,
      rollover_on_write: false,
    };
  });
}

function dataStreamStats() {
  const sizes = Array.from({ length: ROWS }, (_, i) => (i * 104729) % 10_000_000_000);
  const newest = Date.UTC(2026, 10, 29);
  return {
    _shards: { total: ROWS * 4, successful: ROWS * 2, failed: 0 },
    data_stream_count: ROWS,
    backing_indices: Array.from({ length: ROWS }, (_, i) => backingCount(i)).reduce((a, b) => a + b, 0),
    total_store_size_bytes: sizes.reduce((a, b) => a + b, 0),
    data_streams: sizes.map((size, i) => ({
      data_stream: streamName(i),
      backing_indices: backingCount(i),
      store_size_bytes: size,
      maximum_timestamp: newest - i * 60_000,
    })),
  };
}

// Indices, shaped as Elasticsearch 8 answers _cat/indices and _cat/aliases with format=json.
const HEALTHS = ['green', 'green', 'green', 'yellow', 'red'];
const PREFIXES = ['logs', 'metrics', 'traces', 'audit', 'events'];

function catIndices() {
  const start = Date.UTC(2023, 0, 1);
  return Array.from({ length: ROWS }, (_, i) => {
    const closed = i % 97 === 0;
    return {
      index: `${PREFIXES[i % PREFIXES.length]}-${pad(i)}`,
      health: HEALTHS[i % HEALTHS.length],
      status: closed ? 'close' : 'open',
      uuid: uuid(i),
      pri: String(1 + (i % 5)),
      rep: String(i % 2),
      'docs.count': closed ? null : String((i * 7919) % 1_000_000),
      'store.size': closed ? null : String((i * 104729) % 10_000_000_000),
      sc: closed ? null : String(i % 40),
      cd: String(start + i * 60_000),
    };
  });
}

function catAliases() {
  return Array.from({ length: ROWS / 10 }, (_, i) => ({ alias: `alias-${pad(i)}`, index: `${PREFIXES[(i * 10) % PREFIXES.length]}-${pad(i * 10)}` }));
}

const info = {
  name: 'node-0',
  cluster_name: 'bench',
  cluster_uuid: 'bench-cluster-uuid',
  version: { number: '8.15.0', build_flavor: 'default' },
  tagline: 'You Know, for Search',
};

const COMMON = [
  ['/', JSON.stringify(info)],
  ['/_cluster/health', JSON.stringify({ cluster_name: 'bench', status: 'green' })],
];

/** Each screen: its cluster's answers by path ('{}' for the rest), and how the page finds its rows. */
const SCREENS = {
  'data streams': {
    path: 'data_streams',
    answers: new Map([
      ...COMMON,
      ['/_data_stream', JSON.stringify({ data_streams: dataStreams() })],
      ['/_data_stream/_stats', JSON.stringify(dataStreamStats())],
    ]),
    rowsWaitFor: ['/_data_stream', '/_data_stream/_stats'],
    page: { names: 'table[aria-label="Data streams"] tbody td', name: '^logs-svc-\\d{5}$', view: null },
  },
  indices: {
    path: 'indices',
    answers: new Map([
      ...COMMON,
      ['/_cat/indices', JSON.stringify(catIndices())],
      ['/_cat/aliases', JSON.stringify(catAliases())],
      // The screen asks for the data stream names to mark backing indices.
      ['/_data_stream', JSON.stringify({ data_streams: [] })],
    ]),
    rowsWaitFor: ['/_cat/indices'],
    page: {
      names: 'table[aria-label="Indices"] tbody a[href*="search?index="]',
      name: `^(?:${PREFIXES.join('|')})-\\d{5}$`,
      view: { filter: '', stickyTableHeader: false, pagination: { sortBy: 'index', descending: false, rowsPerPage: 10 } },
    },
  },
};

// ---- in the page ----------------------------------------------------------------------------

// Before the app: stored view settings, a finder of the table's first named row, and a mark when
// the table first holds one.
function prepare({ names, name, view }) {
  localStorage.setItem('table', JSON.stringify({ rowsPerPageAccepted: true }));
  if (view) localStorage.setItem('indicesView', JSON.stringify(view));
  const pattern = new RegExp(name);
  const marks = {
    // The first element matching `names` whose text is a generated row name.
    firstName: () => [...document.querySelectorAll(names)].find((node) => pattern.test(node.textContent ?? '')),
  };
  window.__streamsBench = marks;
  new MutationObserver(() => {
    if (marks.rowsAt === undefined && marks.firstName()) {
      marks.rowsAt = performance.now();
      requestAnimationFrame(() => {
        marks.paintedAt = performance.now();
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

// Types into the filter; the clock starts when the debounce lets the text through and stops when
// the chip names the text and the first row shown matches it (one commit), painted.
function typeFilter({ text, debounce }) {
  const input = document.querySelector('input[aria-label="Filter"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const chipText = `Filter: '${text}'`;
  const applied = performance.now() + debounce;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll('button')].some((node) => node.textContent === chipText)) return;
      if (!window.__streamsBench.firstName()?.textContent.includes(text)) return;
      observer.disconnect();
      const inDom = performance.now() - applied;
      requestAnimationFrame(() => resolve({ inDom, painted: performance.now() - applied }));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The time from the last of the answers at `paths` arriving to the rows, in the document and painted. */
function openTimes(paths) {
  const ends = performance
    .getEntriesByType('resource')
    .filter((entry) => paths.includes(new URL(entry.name).pathname))
    .map((entry) => entry.responseEnd);
  if (ends.length < paths.length) throw new Error(`no resource timing for all of ${paths.join(', ')}`);
  const answered = Math.max(...ends);
  const { rowsAt, paintedAt } = window.__streamsBench;
  return { toDom: rowsAt - answered, toPaint: paintedAt - answered };
}

// ---- runs -----------------------------------------------------------------------------------

async function measureScreen(browser, appUrl, screen) {
  const { path, answers, rowsWaitFor, page: onPage } = SCREENS[screen];
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  await context.route(
    (url) => url.origin === CLUSTER,
    (route) => answerAsCluster(route, (request) => answers.get(new URL(request.url()).pathname)),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(prepare, onPage);
  const opened = await timed(cdp, async () => {
    await page.goto(`${appUrl}cluster/0/${path}`);
    await page.waitForFunction(() => window.__streamsBench?.paintedAt !== undefined, undefined, { timeout: 120_000 });
    return {};
  });
  const open = { ...(await page.evaluate(openTimes, rowsWaitFor)), cpu: opened.cpu };
  const filters = [];
  for (const text of FILTER_TEXTS) {
    filters.push(await timed(cdp, () => page.evaluate(typeFilter, { text, debounce: FILTER_DEBOUNCE_MS })));
  }
  await context.close();
  return { open, filters };
}

let runsDone = 0;

// The screens take turns at opening first: the first context of a run warms caches the second finds.
async function measure(browser, appUrl) {
  const order = runsDone % 2 === 0 ? ['data streams', 'indices'] : ['indices', 'data streams'];
  runsDone += 1;
  const result = {};
  for (const screen of order) result[screen] = await measureScreen(browser, appUrl, screen);
  return result;
}

function report(results) {
  const ms = (value) => value.toFixed(0);
  const summary = (screen) => {
    const opens = results.map((r) => r[screen].open.toPaint);
    const filters = results.flatMap((r) => r[screen].filters.map((f) => f.painted));
    return {
      opens,
      filters,
      row: {
        screen,
        rows: ROWS,
        'open ms, median / max': `${ms(median(opens))} / ${ms(worst(opens))}`,
        'filter ms, median / max': `${ms(median(filters))} / ${ms(worst(filters))}`,
        'open CPU ms, median': ms(median(results.map((r) => r[screen].open.cpu))),
        'filter CPU ms, median': ms(median(results.flatMap((r) => r[screen].filters.map((f) => f.cpu)))),
      },
    };
  };
  const streams = summary('data streams');
  const indices = summary('indices');
  console.table([streams.row, indices.row]);
  const ratio = (pick) => (median(pick(streams)) / median(pick(indices))).toFixed(2);
  console.log(
    `over ${results.length} runs (filter: ${FILTER_TEXTS.length} texts a run, after the ${FILTER_DEBOUNCE_MS} ms debounce); ` +
      `data streams / indices, medians: open ${ratio((s) => s.opens)}, filter ${ratio((s) => s.filters)}; ` +
      `answers: _data_stream ${(SCREENS['data streams'].answers.get('/_data_stream').length / 1e6).toFixed(1)} MB, ` +
      `_data_stream/_stats ${(SCREENS['data streams'].answers.get('/_data_stream/_stats').length / 1e6).toFixed(1)} MB, ` +
      `_cat/indices ${(SCREENS.indices.answers.get('/_cat/indices').length / 1e6).toFixed(1)} MB`,
  );
}

await runBenchmark({
  cluster: CLUSTER,
  runs,
  title: `data streams screen (${ROWS} data streams) against indices screen (${ROWS} indices, ${ROWS / 10} aliases)`,
  measure,
  report,
});
