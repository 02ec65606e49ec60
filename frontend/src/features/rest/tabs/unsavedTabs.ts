// The tab edits a hiding page could not write to the cluster's database in time. The database
// write starts when the page hides, but a reload or a closed window may end the page before it
// is done; local storage is written at once. The next reading of the cluster's tabs applies what
// was kept there to the tabs it still has, writes them, and forgets it; so does a page that stays
// (kept in the browser's page cache) once its writes are done.
import { isRecord, loadPersisted, savePersisted } from '../../../lib/storage';
import type { RestRequest } from '../../../engine/clusterDb';
import { toRestMethod } from '../restRequest';
import type { StoredTab } from './tabs';

/** What is kept of an edited tab: what the user wrote (an answer can be asked for again). */
export interface UnsavedTab {
  id: number;
  label: string;
  request: RestRequest;
}

const UNSAVED_TABS_KEY_PREFIX = 'restUnsavedTabs-';

/** Keeps `tabs` of cluster `uuid`, written before the page goes. */
export function keepUnsavedTabs(uuid: string, tabs: readonly StoredTab[]): void {
  if (tabs.length === 0) return;
  const kept: UnsavedTab[] = tabs.map(({ id, label, request }) => ({ id, label, request }));
  savePersisted(`${UNSAVED_TABS_KEY_PREFIX}${uuid}`, kept);
}

/** The tab edits kept for cluster `uuid`, forgotten as they are read; none when unreadable. */
export function takeUnsavedTabs(uuid: string): UnsavedTab[] {
  const kept = loadPersisted(`${UNSAVED_TABS_KEY_PREFIX}${uuid}`, parseUnsavedTabs, []);
  forgetUnsavedTabs(uuid);
  return kept;
}

/** The kept edits of cluster `uuid` were written after all (the page stayed): they go. */
export function forgetUnsavedTabs(uuid: string): void {
  try {
    window.localStorage.removeItem(`${UNSAVED_TABS_KEY_PREFIX}${uuid}`);
  } catch {
    // No local storage: nothing was kept either.
  }
}

function parseUnsavedTabs(raw: unknown): UnsavedTab[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.flatMap((entry): UnsavedTab[] => {
    if (!isRecord(entry) || typeof entry.id !== 'number' || !isRecord(entry.request)) return [];
    const { method, path, body } = entry.request;
    if (typeof path !== 'string' || typeof body !== 'string') return [];
    const label = typeof entry.label === 'string' ? entry.label : '';
    return [{ id: entry.id, label, request: { method: toRestMethod(method), path, body } }];
  });
}

/** `tabs` with the kept edits applied, and the tabs they changed (to be written). */
export function withUnsavedTabs(
  tabs: readonly StoredTab[],
  unsaved: readonly UnsavedTab[],
): { tabs: StoredTab[]; changed: StoredTab[] } {
  const byId = new Map(unsaved.map((tab) => [tab.id, tab]));
  const changed: StoredTab[] = [];
  const merged = tabs.map((tab) => {
    const kept = byId.get(tab.id);
    if (!kept) return tab;
    const next = { ...tab, label: kept.label || tab.label, request: kept.request };
    changed.push(next);
    return next;
  });
  return { tabs: merged, changed };
}
