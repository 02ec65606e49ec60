// Clusters predefined by an administrator in /api/default_clusters.json.
import type {
  Cluster,
  ClusterAuth,
  ConnectionState,
  PredefinedClusterInput,
} from '../../../api/types';
import { defaultCluster, PREDEFINED_CLUSTER_NAME, withoutTrailingSlash } from './clusterDefaults';

export { parsePredefinedClusters } from './predefinedParse';

/** Where the app is served: the proxy of proxied clusters lives under it. */
export interface ServedAt {
  /** 'https://console.example' */
  origin: string;
  /** Starts and ends with '/': '/' or '/console/'. */
  basePath: string;
}

/** The page's own origin and base path. */
export function servedAtDocument(doc: Document = document): ServedAt {
  const base = new URL(doc.baseURI);
  return { origin: base.origin, basePath: base.pathname.replace(/[^/]*$/, '') };
}

/** The address of a proxied cluster: {origin}{basePath}api/proxy/{id}, without a final '/'. */
export function proxyUri(servedAt: ServedAt, id: string): string {
  return `${servedAt.origin}${servedAt.basePath}api/proxy/${encodeURIComponent(id)}`;
}

/** Credentials in the order an administrator most likely meant them: user, API key, AWS. */
export function predefinedAuth(input: PredefinedClusterInput): ClusterAuth {
  if (input.proxy) return { authType: 'none', authData: {} };
  if (input.username) {
    return {
      authType: 'basicAuth',
      authData: { username: input.username, password: input.password ?? '' },
    };
  }
  if (input.apiKey) return { authType: 'apiKey', authData: { apiKey: input.apiKey } };
  if (input.S3accessKeyId || input.S3secretAccessKey) {
    return {
      authType: 'awsIAM',
      authData: {
        accessKeyId: input.S3accessKeyId ?? '',
        secretAccessKey: input.S3secretAccessKey ?? '',
        sessionToken: input.S3sessionToken ?? '',
        region: input.S3region ?? '',
      },
    };
  }
  return { authType: 'none', authData: {} };
}

/** What the file says about a cluster, replacing what was stored at each start. */
type FromFile = Pick<
  Cluster,
  'name' | 'auth' | 'protection' | 'label' | 'color' | 'insecure' | 'proxyId' | 'signedByProxy'
>;

/** `servedAt` defaults to the page's own address; only a proxied cluster needs it. */
export function predefinedCluster(input: PredefinedClusterInput, servedAt?: ServedAt): Cluster {
  const proxyId = input.proxy && input.id ? input.id : null;
  const uri =
    proxyId !== null
      ? proxyUri(servedAt ?? servedAtDocument(), proxyId)
      : withoutTrailingSlash(input.uri ?? '');
  return defaultCluster({
    name: input.name?.trim() || PREDEFINED_CLUSTER_NAME,
    uri,
    predefined: true,
    auth: predefinedAuth(input),
    protection: input.protection ?? 'none',
    label: input.label?.trim() ?? '',
    color: input.color?.trim() ?? '',
    insecure: input.insecure === true,
    proxyId,
    signedByProxy: proxyId !== null && input.signed === true,
  });
}

function fromFile(cluster: Cluster): FromFile {
  const { name, auth, protection, label, color, insecure, proxyId, signedByProxy } = cluster;
  return { name, auth, protection, label, color, insecure, proxyId, signedByProxy };
}

/**
 * Predefined clusters first, then the user's own. What the last checks learnt about a
 * predefined cluster (uuid, version, status) is kept when its uri is unchanged, so its REST
 * history stays and no screen flashes the network-error panel; everything the file says (name,
 * credentials, protection, banner, proxy) is taken afresh.
 */
export function mergePredefined(
  state: ConnectionState,
  inputs: PredefinedClusterInput[],
  servedAt?: ServedAt,
): ConnectionState {
  const previous = new Map(state.clusters.filter((c) => c.predefined).map((c) => [c.uri, c]));
  const predefined = inputs.map((input) => {
    const fresh = predefinedCluster(input, servedAt);
    const known = previous.get(fresh.uri);
    return known ? { ...known, ...fromFile(fresh), loading: false, sessionSecret: false } : fresh;
  });
  const own = state.clusters.filter((c) => !c.predefined);
  const clusters = [...predefined, ...own];
  const withheld = state.withheld ? { withheld: state.withheld } : {};
  if (predefined.length > 0) return { clusters, activeClusterIndex: 0, ...withheld };
  const active =
    state.activeClusterIndex === null ? undefined : state.clusters[state.activeClusterIndex];
  const moved = active ? clusters.indexOf(active) : -1;
  const activeClusterIndex = moved >= 0 ? moved : clusters.length > 0 ? 0 : null;
  return { clusters, activeClusterIndex, ...withheld };
}

/**
 * Managed mode: only the predefined clusters are offered. The user's own clusters move to
 * `withheld`, which the store writes back as they were; the active cluster stays active when it
 * is predefined, else the first one is.
 */
export function withholdOwnClusters(state: ConnectionState): ConnectionState {
  const clusters = state.clusters.filter((c) => c.predefined);
  const own = state.clusters.filter((c) => !c.predefined);
  const active =
    state.activeClusterIndex === null ? undefined : state.clusters[state.activeClusterIndex];
  const kept = active ? clusters.indexOf(active) : -1;
  return {
    clusters,
    activeClusterIndex: kept >= 0 ? kept : clusters.length > 0 ? 0 : null,
    withheld: [...(state.withheld ?? []), ...own],
  };
}
