// Collecting a backup of everything this browser keeps for the app.
import { exportClusterDb, listAppDatabases, uuidOfDbName } from '../../../engine/clusterDb';
import type { ClusterDbExport } from '../../../engine/clusterDb';
import { isRecord } from '../../../lib/storage';
import { buildBackup, type Backup } from './backupFile';
import { withoutClusterSecrets } from './backupSecrets';
import { readStoredAreas } from './backupStorage';

/** Uuids of the saved clusters, which name their databases. */
export function clusterUuids(connection: unknown): string[] {
  if (!isRecord(connection) || !Array.isArray(connection.clusters)) return [];
  const uuids = connection.clusters.map((cluster: unknown) =>
    isRecord(cluster) && typeof cluster.uuid === 'string' ? cluster.uuid : '',
  );
  return [...new Set(uuids.filter((uuid) => uuid !== ''))];
}

/** Uuids of the clusters saved in local storage (the 'connection' key). */
export function savedClusterUuids(storage: Storage): string[] {
  try {
    return clusterUuids(JSON.parse(storage.getItem('connection') ?? 'null') as unknown);
  } catch {
    return [];
  }
}

/**
 * The clusters whose records to export: every database of the app where the browser can list
 * them (so records of removed clusters are kept too), else those of the saved clusters.
 */
async function databaseUuids(connection: unknown): Promise<string[]> {
  if (typeof indexedDB === 'undefined') return [];
  if (typeof indexedDB.databases !== 'function') return clusterUuids(connection);
  const names = await listAppDatabases();
  return names.map(uuidOfDbName).filter((uuid): uuid is string => uuid !== null);
}

export interface ExportChoices {
  /** The local-storage key of the saved clusters. */
  clustersKey: string;
  /** Keep the clusters' passwords, API keys and AWS secrets (in plain text); off by default. */
  includeSecrets: boolean;
}

export async function collectBackup(
  storage: Storage,
  isStoreKey: (key: string) => boolean,
  version: string,
  choices: ExportChoices = { clustersKey: 'connection', includeSecrets: false },
): Promise<Backup> {
  const store = readStoredAreas(storage, isStoreKey);
  const { clustersKey } = choices;
  if (!choices.includeSecrets && clustersKey in store)
    store[clustersKey] = withoutClusterSecrets(store[clustersKey]);
  const uuids = await databaseUuids(store.connection);
  const idb: Record<string, ClusterDbExport> = Object.fromEntries(
    await Promise.all(uuids.map(async (uuid) => [uuid, await exportClusterDb(uuid)] as const)),
  );
  return buildBackup(version, store, idb);
}

/** The file's text. History dates become ISO strings, as JSON.stringify writes them. */
export function backupText(backup: Backup): string {
  return JSON.stringify(backup, null, 2);
}
