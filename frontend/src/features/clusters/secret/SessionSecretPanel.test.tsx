import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import { needsSessionSecret, readSessionSecret } from '../connection/sessionSecrets';
import { createClustersStore, infoBody, savedCluster } from '../testClusters';
import { renderClusters } from '../testSupport';
import { SessionSecretPanel } from './SessionSecretPanel';

const locked = savedCluster({
  name: 'vault',
  uri: 'http://vault:9200',
  status: 'unknown',
  sessionSecret: true,
  auth: { authType: 'basicAuth', authData: { username: 'elastic', password: '' } },
});

function answer(request: RecordedRequest): Response {
  if (request.url.endsWith('_cluster/health')) return jsonResponse({ status: 'green' });
  return jsonResponse(infoBody());
}

function setup(cluster = locked) {
  const { calls } = installFakeFetch(answer);
  const store = createClustersStore({ clusters: [cluster], activeClusterIndex: 0 });
  renderClusters(<SessionSecretPanel cluster={cluster} clusterIndex={0} />, store);
  return { calls, store, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('session secret prompt', () => {
  it('asks for the password, keeps it for the session and connects with it', async () => {
    const { calls, store, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Password for vault' });
    expect(calls).toHaveLength(0);
    const connect = within(dialog).getByRole('button', { name: 'Connect' });
    expect(connect).toBeDisabled();
    await user.type(within(dialog).getByTestId('session-secret-password'), 's3cret');
    await user.click(connect);
    await waitFor(() => expect(store.getState().connection.clusters[0].status).toBe('green'));
    expect(readSessionSecret('http://vault:9200')).toEqual({ password: 's3cret' });
    expect(needsSessionSecret(store.getState().connection.clusters[0])).toBe(false);
    // Sent as Basic auth, never in the URL.
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.url).not.toContain('s3cret');
      expect(call.headers.authorization).toBe(`Basic ${btoa('elastic:s3cret')}`);
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the AWS secret access key and an optional session token', async () => {
    const aws = savedCluster({
      ...locked,
      auth: {
        authType: 'awsIAM',
        authData: {
          accessKeyId: 'AKIA',
          secretAccessKey: '',
          sessionToken: '',
          region: 'eu-west-1',
        },
      },
    });
    setup(aws);
    const dialog = await screen.findByRole('dialog', { name: 'AWS secret access key for vault' });
    expect(within(dialog).getByTestId('session-secret-secretAccessKey')).toBeRequired();
    expect(within(dialog).getByTestId('session-secret-sessionToken')).not.toBeRequired();
  });

  it('on Cancel stays disconnected, says why, changes nothing and can ask again', async () => {
    const { calls, store, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Password for vault' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('session-secret-panel')).toHaveTextContent('Not connected to vault');
    expect(store.getState().connection.clusters[0]).toEqual(locked);
    expect(calls).toHaveLength(0);
    await user.click(screen.getByTestId('session-secret-open'));
    expect(await screen.findByRole('dialog', { name: 'Password for vault' })).toBeInTheDocument();
  });
});
