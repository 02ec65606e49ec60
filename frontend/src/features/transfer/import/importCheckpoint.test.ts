import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteAllAppDatabases } from '../../../engine/clusterDb';
import type { Checkpoint } from '../../../lib/transfer/checkpoint';
import { NO_COUNTS } from '../../../lib/transfer/rejects';
import { saveCheckpoint } from '../run/checkpointStore';
import { formatOf } from '../run/runTesting';
import { checkpointKey, checkpointOffer } from './importCheckpoint';

const CHECKPOINT: Checkpoint = {
  file: { name: 'books.ndjson', size: 1000, lastModified: 5 },
  position: { line: 41, offset: 400 },
  counts: { ...NO_COUNTS, sent: 40, created: 40 },
  target: { name: 'books', dataStream: false },
  format: formatOf('ndjson'),
  savedAt: 10,
};

afterEach(async () => {
  await deleteAllAppDatabases();
});

describe('the checkpoint a chosen file may go on from', () => {
  it('is kept under the cluster uuid, or its address while the uuid is unknown', () => {
    expect(checkpointKey({ uuid: 'c0ffee', uri: 'http://es:9200/' })).toBe('c0ffee');
    expect(checkpointKey({ uuid: '', uri: 'http://es:9200/' })).toBe('http://es:9200/');
  });

  it('offers to go on with the same file, on its own cluster only', async () => {
    await saveCheckpoint('c0ffee', CHECKPOINT);
    expect(await checkpointOffer('c0ffee', CHECKPOINT.file)).toEqual({
      kind: 'resume',
      checkpoint: CHECKPOINT,
    });
    expect(await checkpointOffer('other', CHECKPOINT.file)).toBeNull();
    expect(
      await checkpointOffer('c0ffee', { ...CHECKPOINT.file, name: 'other.ndjson' }),
    ).toBeNull();
  });

  it('says what differs in a file of the same name', async () => {
    await saveCheckpoint('c0ffee', CHECKPOINT);
    const changed = { name: 'books.ndjson', size: 1200, lastModified: 9 };
    expect(await checkpointOffer('c0ffee', changed)).toEqual({
      kind: 'differs',
      checkpoint: CHECKPOINT,
      differences: ['size', 'lastModified'],
    });
    const touched = { ...CHECKPOINT.file, lastModified: 9 };
    expect(await checkpointOffer('c0ffee', touched)).toMatchObject({
      differences: ['lastModified'],
    });
  });
});
