// The REST console's records, stored per cluster in an IndexedDB database named
// 'shardscope-{cluster uuid}', version 1, with three object stores keyed by an auto-increment
// numeric 'id': restQueryHistory (index 'date'), restQuerySavedQueries and restQueryTabs.
// The same names are the keys of a backup's idb section.

import { deleteDB, openDB, type DBSchema, type IDBPDatabase, type StoreNames } from 'idb';

export const DB_PREFIX = 'shardscope-';
export const DB_VERSION = 1;

export interface RestRequest {
  method: string;
  path: string;
  body: string;
}

export interface RestResponse {
  /** "{code} {text}", or '' while sending and before the first request. */
  status: string;
  ok: boolean;
  bodyText: string;
  /**
   * Set on a stored tab whose body was too large to keep: the body's length, with bodyText
   * empty. Records written without it read as before.
   */
  droppedLength?: number;
  /** The answer's content type; records written without it are told apart by their text. */
  contentType?: string;
}

export interface RestQueryTab {
  id?: number;
  /** "tab-{timestamp}" */
  name: string;
  /** "Tab {n}", renamed by the user. */
  label: string;
  request: RestRequest;
  response: RestResponse;
}

export interface RestQueryHistoryEntry extends RestRequest {
  id?: number;
  date: Date;
  /**
   * The answer's "{code} {text}", so that failed requests are kept too; entries written before
   * it have none.
   */
  status?: string;
}

export interface RestQuerySavedQuery extends RestRequest {
  id?: number;
  name?: string;
}

export interface RestDbSchema extends DBSchema {
  restQueryHistory: {
    key: number;
    value: RestQueryHistoryEntry;
    indexes: { date: Date };
  };
  restQuerySavedQueries: { key: number; value: RestQuerySavedQuery };
  restQueryTabs: { key: number; value: RestQueryTab };
}

export type RestStoreName = StoreNames<RestDbSchema>;
export type RestRecord<S extends RestStoreName> = RestDbSchema[S]['value'];
export type RestDb = IDBPDatabase<RestDbSchema>;

export const REST_STORES: readonly RestStoreName[] = [
  'restQueryHistory',
  'restQuerySavedQueries',
  'restQueryTabs',
];

export interface ClusterDbExport {
  restQueryHistory: RestQueryHistoryEntry[];
  restQuerySavedQueries: RestQuerySavedQuery[];
  restQueryTabs: RestQueryTab[];
}

export function clusterDbName(uuid: string): string {
  return `${DB_PREFIX}${uuid}`;
}

/** Open databases by name (a cache of connections): every reader shares one connection. */
const openDbs = new Map<string, Promise<RestDb>>();

/** Opens (creating on first use) the database of the cluster with this uuid; one connection per uuid. */
export function openClusterDb(uuid: string): Promise<RestDb> {
  const name = clusterDbName(uuid);
  const cached = openDbs.get(name);
  if (cached) return cached;
  const opening = openDB<RestDbSchema>(name, DB_VERSION, {
    upgrade(db) {
      const history = db.createObjectStore('restQueryHistory', {
        keyPath: 'id',
        autoIncrement: true,
      });
      history.createIndex('date', 'date');
      db.createObjectStore('restQuerySavedQueries', { keyPath: 'id', autoIncrement: true });
      db.createObjectStore('restQueryTabs', { keyPath: 'id', autoIncrement: true });
    },
    blocking(_current, _next, event) {
      // Another page wants to delete or upgrade this database: let it.
      (event.target as IDBDatabase).close();
      openDbs.delete(name);
    },
    terminated() {
      openDbs.delete(name);
    },
  });
  opening.catch(() => openDbs.delete(name));
  openDbs.set(name, opening);
  return opening;
}

/** Closes the cached connection of a database (before deleting it). */
async function closeClusterDb(name: string): Promise<void> {
  const cached = openDbs.get(name);
  openDbs.delete(name);
  if (!cached) return;
  try {
    (await cached).close();
  } catch {
    // A connection that never opened has nothing to close.
  }
}

export async function getAllRecords<S extends RestStoreName>(
  uuid: string,
  store: S,
): Promise<RestRecord<S>[]> {
  const db = await openClusterDb(uuid);
  return db.getAll(store);
}

export async function getRecord<S extends RestStoreName>(
  uuid: string,
  store: S,
  id: number,
): Promise<RestRecord<S> | undefined> {
  const db = await openClusterDb(uuid);
  return db.get(store, id);
}

/** Inserts a record without an id; resolves to the id given to it. */
export async function addRecord<S extends RestStoreName>(
  uuid: string,
  store: S,
  record: RestRecord<S>,
): Promise<number> {
  const db = await openClusterDb(uuid);
  const copy = { ...record };
  delete copy.id;
  return db.add(store, copy);
}

/** Inserts or replaces a record that has an id. */
export async function putRecord<S extends RestStoreName>(
  uuid: string,
  store: S,
  record: RestRecord<S> & { id: number },
): Promise<number> {
  const db = await openClusterDb(uuid);
  return db.put(store, record);
}

export async function deleteRecord(uuid: string, store: RestStoreName, id: number): Promise<void> {
  const db = await openClusterDb(uuid);
  await db.delete(store, id);
}

export async function clearStore(uuid: string, store: RestStoreName): Promise<void> {
  const db = await openClusterDb(uuid);
  await db.clear(store);
}

/** History entries sorted by date, oldest first. */
export async function getHistoryByDate(uuid: string): Promise<RestQueryHistoryEntry[]> {
  const db = await openClusterDb(uuid);
  return db.getAllFromIndex('restQueryHistory', 'date');
}

export async function exportClusterDb(uuid: string): Promise<ClusterDbExport> {
  const db = await openClusterDb(uuid);
  const tx = db.transaction(REST_STORES, 'readonly');
  const [restQueryHistory, restQuerySavedQueries, restQueryTabs] = await Promise.all([
    tx.objectStore('restQueryHistory').getAll(),
    tx.objectStore('restQuerySavedQueries').getAll(),
    tx.objectStore('restQueryTabs').getAll(),
    tx.done,
  ]);
  return { restQueryHistory, restQuerySavedQueries, restQueryTabs };
}

/** A backup holds dates as JSON strings; the 'date' index needs Date values to sort them. */
function historyFromBackup(entry: RestQueryHistoryEntry): RestQueryHistoryEntry {
  const raw: unknown = entry.date;
  if (raw instanceof Date) return entry;
  const date = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : new Date();
  return { ...entry, date };
}

/**
 * Replaces the cluster's three stores with `data` in one transaction: either all of it is
 * written or nothing changes. Missing stores in `data` are cleared. Records keep their ids.
 */
export async function importClusterDb(uuid: string, data: Partial<ClusterDbExport>): Promise<void> {
  const db = await openClusterDb(uuid);
  const tx = db.transaction(REST_STORES, 'readwrite');
  const history = tx.objectStore('restQueryHistory');
  const saved = tx.objectStore('restQuerySavedQueries');
  const tabs = tx.objectStore('restQueryTabs');
  const pending: Promise<unknown>[] = [tx.done];
  try {
    pending.push(history.clear(), saved.clear(), tabs.clear());
    for (const entry of data.restQueryHistory ?? [])
      pending.push(history.put(historyFromBackup(entry)));
    for (const query of data.restQuerySavedQueries ?? []) pending.push(saved.put(query));
    for (const tab of data.restQueryTabs ?? []) pending.push(tabs.put(tab));
    await Promise.all(pending);
  } catch (error) {
    // The remaining writes reject with the abort; that is expected, not a further failure.
    for (const write of pending) write.catch(() => undefined);
    abortQuietly(tx);
    throw error;
  }
}

/** Aborts a transaction that may already have finished or aborted itself. */
function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // It already ended: a failed write aborts its transaction by itself.
  }
}

/** Names of this app's databases ('shardscope-…'); empty where the browser cannot list them. */
export async function listAppDatabases(): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  const databases = await indexedDB.databases();
  return databases
    .map((database) => database.name ?? '')
    .filter((name) => name.startsWith(DB_PREFIX));
}

/**
 * Deletes every database of the app, and those of `knownUuids` too: where the browser cannot
 * list databases, the saved clusters' uuids are the only way to find them.
 */
export async function deleteAllAppDatabases(knownUuids: readonly string[] = []): Promise<void> {
  const names = new Set([
    ...(await listAppDatabases()),
    ...knownUuids.map(clusterDbName),
    ...SHARED_DB_NAMES,
  ]);
  for (const name of names) {
    await closeClusterDb(name);
    await deleteDB(name);
  }
}

/** The checkpoints of interrupted imports (features/transfer/run). */
export const IMPORTS_DB_NAME = `${DB_PREFIX}imports`;

/** The checkpoints of interrupted copies between clusters (features/transfer/copy). */
export const COPIES_DB_NAME = `${DB_PREFIX}copies`;

/** The live metrics' last hour, when kept across reloads (api/metrics/sampleStore). */
export const METRICS_DB_NAME = `${DB_PREFIX}metrics`;

/**
 * The app's databases that belong to no cluster: deleted with the others (by name, also where
 * the browser cannot list databases), never taken for a cluster's in a backup.
 */
const SHARED_DB_NAMES: readonly string[] = [IMPORTS_DB_NAME, COPIES_DB_NAME, METRICS_DB_NAME];

/** The cluster uuid of an app database name, or null for a name that is not one. */
export function uuidOfDbName(name: string): string | null {
  if (!name.startsWith(DB_PREFIX) || SHARED_DB_NAMES.includes(name)) return null;
  return name.slice(DB_PREFIX.length);
}
