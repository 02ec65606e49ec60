import { screen, waitFor } from '@testing-library/react';
import { IconHome } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../api/testFetch';
import { infoBody } from '../features/clusters/testClusters';
import type { Opening } from '../api/screenQuery';
import { testCluster, testConnection } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { openScreenData, startFirstScreenData } from './screenData';
import type { ScreenRoute } from './screens';
import { createAppStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A dashboard whose opening asks for data through `ask`. */
function screensAsking(ask: (opened: URL) => Opening): ScreenRoute[] {
  return [
    {
      name: 'home',
      load: async (): Promise<ComponentType> =>
        function Home() {
          return <p>home screen</p>;
        },
      data: async () => ({ queries: [], also: ask }),
      tab: { labelKey: 'app.tabs.home', icon: IconHome },
    },
  ];
}

function healthy(request: RecordedRequest): Response {
  if (request.url.includes('_cluster/health')) return jsonResponse({ status: 'green' });
  return jsonResponse(infoBody());
}

const one = () => testConnection([testCluster({ status: 'unknown', uuid: '' })], 0);

describe('a screen opened by its route', () => {
  it('asks for its data once the cluster is checked, and shows when the answer is in', async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const ask = vi.fn<(opened: URL) => Opening>(() => () => answered);
    const { store } = await renderApp({
      path: '/cluster/0',
      connection: one(),
      screens: screensAsking(ask),
      answer: healthy,
    });
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(ask.mock.calls[0][0].pathname).toBe('/cluster/0');
    // Asked after the check: the cluster's status is known by then.
    expect(store.getState().connection.clusters[0].status).toBe('green');
    expect(screen.queryByText('home screen')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('shows without its data when the answer is slow', async () => {
    const ask = vi.fn<(opened: URL) => Opening>(() => () => new Promise(() => undefined));
    await renderApp({
      path: '/cluster/0',
      connection: one(),
      screens: screensAsking(ask),
      answer: healthy,
    });
    expect(await screen.findByText('home screen', undefined, { timeout: 3000 })).toBeVisible();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of a cluster whose check failed', async () => {
    const ask = vi.fn<(opened: URL) => Opening>(() => () => Promise.resolve());
    const { store } = await renderApp({
      path: '/cluster/0',
      connection: one(),
      screens: screensAsking(ask),
      answer: () => jsonResponse({ error: 'unavailable' }, 503),
    });
    await waitFor(() => expect(store.getState().connection.clusters[0].loading).toBe(false));
    expect(await screen.findByText('Network error, cannot access your cluster.')).toBeVisible();
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('the first screen at start-up', () => {
  it('is asked for once: its first opening by the router waits for the start-up ask', async () => {
    installFakeFetch(healthy);
    const store = createAppStore({ connection: one() });
    const ask = vi.fn<(opened: URL) => Opening>(() => () => Promise.resolve());
    const data = async () => ({ queries: [], also: ask });
    const home = new URL('http://localhost/cluster/0');
    startFirstScreenData(store, 0, data, home);
    await openScreenData(store, 0, data, home);
    expect(ask).toHaveBeenCalledTimes(1);
    // Opened again later: a fresh ask.
    await openScreenData(store, 0, data, home);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
