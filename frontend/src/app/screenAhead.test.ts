// @vitest-environment happy-dom
// A screen opened in the app sends the table's first requests at once, with the request layer's
// headers, and the request layer adopts each answer once for the very same request.
import { clusterRequest, sendAhead } from '../api/client';
import { dropAnswersAskedAhead } from '../api/earlyAnswers';
import { openScreen } from '../api/screenQuery';
import { installFakeFetch, jsonResponse } from '../api/testFetch';
import type { Cluster } from '../api/types';
import { AWS_AUTH, testCluster, testConnection } from '../test/fixtures';
import { SEARCH_DATA } from '../features/search/view/searchOnOpen';
import { defaultSearchView, SEARCH_VIEW_KEY_PREFIX } from '../features/search/view/searchView';
import { searchViewLoaded } from '../features/search/view/searchViewSlice';
import { attachClusterApi } from './clusterApiStore';
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

/** The address of the screen at `route` of the first cluster. */
function opened(route: string): URL {
  return new URL(`http://localhost/cluster/0/${route}`);
}

function sent() {
  return installFakeFetch((request) => jsonResponse({ asked: request.url })).calls;
}

afterEach(() => {
  localStorage.clear();
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
  expect(askScreenAhead(store, 0, 'indices', opened('indices'))).not.toBeNull();
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
  askScreenAhead(store, 0, 'tasks', opened('tasks'));
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
  const opening = askScreenAhead(
    store,
    0,
    'snapshot_repositories',
    opened('snapshot_repositories'),
  );
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
  ['a screen that asks nothing when it opens', {}, 'rest'],
])('asks nothing ahead for %s', async (_case, cluster, route) => {
  const calls = sent();
  expect(
    askScreenAhead(
      storeWith({ distribution: 'elasticsearch', version: '8.15.0', ...cluster }),
      0,
      route,
      opened(route),
    ),
  ).toBeNull();
  expect(calls).toHaveLength(0);
});

it('asks nothing for a cluster that is not the active one', () => {
  const calls = sent();
  expect(
    askScreenAhead(storeWith({ distribution: 'elasticsearch' }), 1, 'indices', opened('indices')),
  ).toBeNull();
  expect(calls).toHaveLength(0);
});

describe("the search's first run", () => {
  const QUERY = '{\n  "query": { "match": { "level": "error" } },\n  "size": 20\n}';
  /** The query as the request layer sends it. */
  const SENT = '{"query":{"match":{"level":"error"}},"size":20}';
  const BASIC = { authType: 'basicAuth' as const, authData: { username: 'ops', password: 'pw' } };

  function searchStore() {
    const store = storeWith({ distribution: 'elasticsearch', version: '8.15.0', auth: BASIC });
    attachClusterApi(store);
    return store;
  }

  function answering() {
    return installFakeFetch((request) =>
      request.url.endsWith('/_search')
        ? jsonResponse({ hits: { total: { value: 0, relation: 'eq' }, hits: [] } })
        : jsonResponse([]),
    ).calls;
  }

  const searches = <T extends { url: string }>(calls: T[]) =>
    calls.filter((call) => call.url.endsWith('/_search'));

  it("is sent at the opening from the view the user left, and the screen's own run takes the answer", async () => {
    const view = { ...defaultSearchView(), indices: 'logs-*', searchQuery: QUERY };
    localStorage.setItem(`${SEARCH_VIEW_KEY_PREFIX}c0ffee`, JSON.stringify(view));
    const calls = answering();
    const store = searchStore();
    expect(askScreenAhead(store, 0, 'search', opened('search'))).not.toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `${BASE}logs-*/_search`,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: 'Basic b3BzOnB3',
        },
        body: SENT,
      },
    ]);
    await store.dispatch(openScreen(SEARCH_DATA, opened('search')));
    expect(searches(calls)).toHaveLength(1);
  });

  it('follows the view in the store over the stored one', async () => {
    localStorage.setItem(`${SEARCH_VIEW_KEY_PREFIX}c0ffee`, JSON.stringify(defaultSearchView()));
    const calls = answering();
    const store = searchStore();
    const view = { ...defaultSearchView(), indices: ['a', 'b'], searchQuery: QUERY };
    store.dispatch(searchViewLoaded({ cluster: 'c0ffee', view }));
    askScreenAhead(store, 0, 'search', opened('search'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(searches(calls).map((call) => call.url)).toEqual([`${BASE}a,b/_search`]);
  });

  it.each([
    ['its query does not parse', { searchQuery: '{ "query": ' }, ''],
    ['the address names an index (the screen changes its search first)', {}, '?index=logs'],
  ])('is not sent when %s', async (_case, view, query) => {
    const stored = { ...defaultSearchView(), ...view };
    localStorage.setItem(`${SEARCH_VIEW_KEY_PREFIX}c0ffee`, JSON.stringify(stored));
    const calls = answering();
    expect(askScreenAhead(searchStore(), 0, 'search', opened(`search${query}`))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });

  it('is not taken by a search with another body', async () => {
    const calls = answering();
    const target = { uri: 'http://localhost:9200', auth: BASIC };
    const search = { method: 'POST' as const, path: '_search', body: { size: 1 } };
    expect(sendAhead(target, search, {})).toBe(true);
    await clusterRequest(target, { ...search, body: { size: 2 } });
    expect(searches(calls).map((call) => call.body)).toEqual(['{"size":1}', '{"size":2}']);
    await clusterRequest(target, search);
    expect(searches(calls)).toHaveLength(2);
  });
});

it('never sends a write ahead', async () => {
  const calls = sent();
  const target = {
    uri: 'http://localhost:9200',
    auth: { authType: 'none' as const, authData: {} },
  };
  expect(sendAhead(target, { method: 'POST', path: 'logs/_doc', body: { a: 1 } }, {})).toBe(false);
  expect(sendAhead(target, { method: 'DELETE', path: 'logs' }, {})).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(calls).toEqual([]);
});
