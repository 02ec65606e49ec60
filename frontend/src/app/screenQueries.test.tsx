// Every screen's first data is declared once (ScreenData): the route's opening asks for it, and
// the screen's hooks read the same declaration. Opened, then mounted, a screen must find every
// answer it reads in the cache: a hook asking for something its opening did not fails here.
import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { openScreen } from '../api/screenQuery';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../api/testFetch';
import { deleteAllAppDatabases } from '../engine/clusterDb';
import { infoBody } from '../features/clusters/testClusters';
import { ROUTE_PATTERNS } from '../routing/paths';
import { type RouteName } from '../routing/routeNames';
import { testCluster, testConnection } from '../test/fixtures';
import { renderScreen } from '../test/renderScreen';
import { SCREENS } from './routes';
import type { AppStore } from './store';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await deleteAllAppDatabases();
});

/** A healthy, empty cluster: every list is empty. */
function answer(request: RecordedRequest): Response {
  const path = new URL(request.url).pathname;
  if (path === '/') return jsonResponse(infoBody());
  if (path.startsWith('/_cat/')) return jsonResponse([]);
  if (path === '/_cluster/health') {
    return jsonResponse({ cluster_name: 'docker-cluster', status: 'green', number_of_nodes: 1 });
  }
  if (path === '/_cluster/settings') {
    return jsonResponse({ persistent: {}, transient: {}, defaults: {} });
  }
  if (path.endsWith('/_search')) {
    return jsonResponse({ took: 1, hits: { total: { value: 0, relation: 'eq' }, hits: [] } });
  }
  return jsonResponse({});
}

/** The cache entries in the store: one per endpoint and argument. */
function cacheEntries(store: AppStore): string[] {
  return Object.keys(store.getState().clusterApi?.queries ?? {}).sort();
}

const OPENED_SCREENS = SCREENS.filter((screen) => screen.data);

/** The screens that show no cluster data, each with why: they have nothing to ask on opening. */
const WITHOUT_CLUSTER_DATA: Partial<Record<RouteName, string>> = {
  settings: "the console's own preferences, kept in the browser",
  transfer: 'opens on the choice of a file or of what to export; the cluster is asked after it',
};

/** Route parameters of the addresses the screens are opened at. */
const PARAMETERS: Record<string, string> = { ':repositoryName': 'backups' };

function openedPath(name: RouteName): string {
  const pattern = ROUTE_PATTERNS[name].replace(/:\w+/g, (parameter) => PARAMETERS[parameter]);
  return `/cluster/0/${pattern}`;
}

/**
 * What a screen asks for on purpose once its first data has arrived, so that it never delays
 * it: the indices screen's lifecycle column (where each index stands in its policy); the
 * security screen's users, asked (by the opening) only once the cluster said it has security.
 */
const FOLLOW_UPS: Partial<Record<string, { entry: RegExp; url: RegExp }>> = {
  indices: { entry: /^managedIndices\(/, url: /\/_ilm\/explain\?|\/_plugins\/_ism\/explain\// },
  security: { entry: /^securityUsers\(/, url: /\/_security\/(user|_query\/user)$/ },
};

/** The live metrics' requests: node statistics, and the watermarks alerts use. */
const LIVE_METRICS = /\/_nodes\/stats\/|\/_cluster\/settings\?include_defaults/;

/**
 * What a screen samples live while it shows, through the page's one sampler rather than its
 * opening: the Metrics screen's charts, the dashboard's Live card and the nodes table's live
 * columns (these two once their first data has arrived).
 */
const SAMPLED: Partial<Record<RouteName, RegExp>> = {
  metrics: LIVE_METRICS,
  home: LIVE_METRICS,
  nodes: LIVE_METRICS,
};

/**
 * What a screen with writes asks once per connected cluster, beside its opening and never before
 * it: the connected user's privileges (api/privilegesApi.ts), which only disable writes.
 */
const PER_CLUSTER = {
  entry: /^privileges\(/,
  url: /\/_security\/user\/_privileges$|\/_plugins\/_security\/(authinfo|api\/roles|api\/actiongroups)$/,
};

/** A cluster that fails every request but its root: the screen's data cannot be read. */
function failure(request: RecordedRequest): Response {
  if (new URL(request.url).pathname === '/') return jsonResponse(infoBody());
  return jsonResponse({ error: { type: 'exception', reason: 'boom' }, status: 500 }, 500);
}

/** The screens whose opening reads only what the browser keeps, each with what. */
const OPENS_OFFLINE: Partial<Record<RouteName, string>> = {
  rest: 'the saved request tabs, from the browser database',
};

describe('a screen opened by its route', { timeout: 30_000 }, () => {
  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s: declares its first data, or shows no cluster data',
    (name, screen) => {
      const reason = WITHOUT_CLUSTER_DATA[name];
      if (reason === undefined) expect(screen.data, `${name} declares no first data`).toBeDefined();
      else expect(screen.data, `${name} shows no cluster data (${reason})`).toBeUndefined();
    },
  );

  it.each(OPENED_SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s: its first render reads only what its opening asked for',
    async (name, screen) => {
      const calls = installFakeFetch(answer).calls;
      const path = openedPath(screen.name);
      const [Component, data] = await Promise.all([screen.load(), screen.data?.()]);
      let opened: string[] = [];
      let asked = 0;
      const { store } = await renderScreen(
        <Routes>
          <Route
            path={`/cluster/:clusterIndex/${ROUTE_PATTERNS[screen.name]}`}
            element={<Component />}
          />
        </Routes>,
        { connection: testConnection([testCluster({ uuid: `uuid-${name}` })], 0) },
        path,
        async (store) => {
          if (data) await store.dispatch(openScreen(data, new URL(`http://localhost${path}`)));
          opened = cacheEntries(store);
          asked = calls.length;
        },
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      const followUp = FOLLOW_UPS[name];
      const planned = (text: string, pattern: RegExp | undefined) => pattern?.test(text) ?? false;
      const perCluster = (text: string, pattern: RegExp) => pattern.test(text);
      expect(opened.length).toBeGreaterThan(0);
      const unplanned = (entry: string) =>
        !planned(entry, followUp?.entry) && !perCluster(entry, PER_CLUSTER.entry);
      expect(cacheEntries(store).filter(unplanned)).toEqual(opened.filter(unplanned));
      const later = calls.slice(asked).map((call) => call.url);
      const sampled = (url: string) => SAMPLED[name]?.test(url) ?? false;
      expect(
        later.filter(
          (url) =>
            !planned(url, followUp?.url) && !perCluster(url, PER_CLUSTER.url) && !sampled(url),
        ),
      ).toEqual([]);
      // The privileges are asked once at the most, whatever the screen.
      expect(calls.filter((call) => perCluster(call.url, PER_CLUSTER.url)).length).toBeLessThan(2);
      // A follow-up is asked once, by the opening once the first answer is in, or by the screen.
      const urls = calls.map((call) => call.url);
      if (followUp) expect(urls.filter((url) => planned(url, followUp.url))).toHaveLength(1);
    },
  );
  it.each(OPENED_SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s: a request of its opening that failed is not sent again by its first render',
    async (name, screen) => {
      const calls = installFakeFetch(failure).calls;
      const path = openedPath(screen.name);
      const [Component, data] = await Promise.all([screen.load(), screen.data?.()]);
      let asked: string[] = [];
      await renderScreen(
        <Routes>
          <Route
            path={`/cluster/:clusterIndex/${ROUTE_PATTERNS[screen.name]}`}
            element={<Component />}
          />
        </Routes>,
        { connection: testConnection([testCluster({ uuid: `uuid-failed-${name}` })], 0) },
        path,
        async (store) => {
          if (data) await store.dispatch(openScreen(data, new URL(`http://localhost${path}`)));
          asked = calls.map((call) => call.url);
        },
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(asked.length > 0, 'whether its opening asks the cluster').toBe(!OPENS_OFFLINE[name]);
      const again = calls
        .slice(asked.length)
        .map((call) => call.url)
        .filter((url) => asked.includes(url) && !(SAMPLED[name]?.test(url) ?? false));
      expect(again).toEqual([]);
    },
  );
});
