// Joins the cluster data cache to a store. Every screen module imports the cache (RTK Query), so
// the router calls this when it loads a screen: the shell's first page stays without it.
import { createAction } from '@reduxjs/toolkit';
import { clusterApi } from '../api/clusterApi';
import { openScreen, type ScreenData } from '../api/screenQuery';
import { rootReducer } from './rootReducer';
import { lazyMiddleware } from '../store/lazyMiddleware';
import type { AppStore } from './store';

/** Lets a just injected reducer write its initial state; no reducer handles it otherwise. */
const clusterApiJoined = createAction('app/clusterApiJoined');

/** Injecting again would rebuild the root reducer (and check every slice) for nothing. */
let injected = false;

export function attachClusterApi(store: AppStore): void {
  if (!injected) rootReducer.inject(clusterApi);
  injected = true;
  // Installs the middleware once per store. The dynamic middleware keeps this action from the
  // reducers, so the cache's state is written by the next action.
  store.dispatch(lazyMiddleware.withMiddleware(clusterApi.middleware));
  // Until then, an ask sent at once (a screen's opening ask) would find no cache state and fail.
  if (store.getState().clusterApi === undefined) store.dispatch(clusterApiJoined());
}

/**
 * Asks for a screen's first data (`openScreen`) through the cache, joined to `store` first. Here
 * rather than in the caller, so that the page's entry carries none of the cache's code.
 */
export function askScreenData(store: AppStore, data: ScreenData, opened: URL): Promise<unknown> {
  attachClusterApi(store);
  return store.dispatch(openScreen(data, opened));
}
