// How a cluster is identified. REST console records are kept per uuid, so a
// cluster keeps the uuid it has unless the cluster itself reports a real one.

export interface ClusterIdentity {
  /** cluster_uuid of the info response; '_na_' while the cluster has not elected a master. */
  clusterUuid?: string;
  /** cluster_name of the info response. */
  clusterName?: string;
  /** name (the node name) of the info response. */
  nodeName?: string;
}

const MISSING_UUID = '_na_';

function realClusterUuid(clusterUuid: string | undefined): string {
  const uuid = clusterUuid?.trim() ?? '';
  return uuid === MISSING_UUID ? '' : uuid;
}

/** cluster_uuid when the cluster has one, else cluster_name-node name without whitespace. */
export function uuidFromInfo({ clusterUuid, clusterName, nodeName }: ClusterIdentity): string {
  const real = realClusterUuid(clusterUuid);
  if (real !== '') return real;
  if (!clusterName && !nodeName) return '';
  return `${clusterName ?? ''}-${nodeName ?? ''}`.replace(/\s+/g, '');
}

/**
 * The uuid to store after a check. A real cluster_uuid always wins. Without one, a uuid
 * already stored is kept (a cluster answering '_na_' during a master election must not move
 * its REST history elsewhere); a cluster without any gets the name-based one, or a random one
 * when it reports no names either ("generated when empty").
 */
export function nextUuid(
  identity: ClusterIdentity,
  storedUuid: string,
  generate: () => string = () => crypto.randomUUID(),
): string {
  return (
    realClusterUuid(identity.clusterUuid) || storedUuid || uuidFromInfo(identity) || generate()
  );
}
