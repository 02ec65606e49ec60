import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartById } from './catalogue';
import { MetricsHistory } from './history';
import { fixtureNodes, nodeStatsAnswer } from './nodeStats.fixture';
import { readNodeStats } from './readSample';
import type { ChartData, ChartDef, MetricsScope, TimeRange } from './types';

const START = Date.UTC(2026, 0, 1);
const INTERVAL = 5;
const NODES = fixtureNodes(2);
const CLUSTER: MetricsScope = { kind: 'cluster' };
const chart = (id: string): ChartDef => chartById(id)!;

/** The sample of step `step` with the nodes given, taken when the page's clock says so. */
function sampleAt(step: number, nodes = NODES) {
  vi.setSystemTime(START + step * INTERVAL * 1000);
  const answer = nodeStatsAnswer({ nodes, step, start: START, stepMs: INTERVAL * 1000 });
  return readNodeStats(answer, Date.now());
}

/** What a step does to the history: a sample, a gap, a node gone, the interval changed. */
function stepOf(history: MetricsHistory, step: number): void {
  if (step === 9 || step === 10) history.appendGap(START + step * INTERVAL * 1000);
  else if (step >= 14 && step < 30) history.append(sampleAt(step, NODES.slice(0, 1)));
  else history.append(sampleAt(step));
  if (step === 40) history.resize(INTERVAL * 2);
}

/** The ranges a screen asks for at `step`: the last 30 s, everything, and a zoom that stays. */
function rangesAt(step: number): Record<string, TimeRange> {
  const now = START + step * INTERVAL * 1000;
  return {
    last30s: { from: now - 30_000, to: now },
    all: { from: 0, to: Number.MAX_SAFE_INTEGER },
    zoom: { from: START + 60_000, to: START + 90_000 },
  };
}

const CHARTS = ['indexing.rate', 'jvm.heap', 'cpu', 'disk'].map(chart);
const SCOPES: MetricsScope[] = [
  CLUSTER,
  ...NODES.map((node) => ({ kind: 'node' as const, id: node.id })),
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chart points moved along with the samples', () => {
  it('gives what a fresh read gives at every sample: gaps, a ring wrapped, a node gone and back, a new interval', () => {
    // A minute held: the ring wraps every 14 slots.
    const history = new MetricsHistory({ intervalSeconds: INTERVAL, rangeSeconds: 60 });
    const keepers = new Map<string, object>();
    let moved = 0;
    let previous = new Map<string, ChartData>();
    for (let step = 0; step < 60; step += 1) {
      stepOf(history, step);
      const given = new Map<string, ChartData>();
      for (const [rangeName, range] of Object.entries(rangesAt(step)))
        for (const def of CHARTS)
          for (const scope of SCOPES) {
            const key = `${rangeName} ${def.id} ${scope.kind === 'node' ? scope.id : ''}`;
            if (!keepers.has(key)) keepers.set(key, {});
            const data = history.chartData(def, scope, range, keepers.get(key));
            expect(data, `${key} at step ${step}`).toEqual(history.chartData(def, scope, range));
            if (data[0] === previous.get(key)?.[0]) moved += 1;
            given.set(key, data);
          }
      previous = given;
    }
    // Most reads moved the arrays they had rather than copying every point again.
    expect(moved).toBeGreaterThan((60 * 3 * CHARTS.length * SCOPES.length) / 2);
  });

  it('gives a new tuple each time, so that a view sees the change, and nothing moves without a keeper', () => {
    const history = new MetricsHistory({ intervalSeconds: INTERVAL, rangeSeconds: 60 });
    const keeper = {};
    for (let step = 0; step < 3; step += 1) history.append(sampleAt(step));
    const range = rangesAt(2).all;
    const first = history.chartData(chart('cpu'), CLUSTER, range, keeper);
    const plain = history.chartData(chart('cpu'), CLUSTER, range);
    history.append(sampleAt(3));
    const second = history.chartData(chart('cpu'), CLUSTER, range, keeper);
    expect(second).not.toBe(first);
    expect(second[0]).toBe(first[0]);
    expect(second[0]).toHaveLength(4);
    expect(plain[0]).toHaveLength(3);
  });
});
