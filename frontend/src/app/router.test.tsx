import { screen, waitFor } from '@testing-library/react';
import { IconHome, IconServer, IconSettings } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { testCluster, testConnection } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { prepareInIdleTime } from './router';
import type { ScreenRoute } from './screens';
import { createAppStore } from './store';

const stub = (text: string) => async (): Promise<ComponentType> =>
  function Stub() {
    return <p>{text}</p>;
  };

const SCREENS: ScreenRoute[] = [
  { name: 'home', load: stub('home screen'), tab: { labelKey: 'app.tabs.home', icon: IconHome } },
  {
    name: 'nodes',
    load: stub('nodes screen'),
    tab: { labelKey: 'app.tabs.nodes', icon: IconServer },
    hiddenForServerless: true,
  },
  {
    name: 'settings',
    load: stub('settings screen'),
    tab: { labelKey: 'app.tabs.settings', icon: IconSettings, iconOnly: true },
  },
];

const two = () =>
  testConnection(
    [testCluster({ name: 'alpha' }), testCluster({ name: 'beta', uri: 'http://beta:9200' })],
    0,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function pathAfter(router: { state: { location: { pathname: string } } }, expected: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
}

describe('routing guards', () => {
  it('sends a cluster route to welcome when no cluster is saved', async () => {
    const { router } = await renderApp({
      path: '/cluster/0/nodes',
      connection: testConnection([]),
      screens: SCREENS,
    });
    await pathAfter(router, '/welcome');
  });

  it('says that a cluster index names no saved cluster, and offers the dashboard', async () => {
    const { router } = await renderApp({
      path: '/cluster/9/nodes',
      connection: two(),
      screens: SCREENS,
    });
    expect(
      await screen.findByText(
        'There is no saved cluster number 9: you have 2 saved clusters, numbered from 0.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cluster/9/nodes');
    expect(screen.queryByText('nodes screen')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/cluster/0',
    );
  });

  it('says that any other path is no page of the console', async () => {
    const { router } = await renderApp({
      path: '/cluster/0/no-such-screen',
      connection: two(),
      screens: SCREENS,
    });
    expect(
      await screen.findByText('The console has no page at /cluster/0/no-such-screen.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cluster/0/no-such-screen');
  });

  it('sends any other path to welcome without clusters', async () => {
    const { router } = await renderApp({
      path: '/no/such/page',
      connection: testConnection([]),
      screens: SCREENS,
    });
    await pathAfter(router, '/welcome');
  });

  it('sends the entry to the home of the active cluster', async () => {
    const connection = { ...two(), activeClusterIndex: 1 };
    const { router } = await renderApp({ path: '/', connection, screens: SCREENS });
    await pathAfter(router, '/cluster/1');
  });

  it('sends the entry to welcome without clusters', async () => {
    const { router } = await renderApp({
      path: '/',
      connection: testConnection([]),
      screens: SCREENS,
    });
    await pathAfter(router, '/welcome');
  });

  it('leaves welcome for home once a cluster is saved', async () => {
    const { router } = await renderApp({ path: '/welcome', connection: two(), screens: SCREENS });
    await pathAfter(router, '/cluster/0');
  });

  it('makes the cluster of a valid index the active one', async () => {
    const { store } = await renderApp({
      path: '/cluster/1/nodes',
      connection: two(),
      screens: SCREENS,
    });
    expect(await screen.findByText('nodes screen')).toBeInTheDocument();
    expect(store.getState().connection.activeClusterIndex).toBe(1);
    expect(screen.getByText("Connected to 'beta' (http://beta:9200)")).toBeInTheDocument();
  });
});

describe('cluster layout', () => {
  it('titles the page after the route', async () => {
    await renderApp({ path: '/cluster/0/nodes', connection: two(), screens: SCREENS });
    await waitFor(() => expect(document.title).toBe('Shardscope | Nodes'));
  });

  it('replaces screens of an unreachable cluster with the network-error panel, but not settings', async () => {
    const connection = testConnection(
      [testCluster({ status: 'unknown', uri: 'http://down:9200' })],
      0,
    );
    const { router } = await renderApp({ path: '/cluster/0/nodes', connection, screens: SCREENS });
    expect(
      await screen.findByText('Network error, cannot access your cluster.'),
    ).toBeInTheDocument();
    expect(screen.getByText('http://down:9200')).toBeInTheDocument();
    expect(screen.queryByText('nodes screen')).not.toBeInTheDocument();
    await router.navigate('/cluster/0/settings');
    expect(await screen.findByText('settings screen')).toBeInTheDocument();
  });

  it('shows every tab of the table for a default cluster, marking the current one', async () => {
    const { router } = await renderApp({
      path: '/cluster/0/nodes',
      connection: two(),
      screens: SCREENS,
    });
    const nodes = await screen.findByRole('link', { name: 'Nodes' });
    expect(nodes).toHaveAttribute('href', '/cluster/0/nodes');
    expect(nodes).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // The mark follows the address, in the text tabs and the icon tabs.
    await router.navigate('/cluster/0/settings');
    expect(await screen.findByText('settings screen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Nodes' })).not.toHaveAttribute('aria-current');
    await router.navigate('/cluster/0');
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('hides the Nodes tab for a serverless cluster', async () => {
    const connection = testConnection([testCluster({ flavor: 'serverless' })], 0);
    await renderApp({ path: '/cluster/0', connection, screens: SCREENS });
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nodes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('renders a cluster name that looks like HTML as text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    await renderApp({
      path: '/cluster/0',
      connection: testConnection([testCluster({ name })], 0),
      screens: SCREENS,
    });
    expect(
      await screen.findByText(`Connected to '${name}' (http://localhost:9200)`),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('screen preparation', () => {
  it("runs a screen's prepare with the store when it is navigated to, before it renders", async () => {
    const seen: string[] = [];
    const prepare = vi.fn(
      (store: { getState: () => { connection: { activeClusterIndex: number | null } } }) => {
        seen.push(`prepare, active cluster ${store.getState().connection.activeClusterIndex}`);
      },
    );
    const screens: ScreenRoute[] = [
      ...SCREENS,
      {
        name: 'rest',
        load: async () =>
          function Rest() {
            seen.push('render');
            return <p>rest screen</p>;
          },
        prepare,
      },
    ];
    const { router } = await renderApp({ path: '/cluster/1/nodes', connection: two(), screens });
    expect(await screen.findByText('nodes screen')).toBeInTheDocument();
    expect(prepare).not.toHaveBeenCalled();
    await router.navigate('/cluster/1/rest');
    expect(await screen.findByText('rest screen')).toBeInTheDocument();
    expect(seen[0]).toBe('prepare, active cluster 1');
    expect(seen).toContain('render');
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("runs each screen's prepare once in idle time, with the store", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const prepare = vi.fn();
    const store = createAppStore();
    prepareInIdleTime(store, [...SCREENS, { name: 'rest', load: stub('rest screen'), prepare }]);
    expect(prepare).not.toHaveBeenCalled();
    for (const run of idle) run();
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledWith(store);
  });
});
