#!/usr/bin/env node
// Two builds' first loads, alternating, run on demand (not part of the test run):
//   node e2e/bench/entry-ab.mjs <binary A> <binary B> [rounds=10] [delay ms=0]
// With AB_OPENINGS=1, the screens are opened from a settled dashboard by their header tabs
// instead (indices, shards, search, REST), timed from the click as the harness times them.
// Serves each binary with the side-by-side harness's synthetic cluster (../shared/perf) as its
// predefined cluster, and opens the dashboard, the indices and the shards screens in a fresh
// browser profile each time, A and B one after the other (the order swapped every round), so
// that the machine's load falls on both alike. The time is the harness's own: navigation start
// to the first frame that shows the screen's first data; "paint" is the first contentful paint. With a delay, every answer of the
// app's server (the page, its scripts and styles) waits that long first, as over a network.
import http from 'node:http';
import { perf, serveConsole, startPerfCluster } from './lib/perfCluster.mjs';
import { freePort, stopAll } from './lib/processes.mjs';
import { median } from './lib/statistics.mjs';

const { launchBrowser, freshPage, timeNavigation, timeInteraction } = await import(
  new URL('lib/browser.mjs', perf)
);
const adapter = (await import(new URL('adapters/shardscope.mjs', perf))).default;

const [binaryA, binaryB] = process.argv.slice(2, 4);
const rounds = Number(process.argv[4] ?? 10);
const delay = Number(process.argv[5] ?? 0);
if (!binaryA || !binaryB) {
  console.error('usage: entry-ab.mjs <binary A> <binary B> [rounds] [delay ms]');
  process.exit(2);
}

const DEEP_LINKS = [
  { name: 'dashboard', path: '/', ready: adapter.home.ready },
  { name: 'indices', path: adapter.indices.deepLink, ready: adapter.indices.firstRow },
  { name: 'shards', path: adapter.shards.deepLink, ready: adapter.shards.firstShard },
];
/** Opened by the header's tab from the dashboard, as the harness's "open in the app". */
const OPENINGS = [
  { name: 'open indices', tab: 'indices', ready: adapter.indices.firstRow },
  { name: 'open shards', tab: 'shards', ready: adapter.shards.firstShard },
  { name: 'open search', tab: 'search', ready: adapter.search.firstRow },
  { name: 'open rest', tab: 'rest', ready: adapter.rest.ready },
];
const SCREENS = process.env.AB_OPENINGS ? OPENINGS : DEEP_LINKS;

/** A server in front of `target` that holds every answer back `ms` before sending it on. */
async function delayed(target, ms) {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const forward = http.request(
      new URL(request.url, target),
      { method: request.method, headers: request.headers },
      (answer) => {
        setTimeout(() => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        }, ms);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${port}`;
}

async function serve(binary, clusterUrl) {
  const url = await serveConsole(binary, clusterUrl);
  return delay > 0 ? delayed(url, delay) : url;
}

const browser = await launchBrowser();
try {
  // AB_CLUSTER_LATENCY=<ms>: each of the cluster's answers waits that long (a cluster away on the
  // network, rather than on the same two cores).
  const latency = process.env.AB_CLUSTER_LATENCY
    ? ['--latency-ms', process.env.AB_CLUSTER_LATENCY]
    : [];
  const { clusterUrl, clusterName } = await startPerfCluster(['--indices', '1000', ...latency]);
  const apps = { A: await serve(binaryA, clusterUrl), B: await serve(binaryB, clusterUrl) };
  const times = { A: {}, B: {} };
  const once = async (which, screen) => {
    const fresh = await freshPage(browser);
    try {
      if (screen.tab) {
        await timeNavigation(fresh.page, `${apps[which]}/`, adapter.home.ready, { clusterName });
        await fresh.net.quiet(500, 30000);
        const { ms } = await timeInteraction(
          fresh.page,
          () => adapter.navigate(fresh.page, screen.tab),
          screen.ready,
          {},
        );
        (times[which][screen.name] ??= []).push(ms);
        return;
      }
      const { ms } = await timeNavigation(fresh.page, apps[which] + screen.path, screen.ready, {
        clusterName,
      });
      const paint = await fresh.page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      );
      (times[which][screen.name] ??= []).push(ms);
      (times[which][`${screen.name} paint`] ??= []).push(paint);
    } finally {
      await fresh.close();
    }
  };
  // One unmeasured load of each first: the server's and the browser's own first-time costs.
  for (const which of ['A', 'B']) for (const screen of SCREENS) await once(which, screen);
  for (const which of ['A', 'B']) times[which] = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const screen of SCREENS) {
      for (const which of round % 2 === 0 ? ['A', 'B'] : ['B', 'A']) await once(which, screen);
    }
  }
  console.log(`${rounds} rounds, delay ${delay} ms; A ${binaryA}, B ${binaryB}`);
  console.log('screen           A median  B median  B/A');
  for (const name of SCREENS.flatMap((screen) =>
    screen.tab ? [screen.name] : [screen.name, `${screen.name} paint`],
  )) {
    const a = median(times.A[name]);
    const b = median(times.B[name]);
    console.log(
      `${name.padEnd(16)} ${a.toFixed(0).padStart(8)} ${b.toFixed(0).padStart(9)}  ${(b / a).toFixed(2)}`,
    );
  }
} finally {
  await browser.close();
  stopAll();
}
