// Recording a sent request in the cluster's history (rules in history.ts), in one transaction
// so two quick sends cannot both see room for one more entry.
import {
  openClusterDb,
  type RestQueryHistoryEntry,
  type RestRequest,
} from '../../../engine/clusterDb';
import { historyEntry, HISTORY_CAP, overflowBeforeInsert, repeatsLast } from './history';

/**
 * Adds the entry (with the answer's status) unless it repeats the newest one; resolves to it,
 * or null when skipped.
 */
export async function recordHistory(
  uuid: string,
  request: RestRequest,
  status: string,
  date = new Date(),
  cap = HISTORY_CAP,
): Promise<RestQueryHistoryEntry | null> {
  const entry = historyEntry(request, date, status);
  const db = await openClusterDb(uuid);
  const tx = db.transaction('restQueryHistory', 'readwrite');
  const byDate = tx.store.index('date');
  const newest = await byDate.openCursor(null, 'prev');
  if (repeatsLast(newest?.value, entry)) {
    await tx.done;
    return null;
  }
  let excess = overflowBeforeInsert(await tx.store.count(), cap);
  let oldest = excess > 0 ? await byDate.openCursor() : null;
  while (oldest && excess > 0) {
    await oldest.delete();
    excess -= 1;
    oldest = await oldest.continue();
  }
  const id = await tx.store.add(entry);
  await tx.done;
  return { ...entry, id };
}
