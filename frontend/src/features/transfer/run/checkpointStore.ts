// Keeps the checkpoint of each interrupted import in the browser (IndexedDB), so an import cut
// short by a closed tab, a lost connection or a cancel can resume where its last acknowledged body
// ended. One checkpoint per cluster (by its uuid) and file (by name and size): picking the same
// file again finds it, and the file's differences, if any, come from fileDifferences. Checkpoints
// read back are checked field by field; a damaged one is left out, never half used.
import type { DBSchema } from 'idb';
import { IMPORTS_DB_NAME } from '../../../engine/clusterDb';
import {
  parseCheckpoint,
  type Checkpoint,
  type FileFingerprint,
} from '../../../lib/transfer/checkpoint';
import { sharedDb } from '../../../lib/sharedDb';

const STORE = 'checkpoints';

/** A stored checkpoint with the cluster it belongs to. */
interface StoredCheckpoint {
  cluster: string;
  checkpoint: unknown;
}

interface ImportsDbSchema extends DBSchema {
  checkpoints: {
    /** [cluster uuid, file name, file size] */
    key: [string, string, number];
    value: StoredCheckpoint;
    indexes: { cluster: string };
  };
}

const openImportsDb = sharedDb<ImportsDbSchema>(IMPORTS_DB_NAME, 1, (db) => {
  db.createObjectStore(STORE).createIndex('cluster', 'cluster');
});

function keyOf(clusterKey: string, file: Pick<FileFingerprint, 'name' | 'size'>) {
  return [clusterKey, file.name, file.size] as [string, string, number];
}

export async function saveCheckpoint(clusterKey: string, checkpoint: Checkpoint): Promise<void> {
  const db = await openImportsDb();
  await db.put(STORE, { cluster: clusterKey, checkpoint }, keyOf(clusterKey, checkpoint.file));
}

/** The checkpoint of a file of the same name and size on this cluster, or null. */
export async function findCheckpoint(
  clusterKey: string,
  file: FileFingerprint,
): Promise<Checkpoint | null> {
  const db = await openImportsDb();
  const stored = await db.get(STORE, keyOf(clusterKey, file));
  return stored ? parseCheckpoint(stored.checkpoint) : null;
}

/** This cluster's checkpoints, the latest first. */
export async function listCheckpoints(clusterKey: string): Promise<Checkpoint[]> {
  const db = await openImportsDb();
  const stored = await db.getAllFromIndex(STORE, 'cluster', clusterKey);
  return stored
    .map((each) => parseCheckpoint(each.checkpoint))
    .filter((checkpoint): checkpoint is Checkpoint => checkpoint !== null)
    .sort((a, b) => b.savedAt - a.savedAt);
}

export async function deleteCheckpoint(clusterKey: string, file: FileFingerprint): Promise<void> {
  const db = await openImportsDb();
  await db.delete(STORE, keyOf(clusterKey, file));
}
