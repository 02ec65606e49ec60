import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { COPIES_DB_NAME, deleteAllAppDatabases, listAppDatabases } from '../../../engine/clusterDb';
import { LosslessNumber, stringifyJson } from '../../../lib/json';
import { NO_COUNTS } from '../../../lib/transfer/rejects';
import { copyKey, type CopyCheckpoint } from './copyCheckpoint';
import {
  deleteCopyCheckpoint,
  listCopyCheckpoints,
  saveCopyCheckpoint,
} from './copyCheckpointStore';

function checkpoint(index: string, savedAt: number, documents = 2000): CopyCheckpoint {
  return {
    setup: {
      index,
      query: { term: { account: new LosslessNumber('9007199254740993') } },
      target: { name: `${index}-copy`, dataStream: false },
      keepIds: true,
      batchBytes: 5_000_000,
      concurrency: 2,
      slices: 2,
      pageSize: 1000,
      createIndex: { name: `${index}-copy`, body: { mappings: { properties: {} } } },
    },
    destination: { uri: 'http://backup.test:9200', name: 'backup' },
    // A sort value beyond what a double holds exactly, and a slice not read yet.
    resume: { position: [[new LosslessNumber('18446744073709551615')], null], documents },
    counts: { ...NO_COUNTS, sent: documents, created: documents - 1, rejected: 1 },
    savedAt,
  };
}

/** Writes a record as the store would, whatever it holds. */
async function putRaw(cluster: string, value: unknown, name: string) {
  const db = await openDB(COPIES_DB_NAME, 1);
  const text = typeof value === 'string' ? value : stringifyJson(value);
  await db.put('checkpoints', { cluster, text }, [cluster, name, 'http://backup.test:9200', 'x']);
  db.close();
}

afterEach(async () => {
  await deleteAllAppDatabases();
});

describe('the saved copies', () => {
  it("reads back a cluster's copies as saved, big numbers exact, the latest first", async () => {
    await saveCopyCheckpoint('cluster-a', checkpoint('old', 1));
    await saveCopyCheckpoint('cluster-a', checkpoint('new', 3));
    await saveCopyCheckpoint('cluster-b', checkpoint('other', 2));
    const saved = await listCopyCheckpoints('cluster-a');
    expect(saved).toEqual([checkpoint('new', 3), checkpoint('old', 1)]);
    expect(stringifyJson(saved[0].resume.position)).toBe('[[18446744073709551615],null]');
    expect(stringifyJson(saved[0].setup.query)).toBe('{"term":{"account":9007199254740993}}');
  });

  it('keeps one copy per source and destination: saved again, it moves on', async () => {
    await saveCopyCheckpoint('cluster-a', checkpoint('logs', 1, 1000));
    await saveCopyCheckpoint('cluster-a', checkpoint('logs', 2, 3000));
    expect(await listCopyCheckpoints('cluster-a')).toEqual([checkpoint('logs', 2, 3000)]);
  });

  it('forgets a copy once deleted', async () => {
    const saved = checkpoint('logs', 1);
    await saveCopyCheckpoint('cluster-a', saved);
    await saveCopyCheckpoint('cluster-a', checkpoint('other', 2));
    await deleteCopyCheckpoint(copyKey('cluster-a', saved));
    expect(await listCopyCheckpoints('cluster-a')).toEqual([checkpoint('other', 2)]);
  });

  const good = checkpoint('logs', 1);
  it.each([
    ['not JSON', '{"setup":'],
    [
      'a position for another number of slices',
      { ...good, resume: { ...good.resume, position: [null] } },
    ],
    [
      'a slice that is not a list of sort values',
      { ...good, resume: { ...good.resume, position: [5, null] } },
    ],
    ['more slices than a copy reads', { ...good, setup: { ...good.setup, slices: 9 } }],
    ['no destination cluster', { ...good, destination: { name: 'backup' } }],
    ['a query that is not an object', { ...good, setup: { ...good.setup, query: 'match_all' } }],
    ['no counts (an older record)', { ...good, counts: undefined }],
    ['a negative document count', { ...good, resume: { ...good.resume, documents: -1 } }],
  ])('leaves out a record with %s', async (_, damaged) => {
    await saveCopyCheckpoint('cluster-a', good);
    await putRaw('cluster-a', damaged, 'damaged');
    expect(await listCopyCheckpoints('cluster-a')).toEqual([good]);
  });

  it("goes with the app's other databases when they are all deleted", async () => {
    await saveCopyCheckpoint('cluster-a', checkpoint('logs', 1));
    expect(await listAppDatabases()).toContain(COPIES_DB_NAME);
    await deleteAllAppDatabases();
    expect(await listCopyCheckpoints('cluster-a')).toEqual([]);
  });
});
