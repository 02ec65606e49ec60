// Shapes shared by the request layer and every feature. Field names follow the
// persisted 'connection' store so old backups import as they are.
import { DEFAULT_ENGINE, type EngineProfile } from '../engine/profile';
import type { Distribution } from '../engine/version';
import type { TranslationKey } from '../i18n/translate';

export type AuthType = 'none' | 'basicAuth' | 'apiKey' | 'awsIAM';

export interface BasicAuthData {
  username: string;
  password: string;
}

export interface ApiKeyAuthData {
  apiKey: string;
}

export interface AwsIamAuthData {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  region: string;
}

export type ClusterAuth =
  | { authType: 'none'; authData: Record<string, never> }
  | { authType: 'basicAuth'; authData: BasicAuthData }
  | { authType: 'apiKey'; authData: ApiKeyAuthData }
  | { authType: 'awsIAM'; authData: AwsIamAuthData };

export type ClusterStatus = 'green' | 'yellow' | 'red' | 'unknown';

export type Flavor = 'default' | 'serverless';

/**
 * What writes a cluster allows: all ('none'), each after a question naming its method and path
 * ('confirm-writes'), or none ('read-only'). Which requests are reads is decided by
 * protection/read-requests.json, shared with the server.
 */
export type Protection = 'none' | 'confirm-writes' | 'read-only';

export const PROTECTIONS: readonly Protection[] = ['none', 'confirm-writes', 'read-only'];

/** A saved cluster connection. */
export interface Cluster {
  name: string;
  uri: string;
  clusterName: string;
  version: string;
  majorVersion: string;
  distribution: Distribution;
  uuid: string;
  status: ClusterStatus;
  loading: boolean;
  predefined: boolean;
  flavor: Flavor;
  auth: ClusterAuth;
  protection: Protection;
  /** Shown as a banner across every screen of the cluster (e.g. PRODUCTION); '' for none. */
  label: string;
  /** The banner's and the cluster menu entry's colour, a Mantine colour name; '' for the default. */
  color: string;
  /**
   * Set for a predefined cluster reached through the Shardscope server (`"proxy": true`): its id
   * in the clusters file. Its uri is then the proxy's address ({base}api/proxy/{id}) and its auth
   * 'none': the server adds the credentials.
   */
  proxyId: string | null;
  /**
   * A proxied cluster whose requests the server signs (AWS SigV4): it holds each body whole to
   * sign it, so it takes smaller bodies (its signed-body limit).
   */
  signedByProxy: boolean;
  /** The server does not verify the cluster's TLS certificate (a proxied lab cluster). */
  insecure: boolean;
  /**
   * The password, API key or AWS secret is kept for this browser session only: the stored
   * record holds none, and it is asked for when connecting.
   */
  sessionSecret: boolean;
}

/** A text the UI shows: translated (a key and its values) or as it came (a cluster's words). */
export type NotificationText =
  { key: TranslationKey; params?: Record<string, string> } | { text: string };

/** The persisted 'connection' store. */
export interface ConnectionState {
  clusters: Cluster[];
  activeClusterIndex: number | null;
  /**
   * When the server offers only its own clusters: the clusters the user added before, kept in
   * storage as they were but neither shown nor connectable. Never part of `clusters`.
   */
  withheld?: Cluster[];
  /**
   * The addresses of the clusters that refused the session-only secret they were sent, in this
   * session. Never stored.
   */
  secretRejected?: string[];
  /**
   * Why each cluster whose last health check failed could not be reached, by address, when
   * there is more to say than "network error" (a status and its reason, a redirect). Never
   * stored.
   */
  unreachableBecause?: Record<string, NotificationText>;
}

/** One entry of /api/default_clusters.json. */
export interface PredefinedClusterInput {
  name?: string;
  /** Absent for a proxied entry. */
  uri?: string;
  username?: string;
  password?: string;
  apiKey?: string;
  S3accessKeyId?: string;
  S3secretAccessKey?: string;
  S3sessionToken?: string;
  S3region?: string;
  id?: string;
  label?: string;
  color?: string;
  protection?: Protection;
  /** Reached through the server's proxy: the entry then carries no uri and no credential. */
  proxy?: boolean;
  /** A proxied entry whose requests the server signs with AWS keys. */
  signed?: boolean;
  insecure?: boolean;
}

/**
 * What a cluster call needs to reach the cluster: its address and credentials, what writes it
 * allows (a target without protection allows all), and its engine, from which an operation picks
 * the engine's variant of a call (a target without one is taken as DEFAULT_ENGINE, `targetEngine`).
 */
export type ClusterTarget = Pick<Cluster, 'uri' | 'auth'> &
  Partial<Pick<Cluster, 'protection' | 'name'>> & { engine?: EngineProfile };

/** The engine of a target: its own, or DEFAULT_ENGINE when it names none. */
export function targetEngine(target: ClusterTarget): EngineProfile {
  return target.engine ?? DEFAULT_ENGINE;
}

/** Request state of a call; status is -1 when unknown. */
export interface RequestState {
  loading: boolean;
  networkError: boolean;
  apiError: boolean;
  apiErrorMessage: string;
  /** For an API error: the cluster's reason in words and its cause. */
  apiErrorReason?: { reason: string; cause: string | null };
  status: number;
}
