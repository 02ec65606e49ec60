#!/usr/bin/env node
// What the heap holds once the dashboard is shown, run on demand (not part of the test run):
//   node e2e/bench/entry-heap.mjs <binary | elasticvue> [rounds=3] [--snapshot]
// Serves the binary (or a copy of elasticvue's build from the harness, with nginx) with the side-by-side harness's synthetic cluster (../shared/perf) as its
// predefined cluster and opens the dashboard in a fresh profile, as the harness's cold scenario
// does: the dashboard shown, the network quiet for a second, a full collection, then the heap's
// used size. With --snapshot, the last round also takes a heap snapshot and prints what it holds
// by kind, the largest kinds of compiled code and the scripts whose code is largest.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { perf, serveConsole, startPerfCluster } from './lib/perfCluster.mjs';
import { freePort, stopAll } from './lib/processes.mjs';
import { median } from './lib/statistics.mjs';

const { launchBrowser, freshPage, timeNavigation, heapAndDom } = await import(
  new URL('lib/browser.mjs', perf)
);

const args = process.argv.slice(2);
const snapshot = args.includes('--snapshot');
const [binary, roundsArgument] = args.filter((argument) => !argument.startsWith('--'));
const rounds = Number(roundsArgument ?? 3);
if (!binary) {
  console.error('usage: entry-heap.mjs <binary | elasticvue> [rounds] [--snapshot]');
  process.exit(2);
}
const elasticvue = binary === 'elasticvue';
if (elasticvue) {
  // A scratch copy, writable: the adapter writes its clusters file into the build it serves.
  const shipped = new URL('anchor/elasticvue/dist', perf).pathname;
  const scratch = mkdtempSync(join(tmpdir(), 'entry-heap-'));
  chmodSync(scratch, 0o755);
  const copy = join(scratch, 'dist');
  cpSync(process.env.ELASTICVUE_DIST ?? shipped, copy, { recursive: true });
  for (const entry of ['', ...readdirSync(copy, { recursive: true })]) {
    chmodSync(join(copy, entry), 0o755);
  }
  process.env.ELASTICVUE_DIST = copy;
}
const adapter = (
  await import(new URL(`adapters/${elasticvue ? 'elasticvue' : 'shardscope'}.mjs`, perf))
).default;

/** The snapshot's nodes summed by a key of (type, name). */
function summed(graph, keyOf) {
  const { meta, nodes, strings } = graph;
  const fields = meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = meta.node_types[0];
  const sums = new Map();
  for (let at = 0; at < nodes.length; at += width) {
    const key = keyOf(types[nodes[at + typeAt]], strings[nodes[at + nameAt]]);
    if (key === null) continue;
    sums.set(key, (sums.get(key) ?? 0) + nodes[at + sizeAt]);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}

async function takeSnapshot(cdp) {
  const chunks = [];
  const listener = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', listener);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', listener);
  const graph = JSON.parse(chunks.join(''));
  graph.meta = graph.snapshot.meta;
  return graph;
}

function printRows(title, rows, count = 15) {
  console.log(`\n${title}`);
  for (const [key, bytes] of rows.slice(0, count)) {
    console.log(`  ${(bytes / 1048576).toFixed(3).padStart(7)} MB  ${key.slice(0, 100)}`);
  }
}

const browser = await launchBrowser();
try {
  const { clusterUrl, clusterName } = await startPerfCluster();
  let app;
  if (elasticvue) {
    const port = await freePort();
    app = `http://127.0.0.1:${port}`;
    const nginx = new URL('serve/nginx.sh', perf).pathname;
    execFileSync(nginx, ['start', adapter.distDir, String(port)]);
    process.on('exit', () => execFileSync(nginx, ['stop', String(port)]));
    await adapter.setup({ appUrl: app, clusterUrl });
  } else {
    app = await serveConsole(binary, clusterUrl);
  }
  const heaps = [];
  for (let round = 0; round < rounds; round += 1) {
    const fresh = await freshPage(browser);
    try {
      await timeNavigation(fresh.page, app + (adapter.home.path || '/'), adapter.home.ready, {
        clusterName,
      });
      await fresh.net.quiet(1000, 30000);
      heaps.push((await heapAndDom(fresh.cdp)).heapUsedMB);
      if (snapshot && round === rounds - 1) {
        const graph = await takeSnapshot(fresh.cdp);
        if (process.env.HEAP_SNAPSHOT_FILE) {
          writeFileSync(process.env.HEAP_SNAPSHOT_FILE, JSON.stringify(graph));
        }
        printRows(
          'by kind',
          summed(graph, (type) => type),
        );
        printRows(
          'compiled code by name',
          summed(graph, (type, name) => (type === 'code' ? name.replace(/\d+/g, '#') : null)),
        );
        printRows(
          'strings (longest kinds)',
          summed(graph, (type, name) =>
            type === 'string' || type === 'concatenated string' || type === 'sliced string'
              ? name.slice(0, 60).replace(/\s+/g, ' ')
              : null,
          ),
          10,
        );
        printRows(
          'objects by constructor',
          summed(graph, (type, name) => (type === 'object' || type === 'closure' ? name : null)),
          25,
        );
      }
    } finally {
      await fresh.close();
    }
  }
  console.log(
    `\nheap after a full collection, dashboard shown: ${heaps.map((mb) => mb.toFixed(2)).join(', ')} MB; median ${median(heaps).toFixed(2)}`,
  );
} finally {
  await browser.close();
  stopAll();
}
