// Fixtures of the tests of secrets kept for the browser session only.
import type { Cluster } from '../../api/types';
import { AWS_AUTH } from '../../test/fixtures';
import { savedCluster } from './testClusters';

/** A saved cluster whose basic-auth `password` is kept for the browser session only. */
export const sessionOnlyCluster = (password: string): Cluster =>
  savedCluster({
    name: 'session',
    uri: 'http://session:9200',
    sessionSecret: true,
    auth: { authType: 'basicAuth', authData: { username: 'elastic', password } },
  });

/** A saved cluster signing with AWS IAM, its secret key and session token kept for the session. */
export const AWS_SESSION_CLUSTER = savedCluster({
  name: 'aws',
  uri: 'https://aws:443',
  sessionSecret: true,
  auth: AWS_AUTH,
});
