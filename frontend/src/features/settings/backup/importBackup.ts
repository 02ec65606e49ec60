// Applying a checked backup: local storage is replaced and each cluster's REST
// console tables are refilled. Nothing is lost: the previous contents are read first and put
// back if any step fails.
import { exportClusterDb, importClusterDb, type ClusterDbExport } from '../../../engine/clusterDb';
import { freezePersistence, thawPersistence } from '../../../lib/storage';
import type { Backup } from './backupFile';
import { replaceStorage, restoreStorage, snapshotStorage } from './backupStorage';

async function restoreDatabases(saved: ReadonlyMap<string, ClusterDbExport>): Promise<void> {
  for (const [uuid, records] of saved) {
    try {
      await importClusterDb(uuid, records);
    } catch (error) {
      console.error(`Backup: the records of cluster ${uuid} could not be put back`, error);
    }
  }
}

/**
 * Writes `backup`; on failure restores what was there and rethrows. On success the page must
 * load afresh: the app's state in memory is the old one, and writes of it stay frozen.
 */
export async function applyBackup(backup: Backup, storage: Storage): Promise<void> {
  const uuids = Object.keys(backup.idb);
  const savedDatabases = new Map<string, ClusterDbExport>();
  for (const uuid of uuids) savedDatabases.set(uuid, await exportClusterDb(uuid));
  const savedStorage = snapshotStorage(storage);
  // The app in memory must not write its old state over the imported one.
  freezePersistence();
  try {
    replaceStorage(storage, backup.store);
    for (const uuid of uuids) await importClusterDb(uuid, backup.idb[uuid]);
  } catch (error) {
    restoreStorage(storage, savedStorage);
    await restoreDatabases(savedDatabases);
    thawPersistence();
    throw error;
  }
}
