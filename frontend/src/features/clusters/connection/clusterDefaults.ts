// Defaults of a new cluster, and the rules applied to a cluster before it is stored.
import type { AuthType, Cluster, ClusterAuth } from '../../../api/types';

export const DEFAULT_CLUSTER_NAME = 'default cluster';
export const DEFAULT_CLUSTER_URI = 'http://localhost:9200';
export const PREDEFINED_CLUSTER_NAME = 'docker cluster';

export const AUTH_TYPES: readonly AuthType[] = ['none', 'basicAuth', 'apiKey', 'awsIAM'];

/** A cluster with every field at its default; health fields are filled by the first check. */
export function defaultCluster(overrides: Partial<Cluster> = {}): Cluster {
  return {
    name: DEFAULT_CLUSTER_NAME,
    uri: DEFAULT_CLUSTER_URI,
    clusterName: '',
    version: '',
    majorVersion: '',
    distribution: 'elasticsearch',
    uuid: '',
    status: 'unknown',
    loading: false,
    predefined: false,
    flavor: 'default',
    auth: { authType: 'none', authData: {} },
    protection: 'none',
    label: '',
    color: '',
    proxyId: null,
    signedByProxy: false,
    insecure: false,
    sessionSecret: false,
    ...overrides,
  };
}

/** Stored uris never end with '/'; the request layer adds it back when building paths. */
export function withoutTrailingSlash(uri: string): string {
  return uri.trim().replace(/\/+$/, '');
}

/**
 * Every credential field the form knows, whatever the chosen type, so switching the type does
 * not lose what was typed. `trimAuth` keeps only the fields of the chosen type.
 */
export interface AuthFields {
  username: string;
  password: string;
  apiKey: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  region: string;
}

export const EMPTY_AUTH_FIELDS: AuthFields = {
  username: '',
  password: '',
  apiKey: '',
  accessKeyId: '',
  secretAccessKey: '',
  sessionToken: '',
  region: '',
};

export function authFieldsOf(auth: ClusterAuth): AuthFields {
  return { ...EMPTY_AUTH_FIELDS, ...auth.authData };
}

/**
 * The auth stored for `authType` (authData holds only the fields of its type).
 * Surrounding whitespace is removed from identifiers and keys, which never legitimately hold
 * it; passwords are kept exactly as typed.
 */
export function trimAuth(authType: AuthType, fields: AuthFields): ClusterAuth {
  switch (authType) {
    case 'basicAuth':
      return {
        authType,
        authData: { username: fields.username.trim(), password: fields.password },
      };
    case 'apiKey':
      return { authType, authData: { apiKey: fields.apiKey.trim() } };
    case 'awsIAM':
      return {
        authType,
        authData: {
          accessKeyId: fields.accessKeyId.trim(),
          secretAccessKey: fields.secretAccessKey.trim(),
          sessionToken: fields.sessionToken.trim(),
          region: fields.region.trim(),
        },
      };
    case 'none':
      return { authType, authData: {} };
  }
}
