import type { Cluster, ClusterAuth, ConnectionState } from '../api/types';

/** A saved cluster as the store holds it; override what a test is about. */
export function testCluster(overrides: Partial<Cluster> = {}): Cluster {
  return {
    name: 'local',
    uri: 'http://localhost:9200',
    clusterName: 'docker-cluster',
    version: '8.15.0',
    majorVersion: '8',
    distribution: 'elasticsearch',
    uuid: 'c0ffee',
    status: 'green',
    loading: false,
    predefined: false,
    flavor: 'default',
    auth: { authType: 'none', authData: {} },
    protection: 'none',
    label: '',
    color: '',
    proxyId: null,
    insecure: false,
    sessionSecret: false,
    ...overrides,
  };
}

/** AWS IAM credentials with both secret parts (the secret key and the session token) set. */
export const AWS_AUTH: ClusterAuth = {
  authType: 'awsIAM',
  authData: {
    accessKeyId: 'AKIA',
    secretAccessKey: 'aws-secret',
    sessionToken: 'token-secret',
    region: 'eu-west-1',
  },
};

export function testConnection(
  clusters: Cluster[],
  activeClusterIndex: number | null = null,
): ConnectionState {
  return { clusters, activeClusterIndex };
}
