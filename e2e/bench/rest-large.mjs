#!/usr/bin/env node
// REST console large-response benchmark, run on demand (not part of the test run):
//   node e2e/bench/rest-large.mjs [runs]
// Serves a cluster from a small local HTTP server (CORS on) whose _search answers are compact
// JSON of about 10 MB and 50 MB, starts the release binary with it as a predefined cluster, and
// in headless Chromium sends each request from the REST console. Prints per size:
// - shown: ms from the last response byte (Resource Timing responseEnd) to the formatted body in
//   the viewer (target for 10 MB: under 2000 ms), split into read (body text in hand), format
//   (indented in the worker and back) and render (React and CodeMirror) by the console's
//   User Timing marks rest:response and rest:formatted;
// - longest task and total blocking time on the main thread in that window (long tasks API);
// - key latency: ms from a key press in the path input to the next frame, with the response
//   in the tab (the page stays responsive);
// - native: the browser's JSON.parse + JSON.stringify(…, 2) of the same body, as a measure of
//   the machine's speed during the run;
// - for 50 MB: whether the truncation notice shows and the size of the file Download saves.
import { statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { freePort, launchChromium, startApp } from './lib/processes.mjs';
import { median } from './lib/statistics.mjs';

const runs = Number(process.argv[2] ?? 3);
const SIZES = { '10 MB': 10_000_000, '50 MB': 50_000_000 };

/** A search answer of about `bytes` characters, compact, as a cluster sends it. */
function searchBody(bytes) {
  const hits = [];
  let size = 200;
  for (let i = 0; size < bytes; i += 1) {
    const hit = {
      _index: 'logs-2024.06.01',
      _id: `doc-${i}`,
      _score: 1.0,
      _source: { '@timestamp': '2024-06-01T12:00:00.000Z', message: `GET /api/items/${i} 200 "ok" \\ done`, bytes: i * 17, tags: ['web', 'prod'], host: { name: `web-${i % 40}`, ip: `10.0.${i % 250}.${i % 200}` } },
    };
    const text = JSON.stringify(hit);
    size += text.length + 1;
    hits.push(text);
  }
  return `{"took":12,"timed_out":false,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"hits":{"total":{"value":${hits.length},"relation":"eq"},"max_score":1.0,"hits":[${hits.join(',')}]}}`;
}

const INFO = JSON.stringify({ name: 'bench', cluster_name: 'bench', cluster_uuid: 'bench', version: { number: '8.15.0', build_flavor: 'default' }, tagline: 'You Know, for Search' });
const HEALTH = JSON.stringify({ cluster_name: 'bench', status: 'green', number_of_nodes: 1 });

async function startCluster() {
  const bodies = Object.fromEntries(Object.entries(SIZES).map(([label, bytes]) => [label, searchBody(bytes)]));
  const server = createHttpServer((req, res) => {
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-headers': 'Content-Type,Authorization', 'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS' };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    const path = new URL(req.url, 'http://x').pathname;
    const size = /^\/bench-(\d+)mb\/_search$/.exec(path)?.[1];
    const body = size ? bodies[`${size} MB`] : path === '/_cluster/health' ? HEALTH : INFO;
    res.writeHead(200, { ...cors, 'content-type': 'application/json; charset=UTF-8', 'x-elastic-product': 'Elasticsearch' });
    res.end(body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, lengths: Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, v.length])), close: () => server.close() };
}

/** In the page: records long tasks and the moment the viewer shows a formatted body. */
function installProbe() {
  window.__bench = { longTasks: [], shownAt: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: false });
  const check = () => {
    const pane = document.querySelector('[aria-label="Response"]')?.closest('[aria-busy]');
    const lines = pane?.querySelectorAll('.cm-line');
    const ready = pane?.getAttribute('aria-busy') === 'false' && lines && lines.length > 3 && lines[1].textContent?.includes('"took": 12');
    if (ready) window.__bench.shownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function keyLatency(page) {
  const input = page.getByRole('textbox', { name: 'Path' });
  await input.click();
  await page.keyboard.press('End');
  const samples = [];
  for (let i = 0; i < 10; i += 1) {
    await page.evaluate(() => {
      window.__key = new Promise((resolve) => {
        const input = document.querySelector('input[aria-label="Path"]');
        input.addEventListener('keydown', (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        }, { once: true });
      });
    });
    await page.keyboard.press('x');
    samples.push(await page.evaluate(() => window.__key));
  }
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('Backspace');
  return samples;
}

async function measure(browser, appUrl, clusterUrl, label) {
  const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  let crashed = false;
  page.on('crash', () => {
    crashed = true;
  });
  await page.goto(`${appUrl}cluster/0/rest`);
  // Calibration: the browser's own JSON.parse and indented JSON.stringify of the same body, to
  // read the figures against the machine's speed at that moment.
  const nativeMs = await page.evaluate(async (url) => {
    const text = await (await fetch(url)).text();
    const start = performance.now();
    JSON.stringify(JSON.parse(text), null, 2);
    return performance.now() - start;
  }, `${clusterUrl}/bench-${SIZES[label] / 1_000_000}mb/_search?calibration=true`);
  await page.getByRole('textbox', { name: 'Path' }).fill(`bench-${SIZES[label] / 1_000_000}mb/_search`);
  await page.evaluate(installProbe);
  await page.getByRole('button', { name: 'Send request' }).click();
  await page.waitForFunction(() => window.__bench.shownAt !== null, null, { timeout: 120_000, polling: 100 });
  const timing = await page.evaluate((sizeLabel) => {
    // The console's own request: the calibration fetch above has the same path.
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(sizeLabel) && !e.name.includes('calibration'))
      .at(-1);
    const { shownAt, longTasks } = window.__bench;
    const markAt = (name) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? NaN;
    const [response, formatted] = [markAt('rest:response'), markAt('rest:formatted')];
    const window_ = longTasks.filter((t) => t.start + t.duration >= entry.responseEnd && t.start <= shownAt);
    return {
      shownMs: shownAt - entry.responseEnd,
      readMs: response - entry.responseEnd,
      formatMs: formatted - response,
      renderMs: shownAt - formatted,
      transferMs: entry.responseEnd - entry.requestStart,
      longestTaskMs: Math.max(0, ...window_.map((t) => t.duration)),
      blockingMs: window_.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    };
  }, `bench-${SIZES[label] / 1_000_000}mb`);
  const truncatedNotice = await page.getByText(/too large to show in full/).isVisible();
  const keys = await keyLatency(page);
  let downloadBytes = null;
  if (label === '50 MB') {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as JSON' }).click()]);
    downloadBytes = statSync(await download.path()).size;
  }
  await context.close();
  return { ...timing, nativeMs, keyMedianMs: keys.sort((a, b) => a - b)[Math.floor(keys.length / 2)], keyMaxMs: Math.max(...keys), truncatedNotice, downloadBytes, crashed };
}

const round = (n) => (n === null ? '-' : String(Math.round(n)));

async function main() {
  const cluster = await startCluster();
  const appUrl = await startApp(cluster.url);
  const browser = await launchChromium();
  try {
    console.log(`runs: ${runs}; body lengths: ${Object.entries(cluster.lengths).map(([k, v]) => `${k} = ${v} chars`).join(', ')}`);
    console.log('size  | shown ms (median/max) | read / format / render ms | native parse+indent ms | transfer ms | longest task ms | blocking ms | key latency ms (median/max) | notice | download bytes | crashed');
    for (const label of Object.keys(SIZES)) {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await measure(browser, appUrl, cluster.url, label));
      const pick = (key) => results.map((r) => r[key]);
      console.log(
        [
          label,
          `${round(median(pick('shownMs')))} / ${round(Math.max(...pick('shownMs')))}`,
          `${round(median(pick('readMs')))} / ${round(median(pick('formatMs')))} / ${round(median(pick('renderMs')))}`,
          round(median(pick('nativeMs'))),
          round(median(pick('transferMs'))),
          round(Math.max(...pick('longestTaskMs'))),
          round(median(pick('blockingMs'))),
          `${round(median(pick('keyMedianMs')))} / ${round(Math.max(...pick('keyMaxMs')))}`,
          results.every((r) => r.truncatedNotice) ? 'yes' : results.some((r) => r.truncatedNotice) ? 'some' : 'no',
          results[0].downloadBytes ?? '-',
          results.some((r) => r.crashed) ? 'yes' : 'no',
        ].join(' | '),
      );
    }
  } finally {
    await browser.close();
    cluster.close();
  }
}

await main();
process.exit(0);
