import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAllAppDatabases, listAppDatabases, METRICS_DB_NAME } from '../../engine/clusterDb';
import { METRIC_FIELDS } from '../../engine/metrics/catalogue';
import { nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { readNodeStats } from '../../engine/metrics/readSample';
import {
  indexedDbSampleStore as store,
  LOAD_PAGE,
  readHourHere,
  type SampleStore,
  type StoredEntry,
} from './sampleStore';

const CLUSTER = 'http://es.test:9200/';
const T0 = 1_700_000_000_000;

function sampleAt(time: number, step = 0): StoredEntry {
  return { kind: 'sample', sample: readNodeStats(nodeStatsAnswer({ nodes: 2, step }), time) };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteAllAppDatabases();
});

/** Every entry `load` hands over, its pages joined. */
async function loadAll(cluster: string, since: number): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = [];
  await store.load(cluster, since, (page) => {
    entries.push(...page);
    return true;
  });
  return entries;
}

describe('the kept hour of samples', () => {
  it('reads back the samples and gaps written, oldest first, with their values', async () => {
    const first = sampleAt(T0, 1);
    const second = sampleAt(T0 + 10_000, 2);
    await store.save(CLUSTER, second);
    await store.save(CLUSTER, first);
    await store.save(CLUSTER, { kind: 'gap', time: T0 + 5000 });
    const entries = await loadAll(CLUSTER, T0);
    expect(entries).toEqual([first, { kind: 'gap', time: T0 + 5000 }, second]);
    const node = entries[0].kind === 'sample' ? entries[0].sample.nodes[0] : null;
    expect(node?.values).toBeInstanceOf(Float64Array);
    expect(await listAppDatabases()).toContain(METRICS_DB_NAME);
  });

  it("writes a sample's values in one array, and reads records that hold them node by node too", async () => {
    const written = sampleAt(T0, 1);
    await store.save(CLUSTER, written);
    const db = await openDB(METRICS_DB_NAME, 1);
    const record = (await db.get('samples', [CLUSTER, T0])) as {
      fields: string;
      nodes: object[];
      values: Float64Array;
    };
    expect(record.values).toBeInstanceOf(Float64Array);
    expect(record.values).toHaveLength(2 * METRIC_FIELDS.length);
    expect(record.nodes.every((node) => !('values' in node))).toBe(true);
    // As written before the values were one array: each node with its own.
    const nodeByNode = sampleAt(T0 + 1000, 2);
    if (nodeByNode.kind !== 'sample') throw new Error('a sample');
    const { time, nodes } = nodeByNode.sample;
    await db.put('samples', { cluster: CLUSTER, time, fields: record.fields, nodes }, [
      CLUSTER,
      time,
    ]);
    db.close();
    expect(await loadAll(CLUSTER, 0)).toEqual([written, nodeByNode]);
  });

  it('reads only the cluster asked for, since the time asked', async () => {
    await store.save(CLUSTER, sampleAt(T0));
    await store.save(CLUSTER, sampleAt(T0 + 5000));
    await store.save('http://other.test:9200/', sampleAt(T0 + 5000));
    const entries = await loadAll(CLUSTER, T0 + 1);
    expect(entries.map((entry) => (entry.kind === 'sample' ? entry.sample.time : 0))).toEqual([
      T0 + 5000,
    ]);
  });

  it('removes what is older than the time given, and all of a cluster on clearing', async () => {
    await store.save(CLUSTER, sampleAt(T0));
    await store.save(CLUSTER, { kind: 'gap', time: T0 + 5000 });
    await store.save(CLUSTER, sampleAt(T0 + 10_000));
    await store.prune(CLUSTER, T0 + 5000);
    expect((await loadAll(CLUSTER, 0)).map((entry) => entry.kind)).toEqual(['gap', 'sample']);
    await store.clear(CLUSTER);
    expect(await loadAll(CLUSTER, 0)).toEqual([]);
  });

  it('leaves out, with a warning, a damaged record or one of another catalogue', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = sampleAt(T0 + 3000);
    await store.save(CLUSTER, good);
    const db = await openDB(METRICS_DB_NAME, 1);
    const fields = (await db.get('samples', [CLUSTER, T0 + 3000])) as { fields: string };
    await db.put('samples', { cluster: CLUSTER, time: T0, fields: 'other', nodes: [] }, [
      CLUSTER,
      T0,
    ]);
    await db.put(
      'samples',
      { cluster: CLUSTER, time: T0 + 1000, fields: fields.fields, nodes: [{ id: 'a' }] },
      [CLUSTER, T0 + 1000],
    );
    await db.put('samples', 'not a record', [CLUSTER, T0 + 2000]);
    // Values for fewer fields than the nodes have.
    const stored = (await db.get('samples', [CLUSTER, T0 + 3000])) as { values: Float64Array };
    await db.put('samples', { ...stored, time: T0 + 2500, values: stored.values.subarray(1) }, [
      CLUSTER,
      T0 + 2500,
    ]);
    db.close();
    expect(await loadAll(CLUSTER, 0)).toEqual([good]);
    expect(warn).toHaveBeenCalledWith(
      'Live metrics: 4 stored samples could not be read and were left out.',
    );
  });

  it('hands the entries over a page at a time, in order, and stops when told', async () => {
    const times = Array.from({ length: 2 * LOAD_PAGE + 5 }, (_, index) => T0 + index * 1000);
    for (const time of times) await store.save(CLUSTER, { kind: 'gap', time });
    const pages: number[][] = [];
    await store.load(CLUSTER, 0, (page) => {
      pages.push(page.map((entry) => (entry.kind === 'gap' ? entry.time : 0)));
      return true;
    });
    expect(pages.map((page) => page.length)).toEqual([LOAD_PAGE, LOAD_PAGE, 5]);
    expect(pages.flat()).toEqual(times);
    let handed = 0;
    await store.load(CLUSTER, 0, () => {
      handed += 1;
      return false;
    });
    expect(handed).toBe(1);
  });
});

describe('the kept hour read into a history', () => {
  const SLOTS = { intervalSeconds: 1, rangeSeconds: 3600 };

  /** A store that hands over `pages` one per second, then waits until `finish` is called. */
  function slowStore(pages: StoredEntry[][]) {
    let finish = () => {};
    const takes: boolean[] = [];
    const slow: Pick<SampleStore, 'load'> = {
      async load(_cluster, _since, take) {
        for (const page of pages) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          takes.push(take(page));
        }
        await new Promise<void>((resolve) => (finish = resolve));
      },
    };
    return { slow, takes, finish: () => finish() };
  }

  it('holds the samples and gaps read, in slots of the shape asked', async () => {
    await store.save(CLUSTER, sampleAt(T0, 1));
    await store.save(CLUSTER, { kind: 'gap', time: T0 + 1000 });
    await store.save(CLUSTER, sampleAt(T0 + 2000, 2));
    const hour = await readHourHere(store, CLUSTER, T0, SLOTS, new AbortController().signal);
    expect(hour.read).toBe(3);
    expect(hour.intervalSeconds).toBe(1);
    expect(hour.ring.capacity).toBe(3602);
    expect(hour.ring.count).toBe(3);
    expect(Array.from(hour.ring.times.subarray(0, 3))).toEqual([T0, T0 + 1000, T0 + 2000]);
    expect(Array.from(hour.ring.gap.subarray(0, 3))).toEqual([0, 1, 0]);
    expect([...hour.ring.tracks.values()].map((track) => track.name)).toEqual(['node-0', 'node-1']);
  });

  it('takes no page once aborted, and rejects with the reason', async () => {
    vi.useFakeTimers();
    try {
      const { slow, takes } = slowStore([
        [sampleAt(T0)],
        [sampleAt(T0 + 1000)],
        [sampleAt(T0 + 5000)],
      ]);
      const reading = new AbortController();
      const read = readHourHere(slow, CLUSTER, T0, SLOTS, reading.signal);
      const failed = expect(read).rejects.toThrow('given up');
      await vi.advanceTimersByTimeAsync(2500);
      reading.abort(new Error('given up'));
      await vi.advanceTimersByTimeAsync(1500);
      await failed;
      // The store was told it is no longer wanted when it handed over its third page.
      expect(takes).toEqual([true, true, false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves when the store finishes', async () => {
    vi.useFakeTimers();
    try {
      const { slow, finish } = slowStore([[sampleAt(T0)]]);
      const read = readHourHere(slow, CLUSTER, T0, SLOTS, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(1500);
      finish();
      await expect(read).resolves.toMatchObject({ read: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});
