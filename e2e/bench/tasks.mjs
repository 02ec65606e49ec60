#!/usr/bin/env node
// Tasks screen benchmark with 5,000 tasks, beside the indices screen with 5,000 indices, run on
// demand (not part of the test run):
//   node e2e/bench/tasks.mjs [runs]
// Starts the release binary with one predefined cluster that Playwright routes answer in the
// browser, shaped as Elasticsearch 8 answers GET _tasks?detailed=true&group_by=parents (running
// reindexes with their bulk children and status, and searches), _cat/nodes, _cat/indices and
// _cat/aliases. Per run and screen (fresh context, headless Chromium):
// - deep link: from the start of the navigation to a link straight to the screen (for tasks,
//   pointed at a child task near the end of the list with ?task=) to its first row painted, and
//   for tasks to the linked row highlighted in view;
// - filter: from the debounced filter text being applied (150 ms after the keystroke) to the
//   table showing the matching rows, painted;
// - longest task: the longest main-thread task (Long Tasks API) from navigation to the end.
// Medians of the runs are printed last.
import { runBenchmark } from './lib/processes.mjs';
import { timed } from './lib/profiling.mjs';
import { median } from './lib/statistics.mjs';
import { answerAsCluster } from './lib/syntheticCluster.mjs';

const runs = Number(process.argv[2] ?? 3);
const CLUSTER = 'http://bench-cluster.test:9200';
const TASKS = 5_000;
const INDICES = 5_000;
const FILTER_DEBOUNCE_MS = 150;
const NODES = ['node-a', 'node-b', 'node-c'].map((name, i) => ({ id: `NodeId${i}xxxxxxxxxxxxxx`, name }));

// ---- the synthetic cluster ----------------------------------------------------------------

const START = Date.UTC(2024, 0, 1);
const pad = (n) => String(n).padStart(5, '0');

function task(number, action, extra = {}) {
  const node = NODES[number % NODES.length];
  return {
    node: node.id,
    id: number,
    type: 'transport',
    action,
    description: '',
    start_time_in_millis: START + number * 1000,
    running_time_in_nanos: (TASKS - number) * 1_000_000_000,
    cancellable: false,
    headers: {},
    ...extra,
  };
}

/** Every other group is a reindex with four bulk children; the others are single searches. */
function groupedTasks() {
  const tasks = {};
  let number = 1;
  let rows = 0;
  let group = 0;
  while (rows < TASKS) {
    const id = number;
    const node = NODES[id % NODES.length].id;
    if (group % 2 === 0 && rows + 5 <= TASKS) {
      const total = 10_000 + group;
      const children = [1, 2, 3, 4].map((k) =>
        task(id + k, 'indices:data/write/bulk', {
          node,
          description: `requests[1000], indices[dest-${pad(group)}]`,
          parent_task_id: `${node}:${id}`,
        }),
      );
      tasks[`${node}:${id}`] = task(id, 'indices:data/write/reindex', {
        description: `reindex from [logs-${pad(group)}] to [dest-${pad(group)}][_doc]`,
        status: { total, updated: 0, created: (group * 37) % total, deleted: 0, batches: group % 50, version_conflicts: 0, noops: 0, retries: { bulk: 0, search: 0 }, throttled_millis: 0, requests_per_second: -1, throttled_until_millis: 0 },
        cancellable: true,
        cancelled: false,
        children,
      });
      number += 5;
      rows += 5;
    } else {
      tasks[`${node}:${id}`] = task(id, 'indices:data/read/search', { description: `indices[logs-${pad(group)}], search_type[QUERY_THEN_FETCH]`, cancellable: true });
      number += 1;
      rows += 1;
    }
    group += 1;
  }
  return { tasks };
}

const GROUPED = groupedTasks();
/** The last reindex's second child: the deep link's task, near the end of the list. */
const LINKED = (() => {
  const reindexes = Object.values(GROUPED.tasks).filter((t) => t.children);
  const child = reindexes[reindexes.length - 1].children[1];
  return `${child.node}:${child.id}`;
})();

function catIndices() {
  const healths = ['green', 'green', 'yellow', 'red'];
  return Array.from({ length: INDICES }, (_, i) => ({
    index: `logs-${pad(i)}`,
    health: healths[i % healths.length],
    status: 'open',
    uuid: `uuid${pad(i)}`,
    pri: String(1 + (i % 5)),
    rep: String(i % 2),
    'docs.count': String((i * 7919) % 1_000_000),
    'store.size': String((i * 104729) % 10_000_000_000),
    sc: String(i % 40),
    cd: String(START + i * 60_000),
  }));
}

const info = { name: 'node-a', cluster_name: 'bench', cluster_uuid: 'bench-cluster-uuid', version: { number: '8.15.0', build_flavor: 'default' }, tagline: 'You Know, for Search' };

const ANSWERS = new Map([
  ['/', JSON.stringify(info)],
  ['/_cluster/health', JSON.stringify({ cluster_name: 'bench', status: 'green' })],
  ['/_tasks', JSON.stringify(GROUPED)],
  ['/_cat/nodes', JSON.stringify(NODES)],
  ['/_cat/indices', JSON.stringify(catIndices())],
  ['/_cat/aliases', JSON.stringify([])],
]);

function answer(route) {
  return answerAsCluster(route, (request) => ANSWERS.get(new URL(request.url()).pathname));
}

// ---- in the page ----------------------------------------------------------------------------

// Before the app: stored view settings, marks when the table first holds rows and when a
// highlighted row is in view, and the longest main-thread task.
function prepare({ label, rowSelector }) {
  localStorage.setItem('table', JSON.stringify({ rowsPerPageAccepted: true }));
  localStorage.setItem('indicesView', JSON.stringify({ filter: '', stickyTableHeader: false, pagination: { sortBy: 'index', descending: false, rowsPerPage: 10 } }));
  const marks = { longestTask: 0 };
  window.__screenBench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longestTask = Math.max(marks.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const painted = (name) => {
    marks[name] = performance.now();
    requestAnimationFrame(() => {
      marks[`${name}Painted`] = performance.now();
    });
  };
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  };
  const check = () => {
    const table = document.querySelector(`table[aria-label="${label}"]`);
    if (!table) return;
    if (marks.rows === undefined && table.querySelector(rowSelector)) painted('rows');
    const current = table.querySelector('tbody tr[aria-current="true"]');
    if (marks.linked === undefined && current && inView(current)) painted('linked');
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-current'] });
  // Scrolling a row into view need not change the document.
  document.addEventListener('scroll', check, { capture: true, passive: true });
}

function typeFilter({ text, debounce }) {
  const input = document.querySelector('input[aria-label="Filter"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const chipText = `Filter: '${text}'`;
  const applied = performance.now() + debounce;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll('button')].some((node) => node.textContent === chipText)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve({ painted: performance.now() - applied }));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

// ---- runs -----------------------------------------------------------------------------------

const SCREENS = {
  tasks: {
    path: `cluster/0/tasks?task=${encodeURIComponent(LINKED)}`,
    label: 'Tasks',
    rowSelector: 'tbody tr[data-index]',
    filters: ['reindex', 'dest-0012', 'node-b', 'action:bulk'],
    linked: true,
  },
  indices: {
    path: 'cluster/0/indices',
    label: 'Indices',
    rowSelector: 'tbody a[href*="search?index="]',
    filters: ['logs-01', 'logs-4', 'uuid:00042', 'logs-0'],
    linked: false,
  },
};

async function measureScreen(browser, appUrl, screen) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  await context.route((url) => url.origin === CLUSTER, answer);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(prepare, { label: screen.label, rowSelector: screen.rowSelector });
  await page.goto(`${appUrl}${screen.path}`);
  const ready = screen.linked ? 'linkedPainted' : 'rowsPainted';
  await page.waitForFunction((mark) => window.__screenBench?.[mark] !== undefined, ready, { timeout: 120_000 }).catch(async (error) => {
    const state = await page.evaluate(() => ({
      marks: window.__screenBench,
      rows: document.querySelectorAll('tbody tr').length,
      current: document.querySelector('tbody tr[aria-current="true"]')?.getBoundingClientRect().toJSON() ?? null,
    }));
    throw new Error(`${screen.label}: ${JSON.stringify(state)}`, { cause: error });
  });
  const marks = await page.evaluate(() => ({ ...window.__screenBench }));
  const filters = [];
  for (const text of screen.filters) {
    filters.push(await timed(cdp, () => page.evaluate(typeFilter, { text, debounce: FILTER_DEBOUNCE_MS })));
  }
  const longestTask = await page.evaluate(() => window.__screenBench.longestTask);
  await context.close();
  return { deepLink: marks.rowsPainted, linked: marks.linkedPainted ?? null, filters, longestTask };
}

async function measure(browser, appUrl) {
  return { tasks: await measureScreen(browser, appUrl, SCREENS.tasks), indices: await measureScreen(browser, appUrl, SCREENS.indices) };
}

function report(results) {
  const rows = results.flatMap((r, i) =>
    ['tasks', 'indices'].map((name) => ({
      run: String(i + 1),
      screen: name,
      'deep link -> first row painted (ms)': r[name].deepLink.toFixed(0),
      'deep link -> linked row in view (ms)': r[name].linked === null ? '-' : r[name].linked.toFixed(0),
      'filter painted, median (ms)': median(r[name].filters.map((f) => f.painted)).toFixed(0),
      'filter CPU median (ms)': median(r[name].filters.map((f) => f.cpu)).toFixed(0),
      'longest task (ms)': r[name].longestTask.toFixed(0),
    })),
  );
  console.table(rows);
  for (const name of ['tasks', 'indices']) {
    const all = (pick) => results.flatMap((r) => pick(r[name]));
    const linked = name === 'tasks' ? `, linked row in view ${median(all((s) => [s.linked])).toFixed(0)} ms` : '';
    console.log(
      `${name}: medians over ${results.length} runs: deep link to first row ${median(all((s) => [s.deepLink])).toFixed(0)} ms${linked}, ` +
        `filter ${median(all((s) => s.filters.map((f) => f.painted))).toFixed(0)} ms after the ${FILTER_DEBOUNCE_MS} ms debounce, ` +
        `longest task ${median(all((s) => [s.longestTask])).toFixed(0)} ms`,
    );
  }
  console.log(`_tasks answer ${(ANSWERS.get('/_tasks').length / 1e6).toFixed(1)} MB, _cat/indices answer ${(ANSWERS.get('/_cat/indices').length / 1e6).toFixed(1)} MB`);
}

await runBenchmark({
  cluster: CLUSTER,
  runs,
  title: `tasks screen: ${TASKS} tasks (reindexes with bulk children, searches); indices screen: ${INDICES} indices`,
  measure,
  report,
});
