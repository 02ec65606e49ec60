// Keeps where each interrupted copy stands in the browser (IndexedDB), so a copy cut short by a
// closed tab, a crash, a failure on either side or a cancel can go on from its last page written.
// One record per source cluster (by its uuid), source index, destination cluster (by its
// address) and destination index: a copy of the same source into the same place replaces it.
// Records are kept as JSON text, so that the numbers of sort values and queries too large for a
// double come back exact; each one read back is checked (parseCopyCheckpoint).
import type { DBSchema } from 'idb';
import { COPIES_DB_NAME } from '../../../engine/clusterDb';
import { parseJson, stringifyJson } from '../../../lib/json';
import { sharedDb } from '../../../lib/sharedDb';
import { copyKey, parseCopyCheckpoint, type CopyCheckpoint, type CopyKey } from './copyCheckpoint';

const STORE = 'checkpoints';

/** A saved copy with the source cluster it belongs to. */
interface StoredCopy {
  cluster: string;
  /** The checkpoint as JSON text. */
  text: string;
}

interface CopiesDbSchema extends DBSchema {
  checkpoints: {
    key: CopyKey;
    value: StoredCopy;
    indexes: { cluster: string };
  };
}

const openCopiesDb = sharedDb<CopiesDbSchema>(COPIES_DB_NAME, 1, (db) => {
  db.createObjectStore(STORE).createIndex('cluster', 'cluster');
});

function readStored(stored: StoredCopy): CopyCheckpoint | null {
  if (typeof stored.text !== 'string') return null;
  try {
    return parseCopyCheckpoint(parseJson(stored.text));
  } catch {
    return null;
  }
}

export async function saveCopyCheckpoint(
  clusterKey: string,
  checkpoint: CopyCheckpoint,
): Promise<void> {
  const db = await openCopiesDb();
  const stored = { cluster: clusterKey, text: stringifyJson(checkpoint) };
  await db.put(STORE, stored, copyKey(clusterKey, checkpoint));
}

/** The copies from this cluster that stopped before their end, the latest first. */
export async function listCopyCheckpoints(clusterKey: string): Promise<CopyCheckpoint[]> {
  const db = await openCopiesDb();
  const stored = await db.getAllFromIndex(STORE, 'cluster', clusterKey);
  return stored
    .map(readStored)
    .filter((checkpoint): checkpoint is CopyCheckpoint => checkpoint !== null)
    .sort((a, b) => b.savedAt - a.savedAt);
}

export async function deleteCopyCheckpoint(key: CopyKey): Promise<void> {
  const db = await openCopiesDb();
  await db.delete(STORE, key);
}
