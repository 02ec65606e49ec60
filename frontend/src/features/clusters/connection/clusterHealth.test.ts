import { installFakeFetch, jsonResponse } from '../../../api/testFetch';
import { checkActiveCluster, checkAllClusters } from './clusterHealth';
import { createClustersStore, infoBody, savedCluster } from '../testClusters';

const fresh = savedCluster({
  name: 'fresh',
  uri: 'http://fresh:9200',
  uuid: '',
  status: 'unknown',
  version: '',
  majorVersion: '',
  clusterName: '',
});

afterEach(() => vi.unstubAllGlobals());

describe('cluster health check', () => {
  it('pings, reads the health status and stores what it learnt', async () => {
    const { calls } = installFakeFetch((request) =>
      request.url.endsWith('_cluster/health')
        ? jsonResponse({ status: 'yellow' })
        : jsonResponse(infoBody({ version: { number: '7.17.9', build_flavor: 'default' } })),
    );
    const store = createClustersStore({ clusters: [fresh], activeClusterIndex: 0 });
    await store.dispatch(checkActiveCluster());
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([
      'GET http://fresh:9200/',
      'GET http://fresh:9200/_cluster/health',
    ]);
    expect(store.getState().connection.clusters[0]).toMatchObject({
      status: 'yellow',
      clusterName: 'docker-cluster',
      version: '7.17.9',
      majorVersion: '7',
      distribution: 'elasticsearch',
      flavor: 'default',
      uuid: 'Xg2aBcDeFgHiJkLmNoPqRs',
      loading: false,
    });
  });

  it('keeps why a cluster that redirects could not be reached, for the panel to say', async () => {
    installFakeFetch(() => new Response(null, { status: 307, headers: { location: '/x' } }));
    const store = createClustersStore({ clusters: [fresh], activeClusterIndex: 0 });
    await store.dispatch(checkActiveCluster());
    expect(store.getState().connection.clusters[0].status).toBe('unknown');
    expect(store.getState().connection.unreachableBecause?.[fresh.uri]).toMatchObject({
      key: 'api.error.redirect',
    });
  });

  it('assumes green for serverless clusters, whatever the health call answered', async () => {
    installFakeFetch((request) =>
      request.url.endsWith('_cluster/health')
        ? jsonResponse({ error: { type: 'api_not_available_exception' }, status: 410 }, 410)
        : jsonResponse(infoBody({ version: { number: '8.11.0', build_flavor: 'serverless' } })),
    );
    const store = createClustersStore({ clusters: [fresh], activeClusterIndex: 0 });
    await store.dispatch(checkActiveCluster());
    expect(store.getState().connection.clusters[0]).toMatchObject({
      status: 'green',
      flavor: 'serverless',
    });
  });

  it('joins a check of the same cluster that is under way, and can reuse one that just ended', async () => {
    const { calls } = installFakeFetch((request) =>
      request.url.endsWith('_cluster/health')
        ? jsonResponse({ status: 'green' })
        : jsonResponse(infoBody()),
    );
    const store = createClustersStore({ clusters: [fresh], activeClusterIndex: 0 });
    await Promise.all([store.dispatch(checkActiveCluster()), store.dispatch(checkActiveCluster())]);
    expect(calls).toHaveLength(2);
    await store.dispatch(checkActiveCluster({ reuseWithinMs: 5_000 }));
    expect(calls).toHaveLength(2);
    await store.dispatch(checkActiveCluster());
    expect(calls).toHaveLength(4);
    // Another store (another page) never shares a check.
    const other = createClustersStore({ clusters: [fresh], activeClusterIndex: 0 });
    await other.dispatch(checkActiveCluster({ reuseWithinMs: 5_000 }));
    expect(calls).toHaveLength(6);
  });

  it('generates a uuid when the cluster reports neither uuid nor names', async () => {
    installFakeFetch((request) =>
      request.url.endsWith('_cluster/health')
        ? jsonResponse({ status: 'green' })
        : jsonResponse({ version: { number: '8.15.0' } }),
    );
    const store = createClustersStore({ clusters: [fresh], activeClusterIndex: 0 });
    await store.dispatch(checkActiveCluster());
    const { uuid } = store.getState().connection.clusters[0];
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    // The next check keeps it: REST history is stored under it.
    await store.dispatch(checkActiveCluster());
    expect(store.getState().connection.clusters[0].uuid).toBe(uuid);
  });

  it("sets status 'unknown' when the cluster cannot be reached", async () => {
    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const store = createClustersStore({ clusters: [savedCluster()], activeClusterIndex: 0 });
    await store.dispatch(checkActiveCluster());
    expect(store.getState().connection.clusters[0]).toMatchObject({
      status: 'unknown',
      loading: false,
      uuid: 'uuid-1',
    });
  });

  it('checks every saved cluster when asked for all', async () => {
    const { calls } = installFakeFetch((request) =>
      request.url.startsWith('http://down')
        ? jsonResponse({ error: 'x' }, 503)
        : jsonResponse({ status: 'green', ...infoBody() }),
    );
    const up = savedCluster({ name: 'up', uri: 'http://up:9200', status: 'unknown' });
    const down = savedCluster({ name: 'down', uri: 'http://down:9200', status: 'green' });
    const store = createClustersStore({ clusters: [up, down], activeClusterIndex: 0 });
    await store.dispatch(checkAllClusters());
    expect(new Set(calls.map((c) => new URL(c.url).host))).toEqual(
      new Set(['up:9200', 'down:9200']),
    );
    expect(store.getState().connection.clusters.map((c) => c.status)).toEqual(['green', 'unknown']);
  });
});
