import { installFakeFetch, jsonResponse } from '../api/testFetch';
import { diskApi } from '../api/diskApi';
import { ON_OPEN } from '../api/clusterApi';
import { testCluster, testConnection } from '../test/fixtures';
import { attachClusterApi } from './clusterApiStore';
import { createAppStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cluster data cache joined to a store', () => {
  it('has its state at once, so the first ask after joining is sent', async () => {
    const { calls } = installFakeFetch(() => jsonResponse([]));
    const store = createAppStore({ connection: testConnection([testCluster()], 0) });
    attachClusterApi(store);
    expect(store.getState().clusterApi?.config).toBeDefined();
    const answer = await store.dispatch(diskApi.endpoints.nodeDisks.initiate(undefined, ON_OPEN));
    expect(answer.status).toBe('fulfilled');
    expect(calls).toHaveLength(1);
  });

  it('keeps what it holds when joined again (each screen joins it)', async () => {
    installFakeFetch(() => jsonResponse([]));
    const store = createAppStore({ connection: testConnection([testCluster()], 0) });
    attachClusterApi(store);
    await store.dispatch(diskApi.endpoints.nodeDisks.initiate(undefined, ON_OPEN));
    attachClusterApi(store);
    expect(diskApi.endpoints.nodeDisks.select()(store.getState() as never).status).toBe(
      'fulfilled',
    );
  });
});
