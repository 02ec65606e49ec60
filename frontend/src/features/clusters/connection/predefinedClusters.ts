// Clusters predefined by an administrator in /api/default_clusters.json.
import type {
  Cluster,
  ClusterAuth,
  ConnectionState,
  PredefinedClusterInput,
} from '../../../api/types';
import { isRecord } from '../../../lib/storage';
import { defaultCluster, PREDEFINED_CLUSTER_NAME, withoutTrailingSlash } from './clusterDefaults';
import { uriError } from '../form/clusterFormValues';

const INPUT_FIELDS = [
  'name',
  'username',
  'password',
  'apiKey',
  'S3accessKeyId',
  'S3secretAccessKey',
  'S3sessionToken',
  'S3region',
] as const;

function parseEntry(raw: unknown): PredefinedClusterInput | null {
  if (!isRecord(raw) || typeof raw.uri !== 'string' || uriError(raw.uri) !== undefined) return null;
  const entry: PredefinedClusterInput = { uri: raw.uri };
  for (const field of INPUT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') entry[field] = value;
  }
  return entry;
}

/**
 * The entries of the default clusters file, or null when the file is not a JSON array.
 * Entries without a usable uri are left out.
 */
export function parsePredefinedClusters(raw: unknown): PredefinedClusterInput[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.map(parseEntry).filter((entry): entry is PredefinedClusterInput => entry !== null);
}

/** Credentials in the order an administrator most likely meant them: user, API key, AWS. */
export function predefinedAuth(input: PredefinedClusterInput): ClusterAuth {
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

export function predefinedCluster(input: PredefinedClusterInput): Cluster {
  return defaultCluster({
    name: input.name?.trim() || PREDEFINED_CLUSTER_NAME,
    uri: withoutTrailingSlash(input.uri),
    predefined: true,
    auth: predefinedAuth(input),
  });
}

/**
 * Predefined clusters first, then the user's own. What the last checks learnt
 * about a predefined cluster (uuid, version, status) is kept when its uri is unchanged, so its
 * REST history stays and no screen flashes the network-error panel.
 */
export function mergePredefined(
  state: ConnectionState,
  inputs: PredefinedClusterInput[],
): ConnectionState {
  const previous = new Map(state.clusters.filter((c) => c.predefined).map((c) => [c.uri, c]));
  const predefined = inputs.map((input) => {
    const fresh = predefinedCluster(input);
    const known = previous.get(fresh.uri);
    return known ? { ...known, name: fresh.name, auth: fresh.auth, loading: false } : fresh;
  });
  const own = state.clusters.filter((c) => !c.predefined);
  const clusters = [...predefined, ...own];
  if (predefined.length > 0) return { clusters, activeClusterIndex: 0 };
  const active =
    state.activeClusterIndex === null ? undefined : state.clusters[state.activeClusterIndex];
  const moved = active ? clusters.indexOf(active) : -1;
  return { clusters, activeClusterIndex: moved >= 0 ? moved : clusters.length > 0 ? 0 : null };
}
