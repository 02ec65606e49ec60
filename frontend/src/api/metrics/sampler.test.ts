import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { readNodeStats } from '../../engine/metrics/readSample';
import type { MetricsSample } from '../../engine/metrics/types';
import { installFakeFetch, jsonResponse, pathOf, TEST_TARGET } from '../testFetch';
import { MetricsSampler } from './sampler';
import { readHourHere, type SampleStore, type StoredEntry } from './sampleStore';
import type { PageVisibility, SamplerStatus, StatsRead } from './samplerTypes';

// The history the sampler fills, replaced by one that records what it was told.
const { histories } = vi.hoisted(() => {
  const histories: { events: string[]; intervalSeconds: number }[] = [];
  return { histories };
});

vi.mock('../../engine/metrics/history', () => ({
  MetricsHistory: class {
    events: string[] = [];
    intervalSeconds: number;
    constructor({ intervalSeconds }: { intervalSeconds: number }) {
      this.intervalSeconds = intervalSeconds;
      histories.push(this);
    }
    append(sample: MetricsSample) {
      this.events.push(`sample ${sample.time} (${sample.nodes.length} nodes)`);
    }
    appendGap(time: number) {
      this.events.push(`gap ${time}`);
    }
    resize(intervalSeconds: number) {
      this.intervalSeconds = intervalSeconds;
      this.events.push(`resize ${intervalSeconds}`);
    }
    setWatermarks() {
      this.events.push('watermarks');
    }
    span() {
      return this.events.some((event) => event.startsWith('sample')) ? { from: 0, to: 0 } : null;
    }
    // What it "holds" is what it was told; taking it over puts that first.
    held() {
      return this.events;
    }
    adopt(events: string[], intervalSeconds: number) {
      this.events.unshift(...events, `adopted at ${intervalSeconds}`);
    }
  },
}));

const T0 = 1_700_000_000_000;
const STATS = nodeStatsAnswer({ nodes: 3 });
const HEALTH = { cluster_name: 'test', status: 'green', number_of_nodes: 3 };
const SETTINGS = { persistent: {}, transient: {}, defaults: {} };

/** OpenSearch's answer to the metrics request (it has no `http.clients`-era flags). */
const OPENSEARCH_400 = {
  error: {
    root_cause: [
      {
        type: 'illegal_argument_exception',
        reason: 'request [/_nodes/stats/breaker] contains unrecognized metric: [breaker]',
      },
    ],
    type: 'illegal_argument_exception',
    reason: 'request [/_nodes/stats/breaker] contains unrecognized metric: [breaker]',
  },
  status: 400,
};

type StatsAnswer = (index: number) => Response | Promise<Response>;

/** A cluster answering each call; `stats` answers the node statistics (by their number). */
function cluster(stats: StatsAnswer = () => jsonResponse(STATS)) {
  let statsCount = 0;
  const { calls } = installFakeFetch((request) => {
    const path = pathOf(request.url).replace('http://es.test:9200/', '');
    if (path === '_cluster/health') return jsonResponse(HEALTH);
    if (path === '_cluster/settings') return jsonResponse(SETTINGS);
    return stats(statsCount++);
  });
  return {
    stats: () => calls.filter((call) => call.url.includes('_nodes/stats')).length,
    health: () => calls.filter((call) => call.url.includes('_cluster/health')).length,
    settings: () => calls.filter((call) => call.url.includes('_cluster/settings')).length,
  };
}

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    hidden: () => hidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    visibility,
    listeners,
    set(next: boolean) {
      hidden = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

function memoryStore(stored: StoredEntry[] = []) {
  const saved: StoredEntry[] = [];
  const store: SampleStore = {
    load: vi.fn(
      async (_cluster: string, _since: number, take: (entries: StoredEntry[]) => boolean) => {
        take(stored);
      },
    ),
    save: vi.fn(async (_cluster: string, entry: StoredEntry) => {
      saved.push(entry);
    }),
    prune: vi.fn(async () => undefined),
    clear: vi.fn(async () => undefined),
    readHour: (cluster, since, slots, signal) => readHourHere(store, cluster, since, slots, signal),
  };
  return { store, saved };
}

let page: ReturnType<typeof fakeVisibility>;

function sampler(store = memoryStore().store) {
  return new MetricsSampler({ visibility: page.visibility, store });
}

/** What the sampler appended to the history (and resized), without the watermarks. */
const events = () =>
  histories.map((history) => history.events.filter((event) => event !== 'watermarks'));
const status = (of: MetricsSampler): SamplerStatus | undefined => of.snapshot(TEST_TARGET)?.status;

/** Lets `ms` pass, running the timers and the answers due in it. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  histories.length = 0;
  page = fakeVisibility();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MetricsSampler', () => {
  it('asks once per interval whatever the number of views, starting at once', async () => {
    const calls = cluster();
    const metrics = sampler();
    const views = [vi.fn(), vi.fn(), vi.fn()];
    views.forEach((view) => metrics.subscribe(TEST_TARGET, view));
    await pass(0);
    expect(calls.stats()).toBe(1);
    await pass(10_000);
    // One request a tick: nothing besides the node statistics.
    expect([calls.stats(), calls.health()]).toEqual([3, 0]);
    // The watermarks are read once.
    expect(calls.settings()).toBe(1);
    expect(events()).toEqual([
      [
        `sample ${T0} (3 nodes)`,
        `sample ${T0 + 5000} (3 nodes)`,
        `sample ${T0 + 10_000} (3 nodes)`,
      ],
    ]);
    expect(histories[0].events.filter((event) => event === 'watermarks')).toHaveLength(1);
    for (const view of views) expect(view).toHaveBeenCalled();
    expect(metrics.snapshot(TEST_TARGET)).toMatchObject({
      status: { state: 'sampling', since: T0 },
    });
  });

  it("starts at a screen's opening and goes on with the screen's view, with no second request", async () => {
    const calls = cluster();
    const metrics = sampler();
    let primed = false;
    void metrics.prime(TEST_TARGET).then(() => (primed = true));
    await pass(0);
    // The first sample is asked and in before any view subscribed.
    expect([calls.stats(), primed]).toEqual([1, true]);
    expect(status(metrics)).toEqual({ state: 'sampling', since: T0 });
    await pass(1000);
    const view = vi.fn();
    metrics.subscribe(TEST_TARGET, view);
    await pass(0);
    expect(calls.stats()).toBe(1);
    await pass(4000);
    expect(calls.stats()).toBe(2);
    expect(view).toHaveBeenCalled();
    expect(events()).toEqual([[`sample ${T0} (3 nodes)`, `sample ${T0 + 5000} (3 nodes)`]]);
  });

  it('stops at the next tick when no view came after the opening, and waits for a slow answer at most a while', async () => {
    const calls = cluster(async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return jsonResponse(STATS);
    });
    const metrics = sampler();
    let primed = false;
    void metrics.prime(TEST_TARGET, 1000).then(() => (primed = true));
    await pass(999);
    expect(primed).toBe(false);
    await pass(1);
    expect(primed).toBe(true);
    await pass(60_000);
    // The first answer is kept; nothing is asked once no view is left.
    expect(calls.stats()).toBe(1);
    expect(events()).toEqual([[`sample ${T0 + 3000} (3 nodes)`]]);
    expect(status(metrics)).toEqual({ state: 'sampling', since: T0 + 3000 });
  });

  it('resolves at once for a cluster already sampled by a view', async () => {
    const calls = cluster();
    const metrics = sampler();
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(1000);
    let primed = false;
    void metrics.prime(TEST_TARGET).then(() => (primed = true));
    await pass(0);
    expect([primed, calls.stats()]).toEqual([true, 1]);
  });

  it('never sends a request while the previous one waits for its answer', async () => {
    let waiting = 0;
    let most = 0;
    const calls = cluster(async () => {
      waiting += 1;
      most = Math.max(most, waiting);
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      waiting -= 1;
      return jsonResponse(STATS);
    });
    sampler().subscribe(TEST_TARGET, vi.fn());
    await pass(26_000);
    // Sent at 0 and 14.5 s, half an interval after the first answer (12 s); the next is due
    // half an interval after the second answer (26.5 s).
    expect(calls.stats()).toBe(2);
    await pass(3000);
    expect(calls.stats()).toBe(3);
    expect(most).toBe(1);
  });

  it('sends nothing while the tab is hidden, and leaves a gap for the pause', async () => {
    const calls = cluster();
    const metrics = sampler();
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(1000);
    page.set(true);
    expect(status(metrics)).toEqual({ state: 'paused', since: T0 + 1000 });
    await pass(60_000);
    expect(calls.stats()).toBe(1);
    page.set(false);
    await pass(0);
    expect(calls.stats()).toBe(2);
    expect(events()).toEqual([
      [`sample ${T0} (3 nodes)`, `gap ${T0 + 61_000}`, `sample ${T0 + 61_000} (3 nodes)`],
    ]);
    expect(status(metrics)).toEqual({ state: 'sampling', since: T0 });
  });

  it('starts paused in a hidden tab', async () => {
    const calls = cluster();
    page.set(true);
    const metrics = sampler();
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(20_000);
    expect(calls.stats()).toBe(0);
    expect(status(metrics)).toEqual({ state: 'paused', since: T0 });
  });

  it('keeps a failed sample as a gap and its error, and resumes by itself', async () => {
    cluster((index) => {
      if (index === 1 || index === 2) throw new TypeError('Failed to fetch');
      return jsonResponse(STATS);
    });
    const metrics = sampler();
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(10_000);
    expect(status(metrics)).toMatchObject({
      state: 'failed',
      since: T0 + 5000,
      error: { kind: 'network', code: 'network' },
    });
    await pass(5000);
    expect(events()[0]).toEqual([
      `sample ${T0} (3 nodes)`,
      `gap ${T0 + 5000}`,
      `gap ${T0 + 10_000}`,
      `sample ${T0 + 15_000} (3 nodes)`,
    ]);
    expect(status(metrics)).toEqual({ state: 'sampling', since: T0 + 15_000 });
  });

  it('keeps a refusal (403) with the error and goes on asking at the interval', async () => {
    const calls = cluster(() =>
      jsonResponse({ error: { type: 'security_exception', reason: 'no' }, status: 403 }, 403),
    );
    const metrics = sampler();
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(5000);
    expect(calls.stats()).toBe(2);
    expect(status(metrics)).toMatchObject({
      state: 'failed',
      since: T0,
      error: { kind: 'api', status: 403 },
    });
  });

  it('takes a 400 for an engine without node statistics, asked once a minute', async () => {
    const calls = cluster(() => jsonResponse(OPENSEARCH_400, 400));
    const metrics = sampler();
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(59_000);
    expect(calls.stats()).toBe(1);
    expect(status(metrics)).toMatchObject({
      state: 'unsupported',
      since: T0,
      error: { kind: 'api', status: 400 },
    });
    await pass(1000);
    expect(calls.stats()).toBe(2);
  });

  it('stops at the tick after the last view, asking nothing more, and keeps the history a while', async () => {
    const calls = cluster();
    const metrics = sampler();
    const stops = [
      metrics.subscribe(TEST_TARGET, vi.fn()),
      metrics.subscribe(TEST_TARGET, vi.fn()),
    ];
    await pass(0);
    stops[0]();
    stops[1]();
    expect(calls.stats()).toBe(1);
    await pass(60_000);
    expect(calls.stats()).toBe(1);
    expect(metrics.snapshot(TEST_TARGET)).not.toBeNull();
    await pass(65_000);
    expect(metrics.snapshot(TEST_TARGET)).toBeNull();
  });

  it('stops at once when the last view goes while the tab is hidden', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        signals.push(init!.signal!);
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      }),
    );
    const metrics = sampler();
    const stop = metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(0);
    // Hidden: the tick's request (after the watermarks') is dropped; the last view going then
    // stops the rest at once.
    page.set(true);
    expect(signals.map((signal) => signal.aborted)).toEqual([false, true]);
    stop();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    await pass(60_000);
    expect(signals).toHaveLength(2);
  });

  it('goes on with no gap and no extra request for a view that comes within the interval', async () => {
    const calls = cluster();
    const metrics = sampler();
    const leaving = metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(0);
    // The dashboard goes, the nodes screen comes two seconds later.
    leaving();
    await pass(2000);
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(3000);
    expect(calls.stats()).toBe(2);
    expect(events()[0]).toEqual([`sample ${T0} (3 nodes)`, `sample ${T0 + 5000} (3 nodes)`]);
  });

  it('keeps the picture for a view that comes back within two minutes, after a gap', async () => {
    cluster();
    const metrics = sampler();
    const stop = metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(0);
    stop();
    await pass(90_000);
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(0);
    expect(histories).toHaveLength(1);
    expect(events()[0]).toEqual([
      `sample ${T0} (3 nodes)`,
      `gap ${T0 + 90_000}`,
      `sample ${T0 + 90_000} (3 nodes)`,
    ]);
  });

  it('takes a new interval while running', async () => {
    const calls = cluster();
    const metrics = sampler();
    metrics.configure({ intervalSeconds: 10 });
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(0);
    expect(histories[0].intervalSeconds).toBe(10);
    await pass(2000);
    metrics.configure({ intervalSeconds: 1 });
    expect(histories[0].events).toContain('resize 1');
    await pass(0);
    // Due one second after the previous request, already past: sent half a second from now.
    expect(calls.stats()).toBe(1);
    await pass(500);
    expect(calls.stats()).toBe(2);
    await pass(1000);
    expect(calls.stats()).toBe(3);
  });

  it('reads the kept hour back first, then writes each sample and gap', async () => {
    cluster();
    const old: MetricsSample = { time: T0 - 60_000, nodes: [] };
    const { store, saved } = memoryStore([
      { kind: 'sample', sample: old },
      { kind: 'gap', time: T0 - 30_000 },
    ]);
    const metrics = sampler(store);
    metrics.configure({ keepHistory: true });
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(0);
    expect(store.load).toHaveBeenCalledWith(TEST_TARGET.uri, T0 - 3_600_000, expect.any(Function));
    expect(events()[0]).toEqual([
      `sample ${T0 - 60_000} (0 nodes)`,
      `gap ${T0 - 30_000}`,
      'adopted at 5',
      `gap ${T0}`,
      `sample ${T0} (3 nodes)`,
    ]);
    expect(saved.map((entry) => entry.kind)).toEqual(['gap', 'sample']);
    expect(store.prune).toHaveBeenCalledWith(TEST_TARGET.uri, T0 - 3_600_000);
    metrics.configure({ keepHistory: false });
    expect(store.clear).toHaveBeenCalledWith(TEST_TARGET.uri);
    await pass(5000);
    expect(saved).toHaveLength(2);
  });

  it('does not write again a sample its reader stored, takes the time it was stored under, and removes it when keeping was turned off on its way', async () => {
    const { store, saved } = memoryStore();
    const nodes = readNodeStats(STATS, Number.NaN).nodes;
    const asked: (string | null)[] = [];
    let answer: (read: StatsRead) => void = () => undefined;
    const stats = vi.fn((_target: unknown, _signal: unknown, keepAs: string | null) => {
      asked.push(keepAs);
      return new Promise<StatsRead>((resolve) => (answer = resolve));
    });
    const metrics = new MetricsSampler({
      visibility: page.visibility,
      store,
      calls: { stats, watermarks: () => new Promise(() => undefined) },
    });
    metrics.configure({ keepHistory: true, intervalSeconds: 1 });
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(0);
    expect(asked).toEqual([TEST_TARGET.uri]);
    answer({ nodes, storedAt: T0 - 7 });
    await pass(0);
    expect(events()[0]).toContain(`sample ${T0 - 7} (3 nodes)`);
    expect(saved).toEqual([]);
    expect(store.prune).toHaveBeenCalledWith(TEST_TARGET.uri, T0 - 7 - 3_600_000);
    // The next one is asked stored, then keeping is turned off before its answer.
    await pass(1000);
    expect(asked).toEqual([TEST_TARGET.uri, TEST_TARGET.uri]);
    metrics.configure({ keepHistory: false });
    vi.mocked(store.clear).mockClear();
    answer({ nodes, storedAt: T0 + 993 });
    await pass(0);
    expect(store.clear).toHaveBeenCalledWith(TEST_TARGET.uri);
    expect(saved).toEqual([]);
    await pass(1000);
    expect(asked.at(-1)).toBeNull();
  });

  it('samples without the kept hour when it cannot be read', async () => {
    const calls = cluster();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = memoryStore();
    vi.mocked(store.load).mockRejectedValue(new Error('blocked'));
    const metrics = sampler(store);
    metrics.configure({ keepHistory: true });
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(0);
    expect(calls.stats()).toBe(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('samples without the kept hour when reading it does not end within two seconds', async () => {
    const calls = cluster();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = memoryStore();
    vi.mocked(store.load).mockReturnValue(new Promise(() => undefined));
    const metrics = sampler(store);
    metrics.configure({ keepHistory: true });
    metrics.subscribe(TEST_TARGET, vi.fn());
    await pass(1999);
    expect(calls.stats()).toBe(0);
    await pass(1);
    expect(calls.stats()).toBe(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
