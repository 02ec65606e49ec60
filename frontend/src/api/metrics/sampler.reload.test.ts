import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { deleteAllAppDatabases } from '../../engine/clusterDb';
import { CHARTS } from '../../engine/metrics/catalogue';
import { nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { installFakeFetch, jsonResponse, pathOf, TEST_TARGET } from '../testFetch';
import { MetricsSampler } from './sampler';
import type { PageVisibility } from './samplerTypes';

const T0 = 1_700_000_000_000;
const SHOWN: PageVisibility = { hidden: () => false, onChange: () => () => undefined };

beforeEach(() => {
  // IndexedDB (fake-indexeddb) runs its work on setImmediate, which stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
  let step = 0;
  installFakeFetch((request) =>
    pathOf(request.url).includes('_nodes/stats')
      ? jsonResponse(nodeStatsAnswer({ nodes: 2, step: step++, start: Date.now() }))
      : jsonResponse({}),
  );
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await deleteAllAppDatabases();
});

/** Node's setImmediate, which the fake timers leave real (the app's types do not name it). */
const nextTurn = (globalThis as unknown as { setImmediate: (run: () => void) => void })
  .setImmediate;

/** Lets IndexedDB finish what it was given (it works on real macrotasks). */
async function settle() {
  for (let turn = 0; turn < 20; turn++) await new Promise<void>((resolve) => nextTurn(resolve));
}

/** Lets `ms` pass on the page's clock, half a second at a time, IndexedDB keeping up. */
async function pass(ms: number) {
  await settle();
  for (let passed = 0; passed < ms; passed += 500) {
    await vi.advanceTimersByTimeAsync(Math.min(500, ms - passed));
    await settle();
  }
}

it('shows the kept hour again after a reload, with a gap before the new samples', async () => {
  const before = new MetricsSampler({ visibility: SHOWN });
  before.configure({ keepHistory: true });
  const stop = before.subscribe(TEST_TARGET, vi.fn());
  await pass(10_000);
  stop();
  await pass(50_000);
  // A new page, a minute after the first sample.
  const after = new MetricsSampler({ visibility: SHOWN });
  after.configure({ keepHistory: true });
  after.subscribe(TEST_TARGET, vi.fn());
  await pass(0);
  const history = after.snapshot(TEST_TARGET)!.history;
  expect(history.span()?.from).toBe(T0);
  expect(history.span()?.to).toBeGreaterThanOrEqual(T0 + 60_000);
  expect(history.nodes().map((node) => node.name)).toEqual(['node-0', 'node-1']);
  // Indexing rates between the kept samples; none drawn across the reload.
  const chart = CHARTS.find((each) => each.id === 'indexing.rate')!;
  const [times, rates] = history.chartData(chart, { kind: 'cluster' }, history.span()!);
  const at = (second: number) => rates[times.indexOf(second)];
  expect(at(T0 / 1000 + 5)).toBeGreaterThan(0);
  expect(at(T0 / 1000 + 10)).toBeGreaterThan(0);
  expect(at(T0 / 1000 + 60)).toBeNull();
});
