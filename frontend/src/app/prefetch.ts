// When the code of the other screens may be fetched: after the first screen's data arrived, so
// that fetching and compiling it never competes with what the user is waiting for.
import type { AppStore } from './store';

interface QueryEntry {
  status?: string;
}

/** True once a screen joined the data cache and none of its requests is pending. */
function settled(state: unknown): boolean {
  const cache = (state as { clusterApi?: { queries?: Record<string, QueryEntry | undefined> } }).clusterApi;
  if (cache?.queries === undefined) return false;
  return Object.values(cache.queries).every((query) => query?.status !== 'pending');
}

/**
 * Calls `run` once, in the first idle period in which the store shows the first screen's data
 * settled. A screen's requests start in effects after it renders, so settling is checked again
 * when the page is idle before `run` goes.
 */
export function whenFirstScreenSettled(store: AppStore, run: () => void): void {
  let waiting = false;
  let done = false;
  const check = () => {
    if (done || waiting || !settled(store.getState())) return;
    waiting = true;
    whenIdle(() => {
      waiting = false;
      if (done || !settled(store.getState())) return;
      done = true;
      unsubscribe();
      run();
    });
  };
  const unsubscribe = store.subscribe(check);
  check();
}

export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}
