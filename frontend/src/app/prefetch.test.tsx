import { IconHome, IconServer } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { whenFirstScreenSettled } from './prefetch';
import { loadInIdleTime, loadScreenCodeOnIntent, preloadScreenCode } from './router';
import type { ScreenRoute } from './screens';
import type { AppStore } from './store';

function screens() {
  const component = (() => null) as ComponentType;
  const home = vi.fn(() => Promise.resolve(component));
  const nodes = vi.fn(() => Promise.reject(new Error('chunk missing')));
  const settings = vi.fn(() => Promise.resolve(component));
  const list: ScreenRoute[] = [
    { name: 'home', load: home, tab: { labelKey: 'app.tabs.home', icon: IconHome } },
    { name: 'nodes', load: nodes, tab: { labelKey: 'app.tabs.nodes', icon: IconServer } },
    { name: 'settings', load: settings },
  ];
  return { list, home, nodes, settings };
}

/** Idle callbacks that run only when the test says so. */
function manualIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    waiting.push(run);
    return waiting.length;
  });
  return {
    pending: () => waiting.length,
    async runNext() {
      waiting.shift()?.();
      // Let the load's promise settle.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('preloadScreenCode', () => {
  it('loads the code of the screen a path names, and the dashboard for the root', () => {
    const { list, home, nodes, settings } = screens();
    preloadScreenCode('/cluster/3/nodes', list);
    expect([home, nodes, settings].map((load) => load.mock.calls.length)).toEqual([0, 1, 0]);
    preloadScreenCode('/', list);
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a path that is no screen', () => {
    const { list, home, nodes, settings } = screens();
    for (const path of ['/welcome', '/cluster/0/nope', '/elsewhere']) preloadScreenCode(path, list);
    expect([home, nodes, settings].every((load) => load.mock.calls.length === 0)).toBe(true);
  });
});

describe('loadInIdleTime', () => {
  it('loads each part, one per idle period, past a failure', async () => {
    const idle = manualIdle();
    const { home, nodes, settings } = screens();
    loadInIdleTime([home, nodes, settings]);
    expect(home).not.toHaveBeenCalled();
    await idle.runNext();
    expect(home).toHaveBeenCalledTimes(1);
    expect(nodes).not.toHaveBeenCalled();
    await idle.runNext();
    await idle.runNext();
    expect(settings).toHaveBeenCalledTimes(1);
    await idle.runNext();
    expect(idle.pending()).toBe(0);
  });
});

describe('loadScreenCodeOnIntent', () => {
  const links = () => {
    document.body.innerHTML = [
      '<a href="/cluster/0/nodes"><span>Nodes</span></a>',
      '<a href="/cluster/2/settings">Settings</a>',
      '<a href="/welcome">Welcome</a>',
      '<a href="https://elsewhere.example/cluster/0/nodes">Elsewhere</a>',
    ].join('');
    return [...document.querySelectorAll('a')];
  };
  const point = (target: Element) =>
    target.dispatchEvent(new Event('pointerover', { bubbles: true }));

  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('loads the code of the screen a link leads to when it is pointed at or focused, once', () => {
    const { list, home, nodes, settings } = screens();
    const [toNodes, toSettings] = links();
    stop = loadScreenCodeOnIntent(document, list);
    point(toNodes!.querySelector('span')!);
    point(toNodes!);
    expect(nodes).toHaveBeenCalledTimes(1);
    toSettings!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(settings).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
  });

  it('loads nothing for a link that leads to no screen or to another site', () => {
    const { list, home, nodes, settings } = screens();
    const [, , toWelcome, elsewhere] = links();
    stop = loadScreenCodeOnIntent(document, list);
    point(toWelcome!);
    point(elsewhere!);
    point(document.body);
    expect([home, nodes, settings].every((load) => load.mock.calls.length === 0)).toBe(true);
  });
});

describe('whenFirstScreenSettled', () => {
  function fakeStore(initial: unknown) {
    let state = initial;
    const listeners = new Set<() => void>();
    const store = {
      getState: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const set = (next: unknown) => {
      state = next;
      listeners.forEach((listener) => listener());
    };
    return { store: store as unknown as AppStore, set, listeners };
  }
  const queries = (...statuses: string[]) => ({
    clusterApi: { queries: Object.fromEntries(statuses.map((status, i) => [`q${i}`, { status }])) },
  });

  it('runs once the first screen joined the data cache and its requests answered, when idle', async () => {
    const idle = manualIdle();
    const run = vi.fn();
    const { store, set, listeners } = fakeStore({});
    whenFirstScreenSettled(store, run);
    expect(idle.pending()).toBe(0);
    set(queries('pending', 'fulfilled'));
    expect(idle.pending()).toBe(0);
    set(queries('fulfilled', 'rejected'));
    await idle.runNext();
    expect(run).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    set(queries('fulfilled'));
    expect(idle.pending()).toBe(0);
  });

  it('waits while the screen has asked nothing yet, and again when a request started before the page was idle', async () => {
    const idle = manualIdle();
    const run = vi.fn();
    const { store, set } = fakeStore(queries());
    whenFirstScreenSettled(store, run);
    expect(idle.pending()).toBe(0);
    set(queries('fulfilled'));
    expect(idle.pending()).toBe(1);
    set(queries('fulfilled', 'pending'));
    await idle.runNext();
    expect(run).not.toHaveBeenCalled();
    set(queries('fulfilled', 'fulfilled'));
    await idle.runNext();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after the given time when the screen asks the cluster nothing', async () => {
    vi.useFakeTimers();
    try {
      const idle = manualIdle();
      const run = vi.fn();
      const { store, listeners } = fakeStore(queries());
      whenFirstScreenSettled(store, run, 5_000);
      vi.advanceTimersByTime(4_999);
      expect(idle.pending()).toBe(0);
      vi.advanceTimersByTime(1);
      expect(idle.pending()).toBe(1);
      vi.useRealTimers();
      await idle.runNext();
      expect(run).toHaveBeenCalledTimes(1);
      expect(listeners.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
