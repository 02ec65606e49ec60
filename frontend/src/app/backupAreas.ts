// What a settings backup restores into local storage and how an older backup's
// areas are brought up to date. Composed here, where features may be imported, and handed to
// the backup code in features/settings (APP_BACKUP_AREAS), which imports neither the app nor the
// features that own each area.
import { isRecord } from '../lib/storage';
import {
  clusterProblem,
  migrateLegacyAuth,
  parseCluster,
  parseConnection,
} from '../features/clusters/connection/connectionParse';
import type { BackupAreas } from '../features/settings/backup/backupAreas';
import type { DroppedCluster } from '../features/settings/backup/importPlan';
import { CONNECTION_STORAGE_KEY } from '../features/clusters/connection/connectionSlice';
import { PERSISTED_AREAS, PERSISTED_KEYED_AREAS } from './persistedAreas';

/** The area holding the saved clusters. */
export const CLUSTERS_AREA_KEY = CONNECTION_STORAGE_KEY;

/** The persisted settings areas, by local-storage key. */
export const BACKUP_AREA_KEYS: readonly string[] = Object.values(PERSISTED_AREAS).map(
  (area) => area.key,
);

/**
 * Prefixes of the areas kept once per cluster under '{prefix}{cluster uuid}' (such as the
 * search screen's 'search-'). A backup carries every stored key with one of them, whichever
 * clusters they belong to (removed ones too), so an area added to PERSISTED_KEYED_AREAS is
 * backed up as is.
 */
export const PER_CLUSTER_AREA_PREFIXES: readonly string[] = PERSISTED_KEYED_AREAS.map(
  (area) => area.prefix,
);

/** Whether the local-storage key `key` holds a settings area that backups carry. */
export function isBackupAreaKey(key: string): boolean {
  return (
    BACKUP_AREA_KEYS.includes(key) ||
    PER_CLUSTER_AREA_PREFIXES.some((prefix) => key.length > prefix.length && key.startsWith(prefix))
  );
}

/**
 * Legacy migration of one stored cluster: one saved before auth types existed gets the auth
 * its username and password stood for, and loses those two fields.
 */
export function migrateLegacyCluster(raw: unknown): unknown {
  if (!isRecord(raw) || (raw.auth !== undefined && raw.auth !== null)) return raw;
  const { username, password, ...rest } = raw;
  return { ...rest, auth: migrateLegacyAuth(username, password) };
}

function migrateConnection(raw: unknown): unknown {
  if (parseConnection(raw) === null || !isRecord(raw) || !Array.isArray(raw.clusters)) return null;
  return { ...raw, clusters: raw.clusters.map(migrateLegacyCluster) };
}

/**
 * The value to store for area `key` of a backup, migrated from older shapes; null when the
 * area cannot be a value of that key. Areas are otherwise stored as they are: each is read on
 * the next start by its own loader, which keeps what it can use.
 */
export function migrateBackupArea(key: string, value: unknown): unknown {
  if (key === CONNECTION_STORAGE_KEY) return migrateConnection(value);
  return isRecord(value) ? value : null;
}

/** The clusters of an imported 'connection' area that can be used, and the others with why. */
export function inspectConnectionArea(value: unknown): {
  usable: number;
  dropped: DroppedCluster[];
} {
  const list =
    isRecord(value) && Array.isArray(value.clusters) ? (value.clusters as unknown[]) : [];
  const dropped: DroppedCluster[] = [];
  list.forEach((raw, index) => {
    const reason = clusterProblem(raw);
    if (reason === null) return;
    const name = isRecord(raw) && typeof raw.name === 'string' ? raw.name : '';
    dropped.push({ number: index + 1, name, reason });
  });
  return { usable: list.length - dropped.length, dropped };
}

/** The usable, predefined clusters of a stored 'connection' value. */
function predefinedOf(list: unknown[]): Record<string, unknown>[] {
  return list.filter(
    (raw): raw is Record<string, unknown> =>
      isRecord(raw) && raw.predefined === true && parseCluster(raw) !== null,
  );
}

function clusterList(value: unknown): unknown[] {
  return isRecord(value) && Array.isArray(value.clusters) ? (value.clusters as unknown[]) : [];
}

/**
 * The 'connection' area an import writes: the current predefined clusters (from the server)
 * first, as they were, then the file's usable clusters. An imported predefined cluster at one
 * of their addresses gives way to them, and unusable ones (already named to the user) are left
 * out. The active cluster follows its entry, else the first one is active.
 * When the server offers only its own clusters, none of the file's comes in: the current ones
 * stay (the user's own ones too, still not offered), and the file's usable clusters are counted
 * as withheld.
 */
export function keepPredefinedClusters(
  imported: unknown,
  current: unknown,
  ownClustersAllowed = true,
): { value: unknown; kept: string[]; withheld: number } {
  if (!isRecord(imported) || !Array.isArray(imported.clusters))
    return { value: imported, kept: [], withheld: 0 };
  const importedList = imported.clusters as unknown[];
  const currentList = clusterList(current);
  const predefined = predefinedOf(currentList);
  const kept = predefined.map((raw) => (typeof raw.name === 'string' ? raw.name : String(raw.uri)));
  const uris = new Set(predefined.map((raw) => raw.uri));
  const own = importedList.filter(
    (raw) =>
      clusterProblem(raw) === null &&
      !(isRecord(raw) && raw.predefined === true && uris.has(raw.uri)),
  );
  const active = imported.activeClusterIndex;
  const activeCluster = typeof active === 'number' ? importedList[active] : undefined;
  if (!ownClustersAllowed) {
    const predefinedSet = new Set<unknown>(predefined);
    const currentOwn = currentList.filter((raw) => !predefinedSet.has(raw));
    const activeUri = isRecord(activeCluster) ? activeCluster.uri : undefined;
    const activeIndex = predefined.findIndex((raw) => raw.uri === activeUri);
    return {
      value: {
        ...imported,
        clusters: [...predefined, ...currentOwn],
        activeClusterIndex: Math.max(activeIndex, 0),
      },
      kept,
      withheld: own.length,
    };
  }
  const movedTo = activeCluster === undefined ? -1 : own.indexOf(activeCluster);
  return {
    value: {
      ...imported,
      clusters: [...predefined, ...own],
      activeClusterIndex: movedTo >= 0 ? predefined.length + movedTo : 0,
    },
    kept,
    withheld: 0,
  };
}

/** The settings areas as the settings backup reads them. */
export const APP_BACKUP_AREAS: BackupAreas = {
  isSettingsArea: isBackupAreaKey,
  migrateArea: migrateBackupArea,
  clustersKey: CLUSTERS_AREA_KEY,
  inspectClusters: inspectConnectionArea,
  keepPredefined: keepPredefinedClusters,
};
