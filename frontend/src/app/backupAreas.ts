// What a settings backup restores into local storage (core spec 3.8) and how an older backup's
// areas are brought up to date. Composed here, where features may be imported, so the backup
// code in features/settings does not import the features that own each area.
import { isRecord } from '../lib/storage';
import { migrateLegacyAuth, parseConnection } from '../features/clusters/connectionParse';
import { CONNECTION_STORAGE_KEY } from '../features/clusters/connectionSlice';
import { PERSISTED_AREAS, PERSISTED_KEYED_AREAS } from './store';

/** The persisted settings areas, by local-storage key. */
export const BACKUP_AREA_KEYS: readonly string[] = PERSISTED_AREAS.map((area) => area.key);

/**
 * Prefixes of the areas kept once per cluster under '{prefix}{cluster uuid}' (data spec 3.7:
 * 'search-'). A backup carries every stored key with one of them, whichever clusters they
 * belong to (removed ones too), so an area added to PERSISTED_KEYED_AREAS is backed up as is.
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
 * Core spec 3.1 legacy migration of one stored cluster: one saved before auth types existed
 * gets the auth its username and password stood for, and loses those two fields.
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
