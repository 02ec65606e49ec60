import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { installFakeFetch, jsonResponse } from '../../../api/testFetch';
import { HEALTH_POLL_INTERVAL_MS } from './clusterHealth';
import { createClustersStore, infoBody, savedCluster } from '../testClusters';
import { useClusterHealthPolling } from './useClusterHealthPolling';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useClusterHealthPolling', () => {
  it('checks the active cluster at once, then every 30 s, and stops when unmounted', async () => {
    vi.useFakeTimers();
    let healthy = true;
    const { calls } = installFakeFetch((request) => {
      if (!healthy) return Promise.reject(new TypeError('Failed to fetch'));
      return request.url.endsWith('_cluster/health')
        ? jsonResponse({ status: 'green' })
        : jsonResponse(infoBody());
    });
    const other = savedCluster({ name: 'other', uri: 'http://other:9200' });
    const active = savedCluster({ name: 'active', uri: 'http://active:9200', status: 'unknown' });
    const store = createClustersStore({ clusters: [other, active], activeClusterIndex: 1 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );

    const { unmount } = renderHook(() => useClusterHealthPolling(), { wrapper });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.url).sort()).toEqual([
      'http://active:9200/',
      'http://active:9200/_cluster/health',
    ]);
    expect(store.getState().connection.clusters[1].status).toBe('green');

    healthy = false;
    await vi.advanceTimersByTimeAsync(HEALTH_POLL_INTERVAL_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    // The root and the health are asked for together; both fail.
    expect(calls).toHaveLength(4);
    expect(store.getState().connection.clusters[1].status).toBe('unknown');

    unmount();
    await vi.advanceTimersByTimeAsync(HEALTH_POLL_INTERVAL_MS * 2);
    expect(calls).toHaveLength(4);
    expect(calls.every((c) => c.url.startsWith('http://active:9200/'))).toBe(true);
  });

  it('checks in the background: an answer that changes nothing changes nothing in the store', async () => {
    vi.useFakeTimers();
    const { calls } = installFakeFetch((request) =>
      request.url.endsWith('_cluster/health')
        ? jsonResponse({ status: 'green' })
        : jsonResponse(infoBody()),
    );
    const active = savedCluster({ name: 'active', uri: 'http://active:9200', status: 'unknown' });
    const store = createClustersStore({ clusters: [active], activeClusterIndex: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    renderHook(() => useClusterHealthPolling(), { wrapper });
    await vi.advanceTimersByTimeAsync(0);
    const answered = store.getState().connection;
    expect(answered.clusters[0]).toMatchObject({ status: 'green', loading: false });

    const states: unknown[] = [];
    const unsubscribe = store.subscribe(() => states.push(store.getState().connection));
    await vi.advanceTimersByTimeAsync(HEALTH_POLL_INTERVAL_MS * 3);
    unsubscribe();
    expect(calls).toHaveLength(8);
    // Never shown as being checked, and the same state all along: no view renders again.
    expect(states.every((state) => state === answered)).toBe(true);
  });
});
