// Speed of the live metrics' own work (src/engine/metrics): an answer of `_nodes/stats` for 50
// nodes (shaped like the documented one, filtered as the request asks) parsed and read into a sample, the sample appended to
// an hour's history at 1 s, and one chart's hour drawn from it, each timed over many runs with
// the median and 95th percentile printed; then the bytes an hour at 1 s on 50 nodes holds.
// The metrics code is TypeScript: Vite (already a dependency) bundles it in memory first, so
// this runs with plain node:
//   node scripts/bench-metrics.mjs [nodes]
// Not part of the tests. The goal is well under 5 ms for the parse and read of 50 nodes.
import { loadBundled, summary as printSummary, time } from './lib/benchModules.mjs';

const NODES = Number(process.argv[2] ?? 50);
const RUNS = 500;
const HOUR = 3600;

const summary = (label, timings) => printSummary(label, timings);

const ENTRY = `
export { readNodeStats } from './src/engine/metrics/readSample.ts';
export { MetricsHistory, estimateHistoryBytes } from './src/engine/metrics/history.ts';
export { CHARTS, SERIES } from './src/engine/metrics/catalogue.ts';
export { nodeStatsAnswer, fixtureNodes } from './src/engine/metrics/nodeStats.fixture.ts';
`;

const metrics = await loadBundled(ENTRY, 'metrics');
const nodes = metrics.fixtureNodes(NODES);
const start = Date.UTC(2026, 0, 1);
const texts = Array.from({ length: 20 }, (_, step) =>
  JSON.stringify(metrics.nodeStatsAnswer({ nodes, step, start, filtered: true })),
);
console.log(`answer of ${NODES} nodes: ${(texts[0].length / 1024).toFixed(1)} KB of JSON`);

const parse = [];
const read = [];
for (let run = 0; run < RUNS; run += 1) {
  const text = texts[run % texts.length];
  let answer;
  parse.push(time(() => (answer = JSON.parse(text))));
  read.push(time(() => metrics.readNodeStats(answer, start + run * 1000)));
}
summary('JSON.parse', parse);
summary('readNodeStats', read);
summary(
  'parse + read',
  parse.map((ms, run) => ms + read[run]),
);

const history = new metrics.MetricsHistory({ intervalSeconds: 1 });
const samples = texts.map((text, step) =>
  metrics.readNodeStats(JSON.parse(text), start + step * 1000),
);
const append = [];
for (let second = 0; second < HOUR + 100; second += 1) {
  const sample = samples[second % samples.length];
  // The fixture's counters repeat every 20 steps; shift the clock so the history sees an hour.
  const shifted = {
    time: start + second * 1000,
    nodes: sample.nodes.map((node) => ({ ...node, timestamp: start + second * 1000 })),
  };
  append.push(time(() => history.append(shifted)));
}
summary(`append (${metrics.SERIES.length} series)`, append.slice(100));

const range = { from: start, to: start + (HOUR + 100) * 1000 };
const chart = metrics.CHARTS.find((drawn) => drawn.id === 'search.rate');
const cluster = [];
const node = [];
for (let run = 0; run < 50; run += 1) {
  cluster.push(time(() => history.chartData(chart, { kind: 'cluster' }, range)));
  node.push(time(() => history.chartData(chart, { kind: 'node', id: nodes[0].id }, range)));
}
summary('chartData, an hour, cluster (2 series)', cluster);
summary('chartData, an hour, one node (2 series)', node);
summary('csv, an hour', [time(() => history.csv(range))]);

const mib = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
console.log(`history held: ${mib(history.bytes())} (${history.bytes()} bytes)`);
console.log(
  `estimate, 1 h at 1 s on 50 nodes: ${mib(metrics.estimateHistoryBytes(50, metrics.SERIES.length, 3602))}`,
);
