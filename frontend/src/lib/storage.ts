// Persisted local settings. The store reads each persisted area with loadPersisted() when it
// starts (through the area's declaration, persistedArea.ts) and writes it back under the same
// key. A value that cannot be read (broken JSON, wrong shape) is dropped, the defaults are used,
// and the key is remembered so the app can tell the user what it dropped.

// The keys dropped (told to the user once the app runs) and whether writes are frozen (during a
// reset or an import): facts of the page's storage itself, which the store is loaded from.
const dropped = new Set<string>();
let frozen = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads `key` from local storage. `parse` receives the decoded JSON and returns the state, or
 * null when the value is unusable. A parser may keep the usable part of a value and report the
 * rest through `reportDropped`.
 */
export function loadPersisted<T>(key: string, parse: (raw: unknown) => T | null, fallback: T): T {
  const text = storage()?.getItem(key);
  if (text === null || text === undefined) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    reportDropped(key);
    return fallback;
  }
  const parsed = parse(raw);
  if (parsed === null) {
    reportDropped(key);
    return fallback;
  }
  return parsed;
}

export function savePersisted(key: string, value: unknown): void {
  if (frozen) return;
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`Could not save '${key}' to local storage`, error);
  }
}

/**
 * Stops every later write until the page reloads. Call it before clearing local storage for a
 * reset or an import, so no state still in memory is written back before the reload.
 */
export function freezePersistence(): void {
  frozen = true;
}

/** Resumes writing after a freeze, for an import that failed and put the old contents back. */
export function thawPersistence(): void {
  frozen = false;
}

export function reportDropped(key: string): void {
  dropped.add(key);
}

/** Keys (or key paths such as 'connection.clusters[2]') whose stored value was dropped. */
export function droppedStorageKeys(): string[] {
  return [...dropped];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
