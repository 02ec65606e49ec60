#!/usr/bin/env node
// Nodes table benchmark, run on demand (not part of the test run):
//   node e2e/bench/nodes.mjs [runs] [nodes]
// Starts the release binary with one predefined cluster whose answers come from Playwright
// routes shaped like Elasticsearch 8's documented responses (GET /, _cluster/health,
// _cat/nodes with the nodes screen's columns, _nodes with node attributes), for a synthetic
// cluster of 200 nodes by default. Measured in the page, in each run's fresh context:
// - render: from the end of the later of the _cat/nodes and _nodes answers to the frame after
//   the first page of rows (100) is in the table;
// - filter: from a keystroke in the filter box to the frame after the table shows the new
//   matches (this includes the filter's 150 ms debounce, also reported without it);
// - sort: from a click on the cpu header to the frame after the rows are in cpu order.
import { runBenchmark } from './lib/processes.mjs';
import { median } from './lib/statistics.mjs';

const runs = Number(process.argv[2] ?? 5);
const nodeCount = Number(process.argv[3] ?? 200);
const CLUSTER = 'http://bench-cluster.test:9200';
const FILTER_DEBOUNCE_MS = 150;
const PAGE_SIZE = 100;

// ---- The synthetic cluster ------------------------------------------------------------------

const pad = (number) => String(number).padStart(3, '0');
const ROLES = ['cdfhilmrstw', 'hs', 'w', 'c', 'mv', 'i', '-', 'dim'];

function catNodeRow(index) {
  const heap = (index * 53) % 100;
  const ram = (index * 29 + 7) % 100;
  const disk = (index * 17 + 3) % 100;
  return {
    ip: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    id: `node-id-${pad(index)}-${'x'.repeat(10)}`,
    name: `es-node-${pad(index)}`,
    version: '8.15.3',
    'heap.percent': String(heap),
    'heap.current': `${(heap * 0.16).toFixed(1)}gb`,
    'heap.max': '16gb',
    'ram.percent': String(ram),
    'ram.current': `${(ram * 0.64).toFixed(1)}gb`,
    'ram.max': '64gb',
    'node.role': ROLES[index % ROLES.length],
    master: index === 4 ? '*' : '-',
    cpu: String(cpuOf(index)),
    load_1m: ((index % 40) / 10).toFixed(2),
    load_5m: ((index % 30) / 10).toFixed(2),
    load_15m: ((index % 20) / 10).toFixed(2),
    'disk.used_percent': `${disk}.50`,
    'disk.used': `${disk * 10}gb`,
    'disk.total': '1000gb',
    shards: String((index * 7) % 300),
  };
}

// Unique per node, so sorting by cpu has one right order.
function cpuOf(index) {
  return (index * 37 + 11) % nodeCount;
}

function nodesInfo(count) {
  const nodes = {};
  for (let index = 0; index < count; index += 1) {
    nodes[`node-id-${pad(index)}-${'x'.repeat(10)}`] = {
      name: `es-node-${pad(index)}`,
      settings: {
        node: {
          attr: {
            rack_id: `rack-${index % 20}`,
            zone: `zone-${index % 3}`,
            xpack: { installed: 'true' },
            ml: { machine_memory: '68719476736', max_jvm_size: '17179869184' },
          },
        },
      },
    };
  }
  return { _nodes: { total: count, successful: count, failed: 0 }, cluster_name: 'bench', nodes };
}

const INFO = {
  name: 'es-node-004',
  cluster_name: 'bench',
  cluster_uuid: '5QaxoN0pRZuOmWSxstBBwQ',
  version: { number: '8.15.3', build_flavor: 'default', build_type: 'docker', lucene_version: '9.11.1' },
  tagline: 'You Know, for Search',
};

function health(count) {
  return {
    cluster_name: 'bench',
    status: 'green',
    timed_out: false,
    number_of_nodes: count,
    number_of_data_nodes: count,
    active_primary_shards: 0,
    active_shards: 0,
    relocating_shards: 0,
    initializing_shards: 0,
    unassigned_shards: 0,
    delayed_unassigned_shards: 0,
    number_of_pending_tasks: 0,
    number_of_in_flight_fetch: 0,
    task_max_waiting_in_queue_millis: 0,
    active_shards_percent_as_number: 100.0,
  };
}

async function routeCluster(context) {
  const bodies = {
    '/': JSON.stringify(INFO),
    '/_cluster/health': JSON.stringify(health(nodeCount)),
    '/_cat/nodes': JSON.stringify(Array.from({ length: nodeCount }, (_, index) => catNodeRow(index))),
    '/_nodes': JSON.stringify(nodesInfo(nodeCount)),
  };
  await context.route(
    (url) => url.origin === CLUSTER,
    async (route) => {
      const request = route.request();
      const cors = {
        'access-control-allow-origin': (await request.headerValue('origin')) ?? '*',
        'access-control-allow-methods': 'GET,POST,PUT,DELETE,HEAD,OPTIONS',
        'access-control-allow-headers': 'X-Requested-With,Content-Type,Content-Length,Authorization',
        'timing-allow-origin': '*',
      };
      if (request.method() === 'OPTIONS') {
        await route.fulfill({ status: 204, headers: cors });
        return;
      }
      const body = bodies[new URL(request.url()).pathname];
      await route.fulfill({
        status: body ? 200 : 404,
        headers: { ...cors, 'content-type': 'application/json; charset=UTF-8', 'x-elastic-product': 'Elasticsearch' },
        body: body ?? JSON.stringify({ error: { type: 'resource_not_found_exception', reason: 'not in the bench' }, status: 404 }),
      });
    },
  );
}

// ---- In-page timing -------------------------------------------------------------------------

/**
 * Installed before the app loads. `__bench.until(want)` resolves with the time of the frame after
 * the table first has `want.rows` body rows, its first row holds `want.firstRow` and the header
 * named `want.ascending` sorts ascending (each when given), watching every DOM mutation.
 */
function installProbe() {
  const table = () => document.querySelector('table[aria-label="Nodes"]');
  const matches = (element, want) =>
    (want.rows === undefined || element.querySelectorAll('tbody tr').length === want.rows) &&
    (want.firstRow === undefined || (element.querySelector('tbody tr')?.textContent ?? '').includes(want.firstRow)) &&
    (want.ascending === undefined ||
      (element.querySelector('th[aria-sort="ascending"]')?.textContent ?? '').startsWith(want.ascending));
  window.__bench = {
    until(want) {
      return new Promise((resolve) => {
        const done = () => requestAnimationFrame(() => resolve(performance.now()));
        if (table() && matches(table(), want)) {
          done();
          return;
        }
        const observer = new MutationObserver(() => {
          const element = table();
          if (element && matches(element, want)) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      });
    },
    responseEnd(fragment) {
      const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(fragment));
      return entries.length ? entries[entries.length - 1].responseEnd : NaN;
    },
    /** The time of the next `type` event on the document (capture), in the page's clock. */
    nextEvent(type) {
      return new Promise((resolve) => document.addEventListener(type, (event) => resolve(event.timeStamp), { once: true, capture: true }));
    },
  };
}

const until = (page, want) => page.evaluate((w) => window.__bench.until(w), want);

async function measureRender(page, appUrl) {
  await page.goto(`${appUrl}cluster/0/nodes`);
  const rendered = await until(page, { rows: Math.min(PAGE_SIZE, nodeCount), firstRow: 'es-node-000' });
  const answered = await page.evaluate(() => Math.max(window.__bench.responseEnd('_cat/nodes'), window.__bench.responseEnd('_nodes')));
  return rendered - answered;
}

/**
 * Starts watching for the event `type` and for the table state `want` inside the page, and only
 * then runs `act`; gives the time from the event to the frame showing that state. (Arming from
 * the test process and acting at once would race: input can reach the page first.)
 */
async function timeFromEvent(page, type, want, act) {
  await page.evaluate(
    ({ type, want }) => {
      window.__bench.armed = Promise.all([window.__bench.nextEvent(type), window.__bench.until(want)]);
    },
    { type, want },
  );
  await act();
  const [started, done] = await page.evaluate(() => window.__bench.armed);
  return done - started;
}

async function measureFilter(page) {
  const filter = page.getByRole('textbox', { name: 'Filter' });
  await filter.fill('es-node-1');
  await until(page, { rows: Math.min(PAGE_SIZE, nodeCount - 100), firstRow: 'es-node-100' });
  await filter.focus();
  const ms = await timeFromEvent(page, 'keydown', { rows: 10, firstRow: 'es-node-190' }, () => page.keyboard.press('9'));
  await filter.press('Escape');
  return ms;
}

async function measureSort(page) {
  await until(page, { rows: Math.min(PAGE_SIZE, nodeCount), firstRow: 'es-node-000' });
  const lowest = `es-node-${pad([...Array(nodeCount).keys()].find((index) => cpuOf(index) === 0))}`;
  const header = page.getByRole('columnheader', { name: /^CPU/ }).getByRole('button');
  return timeFromEvent(page, 'pointerdown', { firstRow: lowest, ascending: 'cpu' }, () => header.click());
}

async function measure(browser, appUrl) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1000 } });
  await routeCluster(context);
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  try {
    const render = await measureRender(page, appUrl);
    const filter = await measureFilter(page);
    const sort = await measureSort(page);
    return { render, filter, sort };
  } finally {
    await context.close();
  }
}

// ---- Report ---------------------------------------------------------------------------------

function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, index) => cell.padStart(widths[index])).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

function report(results) {
  const row = (label, pick) => ({
    run: label,
    'render (ms)': pick((result) => result.render),
    'filter keystroke (ms)': pick((result) => result.filter),
    'filter minus debounce (ms)': pick((result) => result.filter - FILTER_DEBOUNCE_MS),
    'sort (ms)': pick((result) => result.sort),
  });
  const rows = results.map((result, index) => row(String(index + 1), (read) => read(result).toFixed(0)));
  rows.push(row('median', (read) => median(results.map(read)).toFixed(0)));
  printTable(rows);
}

await runBenchmark({
  cluster: CLUSTER,
  runs,
  title: `nodes table, ${nodeCount} synthetic nodes (${Math.min(PAGE_SIZE, nodeCount)} rows per page)`,
  measure,
  report,
});
