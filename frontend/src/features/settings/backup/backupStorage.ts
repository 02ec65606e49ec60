// The local-storage side of a backup: reading the areas to export, replacing them on import and
// putting the previous contents back when an import fails half-way.

/** Raw key/value pairs, exactly as stored. */
export type StorageSnapshot = readonly (readonly [string, string])[];

/**
 * The stored areas whose keys `isArea` accepts, as JSON values in key order; an unreadable one
 * is left out.
 */
export function readStoredAreas(
  storage: Storage,
  isArea: (key: string) => boolean,
): Record<string, unknown> {
  const areas: Record<string, unknown> = {};
  for (const [key, text] of [...snapshotStorage(storage)].sort(([a], [b]) => a.localeCompare(b))) {
    if (!isArea(key)) continue;
    try {
      areas[key] = JSON.parse(text) as unknown;
    } catch {
      console.warn(`Backup: '${key}' in local storage is not JSON and was left out`);
    }
  }
  return areas;
}

export function snapshotStorage(storage: Storage): StorageSnapshot {
  const entries: [string, string][] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null) entries.push([key, value]);
  }
  return entries;
}

/** Importing: local storage is cleared, then holds the backup's areas. May throw (quota). */
export function replaceStorage(storage: Storage, areas: Record<string, unknown>): void {
  storage.clear();
  for (const [key, value] of Object.entries(areas)) storage.setItem(key, JSON.stringify(value));
}

export function restoreStorage(storage: Storage, snapshot: StorageSnapshot): void {
  storage.clear();
  for (const [key, value] of snapshot) storage.setItem(key, value);
}
