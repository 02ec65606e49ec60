// A screen's hook and the failure of its opening's ask: shown as it failed, asked again only when
// the user asks, or at the next turn of a polled query.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { attachClusterApi } from '../app/clusterApiStore';
import { createAppStore } from '../app/store';
import { CLUSTER_HEALTH } from '../features/home/homeApi';
import { testCluster, testConnection } from '../test/fixtures';
import { openScreenQuery, useScreenQuery } from './screenQuery';
import { installFakeFetch, jsonResponse } from './testFetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A cluster whose health fails `failures` times, then answers green. */
async function openedOnFailure(failures: number) {
  let left = failures;
  const { calls } = installFakeFetch(() => {
    if (left-- > 0) return jsonResponse({ error: { type: 'exception', reason: 'boom' } }, 500);
    return jsonResponse({ cluster_name: 'c', status: 'green', number_of_nodes: 1 });
  });
  const store = createAppStore({ connection: testConnection([testCluster({ uuid: 'u1' })], 0) });
  attachClusterApi(store);
  await store.dispatch(openScreenQuery(CLUSTER_HEALTH));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const health = () => calls.filter((call) => call.url.endsWith('/_cluster/health'));
  return { wrapper, health };
}

describe('useScreenQuery after its opening failed', () => {
  it('shows the failure without asking again, and asks once when the user asks again', async () => {
    const { wrapper, health } = await openedOnFailure(1);
    expect(health()).toHaveLength(1);
    const { result } = renderHook(() => useScreenQuery(CLUSTER_HEALTH), { wrapper });
    expect(result.current.isError).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(health()).toHaveLength(1);
    await act(async () => {
      await result.current.refetch();
    });
    await waitFor(() => expect(result.current.data?.status).toBe('green'));
    expect(health()).toHaveLength(2);
  });

  it('asks again at the next turn of a polled query', async () => {
    const { wrapper, health } = await openedOnFailure(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { result } = renderHook(
      () => useScreenQuery(CLUSTER_HEALTH, undefined, { pollingInterval: 10_000 }),
      { wrapper },
    );
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(health()).toHaveLength(1);
    expect(result.current.isError).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(health()).toHaveLength(2);
    vi.useRealTimers();
    await waitFor(() => expect(result.current.data?.status).toBe('green'));
  });
});
