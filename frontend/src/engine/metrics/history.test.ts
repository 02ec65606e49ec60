import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diskWatermarks } from '../watermarks';
import { SERIES, chartById } from './catalogue';
import { MetricsHistory, estimateHistoryBytes } from './history';
import { fixtureNodes, nodeStatsAnswer, type NodeStatsFixture } from './nodeStats.fixture';
import { readNodeStats } from './readSample';
import type { ChartDef, MetricsScope } from './types';

const START = Date.UTC(2026, 0, 1);
const INTERVAL = 5;
const NODES = fixtureNodes(3);
const CLUSTER: MetricsScope = { kind: 'cluster' };
const node = (index: number): MetricsScope => ({ kind: 'node', id: NODES[index].id });
const chart = (id: string): ChartDef => chartById(id)!;
const ALL = { from: 0, to: Number.MAX_SAFE_INTEGER };

/** The sample of step `step`, taken when the page's clock says so. */
function sampleAt(step: number, fixture: Partial<NodeStatsFixture> = {}) {
  vi.setSystemTime(START + step * INTERVAL * 1000);
  const answer = nodeStatsAnswer({
    nodes: NODES.slice(0, 2),
    step,
    start: START,
    stepMs: INTERVAL * 1000,
    ...fixture,
  });
  return readNodeStats(answer, Date.now());
}

/** The history after steps first..last, each with the fixture `at(step)` gives. */
function run(
  last: number,
  at: (step: number) => Partial<NodeStatsFixture> = () => ({}),
  first = 0,
) {
  const history = new MetricsHistory({ intervalSeconds: INTERVAL });
  for (let step = first; step <= last; step += 1) history.append(sampleAt(step, at(step)));
  return history;
}

const values = (history: MetricsHistory, id: string, scope: MetricsScope, series = 1) =>
  history.chartData(chart(id), scope, ALL)[series];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MetricsHistory rates', () => {
  it('draws a steady counter as its rate per second, from the second sample on', () => {
    const history = run(3);
    const [times, indexing] = history.chartData(chart('indexing.rate'), node(0), ALL);
    expect(times).toEqual([0, 1, 2, 3].map((step) => (START + step * 5000) / 1000));
    expect(indexing).toEqual([null, 20, 20, 20]);
    expect(values(history, 'indexing.rate', CLUSTER)).toEqual([null, 40, 40, 40]);
    expect(history.latest('search.query.rate', CLUSTER)).toBe(80);
  });

  it('uses the nodes’ own clocks, not the page’s', () => {
    const history = new MetricsHistory({ intervalSeconds: INTERVAL });
    history.append(sampleAt(0));
    // The answer came late, but the node measured 5 s between its samples.
    const late = sampleAt(1);
    history.append({ ...late, time: late.time + 3000 });
    expect(history.latest('indexing.rate', node(0))).toBe(20);
  });

  it('leaves a gap where a counter went down (a restarted node), then goes on', () => {
    const restarted = (step: number): Partial<NodeStatsFixture> =>
      step === 2
        ? { values: (_node, index) => (index === 0 ? { 'indexing.index_total': 5 } : {}) }
        : {};
    const history = run(3, restarted);
    // Step 2 went down to 5; step 3 is back on the original sequence (1,300): 1,295 in 5 s.
    expect(values(history, 'indexing.rate', node(0))).toEqual([null, 20, null, 259]);
    expect(values(history, 'indexing.rate', node(1))).toEqual([null, 20, 20, 20]);
    expect(values(history, 'indexing.rate', CLUSTER)).toEqual([null, 40, 20, 279]);
  });

  it('starts a node that joins with a gap', () => {
    const history = run(4, (step) => ({ nodes: NODES.slice(0, step >= 2 ? 3 : 2) }));
    expect(values(history, 'indexing.rate', node(2))).toEqual([null, null, null, 20, 20]);
    expect(values(history, 'jvm.heap', node(2))).toEqual([
      null,
      null,
      520 * 1024 ** 2,
      520 * 1024 ** 2,
      520 * 1024 ** 2,
    ]);
    expect(values(history, 'indexing.rate', CLUSTER)).toEqual([null, 40, 40, 60, 60]);
    expect(history.nodes().map((known) => known.name)).toEqual(['node-0', 'node-1', 'node-2']);
  });

  it('gives a node that left gaps, and forgets it once the window holds none of its values', () => {
    const history = new MetricsHistory({ intervalSeconds: INTERVAL, rangeSeconds: 20 });
    const at = (step: number) => ({ nodes: NODES.slice(0, step >= 2 ? 1 : 2) });
    for (let step = 0; step <= 3; step += 1) history.append(sampleAt(step, at(step)));
    expect(values(history, 'indexing.rate', node(1))).toEqual([null, 20, null, null]);
    expect(values(history, 'indexing.rate', CLUSTER)).toEqual([null, 40, 20, 20]);
    expect(history.nodes().find((known) => known.id === NODES[1].id)?.present).toBe(false);
    // 4 + 2 slots are held: node-1's last sample (step 1) leaves the window at step 7.
    for (let step = 4; step <= 6; step += 1) history.append(sampleAt(step, at(step)));
    expect(history.nodes().map((known) => known.name)).toEqual(['node-0', 'node-1']);
    history.append(sampleAt(7, at(7)));
    expect(history.nodes().map((known) => known.name)).toEqual(['node-0']);
  });

  it('leaves a group the engine lacks as gaps and draws the rest', () => {
    const history = run(2, () => ({ omit: ['breaker'] }));
    expect(values(history, 'breakers', node(0))).toEqual([null, null, null]);
    expect(values(history, 'breakers', CLUSTER)).toEqual([null, null, null]);
    expect(values(history, 'breakers.tripped', CLUSTER)).toEqual([null, null, null]);
    expect(values(history, 'get.rate', CLUSTER)).toEqual([null, 8, 8]);
  });

  it('draws no line across a pause: a gap, then rates start afresh', () => {
    const history = new MetricsHistory({ intervalSeconds: INTERVAL });
    for (const step of [0, 1, 2]) history.append(sampleAt(step));
    history.appendGap(START + 12_500);
    for (const step of [6, 7]) history.append(sampleAt(step));
    const [times, indexing] = history.chartData(chart('indexing.rate'), CLUSTER, ALL);
    expect(times).toHaveLength(6);
    expect(indexing).toEqual([null, 40, 40, null, null, 40]);
    const [, latency] = history.chartData(chart('indexing.latency'), node(0), ALL);
    expect(latency).toEqual([null, 0.5, 0.5, null, null, 0.5]);
    expect(values(history, 'jvm.heap', node(0))[3]).toBeNull();
  });
});

describe('MetricsHistory latencies and cluster values', () => {
  it('draws no latency when no operation ran, and weighs the cluster’s by operations', () => {
    const idle = run(2, () => ({
      perStep: { 'indexing.index_total': 0, 'indexing.index_time': 0 },
    }));
    expect(values(idle, 'indexing.latency', node(0))).toEqual([null, null, null]);
    expect(values(idle, 'indexing.latency', CLUSTER)).toEqual([null, null, null]);

    // node-0: 100 operations in 50 ms (0.5 ms); node-1: 300 in 450 ms (1.5 ms).
    const busy = run(1, () => ({
      values: (_node, index, step) =>
        index === 1
          ? { 'indexing.index_total': 2000 + 300 * step, 'indexing.index_time': 1000 + 450 * step }
          : {},
    }));
    expect(busy.latest('indexing.latency', node(0))).toBe(0.5);
    expect(busy.latest('indexing.latency', node(1))).toBe(1.5);
    expect(busy.latest('indexing.latency', CLUSTER)).toBe(1.25);
  });

  it('sums sizes, takes the highest percent and the mean CPU', () => {
    const history = run(0, () => ({
      values: (_node, index) => ({
        'jvm.heap_used': (index === 0 ? 0.25 : 0.75) * 1024 ** 3,
        'os.cpu.percent': index === 0 ? 10 : 30,
      }),
    }));
    expect(history.latest('jvm.heap.used', CLUSTER)).toBe(1024 ** 3);
    expect(history.latest('jvm.heap.max', CLUSTER)).toBe(2 * 1024 ** 3);
    expect(history.latest('jvm.heap.percent', CLUSTER)).toBe(75);
    expect(history.latest('os.cpu.percent', CLUSTER)).toBe(20);
    expect(history.latest('fs.used', node(0))).toBe(40 * 1024 ** 3);
    expect(history.latest('nope', CLUSTER)).toBeNull();
    expect(history.latest('jvm.heap.used', { kind: 'node', id: 'gone' })).toBeNull();
  });
});

describe('MetricsHistory window', () => {
  it('keeps the newest slots once the ring is full, oldest first', () => {
    const history = new MetricsHistory({ intervalSeconds: INTERVAL, rangeSeconds: 20 });
    for (let step = 0; step < 10; step += 1) history.append(sampleAt(step));
    const [times, rates] = history.chartData(chart('indexing.rate'), CLUSTER, ALL);
    expect(times).toEqual([4, 5, 6, 7, 8, 9].map((step) => (START + step * 5000) / 1000));
    expect(rates).toEqual([40, 40, 40, 40, 40, 40]);
    expect(history.span()).toEqual({ from: START + 20_000, to: START + 45_000 });
    const range = { from: START + 30_000, to: START + 40_000 };
    expect(history.chartData(chart('indexing.rate'), CLUSTER, range)[0]).toHaveLength(3);
  });

  it('keeps what fits when the interval changes, and the rates go on', () => {
    const history = new MetricsHistory({ intervalSeconds: INTERVAL, rangeSeconds: 60 });
    for (let step = 0; step < 14; step += 1) history.append(sampleAt(step));
    const before = history.version;
    history.resize(20);
    expect(history.version).toBeGreaterThan(before);
    expect(history.intervalSeconds).toBe(20);
    expect(history.span()).toEqual({ from: START + 9 * 5000, to: START + 13 * 5000 });
    history.append(sampleAt(17));
    const [times, rates] = history.chartData(chart('indexing.rate'), node(0), ALL);
    expect(times).toHaveLength(5);
    expect(rates.at(-1)).toBe(20);
    expect(history.bytes()).toBe(estimateHistoryBytes(2, SERIES.length, 5));
    // The same nodes from one sample to the next: the same list. A node that joins: a new one,
    // and its share of the bytes.
    const nodes = history.nodes();
    history.append(sampleAt(18));
    expect(history.nodes()).toBe(nodes);
    history.append(sampleAt(19, { nodes: NODES.slice(0, 3) }));
    expect(history.nodes()).not.toBe(nodes);
    expect(history.nodes()).toHaveLength(3);
    expect(history.bytes()).toBe(estimateHistoryBytes(3, SERIES.length, 5));
  });

  it('takes over what another history held, sized for its own interval, and goes on from it', () => {
    const read = new MetricsHistory({ intervalSeconds: INTERVAL, rangeSeconds: 60 });
    for (let step = 0; step < 14; step += 1) read.append(sampleAt(step));
    const history = new MetricsHistory({ intervalSeconds: 20, rangeSeconds: 60 });
    const before = history.version;
    history.adopt(read.held(), INTERVAL);
    expect(history.version).toBeGreaterThan(before);
    expect(history.intervalSeconds).toBe(20);
    expect(history.span()).toEqual({ from: START + 9 * 5000, to: START + 13 * 5000 });
    history.append(sampleAt(17));
    expect(history.chartData(chart('indexing.rate'), node(0), ALL)[1].at(-1)).toBe(20);
    // Only while it holds nothing: the newer samples are not replaced.
    history.adopt(new MetricsHistory({ intervalSeconds: 20 }).held(), 20);
    expect(history.span()?.to).toBe(START + 17 * 5000);
  });

  it('gives each series its newest, lowest and highest value in a range, as its points show, the ring wrapped', () => {
    const history = new MetricsHistory({ intervalSeconds: INTERVAL, rangeSeconds: 60 });
    const empty = history.figures(chart('indexing.rate'), CLUSTER, ALL);
    expect(empty).toEqual({ points: 0, series: [{ now: null, min: null, max: null }] });
    for (let step = 0; step < 4; step += 1) history.append(sampleAt(step));
    history.appendGap(START + 4 * 5000);
    // On past the ring's end: the arrays are read in two runs.
    for (let step = 5; step < 20; step += 1) history.append(sampleAt(step));
    expect(history.span()?.from).toBeGreaterThan(START);
    const ranges = [ALL, { from: START + 60_000, to: START + 85_000 }];
    for (const id of ['indexing.rate', 'jvm.heap', 'cpu', 'disk', 'search.latency'])
      for (const scope of [CLUSTER, node(0), node(1)])
        for (const range of ranges) {
          const [times, ...drawn] = history.chartData(chart(id), scope, range);
          const points = drawn.map((values) => values.filter((value) => value !== null));
          expect(history.figures(chart(id), scope, range)).toEqual({
            points: times.length,
            series: points.map((values) => ({
              now: values.at(-1) ?? null,
              min: values.length ? Math.min(...values) : null,
              max: values.length ? Math.max(...values) : null,
            })),
          });
        }
  });

  it('holds no sample older than its newest, and starts empty', () => {
    const history = new MetricsHistory({ intervalSeconds: INTERVAL });
    expect(history.span()).toBeNull();
    expect(history.chartData(chart('cpu'), CLUSTER, ALL)).toEqual([[], [], []]);
    history.append(sampleAt(2));
    history.append(sampleAt(1));
    expect(history.span()).toEqual({ from: START + 10_000, to: START + 10_000 });
  });

  it('measures what it holds, an hour at 1 s on 50 nodes being about 29 MiB', () => {
    const history = run(1);
    expect(history.bytes()).toBe(estimateHistoryBytes(2, SERIES.length, 722));
    expect(estimateHistoryBytes(50, SERIES.length, 3602)).toBe(30_356_846);
  });
});

describe('MetricsHistory alerts', () => {
  const marks = diskWatermarks({});
  const GIB = 1024 ** 3;

  it('lists none below the thresholds', () => {
    const history = run(2, () => ({ values: () => ({ 'fs.available': 20 * GIB }) }));
    history.setWatermarks(marks);
    expect(history.alerts()).toEqual([]);
  });

  it('lists heap, rising rejections, a breaker near its limit and a disk past a watermark', () => {
    const history = run(1, () => ({
      perStep: { 'thread_pool.write.rejected': 10 },
      values: (_node, index) =>
        index === 0
          ? {
              'jvm.heap_used': 0.9 * GIB,
              'breaker.request.estimated': 0.6 * GIB * 0.95,
              'fs.available': 4 * GIB,
            }
          : {},
    }));
    expect(history.alerts().filter((alert) => alert.kind === 'disk')).toEqual([]);
    history.setWatermarks(marks);
    const alerts = history.alerts();
    const first = { nodeId: NODES[0].id, nodeName: 'node-0' };
    expect(alerts).toEqual([
      { kind: 'heap', ...first, value: expect.closeTo(90, 3), limit: 85 },
      { kind: 'rejections', ...first, value: 2, limit: 0, detail: 'write' },
      { kind: 'breaker', ...first, value: expect.closeTo(95, 3), limit: 90, detail: 'request' },
      { kind: 'disk', ...first, value: 96, limit: 'flood' },
      {
        kind: 'rejections',
        nodeId: NODES[1].id,
        nodeName: 'node-1',
        value: 2,
        limit: 0,
        detail: 'write',
      },
    ]);
    expect(history.alerts()).toBe(alerts);
    // Worked out again (a change) to the same: still the same list, so no view renders for it.
    history.setWatermarks({ ...marks });
    expect(history.alerts()).toBe(alerts);
  });

  it('keeps the newest sample’s alerts through a gap, and lists no node that left', () => {
    const history = run(1, () => ({ values: () => ({ 'jvm.heap_used': 0.9 * GIB }) }));
    history.appendGap(START + 7000);
    expect(history.alerts()).toHaveLength(2);
    history.append(
      sampleAt(2, { nodes: NODES.slice(0, 1), values: () => ({ 'jvm.heap_used': 0.9 * GIB }) }),
    );
    expect(history.alerts().map((alert) => alert.nodeName)).toEqual(['node-0']);
  });
});

describe('MetricsHistory CSV', () => {
  it('writes a row per sample for the cluster and each node, quoting odd names', () => {
    const odd = [{ ...NODES[0], name: 'hot,"a"' }, NODES[1]];
    const history = new MetricsHistory({ intervalSeconds: INTERVAL });
    history.append(sampleAt(0, { nodes: odd }));
    history.appendGap(START + 2000);
    history.append(sampleAt(1, { nodes: odd.slice(0, 1) }));
    const lines = history.csv(ALL).split('\r\n');
    expect(lines[0]).toBe(['time', 'node', ...SERIES.map((series) => series.id)].join(','));
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      '2026-01-01T00:00:00.000Z,_cluster',
      '2026-01-01T00:00:00.000Z,"hot',
      '2026-01-01T00:00:00.000Z,node-1',
      '2026-01-01T00:00:05.000Z,_cluster',
      '2026-01-01T00:00:05.000Z,"hot',
      '',
    ]);
    expect(lines[2].startsWith('2026-01-01T00:00:00.000Z,"hot,""a""",,')).toBe(true);
    const header = lines[0].split(',');
    const cell = (line: string, id: string) => line.split(',')[header.indexOf(id)];
    // The gap between the samples: no rate at the second, the gauges as read.
    expect(cell(lines[4], 'indexing.rate')).toBe('');
    expect(cell(lines[4], 'os.load1m')).toBe('1.5');
    expect(cell(lines[1], 'jvm.heap.max')).toBe(String(2 * 1024 ** 3));
    expect(history.csv({ from: START + 1, to: START + 4000 })).toBe(`${lines[0]}\r\n`);
  });
});
