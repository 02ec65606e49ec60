// Switching to another cluster keeps the current screen, then reloads the page
// so every screen starts afresh against the new cluster.
import { paths, pathForRoute, routeNameFromPath } from '../../../routing/paths';
import { savePersisted } from '../../../lib/storage';
import { CONNECTION_STORAGE_KEY, selectConnection } from './connectionSlice';
import type { ConnectionThunk } from './connectionSlice';

/**
 * The address of the current screen for cluster `clusterIndex` (the welcome screen for null,
 * when no cluster is left). `pathname` is relative to the router's basename; the result is
 * resolved against the document base, so the app keeps its base path (a leading '/' would
 * resolve against the host root and lose it).
 */
export function clusterSwitchUrl(
  pathname: string,
  clusterIndex: number | null,
  baseUri: string,
): URL {
  const path =
    clusterIndex === null
      ? paths.welcome()
      : pathForRoute(routeNameFromPath(pathname), clusterIndex);
  return new URL(path.replace(/^\/+/, ''), baseUri);
}

/**
 * The browser's page load, kept in one object so tests can watch it (the test DOM cannot navigate).
 * replace() loads `url` in place of the current history entry, as a redirect does.
 */
export const pageNavigation = {
  replace(url: URL): void {
    window.location.replace(url);
  },
};

/**
 * Writes the connection store at once (the page is about to unload) and opens the current
 * screen of cluster `clusterIndex`. The same address reloads the page too, when the current
 * route is already that cluster's home.
 */
export function switchToCluster(clusterIndex: number | null, pathname: string): ConnectionThunk {
  return (_dispatch, getState) => {
    savePersisted(CONNECTION_STORAGE_KEY, selectConnection(getState()));
    pageNavigation.replace(clusterSwitchUrl(pathname, clusterIndex, document.baseURI));
  };
}
