// The page asks the shown cluster for its check and the screen's first data before the app runs
// (early.ts, built into the page's early.js): run at an address with the server's start-up
// data, then each screen's table checked against what the app's own opening of the screen asks,
// on both engines: an early request the app does not send would be asked for nothing.
import 'fake-indexeddb/auto';
import { dropEarlyAnswers, takeEarlyAnswer } from '../../api/earlyAnswers';
import { openScreen } from '../../api/screenQuery';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { deleteAllAppDatabases } from '../../engine/clusterDb';
import { infoBody } from '../../features/clusters/testClusters';
import { ROUTE_PATTERNS } from '../../routing/paths';
import { type RouteName } from '../../routing/routeNames';
import { testCluster, testConnection } from '../../test/fixtures';
import { attachClusterApi } from '../clusterApiStore';
import { SCREENS } from '../routes';
import { createAppStore } from '../store';
import { renderScreen } from '../../test/renderScreen';
import { FRAME_RECORD_KEY } from './frameRecord';
import { useRememberFrame } from './useFrame';
import { startEarly } from './early';

const CLUSTER = 'http://localhost:9200';

/** A healthy, empty cluster of the engine that `info` (its root's answer) names. */
function answering(info: unknown) {
  return (request: RecordedRequest): Response => {
    const path = new URL(request.url).pathname;
    if (path === '/' || path.endsWith('/api/proxy/prod%20eu/')) return jsonResponse(info);
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
  };
}

/** Lets the script's answers and the requests they lead to come in. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The page at `path` with its base and boot data, and the early script run on it. */
function runEarly(path: string, base: string, bootClusters: unknown[]) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<base href="${base}" />`;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'shardscope-boot';
  block.textContent = JSON.stringify({ config: {}, clusters: bootClusters });
  document.head.append(block);
  startEarly();
}

/**
 * Runs the early script as the page does at `path` under the base path `base`, once the start-up data
 * (with `bootClusters`) is parsed; resolves to the addresses it asked, in order.
 */
async function loadPage(
  path: string,
  bootClusters: unknown[] = [{ name: 'local', uri: CLUSTER }],
  options: { info?: unknown; base?: string; status?: number; rootHangs?: boolean } = {},
): Promise<string[]> {
  const { info = infoBody(), base = '/', status = 200, rootHangs = false } = options;
  const answer = answering(info);
  const calls = installFakeFetch((request) => {
    if (rootHangs && request.url.endsWith(':9200/')) return new Promise<Response>(() => {});
    return status === 200 ? answer(request) : jsonResponse({ error: 'no' }, status);
  }).calls;
  runEarly(path, base, bootClusters);
  await settle();
  for (const call of calls) {
    expect(call.method).toBe('GET');
    expect(call.body).toBeNull();
    expect(call.headers).toEqual({ accept: 'application/json' });
  }
  return calls.map((call) => call.url);
}

const CHECK = [`${CLUSTER}/`, `${CLUSTER}/_cluster/health`];

/** The indices screen's list on OpenSearch, and with hidden indices on Elasticsearch. */
const OS_INDICES = `${CLUSTER}/_cat/indices?format=json&h=index,health,status,uuid,pri,rep,docs.count,store.size,sc,cd&s=index&bytes=b`;
const ES_INDICES = `${OS_INDICES}&expand_wildcards=all`;

afterEach(async () => {
  // The page's head is the test's: the files after this one in the worker share the document.
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
  dropEarlyAnswers();
  vi.unstubAllGlobals();
  localStorage.clear();
  await deleteAllAppDatabases();
});

describe('the early script', () => {
  it("asks a predefined cluster without credentials for its check, then the dashboard's data", async () => {
    const asked = await loadPage('/');
    expect(asked.slice(0, 2)).toEqual(CHECK);
    expect(asked).toContain(`${CLUSTER}/_cluster/stats`);
    expect(Object.keys(window.shardscopeEarly?.answers ?? {})).toEqual(asked);
  });

  it('asks the screen at the address, of the cluster it names', async () => {
    const asked = await loadPage('/cluster/1/nodes', [
      { name: 'a', uri: 'http://a:9200' },
      { name: 'b', uri: 'http://b:9200/' },
    ]);
    expect(asked.slice(0, 2)).toEqual(['http://b:9200/', 'http://b:9200/_cluster/health']);
    expect(asked).toContain('http://b:9200/_nodes');
  });

  it.each([
    ['a user name', { username: 'elastic', password: 'secret' }],
    ['an API key', { apiKey: 'a2V5' }],
    ['AWS signing', { S3accessKeyId: 'AKIA', S3secretAccessKey: 'secret' }],
  ])('asks nothing of a cluster with %s: the app sends its credentials', async (_, auth) => {
    expect(await loadPage('/cluster/0', [{ name: 'a', uri: CLUSTER, ...auth }])).toEqual([]);
    expect(window.shardscopeEarly).toBeUndefined();
  });

  it("asks a proxied cluster through the server's proxy under the base path", async () => {
    const asked = await loadPage('/console/cluster/0/shards', [{ id: 'prod eu', proxy: true }], {
      base: '/console/',
    });
    const proxy = `${window.location.origin}/console/api/proxy/prod%20eu/`;
    expect(asked.slice(0, 3)).toEqual([proxy, `${proxy}_cluster/health`, expect.any(String)]);
    expect(asked.every((url) => url.startsWith(proxy))).toBe(true);
  });

  it("asks the user's own cluster the app last showed, only when the app named its address", async () => {
    const record = { clusterIndex: 0, requestBase: 'http://own:9200/' };
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify(record));
    const asked = await loadPage('/', []);
    expect(asked.slice(0, 2)).toEqual(['http://own:9200/', 'http://own:9200/_cluster/health']);
    dropEarlyAnswers();
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify({ clusterIndex: 0 }));
    expect(await loadPage('/cluster/0', [])).toEqual([]);
    dropEarlyAnswers();
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify({ ...record, clusterIndex: 3 }));
    expect(await loadPage('/cluster/0', [])).toEqual([]);
  });

  it('asks nothing on the pages without a cluster, or with a broken record', async () => {
    expect(await loadPage('/welcome')).toEqual([]);
    localStorage.setItem(FRAME_RECORD_KEY, '{not json');
    expect(await loadPage('/', [])).toEqual([]);
  });

  it.each([
    ['answers 401', { status: 401 }],
    [
      'is serverless',
      { info: infoBody({ version: { number: '8.11.0', build_flavor: 'serverless' } }) },
    ],
    ['answers something else', { info: { ok: true } }],
  ])("asks no engine's own requests when the cluster %s", async (_, options) => {
    const asked = await loadPage('/cluster/0/indices', undefined, options);
    expect(asked.slice(0, 2)).toEqual(CHECK);
    expect(asked).toContain(`${CLUSTER}/_cat/aliases?format=json&h=alias,index`);
    expect(asked.filter((url) => url.includes('/_cat/indices'))).toEqual([]);
  });

  it('on a first visit asks an engine for its own requests only once its root has named it', async () => {
    const waiting = await loadPage('/cluster/0/indices', undefined, { rootHangs: true });
    expect(waiting.filter((url) => url.includes('/_cat/indices'))).toEqual([]);
    dropEarlyAnswers();
    const opensearch = infoBody({ version: { number: '2.17.0', distribution: 'opensearch' } });
    const asked = await loadPage('/cluster/0/indices', undefined, { info: opensearch });
    expect(asked.filter((url) => url.includes('/_cat/indices'))).toEqual([OS_INDICES]);
    dropEarlyAnswers();
    const security = await loadPage('/cluster/0/security', undefined, { info: opensearch });
    expect(security).toEqual([...CHECK, `${CLUSTER}/_plugins/_security/authinfo`]);
    dropEarlyAnswers();
    expect(await loadPage('/cluster/0/indices')).toContain(ES_INDICES);
  });

  it('does not ask what the app has asked itself before the root answered', async () => {
    let answerRoot = (_: Response) => {};
    const calls = installFakeFetch((request) =>
      request.url === `${CLUSTER}/`
        ? new Promise<Response>((resolve) => (answerRoot = resolve))
        : answering(infoBody())(request),
    ).calls;
    runEarly('/cluster/0/indices', '/', [{ name: 'local', uri: CLUSTER }]);
    await settle();
    // The app asks the list itself while the root's answer is on its way.
    const init = { method: 'GET', headers: { Accept: 'application/json' } };
    expect(takeEarlyAnswer(ES_INDICES, init)).toBeUndefined();
    answerRoot(jsonResponse(infoBody()));
    await settle();
    const asked = calls.map((call) => call.url);
    expect(asked).toContain(
      `${CLUSTER}/_data_stream?expand_wildcards=all&filter_path=data_streams.name`,
    );
    expect(asked).not.toContain(ES_INDICES);
  });

  it("asks for the engine the app found last time at once, without waiting for the cluster's root", async () => {
    const checked = { distribution: 'opensearch', version: '2.17.0', flavor: 'default' };
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify({ clusterIndex: 0, checked }));
    const asked = await loadPage('/cluster/0/indices', undefined, { rootHangs: true });
    expect(asked.filter((url) => url.includes('/_cat/indices'))).toEqual([OS_INDICES]);
    dropEarlyAnswers();
    const serverless = { ...checked, distribution: 'elasticsearch', flavor: 'serverless' };
    localStorage.setItem(
      FRAME_RECORD_KEY,
      JSON.stringify({ clusterIndex: 0, checked: serverless }),
    );
    expect(await loadPage('/cluster/0/indices', undefined, { rootHangs: true })).toEqual(CHECK);
  });
});

describe("the app's record of the cluster shown", () => {
  function Header({ cluster }: { cluster: Cluster }) {
    useRememberFrame(2, cluster, []);
    return null;
  }

  it.each([
    ['no credential', { authType: 'none', authData: {} }, 'http://own:9200/'],
    [
      'a user name',
      { authType: 'basicAuth', authData: { username: 'u', password: 'p' } },
      undefined,
    ],
    ['an API key', { authType: 'apiKey', authData: { apiKey: 'k' } }, undefined],
  ] as const)(
    'names its address for the page only when it has %s',
    async (name, auth, expected) => {
      const cluster = testCluster({ name, uri: 'http://own:9200//', auth });
      await renderScreen(<Header cluster={cluster} />, {});
      const record = JSON.parse(localStorage.getItem(FRAME_RECORD_KEY) ?? '{}') as Record<
        string,
        unknown
      >;
      expect(record.clusterIndex).toBe(2);
      expect(record.requestBase).toBe(expected);
      expect(record.checked).toEqual({
        distribution: 'elasticsearch',
        version: '8.15.0',
        flavor: 'default',
      });
      expect(JSON.stringify(record)).not.toMatch(/"p"|"k"/);
    },
  );
});

/** Engines the app's openings are compared on: the root's answer and the cluster as checked. */
const ENGINES: [string, unknown, Partial<Cluster>][] = [
  ['Elasticsearch 8', infoBody(), {}],
  [
    'Elasticsearch 9',
    infoBody({ version: { number: '9.1.0', build_flavor: 'default' } }),
    { version: '9.1.0', majorVersion: '9' },
  ],
  [
    'OpenSearch 2',
    infoBody({ version: { number: '2.17.0', distribution: 'opensearch' } }),
    { distribution: 'opensearch', version: '2.17.0', majorVersion: '2' },
  ],
  [
    'OpenSearch 3',
    infoBody({ version: { number: '3.1.0', distribution: 'opensearch' } }),
    { distribution: 'opensearch', version: '3.1.0', majorVersion: '3' },
  ],
];

/** The screens whose first data the page does not ask for, each with why. */
const NOT_EARLY: Partial<Record<RouteName, string>> = {
  search:
    'its first requests follow the view the user left (index pattern, query), kept by the app',
  snapshots: 'its request names the repository from the address, escaped as the app escapes names',
  rest: 'it asks the cluster nothing when it opens',
};

const OPENED_SCREENS = SCREENS.filter((screen) => screen.data);

describe(
  "each screen's early requests are among those its opening sends",
  { timeout: 30_000 },
  () => {
    it.each(
      OPENED_SCREENS.flatMap((screen) =>
        ENGINES.map(
          ([engine, info, cluster]) => [screen.name, engine, screen, info, cluster] as const,
        ),
      ),
    )('%s on %s', async (name, _engine, screen, info, cluster) => {
      const route = ROUTE_PATTERNS[name];
      // The engine as the app found it last time: the table's requests for it, and no guess.
      const { distribution, version, flavor } = testCluster(cluster);
      const checked = { distribution, version, flavor };
      localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify({ clusterIndex: 0, checked }));
      const early = await loadPage(`/cluster/0/${route}`, undefined, { info });
      dropEarlyAnswers();
      expect(early.slice(0, 2)).toEqual(CHECK);
      const screenRequests = early.slice(2);
      if (NOT_EARLY[name] !== undefined) {
        expect(screenRequests).toEqual([]);
        return;
      }
      expect(screenRequests.length, `${name} is in the early table`).toBeGreaterThan(0);

      const calls = installFakeFetch(answering(info)).calls;
      const store = createAppStore({
        connection: testConnection([testCluster({ uri: CLUSTER, ...cluster })], 0),
      });
      attachClusterApi(store);
      const data = await screen.data?.();
      if (!data) throw new Error(`${name} declares no first data`);
      await store.dispatch(openScreen(data, new URL(`http://localhost/cluster/0/${route}`)));
      const opening = calls
        .filter((call) => call.method === 'GET' && call.body === null)
        .map((call) => call.url);
      // The dashboard shows the check's health answer: the page's check stands in for it.
      const sent = new Set([...opening, ...CHECK]);
      expect(screenRequests.filter((url) => !sent.has(url))).toEqual([]);
    });
  },
);
