import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAllAppDatabases } from '../../engine/clusterDb';
import { ringBuffers } from '../../engine/metrics/historyStore';
import { nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { readNodeStats } from '../../engine/metrics/readSample';
import type { StoredEntry } from './sampleStore';
import { indexedDbSampleStore } from './sampleStore';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../testFetch';
import type { StatsReply, StatsRequest } from './stats.worker';

const ANSWER = nodeStatsAnswer({ nodes: 2 });
const T0 = 1_700_000_000_000;

/** What the worker posts back, with what it moves. */
const posted: { reply: StatsReply; moved: Transferable[] }[] = [];

/** The worker's module in this page as in its own scope: `self` receives and posts. */
async function worker(): Promise<(request: StatsRequest) => void> {
  vi.resetModules();
  vi.stubGlobal('postMessage', (reply: StatsReply, moved: Transferable[] = []) =>
    posted.push({ reply, moved }),
  );
  await import('./stats.worker');
  const scope = self as unknown as { onmessage: (event: { data: StatsRequest }) => void };
  return (data) => scope.onmessage({ data });
}

async function storedEntries(cluster: string): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = [];
  await indexedDbSampleStore.load(cluster, 0, (page) => {
    entries.push(...page);
    return true;
  });
  return entries;
}

beforeEach(() => {
  posted.length = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  installFakeFetch(() => jsonResponse(ANSWER));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await deleteAllAppDatabases();
});

describe('stats worker', () => {
  it('stores the sample it read under the key it was given, before moving its values to the page', async () => {
    const ask = await worker();
    const target = { uri: TEST_TARGET.uri, auth: TEST_TARGET.auth };
    ask({ id: 1, target, keepAs: 'kept' });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const [{ reply, moved }] = posted;
    if (!('nodes' in reply)) throw new Error('no nodes');
    // The worker's clock when it read them (waiting moves the faked clock on).
    expect(reply.storedAt).toBeGreaterThanOrEqual(T0);
    expect(reply.nodes.map((node) => node.name)).toEqual(['node-0', 'node-1']);
    expect(moved).toEqual(reply.nodes.map((node) => node.values.buffer));
    const [entry] = await storedEntries('kept');
    if (entry?.kind !== 'sample') throw new Error('no sample stored');
    expect(entry.sample.time).toBe(reply.storedAt);
    expect(entry.sample.nodes.map((node) => Array.from(node.values))).toEqual(
      reply.nodes.map((node) => Array.from(node.values)),
    );
  });

  it('stores nothing when the page does not keep the hour', async () => {
    const ask = await worker();
    ask({ id: 2, target: { uri: TEST_TARGET.uri, auth: TEST_TARGET.auth }, keepAs: null });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].reply).toMatchObject({ id: 2, storedAt: null });
    expect(await storedEntries(TEST_TARGET.uri)).toEqual([]);
  });

  it('reads the stored hour into slots and moves their arrays to the page', async () => {
    await indexedDbSampleStore.save('kept', { kind: 'gap', time: T0 - 2000 });
    await indexedDbSampleStore.save('kept', {
      kind: 'sample',
      sample: readNodeStats(ANSWER, T0 - 1000),
    });
    const ask = await worker();
    const slots = { intervalSeconds: 1, rangeSeconds: 3600 };
    ask({ id: 3, readHour: { cluster: 'kept', since: T0 - 3_600_000, slots } });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const [{ reply, moved }] = posted;
    if (!('hour' in reply)) throw new Error('no hour');
    expect(reply.hour.read).toBe(2);
    expect(Array.from(reply.hour.ring.times.subarray(0, 2))).toEqual([T0 - 2000, T0 - 1000]);
    expect([...reply.hour.ring.tracks.keys()]).toHaveLength(2);
    expect(moved).toEqual(ringBuffers(reply.hour.ring));
    expect(moved).toContain(reply.hour.ring.cluster[0].buffer);
  });
});
