// The backup file and its checks: building it from what is
// stored, and reading one back. Reading checks the whole file before anything is changed.
import type { ClusterDbExport } from '../../../engine/clusterDb';
import { isRecord } from '../../../lib/storage';
import { BackupFormatError, parseIdbSection } from './idbRecords';

export interface Backup {
  version: string;
  /** Local-storage areas by key, as JSON values. */
  store: Record<string, unknown>;
  /** REST console records by cluster uuid. */
  idb: Record<string, ClusterDbExport>;
}

/** Which areas a backup holds, and how an area of an older backup becomes a current one. */
export interface BackupRules {
  /** Whether a local-storage key holds an area that backups carry. */
  isStoreKey: (key: string) => boolean;
  /** The value to store for `key`, or null when the backup's value cannot be one. */
  migrateArea: (key: string, value: unknown) => unknown;
}

export function backupFileName(version: string): string {
  return `shardscope_${version}_backup.json`;
}

/** A JSON type or a name ending in .json. */
export function isBackupFileType(file: { name: string; type: string }): boolean {
  return file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');
}

export function buildBackup(
  version: string,
  store: Record<string, unknown>,
  idb: Record<string, ClusterDbExport>,
): Backup {
  return { version, store, idb };
}

export type BackupReadResult = { ok: true; backup: Backup } | { ok: false; problem: string };

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BackupFormatError('json');
  }
}

function readStore(raw: unknown, rules: BackupRules): Record<string, unknown> {
  if (!isRecord(raw)) throw new BackupFormatError('store');
  const store: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    if (!rules.isStoreKey(key)) continue;
    const value = rules.migrateArea(key, raw[key]);
    if (value === null || value === undefined) throw new BackupFormatError(`store.${key}`);
    store[key] = value;
  }
  return store;
}

function readBackup(text: string, rules: BackupRules): Backup {
  const root = readJson(text);
  if (!isRecord(root)) throw new BackupFormatError('store');
  const { version } = root;
  if (version !== undefined && typeof version !== 'string') throw new BackupFormatError('version');
  return {
    version: version ?? '',
    store: readStore(root.store, rules),
    idb: parseIdbSection(root.idb),
  };
}

/**
 * The backup in `text`, migrated, or where it is unusable ('json' when it is not JSON, 'store'
 * when it holds no store, else the path of the first bad value). Areas the app does not know
 * are left out.
 */
export function parseBackup(text: string, rules: BackupRules): BackupReadResult {
  try {
    return { ok: true, backup: readBackup(text, rules) };
  } catch (error) {
    if (error instanceof BackupFormatError) return { ok: false, problem: error.path };
    throw error;
  }
}
