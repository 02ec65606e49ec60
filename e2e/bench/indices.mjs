#!/usr/bin/env node
// Indices screen benchmark with 50,000 indices, run on demand (not part of the test run):
//   node e2e/bench/indices.mjs [runs]
// Starts the release binary with one predefined cluster that Playwright routes answer in the
// browser, shaped as Elasticsearch 8 answers _cat/indices and _cat/aliases with format=json.
// Per run (fresh context, headless Chromium), the figures of the performance targets:
// - load: from the _cat/indices answer arriving (its responseEnd) to the first rows in the
//   document, then painted (next animation frame); target 1.5 s;
// - filter: from the debounced filter text being applied (150 ms after the keystroke) to the
//   table showing the matching rows, painted; target 100 ms;
// - sort: from a click on a column header to the re-sorted first page, painted; target 300 ms;
// - scroll: 1000 rows per page with the sticky header (virtual scrolling); the scroll box is
//   scrolled one step per animation frame, 100 px (a wheel notch) and then the whole page in
//   120 frames (a fling): median and longest frame, frames over 50 ms, main-thread CPU per frame.
// INDICES_BENCH_PROFILE=wheel or =fling prints where the main thread spends its time while scrolling.
// Main-thread CPU time (Chromium's ThreadTime) is given beside wall time: other processes on a
// busy machine do not inflate it.
import { openRows, rowsPage, scrollRun, typeFilter } from './lib/pageScripts.mjs';
import { runBenchmark } from './lib/processes.mjs';
import { timed } from './lib/profiling.mjs';
import { median, worst } from './lib/statistics.mjs';
import { catAliases, catIndices, CLUSTER_ANSWERS } from './lib/syntheticCluster.mjs';

const runs = Number(process.argv[2] ?? 3);
const CLUSTER = 'http://bench-cluster.test:9200';
const INDICES = 50_000;
const FILTER_DEBOUNCE_MS = 150;
const SCROLL_FRAMES = 120;
/** Pixels a frame in the wheel run: about one notch of a mouse wheel. */
const WHEEL_STEP = 100;

// ---- the synthetic cluster ----------------------------------------------------------------

const ANSWERS = new Map([
  ...CLUSTER_ANSWERS,
  ['/_cat/indices', JSON.stringify(catIndices(INDICES))],
  ['/_cat/aliases', JSON.stringify(catAliases(INDICES))],
]);

// ---- in the page ----------------------------------------------------------------------------

// Clicks a column header; its aria-sort and the rows change in the same commit.
function clickSort(column) {
  const header = [...document.querySelectorAll('table[aria-label="Indices"] thead th')].find((th) => th.textContent?.trim() === column);
  const before = header.getAttribute('aria-sort');
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (header.getAttribute('aria-sort') === before) return;
      observer.disconnect();
      const inDom = performance.now() - started;
      requestAnimationFrame(() => resolve({ inDom, painted: performance.now() - started }));
    });
    observer.observe(header, { attributes: true });
    const started = performance.now();
    header.querySelector('button').click();
  });
}

// ---- runs -----------------------------------------------------------------------------------

/** The indices screen with its view stored, once its first index rows are painted. */
async function openPage(browser, appUrl, { rowsPerPage, sticky }) {
  const rows = {
    names: 'table[aria-label="Indices"] tbody a[href*="search?index="]',
    // Any text: the first such link is an index row.
    name: '',
    view: { filter: '', stickyTableHeader: sticky, pagination: { sortBy: 'index', descending: false, rowsPerPage } },
  };
  const opened = await rowsPage(browser, { cluster: CLUSTER, answers: ANSWERS, rows });
  await openRows(opened.page, `${appUrl}cluster/0/indices`);
  return opened;
}

async function measure(browser, appUrl) {
  const { context, page, cdp } = await openPage(browser, appUrl, { rowsPerPage: 10, sticky: false });
  const load = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/_cat/indices'));
    const { rowsAt, paintedAt } = window.__rowsBench;
    return { toDom: rowsAt - entry.responseEnd, toPaint: paintedAt - entry.responseEnd };
  });
  const filters = [];
  for (const text of ['metrics-1', 'logs-4', 'uuid:00042', 'traces-0']) {
    filters.push(await timed(cdp, () => page.evaluate(typeFilter, { text, debounce: FILTER_DEBOUNCE_MS })));
  }
  await page.evaluate(typeFilter, { text: '-', debounce: FILTER_DEBOUNCE_MS });
  const sorts = [];
  for (const column of ['Docs', 'Storage', 'Created', 'Name', 'Health']) sorts.push(await timed(cdp, () => page.evaluate(clickSort, column)));
  await context.close();

  const big = await openPage(browser, appUrl, { rowsPerPage: 1000, sticky: true });
  const scroll = (options, name) =>
    scrollRun(big.page, big.cdp, { label: 'Indices', frames: SCROLL_FRAMES, ...options }, process.env.INDICES_BENCH_PROFILE === name);
  const wheel = await scroll({ step: WHEEL_STEP }, 'wheel');
  const fling = await scroll({}, 'fling');
  await big.context.close();
  return { load, filters, sorts, wheel, scroll: fling };
}

function report(results) {
  const rows = results.map((r, i) => ({
    run: String(i + 1),
    'load: answer -> rows painted (ms)': r.load.toPaint.toFixed(0),
    'filter painted, median / worst (ms)': `${median(r.filters.map((f) => f.painted)).toFixed(0)} / ${worst(r.filters.map((f) => f.painted)).toFixed(0)}`,
    'filter CPU median (ms)': median(r.filters.map((f) => f.cpu)).toFixed(0),
    'sort painted, median / worst (ms)': `${median(r.sorts.map((s) => s.painted)).toFixed(0)} / ${worst(r.sorts.map((s) => s.painted)).toFixed(0)}`,
    'sort CPU median (ms)': median(r.sorts.map((s) => s.cpu)).toFixed(0),
    'wheel frame, median / longest (ms)': `${r.wheel.median.toFixed(0)} / ${r.wheel.longest.toFixed(0)}`,
    'wheel CPU per frame (ms)': (r.wheel.cpu / SCROLL_FRAMES).toFixed(1),
    'fling frame, median / longest (ms)': `${r.scroll.median.toFixed(0)} / ${r.scroll.longest.toFixed(0)}`,
    'fling CPU per frame (ms)': (r.scroll.cpu / SCROLL_FRAMES).toFixed(1),
    'fling: frames > 50 ms': `${r.scroll.over50} of ${SCROLL_FRAMES}`,
    'rows in DOM (1000/page)': String(r.scroll.rows),
  }));
  console.table(rows);
  const all = (pick) => results.flatMap(pick);
  console.log(
    `medians over ${results.length} runs: load ${median(all((r) => [r.load.toPaint])).toFixed(0)} ms (target 1500), ` +
      `filter ${median(all((r) => r.filters.map((f) => f.painted))).toFixed(0)} ms after the ${FILTER_DEBOUNCE_MS} ms debounce (target 100), ` +
      `sort ${median(all((r) => r.sorts.map((s) => s.painted))).toFixed(0)} ms (target 300), ` +
      `wheel (${WHEEL_STEP} px a frame) frame ${median(all((r) => [r.wheel.median])).toFixed(0)} ms (longest ${median(all((r) => [r.wheel.longest])).toFixed(0)} ms, ` +
      `CPU ${median(all((r) => [r.wheel.cpu / SCROLL_FRAMES])).toFixed(1)} ms per frame), ` +
      `fling (the whole page in ${SCROLL_FRAMES} frames) frame ${median(all((r) => [r.scroll.median])).toFixed(0)} ms (longest ${median(all((r) => [r.scroll.longest])).toFixed(0)} ms, ` +
      `CPU ${median(all((r) => [r.scroll.cpu / SCROLL_FRAMES])).toFixed(1)} ms per frame); _cat/indices answer ${(ANSWERS.get('/_cat/indices').length / 1e6).toFixed(1)} MB`,
  );
}

await runBenchmark({
  cluster: CLUSTER,
  runs,
  title: `indices screen: ${INDICES} indices, ${INDICES / 10} aliases`,
  measure,
  report,
});
