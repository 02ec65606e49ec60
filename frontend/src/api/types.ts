// Shapes shared by the request layer and every feature. Field names follow the
// persisted 'connection' store so old backups import as they are.

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

/** The default engine ('elasticsearch') or its open-source fork ('opensearch'). */
export type Distribution = 'elasticsearch' | 'opensearch';

export type Flavor = 'default' | 'serverless';

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
}

/** The persisted 'connection' store. */
export interface ConnectionState {
  clusters: Cluster[];
  activeClusterIndex: number | null;
}

/** One entry of /api/default_clusters.json. */
export interface PredefinedClusterInput {
  name?: string;
  uri: string;
  username?: string;
  password?: string;
  apiKey?: string;
  S3accessKeyId?: string;
  S3secretAccessKey?: string;
  S3sessionToken?: string;
  S3region?: string;
}

/** What a cluster call needs to reach the cluster: its address and credentials. */
export type ClusterTarget = Pick<Cluster, 'uri' | 'auth'>;

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
