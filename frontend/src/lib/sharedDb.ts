// One IndexedDB connection per database and page, shared by every reader and writer of it. The
// connection lets go when another page deletes or upgrades the database (the app's reset), and
// the next use opens it again; a failed opening is tried again on the next use too.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What opens the database `name` at `version`, creating its stores with `upgrade` the first time. */
export function sharedDb<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: (db: IDBPDatabase<Schema>) => void,
): () => Promise<IDBPDatabase<Schema>> {
  let opening: Promise<IDBPDatabase<Schema>> | null = null;
  return () => {
    if (opening) return opening;
    const opened = openDB<Schema>(name, version, {
      upgrade: (db) => upgrade(db),
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        opening = null;
      },
      terminated() {
        opening = null;
      },
    });
    opened.catch(() => {
      opening = null;
    });
    opening = opened;
    return opened;
  };
}
