// The clusters of a copy as the list of clusters holds them: each reached with its own address,
// credentials and protection; the source known by its uuid, under which its saved copies are
// kept; and the destination of a saved copy found again in the list by its address.
import type { Cluster, ClusterTarget } from '../../../api/types';
import { clusterEngine } from '../../../engine/profile';

/**
 * A cluster of a copy: reached with its address and credentials; its uuid where the list knows
 * it (a source's saved copies are kept under it), and whether our server proxies and signs its
 * requests (a destination's bodies stay under the server's limits).
 */
export type CopySource = ClusterTarget &
  Partial<Pick<Cluster, 'uuid' | 'proxyId' | 'signedByProxy'>>;

/** A cluster of the list as the request layer reaches it, with its uuid and proxying. */
export function clusterTargetOf(cluster: Cluster): CopySource {
  const { uri, auth, protection, name, uuid, proxyId, signedByProxy } = cluster;
  const engine = clusterEngine(cluster);
  return { uri, auth, protection, name, uuid, proxyId, signedByProxy, engine };
}

/** Where a source cluster's saved copies are kept: its uuid, its address while that is unknown. */
export function copyClusterKey(cluster: { uuid?: string; uri: string }): string {
  return cluster.uuid || cluster.uri;
}

/** The cluster a copy goes to, as a saved copy names it. */
export interface SavedDestination {
  uri: string;
  name: string;
}

/** The list's entry of a saved copy's destination: the same address, the same name first. */
export function savedDestination(
  clusters: readonly Cluster[],
  saved: SavedDestination,
): Cluster | null {
  const same = clusters.filter((cluster) => cluster.uri === saved.uri);
  return same.find((cluster) => cluster.name === saved.name) ?? same[0] ?? null;
}
