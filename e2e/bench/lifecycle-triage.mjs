#!/usr/bin/env node
// The lifecycle screen's failed indices against the indices screen, 5,000 indices each, run on
// demand (not part of the test run):
//   node e2e/bench/lifecycle-triage.mjs [runs]
// Starts the release binary with one predefined cluster that Playwright routes answer in the
// browser, shaped as Elasticsearch 8.15 answers: 5,000 indices (_cat/indices and _cat/aliases
// with format=json), every one managed by ILM, of which 1,000 failed a step in 8 groups of
// different sizes and reasons (GET */_ilm/explain, shaped after Elastic's documented example, as
// the console asks for it: the fields it reads). Per run, each screen in a fresh context
// (headless Chromium), the two in turn first:
// - failed indices (`lifecycle?view=failed`): from the explain answer arriving (its responseEnd)
//   to the first group in the document, then painted (next animation frame): reading the answer,
//   grouping and the first render;
// - indices: from the _cat/indices answer arriving to the first rows, painted (the lifecycle
//   column's explain follows the rows and is not waited for).
// Main-thread CPU time (Chromium's ThreadTime) of the whole opening is given beside wall time.
import { openRows, rowsPage } from './lib/pageScripts.mjs';
import { runBenchmark } from './lib/processes.mjs';
import { timed } from './lib/profiling.mjs';
import { median, worst } from './lib/statistics.mjs';
import { catAliases, catIndices, CLUSTER_ANSWERS, INDEX_PREFIXES } from './lib/syntheticCluster.mjs';

const runs = Number(process.argv[2] ?? 3);
const CLUSTER = 'http://bench-cluster.test:9200';
const ROWS = 5_000;
const EXPLAIN_PATH = '/*,.*/_ilm/explain';

// ---- the synthetic cluster ----------------------------------------------------------------

/** Failed steps with their reasons; an index's group is chosen by its number, unevenly. */
const FAILURES = [
  ['check-rollover-ready', 'setting [index.lifecycle.rollover_alias] for index [{index}] is empty or not defined'],
  ['wait-for-shard-history-leases', 'index has no shards allocated on a node with the [data_warm] role'],
  ['shrink', 'index [{index}] cannot be shrunk: too many shards on different nodes'],
  ['forcemerge', 'failed to merge: disk usage exceeded flood-stage watermark'],
  ['searchable_snapshot', 'repository [found-snapshots] is missing'],
  ['allocate', 'no nodes match the include filter [box_type: warm]'],
  ['delete', 'index [{index}] is the write index for data stream [logs-app]'],
  ['set_priority', 'unknown setting [index.priority.x]'],
];

function explainAnswer() {
  const names = catIndices(ROWS).map((row) => row.index);
  const indices = {};
  names.forEach((index, i) => {
    const failed = i % 5 === 0;
    // The k-th failed index falls in group floor(log2(1 + k % 255)): 8 groups, each twice the last.
    const group = failed ? Math.floor(Math.log2(1 + ((i / 5) % 255))) : 0;
    const [step, reason] = FAILURES[group];
    indices[index] = {
      index,
      managed: true,
      policy: `policy-${i % 4}`,
      age: `${i % 30}d`,
      phase: failed ? 'warm' : 'hot',
      action: failed ? step : 'rollover',
      step: failed ? 'ERROR' : 'check-rollover-ready',
      ...(failed ? { failed_step: step, failed_step_retry_count: i % 3, step_info: { reason: reason.replace('{index}', index) } } : {}),
    };
  });
  return { indices };
}

const EXPLAIN = JSON.stringify(explainAnswer());

const ANSWERS = new Map([
  ...CLUSTER_ANSWERS,
  ['/_cat/indices', JSON.stringify(catIndices(ROWS))],
  ['/_cat/aliases', JSON.stringify(catAliases(ROWS))],
  ['/_data_stream', JSON.stringify({ data_streams: [] })],
  [EXPLAIN_PATH, EXPLAIN],
  ['/_ilm/status', JSON.stringify({ operation_mode: 'RUNNING' })],
]);

const SCREENS = {
  'failed indices': {
    path: 'lifecycle?view=failed',
    waitFor: EXPLAIN_PATH,
    rows: { names: 'section[aria-label]', name: '^Failed step', view: null },
  },
  indices: {
    path: 'indices',
    waitFor: '/_cat/indices',
    rows: {
      names: 'table[aria-label="Indices"] tbody a[href*="search?index="]',
      name: `^(?:${INDEX_PREFIXES.join('|')})-\\d{5}$`,
      view: { filter: '', stickyTableHeader: false, pagination: { sortBy: 'index', descending: false, rowsPerPage: 10 } },
    },
  },
};

// ---- in the page ----------------------------------------------------------------------------

/** The time from the answer at `path` arriving to the first rows, in the document and painted. */
function openTimes(path) {
  const entry = performance.getEntriesByType('resource').find((item) => decodeURIComponent(new URL(item.name).pathname) === path);
  if (!entry) throw new Error(`no resource timing for ${path}`);
  const { rowsAt, paintedAt } = window.__rowsBench;
  return { toDom: rowsAt - entry.responseEnd, toPaint: paintedAt - entry.responseEnd, groups: document.querySelectorAll('section[aria-label]').length };
}

// ---- runs -----------------------------------------------------------------------------------

async function measureScreen(browser, appUrl, screen) {
  const { path, waitFor, rows } = SCREENS[screen];
  const { context, page, cdp } = await rowsPage(browser, { cluster: CLUSTER, answers: ANSWERS, rows });
  const opened = await timed(cdp, async () => {
    await openRows(page, `${appUrl}cluster/0/${path}`);
    return {};
  });
  const open = { ...(await page.evaluate(openTimes, waitFor)), cpu: opened.cpu };
  await context.close();
  return open;
}

let runsDone = 0;

async function measure(browser, appUrl) {
  const order = runsDone % 2 === 0 ? ['failed indices', 'indices'] : ['indices', 'failed indices'];
  runsDone += 1;
  const result = {};
  for (const screen of order) result[screen] = await measureScreen(browser, appUrl, screen);
  return result;
}

function report(results) {
  const ms = (value) => value.toFixed(0);
  const rowOf = (screen) => {
    const opens = results.map((r) => r[screen].toPaint);
    return {
      opens,
      row: {
        screen,
        indices: ROWS,
        'open ms, median / max': `${ms(median(opens))} / ${ms(worst(opens))}`,
        'open CPU ms, median': ms(median(results.map((r) => r[screen].cpu))),
      },
    };
  };
  const triage = rowOf('failed indices');
  const indices = rowOf('indices');
  console.table([triage.row, indices.row]);
  console.log(
    `over ${results.length} runs; failed indices / indices, medians: open ${(median(triage.opens) / median(indices.opens)).toFixed(2)}; ` +
      `1,000 failed in ${results[0]['failed indices'].groups} groups drawn; explain answer ${(EXPLAIN.length / 1e6).toFixed(1)} MB, ` +
      `_cat/indices ${(ANSWERS.get('/_cat/indices').length / 1e6).toFixed(1)} MB`,
  );
}

await runBenchmark({
  cluster: CLUSTER,
  runs,
  title: `lifecycle failed indices (${ROWS} managed, 1,000 failed) against indices screen (${ROWS} indices)`,
  measure,
  report,
});
