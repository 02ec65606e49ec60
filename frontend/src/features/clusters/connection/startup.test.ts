import { installFakeFetch, jsonResponse, textResponse } from '../../../api/testFetch';
import type { RecordedRequest } from '../../../api/testFetch';
import { BOOT_DATA_ID } from '../../../lib/bootData';
import { initClusters } from './startup';
import { createClustersStore, PROXIED_PRODUCTION, savedCluster } from '../testClusters';

const own = savedCluster({ name: 'mine', uri: 'http://mine:9200' });

function storeWithOwnCluster() {
  return createClustersStore({ clusters: [own], activeClusterIndex: 0 });
}

type Answer = () => Response | Promise<Response>;

/** Answers api/config.json with `config` and every other request (the clusters file) with `clusters`. */
function serverAnswers(clusters: Answer, config: unknown = { basePath: '/' }) {
  return (request: RecordedRequest) =>
    request.url.endsWith('/api/config.json') ? jsonResponse(config) : clusters();
}

function clusterFileCalls(calls: RecordedRequest[]): string[] {
  return calls.map((c) => c.url).filter((url) => !url.endsWith('/api/config.json'));
}

describe('initClusters', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  it('asks for api/default_clusters.json relative to the document base, bypassing the cache', async () => {
    const base = document.createElement('base');
    base.href = 'http://console.example/tools/shardscope/';
    document.head.append(base);
    try {
      const { calls } = installFakeFetch(() => jsonResponse([]));
      await storeWithOwnCluster().dispatch(initClusters());
      expect(calls.map((c) => c.url).sort()).toEqual([
        'http://console.example/tools/shardscope/api/config.json',
        'http://console.example/tools/shardscope/api/default_clusters.json',
      ]);
      for (const call of vi.mocked(fetch).mock.calls)
        expect(call[1]).toMatchObject({ cache: 'no-store' });
    } finally {
      base.remove();
    }
  });

  it('stores predefined clusters first, then the own clusters, and activates the first', async () => {
    installFakeFetch(() =>
      jsonResponse([
        { name: 'prod', uri: 'https://prod:9200/', username: 'elastic', password: 'pw' },
      ]),
    );
    const store = createClustersStore({ clusters: [own], activeClusterIndex: 0 });
    await store.dispatch(initClusters());
    const { clusters, activeClusterIndex } = store.getState().connection;
    expect(clusters.map((c) => [c.name, c.uri, c.predefined])).toEqual([
      ['prod', 'https://prod:9200', true],
      ['mine', 'http://mine:9200', false],
    ]);
    expect(clusters[0].auth).toEqual({
      authType: 'basicAuth',
      authData: { username: 'elastic', password: 'pw' },
    });
    expect(activeClusterIndex).toBe(0);
  });

  it.each([
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', () => jsonResponse({ error: 'not found' }, 404)],
    [
      'an HTML page (a dev server fallback)',
      () => textResponse('<!doctype html><html></html>', 200, 'text/html'),
    ],
    ['JSON that is not an array', () => jsonResponse({ clusters: [] })],
    ['a body that does not parse', () => textResponse('[{"uri": ', 200, 'application/json')],
  ])('ignores %s: nothing is lost, and the reason is logged', async (_case, answer) => {
    installFakeFetch(serverAnswers(answer));
    const store = storeWithOwnCluster();
    const before = store.getState().connection;
    await store.dispatch(initClusters());
    expect(store.getState().connection).toEqual(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('api/default_clusters.json');
  });

  describe('with start-up data in the page', () => {
    let block: HTMLScriptElement;
    function bootWith(text: string) {
      block = document.createElement('script');
      block.type = 'application/json';
      block.id = BOOT_DATA_ID;
      block.textContent = text;
      document.head.append(block);
    }
    afterEach(() => block.remove());

    it('takes the predefined clusters from the page without asking the server', async () => {
      bootWith(
        JSON.stringify({ config: {}, clusters: [{ name: 'prod', uri: 'https://prod:9200/' }] }),
      );
      const { calls } = installFakeFetch(() => jsonResponse([]));
      const store = storeWithOwnCluster();
      await store.dispatch(initClusters());
      expect(calls).toEqual([]);
      expect(store.getState().connection.clusters.map((c) => c.name)).toEqual(['prod', 'mine']);
    });

    it('asks the server when the page data does not parse, and says why', async () => {
      bootWith('{"clusters": [');
      const { calls } = installFakeFetch(
        serverAnswers(() => jsonResponse([{ name: 'prod', uri: 'https://prod:9200/' }])),
      );
      const store = storeWithOwnCluster();
      await store.dispatch(initClusters());
      expect(clusterFileCalls(calls).map((url) => new URL(url).pathname)).toEqual([
        '/api/default_clusters.json',
      ]);
      expect(store.getState().connection.clusters.map((c) => c.name)).toEqual(['prod', 'mine']);
      expect(String(warn.mock.calls[0][0])).toContain(BOOT_DATA_ID);
    });

    it('keeps the saved clusters when the page data holds no list', async () => {
      bootWith(JSON.stringify({ clusters: { prod: 'https://prod:9200' } }));
      installFakeFetch(() => jsonResponse([]));
      const store = storeWithOwnCluster();
      const before = store.getState().connection;
      await store.dispatch(initClusters());
      expect(store.getState().connection).toEqual(before);
      expect(String(warn.mock.calls[0][0])).toContain('start-up data');
    });
  });

  describe('run-time configuration', () => {
    const proxied = PROXIED_PRODUCTION;

    it('sends a proxied cluster to the proxy under the configured base path', async () => {
      installFakeFetch(
        serverAnswers(() => jsonResponse([proxied]), { basePath: '/console/', version: '1' }),
      );
      const store = storeWithOwnCluster();
      await store.dispatch(initClusters());
      const [prod] = store.getState().connection.clusters;
      expect(prod).toMatchObject({
        name: 'Production',
        uri: `${window.location.origin}/console/api/proxy/prod`,
        auth: { authType: 'none', authData: {} },
        proxyId: 'prod',
        protection: 'read-only',
        label: 'PRODUCTION',
        color: 'red',
        predefined: true,
      });
      expect(store.getState().runtimeConfig.basePath).toBe('/console/');
    });

    it('in managed mode offers only the predefined clusters and withholds the own ones', async () => {
      installFakeFetch(serverAnswers(() => jsonResponse([proxied]), { noDirectClusters: true }));
      const store = storeWithOwnCluster();
      await store.dispatch(initClusters());
      const { connection, runtimeConfig } = store.getState();
      expect(runtimeConfig.noDirectClusters).toBe(true);
      expect(connection.clusters.map((c) => c.name)).toEqual(['Production']);
      expect(connection.withheld?.map((c) => c.name)).toEqual(['mine']);
      expect(connection.activeClusterIndex).toBe(0);
    });

    it('in managed mode without predefined clusters offers none', async () => {
      installFakeFetch(serverAnswers(() => jsonResponse([]), { noDirectClusters: true }));
      const store = storeWithOwnCluster();
      await store.dispatch(initClusters());
      expect(store.getState().connection.clusters).toEqual([]);
      expect(store.getState().connection.activeClusterIndex).toBeNull();
    });

    it('offers the own clusters when the configuration cannot be read', async () => {
      installFakeFetch((request) =>
        request.url.endsWith('/api/config.json')
          ? jsonResponse({ error: 'no' }, 404)
          : jsonResponse([]),
      );
      const store = storeWithOwnCluster();
      await store.dispatch(initClusters());
      expect(store.getState().runtimeConfig.noDirectClusters).toBe(false);
      expect(store.getState().connection.clusters.map((c) => c.name)).toEqual(['mine']);
    });
  });
});
