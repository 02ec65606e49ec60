import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import { AddClusterDialog } from './AddClusterDialog';
import { pageNavigation } from '../connection/switchCluster';
import { createClustersStore, infoBody, savedCluster } from '../testClusters';
import { renderClusters } from '../testSupport';

function answerLikeACluster(request: RecordedRequest): Response {
  if (request.url.endsWith('/_search'))
    return jsonResponse({ hits: { total: { value: 0 }, hits: [] } });
  if (request.url.endsWith('/_cluster/health')) return jsonResponse({ status: 'green' });
  return jsonResponse(infoBody());
}

async function openConnectStep(store = createClustersStore()) {
  const user = userEvent.setup();
  renderClusters(<AddClusterDialog opened onClose={() => undefined} />, store, '/cluster/0/nodes');
  const dialog = await screen.findByRole('dialog', { name: 'Add cluster' });
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  return { user, dialog, store };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismissAllNotifications();
});

describe('add cluster dialog, step 1', () => {
  it('shows the CORS lines for this page origin', async () => {
    renderClusters(<AddClusterDialog opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add cluster' });
    expect(within(dialog).getByTestId('cors-config')).toHaveTextContent(
      `http.cors.enabled: true http.cors.allow-origin: "${window.location.origin}" http.cors.allow-headers: X-Requested-With,Content-Type,Content-Length,Authorization`,
    );
    expect(dialog).toHaveTextContent('make sure that http.cors.allow-headers is configured');
    expect(dialog).toHaveTextContent('Restart your cluster afterwards.');
  });
});

describe('cluster form validation', { timeout: 20_000 }, () => {
  it('starts valid with the default name and uri', async () => {
    const { dialog } = await openConnectStep();
    expect(field(dialog, 'Cluster name')).toHaveValue('default cluster');
    expect(field(dialog, 'Uri')).toHaveValue('http://localhost:9200');
    expect(button(dialog, 'Test connection')).toBeEnabled();
    expect(button(dialog, 'Connect')).toBeEnabled();
  });

  it('requires a name', async () => {
    const { user, dialog } = await openConnectStep();
    await user.clear(field(dialog, 'Cluster name'));
    expect(within(dialog).getByText('required')).toBeInTheDocument();
    expect(button(dialog, 'Test connection')).toBeDisabled();
    expect(button(dialog, 'Connect')).toBeDisabled();
  });

  it('explains that the uri must be http(s)', async () => {
    const { user, dialog } = await openConnectStep();
    await user.clear(field(dialog, 'Uri'));
    await user.type(field(dialog, 'Uri'), 'ftp://es.example');
    expect(
      within(dialog).getByText('Invalid uri: it must start with http:// or https://'),
    ).toBeInTheDocument();
    expect(button(dialog, 'Connect')).toBeDisabled();
    // The clear button puts the default uri back.
    await user.click(button(dialog, 'Reset to the default uri'));
    expect(field(dialog, 'Uri')).toHaveValue('http://localhost:9200');
    expect(button(dialog, 'Connect')).toBeEnabled();
  });

  it('stresses the SSL hint for an https uri and links the cluster to check its certificate', async () => {
    const { user, dialog } = await openConnectStep();
    const hint = within(dialog).getByText(
      /Make sure your browser trusts the cluster's SSL certificate/,
    );
    expect(hint).not.toHaveStyle({ fontWeight: '700' });
    expect(
      within(dialog).queryByRole('link', { name: 'Open the cluster to check its certificate' }),
    ).not.toBeInTheDocument();
    await user.clear(field(dialog, 'Uri'));
    await user.type(field(dialog, 'Uri'), 'https://secure.example:9200');
    expect(hint).toHaveStyle({ fontWeight: '700' });
    expect(
      within(dialog).getByRole('link', { name: 'Open the cluster to check its certificate' }),
    ).toHaveAttribute('href', 'https://secure.example:9200');
  });

  it('requires username and password for basic auth', async () => {
    const { user, dialog } = await openConnectStep();
    await user.click(within(dialog).getByRole('radio', { name: 'Basic auth' }));
    expect(within(dialog).getAllByText('required')).toHaveLength(2);
    expect(button(dialog, 'Test connection')).toBeDisabled();
    await user.type(field(dialog, 'Username'), 'elastic');
    await user.type(within(dialog).getByLabelText(/^Password/), 'changeme');
    expect(within(dialog).queryByText('required')).not.toBeInTheDocument();
    expect(button(dialog, 'Test connection')).toBeEnabled();
  });

  it('requires access key id, secret and region for AWS IAM', async () => {
    const { user, dialog } = await openConnectStep();
    await user.click(within(dialog).getByRole('radio', { name: 'AWS IAM' }));
    expect(within(dialog).getAllByText('required')).toHaveLength(3);
    expect(button(dialog, 'Connect')).toBeDisabled();
  });
});

describe('connection test', { timeout: 20_000 }, () => {
  it('tells the user the cluster is reachable', async () => {
    const { calls } = installFakeFetch(answerLikeACluster);
    const { user, dialog } = await openConnectStep();
    await user.click(button(dialog, 'Test connection'));
    expect(
      await screen.findByText('Your cluster is reachable and configured correctly.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET http://localhost:9200/',
      'POST http://localhost:9200/_search',
      'GET http://localhost:9200/_cluster/health',
    ]);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error panel with status and status text, and hides it when a field changes', async () => {
    installFakeFetch(
      () => new Response('{"error":"nope"}', { status: 401, statusText: 'Unauthorized' }),
    );
    const { user, dialog } = await openConnectStep();
    await user.click(within(dialog).getByRole('radio', { name: 'Basic auth' }));
    await user.type(field(dialog, 'Username'), 'elastic');
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong');
    await user.click(button(dialog, 'Test connection'));

    const panel = await within(dialog).findByRole('alert');
    expect(panel).toHaveTextContent('Connection error');
    expect(panel).toHaveTextContent("Can't connect to your cluster.");
    expect(within(panel).getByTestId('connection-error-detail')).toHaveTextContent(
      /^401 Unauthorized$/,
    );
    // The reachability link never carries the basic-auth credentials.
    expect(within(panel).getByRole('link', { name: 'http://localhost:9200' })).toHaveAttribute(
      'href',
      'http://localhost:9200/',
    );
    expect(panel).not.toHaveTextContent('SSL certificate');

    await user.type(field(dialog, 'Cluster name'), 'x');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the network failure when no answer arrives', async () => {
    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, dialog } = await openConnectStep();
    await user.clear(field(dialog, 'Uri'));
    await user.type(field(dialog, 'Uri'), 'https://secure.example:9200');
    await user.click(button(dialog, 'Test connection'));
    const panel = await within(dialog).findByRole('alert');
    expect(within(panel).getByTestId('connection-error-detail')).toHaveTextContent(
      'Failed to fetch',
    );
    expect(panel).toHaveTextContent("your browser trusts the cluster's SSL certificate");
  });
});

describe('connect', { timeout: 20_000 }, () => {
  it('stores the tested cluster with trimmed data, makes it active and opens it', async () => {
    installFakeFetch(answerLikeACluster);
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    const store = createClustersStore({
      clusters: [savedCluster({ name: 'existing' })],
      activeClusterIndex: 0,
    });
    const { user, dialog } = await openConnectStep(store);
    await user.clear(field(dialog, 'Cluster name'));
    await user.type(field(dialog, 'Cluster name'), '  staging  ');
    await user.clear(field(dialog, 'Uri'));
    await user.type(field(dialog, 'Uri'), 'http://staging:9200/');
    await user.click(within(dialog).getByRole('radio', { name: 'API key' }));
    await user.type(within(dialog).getByLabelText(/^API key \(encoded\)/), ' a2V5 ');
    await user.click(button(dialog, 'Connect'));

    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace.mock.calls[0][0].pathname).toBe('/cluster/1/nodes');
    const { clusters, activeClusterIndex } = store.getState().connection;
    expect(activeClusterIndex).toBe(1);
    expect(clusters[1]).toMatchObject({
      name: 'staging',
      uri: 'http://staging:9200',
      auth: { authType: 'apiKey', authData: { apiKey: 'a2V5' } },
      clusterName: 'docker-cluster',
      status: 'green',
      uuid: 'Xg2aBcDeFgHiJkLmNoPqRs',
      predefined: false,
    });
    expect(JSON.parse(localStorage.getItem('connection') ?? '{}')).toMatchObject({
      activeClusterIndex: 1,
    });
    expect(await screen.findByText('Successfully connected.')).toBeInTheDocument();
  });

  it('stores nothing and stays when the cluster cannot be reached', async () => {
    installFakeFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    const { user, dialog, store } = await openConnectStep();
    await user.click(button(dialog, 'Connect'));
    expect(await within(dialog).findByTestId('connection-error-detail')).toHaveTextContent(
      '503 Service Unavailable',
    );
    expect(store.getState().connection.clusters).toEqual([]);
    expect(replace).not.toHaveBeenCalled();
  });
});
