#!/usr/bin/env node
// Search results benchmark, run on demand (not part of the test run):
//   node e2e/bench/search.mjs [runs]
// Starts the release binary with one predefined cluster that Playwright routes answer in the
// browser, shaped as Elasticsearch 8 answers GET /, _cluster/health, _cat/indices, _cat/aliases,
// GET {index} (mappings) and POST {index}/_search. The search answers 1,000 hits of 40 fields
// each (text, keywords, longs beyond 2^53, doubles, dates, booleans, nested objects, arrays).
// The stored search view asks for 1,000 rows per page, which turns the sticky header and
// virtual rows on. Per run (fresh context, headless Chromium), the figures of the targets:
// - render: from the _search answer arriving (its responseEnd) to the first rows in the
//   document, then painted (next animation frame); target 1 s;
// - scroll: the table's box is scrolled one step per animation frame, 100 px a frame (a mouse
//   wheel, about three rows) and then through all 1,000 rows in 120 frames (a fling); the
//   longest frame, the frames over 50 ms and the main-thread CPU per frame are given, beside
//   the same wheel scroll of a hand-written plain DOM virtual table of the same shape (the
//   machine's floor for this table);
// - rows and row buttons in the DOM after the scroll (only rows in view are rendered, and
//   only rows in view carry their edit and delete buttons).
// SEARCH_BENCH_PROFILE=render, =wheel or =fling prints where the main thread spends its time.
// Main-thread CPU time (Chromium's ThreadTime) is given beside wall time: other processes on a
// busy machine do not inflate it. The browser's own JSON.parse of the answer shows the pace.
import { scrollRun } from './lib/pageScripts.mjs';
import { runBenchmark } from './lib/processes.mjs';
import { printProfile, timed } from './lib/profiling.mjs';
import { median } from './lib/statistics.mjs';
import { answerAsCluster } from './lib/syntheticCluster.mjs';

const runs = Number(process.argv[2] ?? 3);
const CLUSTER = 'http://bench-cluster.test:9200';
const CLUSTER_UUID = 'bench-cluster-uuid';
const INDEX = 'bench-docs';
const HITS = 1000;
const FIELDS = 40;
const SCROLL_FRAMES = 120;
/** Pixels per frame of the wheel scroll: about three rows. */
const WHEEL_STEP = 100;

// ---- the synthetic cluster ----------------------------------------------------------------

const pad = (n, width = 4) => String(n).padStart(width, '0');
const KINDS = ['text', 'keyword', 'long', 'double', 'date', 'boolean', 'object', 'array'];
const kindOf = (field) => KINDS[field % KINDS.length];
const fieldName = (field) => `${kindOf(field)}_${pad(field, 2)}`;

/** One field value as JSON text, so the longs beyond 2^53 keep every digit. */
function valueText(field, hit) {
  switch (kindOf(field)) {
    case 'text':
      return JSON.stringify(`document ${hit} field ${field}: ${'lorem ipsum dolor sit amet '.repeat(1 + (hit % 6))}`);
    case 'keyword':
      return JSON.stringify(`kw-${hit % 97}-${field}`);
    case 'long':
      return String(9007199254740993n + BigInt(hit * FIELDS + field));
    case 'double':
      return String((hit * 1.37 + field) / 7);
    case 'date':
      return JSON.stringify(new Date(Date.UTC(2024, 0, 1) + hit * 3_600_000 + field * 1000).toISOString());
    case 'boolean':
      return String((hit + field) % 2 === 0);
    case 'object':
      return JSON.stringify({ city: `city-${hit % 50}`, zip: 1000 + hit, tags: ['a', 'b'] });
    default:
      return JSON.stringify([hit, field, `x-${hit}`]);
  }
}

function searchAnswer() {
  const hits = Array.from({ length: HITS }, (_, hit) => {
    const fields = Array.from({ length: FIELDS }, (_, field) => `${JSON.stringify(fieldName(field))}:${valueText(field, hit)}`);
    fields[0] = `"@timestamp":${JSON.stringify(new Date(Date.UTC(2024, 0, 1) + hit * 60_000).toISOString())}`;
    fields[1] = `"id":"doc-${pad(hit)}"`;
    return `{"_index":"${INDEX}","_id":"${pad(hit)}","_score":1.0,"_source":{${fields.join(',')}}}`;
  });
  return `{"took":12,"timed_out":false,"hits":{"total":{"value":${HITS},"relation":"eq"},"max_score":1.0,"hits":[${hits.join(',')}]}}`;
}

const MAPPING_TYPES = { text: 'text', keyword: 'keyword', long: 'long', double: 'double', date: 'date', boolean: 'boolean' };

function mappings() {
  const properties = { '@timestamp': { type: 'date' }, id: { type: 'keyword' } };
  for (let field = 2; field < FIELDS; field += 1) {
    const kind = kindOf(field);
    if (kind === 'object') properties[fieldName(field)] = { properties: { city: { type: 'keyword' }, zip: { type: 'long' } } };
    else if (kind === 'text') properties[fieldName(field)] = { type: 'text', fields: { keyword: { type: 'keyword' } } };
    else properties[fieldName(field)] = { type: MAPPING_TYPES[kind] ?? 'long' };
  }
  return { [INDEX]: { aliases: {}, mappings: { properties }, settings: {} } };
}

const info = {
  name: 'node-0',
  cluster_name: 'bench',
  cluster_uuid: CLUSTER_UUID,
  version: { number: '8.15.0', build_flavor: 'default' },
  tagline: 'You Know, for Search',
};

const ANSWERS = new Map([
  ['GET /', JSON.stringify(info)],
  ['GET /_cluster/health', JSON.stringify({ cluster_name: 'bench', status: 'green' })],
  ['GET /_cat/indices/*', JSON.stringify([{ index: INDEX }])],
  ['GET /_cat/aliases', '[]'],
  [`GET /${INDEX}`, JSON.stringify(mappings())],
  [`POST /${INDEX}/_search`, searchAnswer()],
]);

/** While profiling the render, the _search answer waits until the profiler runs. */
let holdSearch = null;

function answer(route) {
  return answerAsCluster(route, async (request) => {
    if (holdSearch && request.method() === 'POST') await holdSearch(request);
    return ANSWERS.get(`${request.method()} ${decodeURIComponent(new URL(request.url()).pathname)}`);
  });
}

// ---- in the page ----------------------------------------------------------------------------

// Before the app: a stored search of the bench index at 1,000 rows per page, and a mark when
// the table first holds result rows.
function prepare({ uuid, index }) {
  localStorage.setItem('table', JSON.stringify({ rowsPerPageAccepted: true }));
  const query = { query: { query_string: { query: '*' } }, size: 1000, from: 0, sort: [] };
  localStorage.setItem(
    `search-${uuid}`,
    JSON.stringify({
      indices: index,
      searchQuery: JSON.stringify(query, null, 2),
      stickyTableHeader: true,
      pagination: { page: 1, rowsPerPage: 1000, sortBy: '', descending: false, rowsNumber: -1 },
    }),
  );
  const marks = { longTasks: [] };
  window.__searchBench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (marks.rowsAt === undefined && document.querySelector('table[aria-label="Search results"] tbody tr[data-index]')) {
      marks.rowsAt = performance.now();
      requestAnimationFrame(() => {
        marks.paintedAt = performance.now();
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

// The machine's floor for this table: a hand-written virtual table of the same shape (plain
// DOM, no framework, 47 columns of one-line cells, rows of 35 px with spacer rows) scrolled
// 100 px a frame. What the app adds is the difference.
function plainTableScroll({ frames, step, columns }) {
  document.body.innerHTML = `<style>td,th{padding:8px;border-bottom:1px solid #ddd;white-space:nowrap}
    span{display:block;max-width:28rem;overflow:hidden;text-overflow:ellipsis}</style>
    <div id="box" style="height:500px;overflow:auto"><table><thead><tr>${'<th style="position:sticky;top:0;background:#fff">field</th>'.repeat(columns)}</tr></thead><tbody id="rows"></tbody></table></div>`;
  const ROW = 35;
  const OVERSCAN = 10;
  const box = document.getElementById('box');
  const body = document.getElementById('rows');
  const top = document.createElement('tr');
  const bottom = document.createElement('tr');
  const rendered = new Map();
  const make = (index) => {
    const row = document.createElement('tr');
    row.innerHTML = Array.from({ length: columns }, (_, c) => `<td><span>value ${index} ${c} ${'lorem ipsum '.repeat(c % 4)}</span></td>`).join('');
    return row;
  };
  const render = () => {
    const first = Math.max(0, Math.floor(box.scrollTop / ROW) - OVERSCAN);
    const last = Math.min(999, Math.ceil((box.scrollTop + 500) / ROW) + OVERSCAN);
    for (const [index, row] of rendered) {
      if (index < first || index > last) {
        row.remove();
        rendered.delete(index);
      }
    }
    top.style.height = `${first * ROW}px`;
    bottom.style.height = `${(999 - last) * ROW}px`;
    body.prepend(top);
    let previous = top;
    for (let index = first; index <= last; index += 1) {
      if (!rendered.has(index)) rendered.set(index, make(index));
      previous.after(rendered.get(index));
      previous = rendered.get(index);
    }
    body.append(bottom);
  };
  render();
  return new Promise((resolve) => {
    const lengths = [];
    let last = performance.now();
    let frame = 0;
    const tick = (now) => {
      lengths.push(now - last);
      last = now;
      frame += 1;
      if (frame > frames) {
        resolve({ longest: Math.max(...lengths.slice(1)), over50: lengths.slice(1).filter((length) => length > 50).length });
        return;
      }
      box.scrollTop = frame * step;
      render();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

// ---- runs -----------------------------------------------------------------------------------

async function measure(browser, appUrl) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  await context.route((url) => url.origin === CLUSTER, answer);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(prepare, { uuid: CLUSTER_UUID, index: INDEX });
  const profileRender = process.env.SEARCH_BENCH_PROFILE === 'render';
  if (profileRender) {
    await cdp.send('Profiler.enable');
    holdSearch = async () => {
      holdSearch = null;
      await cdp.send('Profiler.start');
    };
  }
  await page.goto(`${appUrl}cluster/0/search`);
  await page.waitForFunction(() => window.__searchBench?.paintedAt !== undefined, undefined, { timeout: 120_000 });
  if (profileRender) printProfile((await cdp.send('Profiler.stop')).profile);
  const render = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/_search'));
    const { rowsAt, paintedAt, longTasks } = window.__searchBench;
    // Main-thread time in tasks over 50 ms between the answer and the painted rows.
    const busy = longTasks.reduce(
      (sum, [start, duration]) => sum + Math.max(0, Math.min(start + duration, paintedAt) - Math.max(start, entry.responseEnd)),
      0,
    );
    return { toDom: rowsAt - entry.responseEnd, toPaint: paintedAt - entry.responseEnd, busy, bytes: entry.encodedBodySize };
  });
  // The machine's pace: the browser's own JSON.parse of the same answer, no app involved.
  const nativeParse = await page.evaluate((text) => {
    const times = [0, 1, 2].map(() => {
      const started = performance.now();
      JSON.parse(text);
      return performance.now() - started;
    });
    return times.sort((a, b) => a - b)[1];
  }, ANSWERS.get(`POST /${INDEX}/_search`));
  const range = await page.getByRole('navigation', { name: 'Pagination' }).getByText(/ of /).textContent();
  const columns = await page.locator('table[aria-label="Search results"] thead th').count();
  const wheel = await searchScroll(page, cdp, { step: WHEEL_STEP }, 'wheel');
  const fling = await searchScroll(page, cdp, {}, 'fling');
  const columnCount = await page.locator('table[aria-label="Search results"] thead th').count();
  const plain = await timed(cdp, () => page.evaluate(plainTableScroll, { frames: SCROLL_FRAMES, step: WHEEL_STEP, columns: columnCount }));
  await context.close();
  return { render, range, columns, wheel, fling, nativeParse, plain };
}

async function searchScroll(page, cdp, options, name) {
  // The row buttons appear through an IntersectionObserver: it gets a second to report.
  const scroll = await scrollRun(page, cdp, { label: 'Search results', frames: SCROLL_FRAMES, settleMs: 1000, ...options }, process.env.SEARCH_BENCH_PROFILE === name);
  const buttons = await page.locator('table[aria-label="Search results"] tbody button[aria-label="Edit document"]').count();
  return { ...scroll, buttons };
}

function report(results) {
  const scrollCells = (scroll) => `${scroll.longest.toFixed(0)} / ${scroll.over50} / ${(scroll.cpu / SCROLL_FRAMES).toFixed(0)}`;
  console.table(
    results.map((r, i) => ({
      run: String(i + 1),
      'answer -> rows in DOM (ms)': r.render.toDom.toFixed(0),
      'answer -> rows painted (ms)': r.render.toPaint.toFixed(0),
      'of which long tasks (ms)': r.render.busy.toFixed(0),
      'native JSON.parse of the answer (ms)': r.nativeParse.toFixed(0),
      'wheel: longest / >50 ms / CPU per frame': scrollCells(r.wheel),
      'fling: longest / >50 ms / CPU per frame': scrollCells(r.fling),
      'plain DOM table, wheel: longest / >50 ms / CPU per frame': scrollCells(r.plain),
      'rows in DOM': String(r.fling.rows),
      'edit buttons in DOM': String(r.fling.buttons),
      'last row index': String(r.fling.lastRow),
    })),
  );
  const first = results[0];
  const med = (pick) => median(results.map(pick)).toFixed(0);
  console.log(
    `medians over ${results.length} runs: render ${med((r) => r.render.toPaint)} ms (target 1000); ` +
      `wheel scroll (${WHEEL_STEP} px a frame) longest frame ${med((r) => r.wheel.longest)} ms, ${med((r) => r.wheel.over50)} of ${SCROLL_FRAMES} frames over 50 ms; ` +
      `fling (all rows in ${SCROLL_FRAMES} frames) longest frame ${med((r) => r.fling.longest)} ms; ` +
      `CPU per wheel frame ${med((r) => r.wheel.cpu / SCROLL_FRAMES)} ms against ${med((r) => r.plain.cpu / SCROLL_FRAMES)} ms for a plain DOM table of the same shape; ` +
      `${first.columns} header cells, footer '${first.range}', _search answer ${(first.render.bytes / 1e6).toFixed(2)} MB`,
  );
}

await runBenchmark({
  cluster: CLUSTER,
  runs,
  title: `search results: ${HITS} hits x ${FIELDS} fields, 1000 rows per page (sticky header, virtual rows)`,
  measure,
  report,
});
