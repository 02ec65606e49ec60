// Route guards as router loaders: they run before a route renders, so no
// screen ever renders (or fetches) for a cluster that is not yet the active one.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { checkCluster } from '../features/clusters/connection/clusterHealth';
import {
  selectConnection,
  setActiveClusterIndex,
} from '../features/clusters/connection/connectionSlice';
import { activatableIndex, clusterRouteRedirect, landingPath, parseClusterIndex } from './guards';
import { paths } from '../routing/paths';
import type { AppStore } from './store';

/** Where '/' goes: the home of the cluster that can be active, else welcome. */
export function entryTarget(store: AppStore): string {
  return landingPath(selectConnection(store.getState())) ?? paths.welcome();
}

/** '/': the home of the cluster that can be active, else welcome. */
export function entryLoader(store: AppStore) {
  return () => redirect(entryTarget(store));
}

/** '/welcome' shows only while no cluster is saved; otherwise it goes home. */
export function welcomeLoader(store: AppStore) {
  return () => {
    const target = landingPath(selectConnection(store.getState()));
    return target ? redirect(target) : null;
  };
}

/** '/cluster/{clusterIndex}': a valid index becomes the active cluster. */
export function clusterLoader(store: AppStore) {
  return ({ params }: LoaderFunctionArgs) => {
    const connection = selectConnection(store.getState());
    const target = clusterRouteRedirect(connection);
    if (target) return redirect(target);
    const index = parseClusterIndex(params.clusterIndex, connection.clusters.length);
    if (index === null)
      return { unknownCluster: params.clusterIndex ?? '' } satisfies ClusterRouteData;
    store.dispatch(setActiveClusterIndex(index));
    return null;
  };
}

/** What the cluster route learnt: an index that names no saved cluster, shown as such. */
export interface ClusterRouteData {
  unknownCluster: string;
}

/** Any other path: the welcome screen without saved clusters, else a 'no such page' message. */
export function fallbackLoader(store: AppStore) {
  return () =>
    selectConnection(store.getState()).clusters.length === 0 ? redirect(paths.welcome()) : null;
}

/**
 * At start-up, before the router runs: makes the cluster the page will show (`pathname` below the
 * router basename) active and starts its check, so the check runs while the screen's code and
 * strings load instead of after them. The layout's first check joins this one. Returns the
 * index of the cluster it checks, null when the page shows none.
 */
export function startRouteClusterCheck(store: AppStore, pathname: string): number | null {
  const connection = selectConnection(store.getState());
  const param = /^\/cluster\/([^/]+)/.exec(pathname)?.[1];
  const index =
    param !== undefined
      ? parseClusterIndex(param, connection.clusters.length)
      : pathname.replace(/\/+$/, '') === ''
        ? activatableIndex(connection)
        : null;
  if (index === null) return null;
  store.dispatch(setActiveClusterIndex(index));
  void store.dispatch(checkCluster(index));
  return index;
}
