import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { healthCheckStarted } from '../../features/clusters/connection/connectionSlice';
import { createAppStore, type AppStore } from '../../test/store';
import { setKeepMetricsHistory, setMetricsInterval } from './metricsPreferences';
import { metricsSampler } from '../../api/metrics/sampler';
import { manualMetricsSource } from './testLiveMetrics';
import {
  useMetrics,
  useMetricsSelection,
  useMetricsSource,
  type MetricsSnapshot,
  type MetricsSource,
} from './useMetrics';

const CLUSTER = {
  name: 'local',
  uri: 'http://es.test:9200/',
  auth: { authType: 'none', authData: {} },
  protection: 'read-only',
} as unknown as Cluster;

function storeWithCluster(): AppStore {
  return createAppStore({
    connection: { clusters: [CLUSTER], activeClusterIndex: 0 },
  } as Parameters<typeof createAppStore>[0]);
}

function clusterCalls() {
  const { calls } = installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('_cluster/health')) return jsonResponse({ status: 'green' });
    if (path.endsWith('_cluster/settings')) return jsonResponse({});
    return jsonResponse(nodeStatsAnswer({ nodes: 2 }));
  });
  return () => calls.filter((call) => call.url.includes('_nodes/stats')).length;
}

function Status({ label, enabled }: { label: string; enabled?: boolean }) {
  const { status, history } = useMetrics({ enabled });
  return (
    <p>
      {label}: {status.state} every {history.intervalSeconds} s, {history.nodes().length} nodes
    </p>
  );
}

function renderViews(store: AppStore, ...views: { label: string; enabled?: boolean }[]) {
  return render(
    <Provider store={store}>
      {views.map((view) => (
        <Status key={view.label} {...view} />
      ))}
    </Provider>,
  );
}

/** Lets `ms` pass, with React told of the updates. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  cleanup();
  // The page's sampler lets the history go two minutes after its last view.
  await vi.advanceTimersByTimeAsync(120_000);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useMetrics', () => {
  it('shares one sampler between views: one request per interval for all of them', async () => {
    const statsCalls = clusterCalls();
    const { unmount } = renderViews(
      storeWithCluster(),
      { label: 'dashboard' },
      { label: 'nodes' },
      { label: 'metrics' },
    );
    await pass(0);
    expect(screen.getByText('metrics: sampling every 5 s, 2 nodes')).toBeTruthy();
    expect(screen.getByText('dashboard: sampling every 5 s, 2 nodes')).toBeTruthy();
    await pass(5000);
    expect(statsCalls()).toBe(2);
    unmount();
    await pass(20_000);
    expect(statsCalls()).toBe(2);
  });

  it('samples at the preferred interval, changed while running', async () => {
    const statsCalls = clusterCalls();
    const store = storeWithCluster();
    renderViews(store, { label: 'metrics' });
    await pass(0);
    act(() => {
      store.dispatch(setMetricsInterval(1));
    });
    await pass(1000);
    expect(screen.getByText('metrics: sampling every 1 s, 2 nodes')).toBeTruthy();
    expect(statsCalls()).toBe(2);
  });

  it('goes on sampling when a check of the cluster changes its record', async () => {
    const statsCalls = clusterCalls();
    const store = storeWithCluster();
    renderViews(store, { label: 'metrics' });
    await pass(1000);
    act(() => {
      store.dispatch(healthCheckStarted({ index: 0, uri: CLUSTER.uri }));
    });
    await pass(0);
    expect(statsCalls()).toBe(1);
    await pass(4000);
    expect(statsCalls()).toBe(2);
  });

  it('asks nothing for a view that opts out, or without an active cluster', async () => {
    const statsCalls = clusterCalls();
    renderViews(storeWithCluster(), { label: 'sparkline', enabled: false });
    renderViews(createAppStore(), { label: 'no cluster' });
    await pass(10_000);
    expect(statsCalls()).toBe(0);
    expect(screen.getByText('sparkline: idle every 5 s, 0 nodes')).toBeTruthy();
    expect(screen.getByText('no cluster: idle every 5 s, 0 nodes')).toBeTruthy();
  });
});

describe('useMetricsSource', () => {
  it('sets the sampler up with the preferences before a child view subscribes', async () => {
    clusterCalls();
    const store = storeWithCluster();
    store.dispatch(setKeepMetricsHistory(true));
    const configure = vi.spyOn(metricsSampler, 'configure');
    const subscribe = vi.spyOn(metricsSampler, 'subscribe');
    const selectNodes = (snapshot: MetricsSnapshot) => snapshot.history.nodes().length;
    function Child({ source }: { source: MetricsSource }) {
      return <p>{useMetricsSelection(source, selectNodes)} nodes</p>;
    }
    function Parent() {
      return <Child source={useMetricsSource()} />;
    }
    render(
      <Provider store={store}>
        <Parent />
      </Provider>,
    );
    await pass(0);
    expect(subscribe).toHaveBeenCalled();
    // The kept hour is read back only by a sampler that knew it was kept when it started.
    expect(configure).toHaveBeenCalledWith({ intervalSeconds: 5, keepHistory: true });
    expect(configure.mock.invocationCallOrder[0]).toBeLessThan(
      subscribe.mock.invocationCallOrder[0],
    );
    configure.mockRestore();
    subscribe.mockRestore();
    act(() => {
      store.dispatch(setKeepMetricsHistory(false));
    });
  });
});

describe('useMetricsSelection', () => {
  const manualSource = () => {
    const { source, change } = manualMetricsSource();
    return { source, change: (status: MetricsSnapshot['status']) => change({ status }) };
  };

  const selectState = (snapshot: MetricsSnapshot) => snapshot.status.state;
  const selectStatus = (snapshot: MetricsSnapshot) => snapshot.status;
  const sameState = (earlier: MetricsSnapshot['status'], now: MetricsSnapshot['status']) =>
    earlier.state === now.state;

  it('renders a view again only when what it selects changes', () => {
    const { source, change } = manualSource();
    const renders = vi.fn();
    function State() {
      renders();
      return <p>state: {useMetricsSelection(source, selectState)}</p>;
    }
    render(<State />);
    expect(renders).toHaveBeenCalledTimes(1);
    change({ state: 'sampling', since: 5 });
    change({ state: 'sampling', since: 6 });
    expect(renders).toHaveBeenCalledTimes(1);
    change({ state: 'paused', since: 7 });
    expect(renders).toHaveBeenCalledTimes(2);
    expect(screen.getByText('state: paused')).toBeTruthy();
  });

  it('keeps the earlier value while `same` holds it the same', () => {
    const { source, change } = manualSource();
    const seen: MetricsSnapshot['status'][] = [];
    function Status() {
      const status = useMetricsSelection(source, selectStatus, sameState);
      seen.push(status);
      return <p>since {'since' in status ? status.since : '-'}</p>;
    }
    render(<Status />);
    change({ state: 'sampling', since: 5 });
    expect(screen.getByText('since 0')).toBeTruthy();
    change({ state: 'paused', since: 9 });
    expect(screen.getByText('since 9')).toBeTruthy();
    expect(seen.map((status) => status.state)).toEqual(['sampling', 'paused']);
  });
});
