import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERIES } from '../../engine/metrics/catalogue';
import { emptyRing } from '../../engine/metrics/historyStore';
import { nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { readNodeStats } from '../../engine/metrics/readSample';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../testFetch';
import type { StatsReply, StatsRequest } from './stats.worker';

const ANSWER = nodeStatsAnswer({ nodes: 2 });
const NODES = readNodeStats(ANSWER, Number.NaN).nodes;

/** A stand-in for the page's worker: records what it is sent; the test answers for it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: StatsRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<StatsReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: StatsRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: StatsReply) {
    this.onmessage?.({ data } as MessageEvent<StatsReply>);
  }
}

/** The module afresh: its worker is started by its first sample. */
const load = async () => {
  vi.resetModules();
  return import('./nodeStats');
};

let fetched: () => number;

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  fetched = (() => {
    const { calls } = installFakeFetch(() => jsonResponse(ANSWER));
    return () => calls.length;
  })();
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete globalThis.shardscopeEarly;
});

describe('nodeStatsOffMainThread', () => {
  it("asks the page's one worker, with the address and credentials only, and hands back its nodes", async () => {
    const { nodeStatsOffMainThread } = await load();
    const first = nodeStatsOffMainThread(TEST_TARGET, new AbortController().signal, 'kept');
    const second = nodeStatsOffMainThread(
      { ...TEST_TARGET, name: 'x' },
      new AbortController().signal,
    );
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    // The first is to be stored by the worker under its cluster key, the second not.
    expect(worker.sent).toEqual([
      { id: 1, target: { uri: TEST_TARGET.uri, auth: TEST_TARGET.auth }, keepAs: 'kept' },
      { id: 2, target: { uri: TEST_TARGET.uri, auth: TEST_TARGET.auth }, keepAs: null },
    ]);
    const error = {
      kind: 'api',
      code: 'api',
      status: 403,
      statusText: '',
      message: 'no',
      body: null,
    };
    worker.reply({ id: 2, error } as StatsReply);
    worker.reply({ id: 1, nodes: NODES, storedAt: 1_700_000_000_000 });
    await expect(first).resolves.toEqual({ nodes: NODES, storedAt: 1_700_000_000_000 });
    await expect(second).rejects.toEqual(error);
    expect(fetched()).toBe(0);
  });

  it('tells the worker when a sample is no longer wanted, and rejects at once', async () => {
    const { nodeStatsOffMainThread } = await load();
    const request = new AbortController();
    const sample = nodeStatsOffMainThread(TEST_TARGET, request.signal);
    request.abort(new DOMException('stopped', 'AbortError'));
    await expect(sample).rejects.toThrow('stopped');
    const [worker] = FakeWorker.made;
    expect(worker.sent.at(-1)).toEqual({ id: 1, abort: true });
    // A late answer for it is dropped.
    worker.reply({ id: 1, nodes: NODES, storedAt: null });
  });

  it('asks on the main thread once the worker broke, what it owed and every later sample', async () => {
    const { nodeStatsOffMainThread } = await load();
    const owed = nodeStatsOffMainThread(TEST_TARGET, new AbortController().signal);
    const [worker] = FakeWorker.made;
    worker.onerror?.();
    expect(worker.terminated).toBe(true);
    const { nodes, storedAt } = await owed;
    expect(nodes.map((node) => node.name)).toEqual(['node-0', 'node-1']);
    // Read on the main thread, it is stored by the sampler.
    expect(storedAt).toBeNull();
    await nodeStatsOffMainThread(TEST_TARGET, new AbortController().signal);
    expect(fetched()).toBe(2);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it("asks on the main thread while the page's early answers wait to be taken, and without workers", async () => {
    globalThis.shardscopeEarly = { answers: {}, sentByApp: {} };
    let { nodeStatsOffMainThread } = await load();
    const read = await nodeStatsOffMainThread(TEST_TARGET, new AbortController().signal);
    expect(read).toEqual({ nodes: NODES, storedAt: null });
    expect(FakeWorker.made).toHaveLength(0);
    delete globalThis.shardscopeEarly;
    vi.stubGlobal('Worker', undefined);
    ({ nodeStatsOffMainThread } = await load());
    await nodeStatsOffMainThread(TEST_TARGET, new AbortController().signal);
    expect(fetched()).toBe(2);
  });
});

describe('readHourOffMainThread', () => {
  const SLOTS = { intervalSeconds: 5, rangeSeconds: 3600 };

  it("asks the page's worker for the stored hour and hands back the slots it moved", async () => {
    const { readHourOffMainThread } = await load();
    const hour = readHourOffMainThread('kept', 1_000, SLOTS, new AbortController().signal);
    const [worker] = FakeWorker.made;
    expect(worker.sent).toEqual([
      { id: 1, readHour: { cluster: 'kept', since: 1_000, slots: SLOTS } },
    ]);
    const ring = emptyRing(722, SERIES.length);
    worker.reply({ id: 1, hour: { ring, intervalSeconds: 5, read: 0 } });
    await expect(hour).resolves.toEqual({ ring, intervalSeconds: 5, read: 0 });
  });

  it('tells the worker when the hour is given up, and reads it on the main thread once it broke', async () => {
    const { readHourOffMainThread } = await load();
    const reading = new AbortController();
    const givenUp = readHourOffMainThread('kept', 0, SLOTS, reading.signal);
    reading.abort(new Error('no answer'));
    await expect(givenUp).rejects.toThrow('no answer');
    const [worker] = FakeWorker.made;
    expect(worker.sent.at(-1)).toEqual({ id: 1, abort: true });
    const owed = readHourOffMainThread('kept', 0, SLOTS, new AbortController().signal);
    worker.onerror?.();
    // Nothing stored under that key: an empty hour, sized as asked.
    const hour = await owed;
    expect(hour.read).toBe(0);
    expect(hour.ring.capacity).toBe(722);
  });
});
