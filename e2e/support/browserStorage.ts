import type { Page } from '@playwright/test';

/** Everything the page keeps: local and session storage, and every IndexedDB record. */
export async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const records: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = db.transaction(store).objectStore(store).getAll();
        records.push(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result))));
      }
      db.close();
    }
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, records });
  });
}
