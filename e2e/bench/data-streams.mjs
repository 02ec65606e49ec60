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
import { openRows, rowsPage, typeFilter } from './lib/pageScripts.mjs';
import { runBenchmark } from './lib/processes.mjs';
import { timed } from './lib/profiling.mjs';
import { median, worst } from './lib/statistics.mjs';
import { catAliases, catIndices, CLUSTER_ANSWERS, fakeUuid, INDEX_PREFIXES, pad } from './lib/syntheticCluster.mjs';

const runs = Number(process.argv[2] ?? 3);
const CLUSTER = 'http://bench-cluster.test:9200';
const ROWS = 5_000;
const FILTER_DEBOUNCE_MS = 150;
/** Each keeps a fifth of the rows on both screens: names numbered 01000-01999, and so on. */
const FILTER_TEXTS = ['-01', '-02', '-03', '-04'];

// ---- the synthetic clusters -----------------------------------------------------------------

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
        index_uuid: fakeUuid(i * 3 + g),
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

/** Each screen: its cluster's answers by path ('{}' for the rest), and how the page finds its rows. */
const SCREENS = {
  'data streams': {
    path: 'data_streams',
    answers: new Map([
      ...CLUSTER_ANSWERS,
      ['/_data_stream', JSON.stringify({ data_streams: dataStreams() })],
      ['/_data_stream/_stats', JSON.stringify(dataStreamStats())],
    ]),
    rowsWaitFor: ['/_data_stream', '/_data_stream/_stats'],
    page: { names: 'table[aria-label="Data streams"] tbody td', name: '^logs-svc-\\d{5}$', view: null },
  },
  indices: {
    path: 'indices',
    answers: new Map([
      ...CLUSTER_ANSWERS,
      ['/_cat/indices', JSON.stringify(catIndices(ROWS))],
      ['/_cat/aliases', JSON.stringify(catAliases(ROWS))],
      // The screen asks for the data stream names to mark backing indices.
      ['/_data_stream', JSON.stringify({ data_streams: [] })],
    ]),
    rowsWaitFor: ['/_cat/indices'],
    page: {
      names: 'table[aria-label="Indices"] tbody a[href*="search?index="]',
      name: `^(?:${INDEX_PREFIXES.join('|')})-\\d{5}$`,
      view: { filter: '', stickyTableHeader: false, pagination: { sortBy: 'index', descending: false, rowsPerPage: 10 } },
    },
  },
};

// ---- in the page ----------------------------------------------------------------------------

/** The time from the last of the answers at `paths` arriving to the rows, in the document and painted. */
function openTimes(paths) {
  const ends = performance
    .getEntriesByType('resource')
    .filter((entry) => paths.includes(new URL(entry.name).pathname))
    .map((entry) => entry.responseEnd);
  if (ends.length < paths.length) throw new Error(`no resource timing for all of ${paths.join(', ')}`);
  const answered = Math.max(...ends);
  const { rowsAt, paintedAt } = window.__rowsBench;
  return { toDom: rowsAt - answered, toPaint: paintedAt - answered };
}

// ---- runs -----------------------------------------------------------------------------------

async function measureScreen(browser, appUrl, screen) {
  const { path, answers, rowsWaitFor, page: rows } = SCREENS[screen];
  const { context, page, cdp } = await rowsPage(browser, { cluster: CLUSTER, answers, rows });
  const opened = await timed(cdp, async () => {
    await openRows(page, `${appUrl}cluster/0/${path}`);
    return {};
  });
  const open = { ...(await page.evaluate(openTimes, rowsWaitFor)), cpu: opened.cpu };
  const filters = [];
  for (const text of FILTER_TEXTS) {
    filters.push(await timed(cdp, () => page.evaluate(typeFilter, { text, debounce: FILTER_DEBOUNCE_MS, firstRowMatches: true })));
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
