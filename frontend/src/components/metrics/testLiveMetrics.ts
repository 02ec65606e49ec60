// Test support for the views that show live metrics (the dashboard's Live card, the nodes
// table): fake timers around each test, with the page's sampler let go of after it, and the
// engine answers the sampler meets.
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { pathOf, type RecordedRequest } from '../../api/testFetch';
import { MetricsHistory } from '../../engine/metrics/history';
import type { MetricsSnapshot, MetricsSource } from './useMetrics';

/** OpenSearch's answer to the metrics request: it does not know the breaker group. */
export const OPENSEARCH_400 = {
  error: {
    type: 'illegal_argument_exception',
    reason: 'request [/_nodes/stats/breaker] contains unrecognized metric: [breaker]',
  },
  status: 400,
};

/** A request of the sampler's node statistics. */
export const isNodeStats = (call: RecordedRequest) => pathOf(call.url).includes('/_nodes/stats/');

/** Lets `ms` pass, with React told of the updates. */
export const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Runs each test of the file under fake timers that also follow real time (the screens' own
 * waits), and after it lets the page's sampler drop the cluster's history, which it keeps two
 * minutes after the last view: the next test starts with none.
 */
export function withSamplerTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(async () => {
    cleanup();
    await vi.advanceTimersByTimeAsync(120_000);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/**
 * A source of live metrics the test drives: `change` replaces parts of the snapshot (a new
 * version each time) and tells the views, as the sampler does after a sample.
 */
export function manualMetricsSource(history = new MetricsHistory({ intervalSeconds: 1 })) {
  const listeners = new Set<() => void>();
  let current: MetricsSnapshot = { history, status: { state: 'sampling', since: 0 }, version: 0 };
  const source: MetricsSource = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
  };
  const change = (parts: Partial<Omit<MetricsSnapshot, 'version'>> = {}) =>
    act(() => {
      current = { ...current, ...parts, version: current.version + 1 };
      listeners.forEach((listener) => listener());
    });
  return { source, change };
}
