import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteAllAppDatabases,
  IMPORTS_DB_NAME,
  listAppDatabases,
} from '../../../engine/clusterDb';
import { fileDifferences, type Checkpoint } from '../../../lib/transfer/checkpoint';
import { NO_COUNTS } from '../../../lib/transfer/rejects';
import {
  deleteCheckpoint,
  findCheckpoint,
  listCheckpoints,
  saveCheckpoint,
} from './checkpointStore';
import { formatOf } from './runTesting';

function checkpoint(name: string, savedAt: number, offset = 100): Checkpoint {
  return {
    file: { name, size: 1000, lastModified: 5 },
    position: { line: 10, offset },
    counts: { ...NO_COUNTS, sent: 9, created: 9 },
    target: { name: 'logs', dataStream: false },
    format: formatOf('ndjson'),
    savedAt,
  };
}

afterEach(async () => {
  await deleteAllAppDatabases();
});

describe('the checkpoints of interrupted imports', () => {
  it('finds the checkpoint of a file picked again, telling what differs', async () => {
    await saveCheckpoint('cluster-a', checkpoint('logs.ndjson', 1));
    await saveCheckpoint('cluster-a', checkpoint('logs.ndjson', 2, 400));
    const picked = { name: 'logs.ndjson', size: 1000, lastModified: 9 };
    const found = await findCheckpoint('cluster-a', picked);
    expect(found).toEqual(checkpoint('logs.ndjson', 2, 400));
    expect(fileDifferences(found as Checkpoint, picked)).toEqual(['lastModified']);
    expect(await findCheckpoint('cluster-a', { ...picked, size: 999 })).toBeNull();
    expect(await findCheckpoint('cluster-b', picked)).toBeNull();
  });

  it("lists a cluster's checkpoints, the latest first", async () => {
    await saveCheckpoint('cluster-a', checkpoint('old.ndjson', 1));
    await saveCheckpoint('cluster-a', checkpoint('new.ndjson', 3));
    await saveCheckpoint('cluster-b', checkpoint('other.ndjson', 2));
    const names = (await listCheckpoints('cluster-a')).map((each) => each.file.name);
    expect(names).toEqual(['new.ndjson', 'old.ndjson']);
  });

  it('forgets a checkpoint once deleted', async () => {
    const saved = checkpoint('logs.ndjson', 1);
    await saveCheckpoint('cluster-a', saved);
    await deleteCheckpoint('cluster-a', saved.file);
    expect(await findCheckpoint('cluster-a', saved.file)).toBeNull();
    expect(await listCheckpoints('cluster-a')).toEqual([]);
  });

  it('leaves out a damaged checkpoint', async () => {
    await saveCheckpoint('cluster-a', checkpoint('good.ndjson', 1));
    const db = await openDB(IMPORTS_DB_NAME, 1);
    const damaged = { ...checkpoint('bad.ndjson', 2), position: { line: 0, offset: -1 } };
    await db.put('checkpoints', { cluster: 'cluster-a', checkpoint: damaged }, [
      'cluster-a',
      'bad.ndjson',
      1000,
    ]);
    db.close();
    const names = (await listCheckpoints('cluster-a')).map((each) => each.file.name);
    expect(names).toEqual(['good.ndjson']);
    expect(await findCheckpoint('cluster-a', damaged.file)).toBeNull();
  });

  it("goes with the app's other databases when they are all deleted", async () => {
    const saved = checkpoint('logs.ndjson', 1);
    await saveCheckpoint('cluster-a', saved);
    expect(await listAppDatabases()).toContain(IMPORTS_DB_NAME);
    await deleteAllAppDatabases();
    expect(await findCheckpoint('cluster-a', saved.file)).toBeNull();
  });
});
