import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import { ClusterDropdown } from './ClusterDropdown';
import { pageNavigation } from '../connection/switchCluster';
import { createClustersStore, infoBody, savedCluster } from '../testClusters';
import { renderClusters } from '../testSupport';

const clusters = [
  savedCluster({ name: 'staging', uri: 'http://staging:9200', clusterName: 'stage-eu' }),
  savedCluster({
    name: 'Admin prod',
    uri: 'https://prod:9200',
    clusterName: 'production',
    predefined: true,
    label: 'PROD',
    color: 'red',
  }),
  savedCluster({ name: 'legacy', uri: 'http://legacy:9200', version: '6.8.23', majorVersion: '6' }),
  savedCluster({ name: 'cloud', uri: 'https://cloud:443', flavor: 'serverless' }),
];

/** Each cluster answers with its own cluster_name, so checks do not change what the list shows. */
function answerAsSavedCluster(request: RecordedRequest): Response {
  if (request.url.endsWith('_cluster/health')) return jsonResponse({ status: 'green' });
  const saved = clusters.find((cluster) => request.url.startsWith(cluster.uri));
  const version = { number: saved?.version, build_flavor: saved?.flavor };
  return jsonResponse(infoBody({ cluster_name: saved?.clusterName, version }));
}

function setup(activeClusterIndex = 0) {
  const { calls } = installFakeFetch(answerAsSavedCluster);
  const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
  const store = createClustersStore({ clusters, activeClusterIndex });
  renderClusters(<ClusterDropdown />, store, `/cluster/${activeClusterIndex}/indices`);
  return { calls, replace, store, user: userEvent.setup() };
}

async function openList(user: ReturnType<typeof userEvent.setup>, activeName: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(activeName) }));
  const list = await screen.findByRole('dialog');
  await within(list).findByRole('table');
  return list;
}

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

const rowOf = (list: HTMLElement, name: string) => {
  const row = within(list)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismissAllNotifications();
  localStorage.clear();
});

describe('cluster dropdown', { timeout: 20_000 }, () => {
  it('shows the active cluster and re-checks every cluster when opened', async () => {
    const { calls, user } = setup(0);
    const button = screen.getByRole('button', { name: /staging/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('staging (http://staging:9200)');
    expect(calls).toHaveLength(0);
    await openList(user, 'staging');
    // The popover mounts at the first click, with a button of its own.
    expect(screen.getByRole('button', { name: /staging/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(new Set(calls.map((c) => new URL(c.url).origin))).toEqual(
        new Set([
          'http://staging:9200',
          'https://prod:9200',
          'http://legacy:9200',
          'https://cloud',
        ]),
      ),
    );
  });

  it('lists clusters sorted by name with their details', async () => {
    const { user } = setup(0);
    const list = await openList(user, 'staging');
    expect(rowNames(list).map((text) => text?.replace(/\s+/g, ' '))).toEqual([
      expect.stringContaining('Admin prod'),
      expect.stringContaining('cloud'),
      expect.stringContaining('legacy'),
      expect.stringContaining('staging'),
    ]);
    expect(rowOf(list, 'staging')).toHaveTextContent('active');
    expect(rowOf(list, 'Admin prod')).toHaveTextContent('production');
    expect(rowOf(list, 'cloud')).toHaveTextContent('serverless');
    expect(
      within(rowOf(list, 'legacy')).getByRole('img', { name: /Elasticsearch 6 is EOL/ }),
    ).toBeInTheDocument();
    expect(
      within(rowOf(list, 'staging')).queryByRole('img', { name: /EOL/ }),
    ).not.toBeInTheDocument();
  });

  it('copies a cluster uri without connecting to it', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    // user-event puts a clipboard of its own in place of the browser's.
    const { user, replace } = setup(0);
    const list = await openList(user, 'staging');
    await user.click(within(rowOf(list, 'legacy')).getByRole('button', { name: 'Copy uri' }));
    expect(await navigator.clipboard.readText()).toBe('http://legacy:9200');
    expect(
      await within(rowOf(list, 'legacy')).findByRole('button', { name: 'Copied' }),
    ).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('filters on name, uri and clusterName', async () => {
    const { user } = setup(0);
    const list = await openList(user, 'staging');
    await user.type(within(list).getByRole('textbox', { name: 'Filter' }), 'PRODUCTION');
    // The filter applies once typing pauses (FILTER_DEBOUNCE_MS); a loaded machine needs longer.
    await waitFor(() => expect(rowNames(list)).toHaveLength(1), { timeout: 5000 });
    expect(rowNames(list)[0]).toContain('Admin prod');
  });

  it('locks edit and delete of predefined clusters and says why', async () => {
    const { user } = setup(0);
    const list = await openList(user, 'staging');
    const row = rowOf(list, 'Admin prod');
    const edit = within(row).getByRole('button', { name: 'Edit cluster' });
    const remove = within(row).getByRole('button', { name: 'Remove cluster' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.hover(edit);
    expect(
      await screen.findByText(
        'This cluster was setup by your administrator. You cannot change it directly.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This cluster is predefined from https://prod:9200.'),
    ).toBeInTheDocument();
    await user.click(edit);
    expect(screen.queryByRole('dialog', { name: 'Edit cluster' })).not.toBeInTheDocument();
    expect(
      within(rowOf(list, 'staging')).getByRole('button', { name: 'Edit cluster' }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('connects to a cluster when its row is clicked, keeping the current screen', async () => {
    const { user, replace, store } = setup(0);
    const list = await openList(user, 'staging');
    const row = rowOf(list, 'legacy');
    expect(row).toHaveAttribute('title', "Connect to cluster at 'http://legacy:9200'");
    await user.click(within(row).getByText('legacy'));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0].pathname).toBe('/cluster/2/indices');
    expect(store.getState().connection.activeClusterIndex).toBe(2);
  });

  it('removes a cluster after confirmation and reopens the active cluster at its new index', async () => {
    const { user, replace, store } = setup(2);
    const list = await openList(user, 'legacy');
    await user.click(
      within(rowOf(list, 'staging')).getByRole('button', { name: 'Remove cluster' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove cluster' });
    expect(confirm).toHaveTextContent("Remove cluster 'staging' (http://staging:9200)");
    // The delete button inside the row must not also connect to that row's cluster.
    expect(replace).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(store.getState().connection.clusters.map((c) => c.name)).toEqual([
      'Admin prod',
      'legacy',
      'cloud',
    ]);
    expect(replace.mock.calls[0][0].pathname).toBe('/cluster/1/indices');
  });

  it('keeps the cluster when removal is cancelled', async () => {
    const { user, replace, store } = setup(0);
    const list = await openList(user, 'staging');
    await user.click(within(rowOf(list, 'legacy')).getByRole('button', { name: 'Remove cluster' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove cluster' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(
      () =>
        expect(screen.queryByRole('dialog', { name: 'Remove cluster' })).not.toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
    expect(store.getState().connection.clusters).toHaveLength(4);
    expect(replace).not.toHaveBeenCalled();
  });

  it('edits a cluster and saves it', async () => {
    const { user, replace, store } = setup(0);
    const list = await openList(user, 'staging');
    await user.click(within(rowOf(list, 'legacy')).getByRole('button', { name: 'Edit cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cluster' });
    const name = within(dialog).getByRole('textbox', { name: 'Cluster name' });
    expect(name).toHaveValue('legacy');
    expect(within(dialog).getByRole('textbox', { name: 'Uri' })).toHaveValue('http://legacy:9200');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, ' legacy renamed ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(store.getState().connection.clusters[2]).toMatchObject({
      name: 'legacy renamed',
      uri: 'http://legacy:9200',
    });
    expect(await screen.findByText('Cluster saved')).toBeInTheDocument();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0].pathname).toBe('/cluster/0/indices');
  });

  it('saves the protection, banner label and colour of a cluster', async () => {
    const { user, store } = setup(0);
    const list = await openList(user, 'staging');
    await user.click(within(rowOf(list, 'legacy')).getByRole('button', { name: 'Edit cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cluster' });
    const protection = within(dialog).getByRole('textbox', { name: 'Protection' });
    expect(protection).toHaveValue('None');
    expect(protection).toHaveAccessibleDescription('Every request is sent as it is.');
    await user.click(protection);
    // This render keeps Mantine's transitions, which the test DOM never ends: the options stay hidden.
    await user.click(await screen.findByRole('option', { name: 'Read-only', hidden: true }));
    expect(protection).toHaveAccessibleDescription(
      'Only reads are sent; writes are not offered and never sent.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Banner label' }), ' LEGACY ');
    await user.click(within(dialog).getByRole('textbox', { name: 'Colour' }));
    await user.click(await screen.findByRole('option', { name: 'Orange', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(store.getState().connection.clusters[2]).toMatchObject({
      name: 'legacy',
      protection: 'read-only',
      label: 'LEGACY',
      color: 'orange',
    });
  });

  it("shows each cluster's label in its colour in the list", async () => {
    const { user } = setup(0);
    const list = await openList(user, 'staging');
    expect(within(rowOf(list, 'staging')).queryByTestId('cluster-label-badge')).toBeNull();
    expect(within(rowOf(list, 'Admin prod')).getByTestId('cluster-label-badge')).toHaveTextContent(
      'PROD',
    );
  });

  it('offers no Add cluster in managed mode', async () => {
    installFakeFetch(answerAsSavedCluster);
    const store = createClustersStore(
      { clusters: [clusters[1]], activeClusterIndex: 0 },
      { basePath: '/', noDirectClusters: true, updateHost: null },
    );
    renderClusters(<ClusterDropdown />, store, '/cluster/0/indices');
    const user = userEvent.setup();
    const list = await openList(user, 'Admin prod');
    expect(rowNames(list)).toHaveLength(1);
    expect(rowNames(list)[0]).toContain('Admin prod');
    expect(within(list).queryByRole('button', { name: 'Add cluster' })).not.toBeInTheDocument();
  });

  it('offers Add cluster otherwise', async () => {
    const { user } = setup(0);
    const list = await openList(user, 'staging');
    expect(within(list).getByRole('button', { name: 'Add cluster' })).toBeInTheDocument();
  });
});
