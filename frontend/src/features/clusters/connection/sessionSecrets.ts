// Secrets kept for the browser session only. A cluster saved with `sessionSecret` keeps its
// password, API key or AWS secret in session storage, one entry per cluster uri, so a reload in
// the same tab still connects and a new browser session asks again. The record in local storage
// never holds it.
import {
  hasSecret,
  secretOf,
  withoutSecret,
  withSecret,
  type AuthSecret,
} from '../../../api/authSecrets';
import { ClusterRequestError } from '../../../api/errors';
import type { AuthType, Cluster, ConnectionState } from '../../../api/types';
import { isRecord } from '../../../lib/storage';

/** The session-storage key of the secret of the cluster at `uri`. */
export const SESSION_SECRET_KEY_PREFIX = 'shardscope-session-secret:';

export function sessionSecretKey(uri: string): string {
  return `${SESSION_SECRET_KEY_PREFIX}${uri}`;
}

/** Session storage, or null where the browser refuses it (then secrets live in memory only). */
function browserSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionSecret(
  uri: string,
  storage: Storage | null = browserSessionStorage(),
): AuthSecret {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(sessionSecretKey(uri)) ?? 'null');
    if (!isRecord(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function saveSessionSecret(
  uri: string,
  secret: AuthSecret,
  storage: Storage | null = browserSessionStorage(),
): void {
  try {
    storage?.setItem(sessionSecretKey(uri), JSON.stringify(secret));
  } catch (error) {
    // The message names the cluster, never the secret.
    console.warn(`The secret of ${uri} is kept in memory only: session storage refused it`, error);
  }
}

/** Forgets the secret of the cluster at `uri` kept for this session. */
export function removeSessionSecret(
  uri: string,
  storage: Storage | null = browserSessionStorage(),
): void {
  try {
    storage?.removeItem(sessionSecretKey(uri));
  } catch (error) {
    console.warn(`The secret of ${uri} could not be removed from session storage`, error);
  }
}

/**
 * The cluster refused the session-only secret it was sent: it answered 401, or 403 for AWS,
 * whose answer to a request signed with a wrong secret access key is 403.
 */
export function refusesSessionSecret(cluster: Cluster, error: unknown): boolean {
  if (!cluster.sessionSecret || cluster.proxyId !== null) return false;
  if (!(error instanceof ClusterRequestError) || error.kind !== 'api') return false;
  return error.status === 401 || (error.status === 403 && cluster.auth.authType === 'awsIAM');
}

/** The cluster lacks the secret it keeps for the session only: it must be asked for. */
/**
 * The kind of secret a cluster asks for, which names its texts: its auth type. Only a cluster
 * with credentials keeps a secret for the session; 'basicAuth' stands in for one without.
 */
export function secretKind(cluster: Cluster): Exclude<AuthType, 'none'> {
  const type = cluster.auth.authType;
  return type === 'none' ? 'basicAuth' : type;
}

export function needsSessionSecret(cluster: Cluster): boolean {
  return cluster.sessionSecret && cluster.proxyId === null && !hasSecret(cluster.auth);
}

/** The clusters with the secrets this browser session holds for them, read at start-up. */
export function withSessionSecrets(
  state: ConnectionState,
  storage: Storage | null = browserSessionStorage(),
): ConnectionState {
  const fill = (cluster: Cluster): Cluster =>
    cluster.sessionSecret
      ? { ...cluster, auth: withSecret(cluster.auth, readSessionSecret(cluster.uri, storage)) }
      : cluster;
  return { ...state, clusters: state.clusters.map(fill) };
}

function storedCluster(cluster: Cluster, storage: Storage | null): Cluster {
  if (!cluster.sessionSecret) return cluster;
  if (hasSecret(cluster.auth)) saveSessionSecret(cluster.uri, secretOf(cluster.auth), storage);
  return { ...cluster, auth: withoutSecret(cluster.auth) };
}

/**
 * The 'connection' value written to local storage: every cluster, the withheld ones too, and
 * none of the session-only secrets, which go to session storage instead.
 */
export function storedConnection(
  state: ConnectionState,
  storage: Storage | null = browserSessionStorage(),
): ConnectionState {
  const clusters = [...state.clusters, ...(state.withheld ?? [])];
  return {
    clusters: clusters.map((cluster) => storedCluster(cluster, storage)),
    activeClusterIndex: state.activeClusterIndex,
  };
}
