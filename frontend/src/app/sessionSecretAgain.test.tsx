import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconHome } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { jsonResponse, type RecordedRequest } from '../api/testFetch';
import type { Cluster } from '../api/types';
import {
  readSessionSecret,
  saveSessionSecret,
} from '../features/clusters/connection/sessionSecrets';
import { infoBody } from '../features/clusters/testClusters';
import { testCluster, testConnection } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import type { ScreenRoute } from './screens';
import type { AppStore } from './store';

const SCREENS: ScreenRoute[] = [
  {
    name: 'home',
    load: async (): Promise<ComponentType> =>
      function Home() {
        return <p>home screen</p>;
      },
    tab: { labelKey: 'app.tabs.home', icon: IconHome },
  },
];

const URI = 'http://vault:9200';
const RIGHT = `Basic ${btoa('elastic:right')}`;

function vault(overrides: Partial<Cluster> = {}): Cluster {
  return testCluster({
    name: 'vault',
    uri: URI,
    status: 'unknown',
    uuid: '',
    sessionSecret: true,
    auth: { authType: 'basicAuth', authData: { username: 'elastic', password: 'wrong' } },
    ...overrides,
  });
}

/** The cluster accepts only the right password; anything else is refused with 401. */
function answer(request: RecordedRequest): Response {
  if (request.headers.authorization !== RIGHT)
    return jsonResponse({ error: { type: 'security_exception', reason: 'unauthorized' } }, 401);
  if (request.url.includes('_cluster/health')) return jsonResponse({ status: 'green' });
  return jsonResponse(infoBody());
}

/** Waits for the layout's check of the cluster to have been sent and to have ended. */
async function checked(store: AppStore) {
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  await waitFor(() => expect(store.getState().connection.clusters[0].loading).toBe(false));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a refused session-only secret', () => {
  it('can be entered again, and the cluster is checked with the new one', async () => {
    saveSessionSecret(URI, { password: 'wrong' });
    const { store } = await renderApp({
      path: '/cluster/0',
      connection: testConnection([vault()], 0),
      screens: SCREENS,
      answer,
    });
    const again = await screen.findByRole('button', { name: 'Enter the password again' });
    expect(screen.queryByText('home screen')).not.toBeInTheDocument();
    expect(readSessionSecret(URI)).toEqual({ password: 'wrong' });

    const user = userEvent.setup();
    await user.click(again);
    const dialog = await screen.findByRole('dialog', { name: 'Password for vault' });
    // The refused secret is forgotten, in the store and in session storage.
    expect(readSessionSecret(URI)).toEqual({});
    expect(store.getState().connection.clusters[0].auth.authData).toEqual({
      username: 'elastic',
      password: '',
    });

    await user.type(within(dialog).getByTestId('session-secret-password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(store.getState().connection.clusters[0].status).toBe('green');
    expect(readSessionSecret(URI)).toEqual({ password: 'right' });
    expect(screen.queryByRole('button', { name: 'Enter the password again' })).toBeNull();
  });

  it('is offered with the wording of the auth type', async () => {
    await renderApp({
      path: '/cluster/0',
      connection: testConnection(
        [vault({ auth: { authType: 'apiKey', authData: { apiKey: 'wrong' } } })],
        0,
      ),
      screens: SCREENS,
      answer,
    });
    expect(
      await screen.findByRole('button', { name: 'Enter the API key again' }),
    ).toBeInTheDocument();
  });

  it('is not offered by a cluster that keeps its secret saved', async () => {
    const { store } = await renderApp({
      path: '/cluster/0',
      connection: testConnection([vault({ sessionSecret: false })], 0),
      screens: SCREENS,
      answer,
    });
    await checked(store);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
  });

  it('is not offered when the cluster could not be reached at all', async () => {
    const { store } = await renderApp({
      path: '/cluster/0',
      connection: testConnection([vault()], 0),
      screens: SCREENS,
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await checked(store);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
  });
});
