// When the code of the other screens may be fetched: after the first screen's data arrived, so
// that fetching and compiling it never competes with what the user is waiting for.
import type { AppStore } from './store';

/** When the other screens' code is fetched at the latest, settled or not (ms after start-up). */
export const LATEST_PREFETCH_MS = 5_000;

interface QueryEntry {
  status?: string;
}

/**
 * True once the first screen asked the data cache for something and none of its requests is
 * pending. A screen that has asked nothing yet (its cluster's check still running) has not
 * settled: fetching other code then would compete with its first data.
 */
function settled(state: unknown): boolean {
  const cache = (state as { clusterApi?: { queries?: Record<string, QueryEntry | undefined> } })
    .clusterApi;
  const queries = Object.values(cache?.queries ?? {});
  return queries.length > 0 && queries.every((query) => query?.status !== 'pending');
}

/**
 * Calls `run` once, in the first idle period in which the store shows the first screen's data
 * settled, or in the first idle period after `latestMs`. A screen's requests start in effects
 * after it renders, so settling is checked again when the page is idle before `run` goes.
 */
export function whenFirstScreenSettled(
  store: AppStore,
  run: () => void,
  latestMs = LATEST_PREFETCH_MS,
): void {
  let waiting = false;
  let done = false;
  // A screen that asks the cluster nothing (the REST console, settings) never settles.
  const latest = setTimeout(() => {
    if (done) return;
    whenIdle(() => {
      if (done) return;
      done = true;
      unsubscribe();
      run();
    });
  }, latestMs);
  const check = () => {
    if (done || waiting || !settled(store.getState())) return;
    waiting = true;
    whenIdle(() => {
      waiting = false;
      if (done || !settled(store.getState())) return;
      done = true;
      clearTimeout(latest);
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
