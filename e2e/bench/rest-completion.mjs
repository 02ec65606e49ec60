#!/usr/bin/env node
// REST console completion benchmark, run on demand (not part of the test run):
//   node e2e/bench/rest-completion.mjs [runs]
// BENCH_PROFILE or BENCH_TRACE=endpoints, names, body or body-steady: where the main thread spends
// those keys' time, by JavaScript function (the sampling profiler) or by the browser's own work
// (a trace: script, style, layout, paint).
// Serves a cluster of 50,000 indices, one of them with 5,000 fields, from a small local HTTP
// server (CORS on), starts the release binary with it as a predefined cluster, and in headless
// Chromium types into the REST console key by key. Prints per kind of typing:
// - list ms: from the key press (the event's timestamp) to the first frame after which the
//   completion list shows entries for what was typed (path: the listbox; body: CodeMirror's
//   list), median / 95th percentile / max over every key of every run;
// - frame ms: from the key press to the next frame, painted (requestAnimationFrame, then a
//   task), for every key: typing never waits on more than this.
// Typing kinds: the path with endpoints (`_cat/ind`), the path with 50,000 index names
// (`logs-04217/_sea`), the query string (`?exp`), and a body of 10,000 lines where the typed key
// and field names are offered (`"query": {"match": {"field_04`).
import { createServer as createHttpServer } from 'node:http';
import { freePort, launchChromium, machineLine, startApp, stopAll } from './lib/processes.mjs';
import { examined, threadTime } from './lib/profiling.mjs';
import { searchBody } from './lib/searchBody.mjs';
import { median } from './lib/statistics.mjs';

const runs = Number(process.argv[2] ?? 3);
const INDICES = 50_000;
const FIELDS = 5_000;
const BODY_LINES = 10_000;
const indexName = (i) => `logs-${String(i).padStart(5, '0')}`;

const INFO = JSON.stringify({ name: 'bench', cluster_name: 'bench', cluster_uuid: 'bench', version: { number: '8.15.0', build_flavor: 'default' }, tagline: 'You Know, for Search' });
const HEALTH = JSON.stringify({ cluster_name: 'bench', status: 'green', number_of_nodes: 1 });
const CAT_INDICES = JSON.stringify(Array.from({ length: INDICES }, (_, i) => ({ index: indexName(i) })));
const FIELD_CAPS = JSON.stringify({
  fields: Object.fromEntries(
    Array.from({ length: FIELDS }, (_, i) => [`field_${String(i).padStart(4, '0')}`, { keyword: { type: 'keyword', searchable: true, aggregatable: true } }]),
  ),
});

async function startCluster() {
  const server = createHttpServer((req, res) => {
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-headers': 'Content-Type,Authorization', 'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS' };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    const path = new URL(req.url, 'http://x').pathname;
    let body = '{}';
    if (path === '/') body = INFO;
    else if (path === '/_cluster/health') body = HEALTH;
    else if (path === '/_cat/indices') body = CAT_INDICES;
    else if (path === '/_cat/aliases') body = '[]';
    else if (path === '/_data_stream') body = '{"data_streams":[]}';
    else if (path.endsWith('/_field_caps')) body = FIELD_CAPS;
    res.writeHead(200, { ...cors, 'content-type': 'application/json; charset=UTF-8', 'x-elastic-product': 'Elasticsearch' });
    res.end(body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * In the page: before the next key press, arms a probe resolving to { listMs, frameMs } for it:
 * the first frame (checked each animation frame, up to 1 s) where `listSelector` matches an
 * element holding an entry that starts with `expected`, and the first painted frame.
 */
function armProbe({ listSelector, optionSelector, expected }) {
  window.__key = new Promise((resolve) => {
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        let frameMs = null;
        requestAnimationFrame(() => setTimeout(() => (frameMs = performance.now() - start), 0));
        const shows = () =>
          [...document.querySelectorAll(`${listSelector} ${optionSelector}`)].some((option) => option.textContent.startsWith(expected));
        let done = false;
        const finish = (listMs) => {
          if (done) return;
          done = true;
          // The painted frame, when one came (a page with nothing to draw may have none).
          const settle = (waited) => (frameMs === null && waited < 200 ? setTimeout(() => settle(waited + 5), 5) : resolve({ listMs, frameMs }));
          settle(0);
        };
        const check = () => {
          if (done) return;
          if (shows()) finish(performance.now() - start);
          else requestAnimationFrame(check);
        };
        // Nothing shows within a second: not offered.
        setTimeout(() => finish(null), 1000);
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  });
}

const PATH_LIST = { listSelector: '[role="listbox"]', optionSelector: '[role="option"]' };
const BODY_LIST = { listSelector: '.cm-tooltip-autocomplete', optionSelector: '.cm-completionLabel' };

/** Types `text` key by key; `expectedAt(typed)` names an entry the list must show after a key (null: not measured). */
async function typeMeasured(page, text, list, expectedAt) {
  const samples = [];
  for (let i = 0; i < text.length; i += 1) {
    const expected = expectedAt(text.slice(0, i + 1));
    await page.evaluate(armProbe, { ...list, expected: expected ?? '\u0000' });
    await page.keyboard.type(text[i]);
    const { listMs, frameMs } = await page.evaluate(() => window.__key);
    samples.push({ listMs: expected === null ? null : listMs, frameMs, missed: expected !== null && listMs === null });
  }
  return samples;
}

/** Types `text` at ten keys a second; resolves to the main thread's CPU ms for each key. */
async function typeSteady(page, cdp, text) {
  const samples = [];
  for (const key of text) {
    const before = await threadTime(cdp);
    await page.keyboard.type(key);
    await page.waitForTimeout(100);
    samples.push((await threadTime(cdp)) - before);
  }
  return samples;
}

/** The text after the last `/`, `?`, `&`, `"` or space: what the list is filtered by. */
const lastWord = (typed) => typed.split(/[/?&" ]/).at(-1);

async function measure(browser, appUrl) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${appUrl}cluster/0/rest`);
  const path = page.getByRole('textbox', { name: 'Path' });
  await path.fill('');
  await path.click();
  const results = {};
  const cpu = {};
  const cdp = await context.newCDPSession(page);
  const examine = (name, run) => examined({ browser, page, cdp, name }, run);
  // Endpoints: every key narrows the catalogue's segments.
  results['path: endpoints'] = await examine('endpoints', () =>
    typeMeasured(page, '_cat/ind', PATH_LIST, (typed) => (typed.length < 2 ? null : lastWord(typed) === '' ? null : lastWord(typed))),
  );
  await path.fill('');
  // The names of 50,000 indices for {index} (read once, then filtered per key).
  await page.keyboard.type('l');
  await page.waitForSelector('[role="option"]:has-text("logs-00000")', { timeout: 30_000 });
  results['path: 50,000 index names'] = await examine('names', () =>
    typeMeasured(page, 'ogs-04217/_sea', PATH_LIST, (typed) => {
      const word = lastWord(`l${typed}`);
      // The one name typed in full: nothing else to offer, the list closes.
      return word === '' || word === indexName(4217) ? null : word;
    }),
  );
  // The same keys at a steady ten keys a second, for the main thread's work per key.
  await cdp.send('Performance.enable');
  await path.fill('l');
  await page.waitForSelector('[role="option"]:has-text("logs-00000")');
  cpu['path: 50,000 index names'] = await examine('names-steady', () => typeSteady(page, cdp, 'ogs-04217/_sea'));
  await path.fill('logs-04217/_search');
  results['path: query parameters'] = await typeMeasured(page, '?exp', PATH_LIST, (typed) => (lastWord(typed) === '' ? null : lastWord(typed)));
  await path.fill('logs-04217/_search');
  await page.getByRole('textbox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'POST', exact: true }).click();
  // The body: 10,000 lines, the caret after the bool query's first clause.
  const editor = page.getByLabel('Request body', { exact: true }).locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  // Pasted, as a user brings such a body (typing it in would take the browser minutes).
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, searchBody(BODY_LINES, FIELDS));
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  results['body: 10,000 lines, keys and fields'] = await examine('body', () =>
    typeMeasured(page, '{"match": {"field_04', BODY_LIST, (typed) => {
      if (typed.endsWith('"ma')) return 'match';
      if (/"match": \{"field_\d*$/.test(typed) || /"match": \{"f[a-z_]*$/.test(typed)) return lastWord(typed) || null;
      return null;
    }),
  );
  // The same keys again on a new line, at a steady ten keys a second: the main thread's work
  // per key (script, style, layout, paint), which must fit in a frame for typing to keep up.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  cpu['body: 10,000 lines, keys and fields'] = await examine('body-steady', () => typeSteady(page, cdp, '{"match": {"field_04'));
  await context.close();
  return { results, cpu };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (n) => (n === undefined || n === null ? '-' : n.toFixed(1));

async function main() {
  const cluster = await startCluster();
  const appUrl = await startApp(cluster.url);
  const browser = await launchChromium();
  try {
    const all = [];
    for (let run = 0; run < runs; run += 1) all.push(await measure(browser, appUrl));
    console.log(`REST completion, ${runs} runs, fresh context each run, ${machineLine(browser)}`);
    console.log(`${INDICES} indices, ${FIELDS} fields, a ${BODY_LINES}-line body`);
    console.log('typing | keys measured | list ms median / p95 / max | list missed | frame ms median / p95 / max');
    for (const kind of Object.keys(all[0].results)) {
      const samples = all.flatMap(({ results }) => results[kind]);
      const lists = samples.map((s) => s.listMs).filter((ms) => ms !== null);
      const frames = samples.map((s) => s.frameMs).filter((ms) => ms !== null);
      console.log(
        [
          kind,
          lists.length,
          `${round(median(lists))} / ${round(percentile(lists, 95))} / ${round(Math.max(...lists))}`,
          samples.filter((s) => s.missed).length,
          `${round(median(frames))} / ${round(percentile(frames, 95))} / ${round(Math.max(...frames))}`,
        ].join(' | '),
      );
    }
    console.log('typing at ten keys a second | keys | main-thread CPU ms per key median / p95 / max');
    for (const kind of Object.keys(all[0].cpu)) {
      const samples = all.flatMap(({ cpu }) => cpu[kind]);
      console.log(`${kind} | ${samples.length} | ${round(median(samples))} / ${round(percentile(samples, 95))} / ${round(Math.max(...samples))}`);
    }
  } finally {
    await browser.close();
    cluster.close();
    stopAll();
  }
}

await main();
process.exit(0);
