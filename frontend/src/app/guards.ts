// Where the entry, welcome and cluster routes send the user.
import type { ClusterStatus, ConnectionState } from '../api/types';
import { paths } from '../routing/paths';
import { type RouteName } from '../routing/routeNames';

/**
 * The cluster index of a route parameter, or null when it is not a whole number naming one of
 * `clusterCount` saved clusters ('1.5', '-1', '01x' and '' are all invalid).
 */
export function parseClusterIndex(param: string | undefined, clusterCount: number): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const index = Number(param);
  return index < clusterCount ? index : null;
}

/** The index that can be made active: the saved one when still valid, else 0; null without clusters. */
export function activatableIndex(connection: ConnectionState): number | null {
  const { clusters, activeClusterIndex } = connection;
  if (clusters.length === 0) return null;
  const valid =
    activeClusterIndex !== null && activeClusterIndex >= 0 && activeClusterIndex < clusters.length;
  return valid ? activeClusterIndex : 0;
}

/** The entry route and /welcome go to the home of the cluster that can be active, if any. */
export function landingPath(connection: ConnectionState): string | null {
  const index = activatableIndex(connection);
  return index === null ? null : paths.home(index);
}

/**
 * Where /cluster/{param} must redirect, or null when the route can show: without saved clusters
 * the welcome screen. An index naming no saved cluster is not redirected: the route says so.
 */
export function clusterRouteRedirect(connection: ConnectionState): string | null {
  return connection.clusters.length === 0 ? paths.welcome() : null;
}

/**
 * The network-error panel replaces every screen but settings and the REST console (whose
 * history and saved queries stay readable) while the cluster is unreachable. The REST console
 * of a cluster never reached has nothing stored (its records are kept by the cluster's uuid),
 * so there the panel shows too.
 */
export function showsNetworkError(
  status: ClusterStatus,
  route: RouteName | null,
  knownUuid = true,
): boolean {
  if (status !== 'unknown' || route === 'settings') return false;
  return route !== 'rest' || !knownUuid;
}
