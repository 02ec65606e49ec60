// Joins the cluster data cache to a store. Every screen module imports the cache (RTK Query), so
// the router calls this when it loads a screen: the shell's first page stays without it.
import { clusterApi } from '../api/clusterApi';
import { rootReducer } from './rootReducer';
import { lazyMiddleware, type AppStore } from './store';

export function attachClusterApi(store: AppStore): void {
  rootReducer.inject(clusterApi);
  // The action both installs the middleware (once per store) and lets the injected reducer
  // write its initial state before any screen reads it.
  store.dispatch(lazyMiddleware.withMiddleware(clusterApi.middleware));
}
