// Route guards of core spec 2.1 as router loaders: they run before a route renders, so no
// screen ever renders (or fetches) for a cluster that is not yet the active one.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { selectConnection, setActiveClusterIndex } from '../features/clusters/connectionSlice';
import { clusterRouteRedirect, landingPath, parseClusterIndex } from './guards';
import { paths } from './paths';
import type { AppStore } from './store';

/** '/': the home of the cluster that can be active, else welcome. */
export function entryLoader(store: AppStore) {
  return () => redirect(landingPath(selectConnection(store.getState())) ?? paths.welcome());
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
    if (index === null) return { unknownCluster: params.clusterIndex ?? '' } satisfies ClusterRouteData;
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
  return () => (selectConnection(store.getState()).clusters.length === 0 ? redirect(paths.welcome()) : null);
}
