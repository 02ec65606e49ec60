// Reads the persisted 'connection' store from local storage or a backup.
// Clusters that cannot be used are dropped one by one and reported; the rest are kept.
import type {
  AuthType,
  Cluster,
  ClusterAuth,
  ClusterStatus,
  ConnectionState,
} from '../../../api/types';
import type { Distribution } from '../../../engine/version';
import { PROTECTIONS } from '../../../api/types';
import { isRecord, reportDropped } from '../../../lib/storage';
import {
  AUTH_TYPES,
  defaultCluster,
  EMPTY_AUTH_FIELDS,
  trimAuth,
  withoutTrailingSlash,
  type AuthFields,
} from './clusterDefaults';
import { uriError } from '../form/clusterFormValues';

const STATUSES: readonly ClusterStatus[] = ['green', 'yellow', 'red', 'unknown'];
const DISTRIBUTIONS: readonly Distribution[] = ['elasticsearch', 'opensearch'];

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/**
 * Legacy migration: a cluster saved before auth types existed has only
 * username/password. A password without a username was how an API key used to be stored.
 */
export function migrateLegacyAuth(username: unknown, password: unknown): ClusterAuth {
  const user = text(username);
  const pass = text(password);
  if (user !== '') return { authType: 'basicAuth', authData: { username: user, password: pass } };
  if (pass !== '') return { authType: 'apiKey', authData: { apiKey: pass } };
  return { authType: 'none', authData: {} };
}

/** The stored auth, or null when it names no known type (its credentials cannot be guessed). */
function parseAuth(raw: Record<string, unknown>): ClusterAuth | null {
  const stored = raw.auth;
  if (stored === undefined || stored === null) return migrateLegacyAuth(raw.username, raw.password);
  if (!isRecord(stored)) return null;
  const authType = oneOf<AuthType | ''>(stored.authType, AUTH_TYPES, '');
  if (authType === '') return null;
  const data = isRecord(stored.authData) ? stored.authData : {};
  const fields = { ...EMPTY_AUTH_FIELDS };
  for (const field of Object.keys(fields) as (keyof AuthFields)[])
    fields[field] = text(data[field]);
  return trimAuth(authType, fields);
}

/** Why a stored cluster cannot be used, or null when it can. */
export type ClusterProblem = 'notACluster' | 'address' | 'credentials' | 'auth';

export function clusterProblem(raw: unknown): ClusterProblem | null {
  if (!isRecord(raw)) return 'notACluster';
  if (typeof raw.uri !== 'string') return 'address';
  const uri = uriError(raw.uri);
  if (uri === 'uriCredentials') return 'credentials';
  if (uri !== undefined) return 'address';
  return parseAuth(raw) ? null : 'auth';
}

/** One stored cluster, or null when it has no usable uri or auth. */
export function parseCluster(raw: unknown): Cluster | null {
  if (!isRecord(raw) || typeof raw.uri !== 'string' || clusterProblem(raw) !== null) return null;
  const auth = parseAuth(raw);
  if (!auth) return null;
  const defaults = defaultCluster();
  const name =
    typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name.trim() : defaults.name;
  return {
    name,
    uri: withoutTrailingSlash(raw.uri),
    clusterName: text(raw.clusterName),
    version: text(raw.version),
    majorVersion: text(raw.majorVersion),
    distribution: oneOf(raw.distribution, DISTRIBUTIONS, defaults.distribution),
    uuid: text(raw.uuid),
    status: oneOf(raw.status, STATUSES, 'unknown'),
    // A check that was running when the page closed is not running any more.
    loading: false,
    predefined: raw.predefined === true,
    flavor: raw.flavor === 'serverless' ? 'serverless' : 'default',
    auth,
    protection: oneOf(raw.protection, PROTECTIONS, defaults.protection),
    label: text(raw.label).trim(),
    color: text(raw.color).trim(),
    proxyId: typeof raw.proxyId === 'string' && raw.proxyId !== '' ? raw.proxyId : null,
    signedByProxy: raw.signedByProxy === true,
    insecure: raw.insecure === true,
    sessionSecret: raw.sessionSecret === true,
  };
}

/**
 * The whole 'connection' value. Returns null when it is not a connection store at all;
 * otherwise unusable clusters are reported as `{key}.clusters[i]` and left out. The active
 * index follows its cluster; when that cluster was dropped, the first one becomes active.
 */
export function parseConnection(raw: unknown, key = 'connection'): ConnectionState | null {
  if (!isRecord(raw) || !Array.isArray(raw.clusters)) return null;
  const clusters: Cluster[] = [];
  let activeClusterIndex: number | null = null;
  raw.clusters.forEach((entry: unknown, index: number) => {
    const cluster = parseCluster(entry);
    if (!cluster) {
      reportDropped(`${key}.clusters[${index}]`);
      return;
    }
    if (index === raw.activeClusterIndex) activeClusterIndex = clusters.length;
    clusters.push(cluster);
  });
  if (activeClusterIndex === null && clusters.length > 0) activeClusterIndex = 0;
  return { clusters, activeClusterIndex };
}
