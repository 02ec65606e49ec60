import type { Cluster, ClusterAuth, ConnectionState } from '../api/types';
import { defaultCluster } from '../features/clusters/connection/clusterDefaults';

/** A saved cluster as the store holds it once checked; override what a test is about. */
export function testCluster(overrides: Partial<Cluster> = {}): Cluster {
  return defaultCluster({
    name: 'local',
    clusterName: 'docker-cluster',
    version: '8.15.0',
    majorVersion: '8',
    uuid: 'c0ffee',
    status: 'green',
    ...overrides,
  });
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
