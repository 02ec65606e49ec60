// A screen opened in the app sends the table's first requests at once, with the request layer's
// headers, and the request layer adopts each answer once for the very same request.
import { clusterRequest } from '../api/client';
import { dropAnswersAskedAhead } from '../api/earlyAnswers';
import { installFakeFetch, jsonResponse } from '../api/testFetch';
import type { Cluster } from '../api/types';
import { AWS_AUTH, testCluster, testConnection } from '../test/fixtures';
import { EARLY_SCREENS } from './frame/earlyRequests';
import { askScreenAhead } from './screenAhead';
import { createAppStore } from './store';

const BASE = 'http://localhost:9200/';

function storeWith(cluster: Partial<Cluster>) {
  const store = createAppStore({
    connection: testConnection([testCluster({ uri: 'http://localhost:9200', ...cluster })], 0),
  });
  return store;
}

function sent() {
  return installFakeFetch((request) => jsonResponse({ asked: request.url })).calls;
}

afterEach(() => {
  dropAnswersAskedAhead();
  vi.unstubAllGlobals();
});

it("sends the table's requests of the screen for the cluster's engine, with its credentials", async () => {
  const calls = sent();
  const store = storeWith({
    distribution: 'opensearch',
    version: '2.19.1',
    auth: { authType: 'basicAuth', authData: { username: 'ops', password: 'pw' } },
  });
  expect(askScreenAhead(store, 0, 'indices')).not.toBeNull();
  await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
  const table = EARLY_SCREENS.indices;
  expect(calls.map((call) => call.url).sort()).toEqual(
    [...table.both, ...(table.opensearch ?? [])].map((path) => BASE + path).sort(),
  );
  for (const call of calls) {
    expect(call.method).toBe('GET');
    expect(call.headers).toEqual({ accept: 'application/json', authorization: 'Basic b3BzOnB3' });
  }
});

it("adopts an answer once, for the same request only: the screen's own request gets it", async () => {
  const calls = sent();
  const store = storeWith({ distribution: 'elasticsearch', version: '8.15.0' });
  askScreenAhead(store, 0, 'tasks');
  await vi.waitFor(() => expect(calls).toHaveLength(2));
  const target = {
    uri: 'http://localhost:9200',
    auth: { authType: 'none' as const, authData: {} },
  };
  const request = {
    method: 'GET' as const,
    path: '_tasks',
    params: { detailed: true, group_by: 'parents' },
  };

  expect(await clusterRequest(target, request)).toEqual({
    asked: `${BASE}_tasks?detailed=true&group_by=parents`,
  });
  expect(calls).toHaveLength(2);
  // Taken: the next one is sent.
  await clusterRequest(target, request);
  expect(calls).toHaveLength(3);
  // Another credential is another request.
  const other = { ...target, auth: { authType: 'apiKey' as const, authData: { apiKey: 'k' } } };
  await clusterRequest(other, {
    method: 'GET',
    path: '_cat/nodes',
    params: { format: 'json', h: 'id,name', full_id: true },
  });
  expect(calls).toHaveLength(4);
});

it('drops what an opening asked that no request took', async () => {
  const calls = sent();
  const store = storeWith({ distribution: 'elasticsearch', version: '8.15.0' });
  const opening = askScreenAhead(store, 0, 'snapshot_repositories');
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  dropAnswersAskedAhead(opening ?? undefined);
  const target = {
    uri: 'http://localhost:9200',
    auth: { authType: 'none' as const, authData: {} },
  };
  await clusterRequest(target, { method: 'GET', path: '_snapshot' });
  expect(calls).toHaveLength(2);
});

it.each<[string, Partial<Cluster>, string]>([
  ['AWS signing (each request signed when sent)', { auth: AWS_AUTH }, 'indices'],
  ['a cluster not checked', { status: 'unknown' }, 'indices'],
  [
    'a secret kept for the session, not entered yet',
    {
      sessionSecret: true,
      auth: { authType: 'basicAuth', authData: { username: 'ops', password: '' } },
    },
    'indices',
  ],
  ['a check under way', { loading: true }, 'indices'],
  ['a serverless project', { flavor: 'serverless' }, 'indices'],
  ['an engine older than the table', { version: '7.17.0' }, 'indices'],
  ['a screen the table leaves to the app', {}, 'search'],
])('asks nothing ahead for %s', async (_case, cluster, route) => {
  const calls = sent();
  expect(
    askScreenAhead(
      storeWith({ distribution: 'elasticsearch', version: '8.15.0', ...cluster }),
      0,
      route,
    ),
  ).toBeNull();
  expect(calls).toHaveLength(0);
});

it('asks nothing for a cluster that is not the active one', () => {
  const calls = sent();
  expect(askScreenAhead(storeWith({ distribution: 'elasticsearch' }), 1, 'indices')).toBeNull();
  expect(calls).toHaveLength(0);
});
