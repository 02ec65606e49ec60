// The frame the page paints before the app runs (index.html, frame.js) and the record the
// app keeps for it (frameRecord.ts): the two files are read as the browser gets them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import frameScript from '../../../frame.js?raw';
import indexHtml from '../../../index.html?raw';
import {
  FRAME_ID,
  FRAME_RECORD_KEY,
  rememberFrame,
  removeFrame,
  type FrameRecord,
} from './frameRecord';

const RECORD: FrameRecord = {
  theme: 'dark',
  lang: 'fr',
  clusterIndex: 1,
  cluster: 'logs <b>prod</b>',
  tabs: [
    { label: 'Accueil', path: '/cluster/1' },
    { label: 'Index', path: '/cluster/1/indices' },
    { label: 'Nœuds', path: '/cluster/1/nodes' },
  ],
};

/** The body of index.html: the frame and the app's root. */
const BODY =
  /<body>([\s\S]*)<\/body>/.exec(indexHtml)?.[1].replace(/<script[\s\S]*?<\/script>/g, '') ?? '';

/**
 * Runs frame.js as the page does, in <head> at `path` under the base path `base`, then lets the
 * parser make the body.
 */
async function loadPage(path: string, bootClusters?: unknown[], base = '/'): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<base href="${base}" />`;
  if (bootClusters) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'shardscope-boot';
    block.textContent = JSON.stringify({ config: {}, clusters: bootClusters });
    document.head.append(block);
  }
  new Function(frameScript)();
  document.body.innerHTML = BODY;
  // The observer's callback runs before the browser could paint: a microtask.
  await Promise.resolve();
  const frame = document.getElementById(FRAME_ID);
  if (!frame) throw new Error('index.html has no frame');
  return frame;
}

function tabs(frame: HTMLElement): string[] {
  return [...frame.querySelectorAll('.frame-tab')].map((tab) => tab.textContent ?? '');
}

function clusterText(frame: HTMLElement): string | null {
  const cluster = frame.querySelector<HTMLElement>('[data-frame="cluster"]');
  return cluster && !cluster.hidden ? cluster.textContent : null;
}

beforeEach(() => {
  localStorage.clear();
  const root = document.documentElement;
  root.removeAttribute('data-mantine-color-scheme');
  root.removeAttribute('data-shardscope-frame');
  root.lang = 'en';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('frame.js', () => {
  it('paints the remembered theme, language, cluster and screens, the current one marked', async () => {
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify(RECORD));
    const frame = await loadPage('/cluster/1/indices/logs-1');
    const root = document.documentElement;
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(root.lang).toBe('fr');
    expect(root.getAttribute('data-shardscope-frame')).toBe('cluster');
    // Text, never markup.
    expect(clusterText(frame)).toBe('logs <b>prod</b>');
    expect(frame.querySelector('b')).toBeNull();
    expect(tabs(frame)).toEqual(['Accueil', 'Index', 'Nœuds']);
    const current = [...frame.querySelectorAll('.frame-tab[data-current]')];
    expect(current.map((tab) => tab.textContent)).toEqual(['Index']);
  });

  it('marks the home tab on the home screen, under a base path', async () => {
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify(RECORD));
    const frame = await loadPage('/console/cluster/1', undefined, '/console/');
    const current = [...frame.querySelectorAll('.frame-tab[data-current]')];
    expect(current.map((tab) => tab.textContent)).toEqual(['Accueil']);
  });

  it('shows another cluster by its predefined name, without the remembered screens', async () => {
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify(RECORD));
    const frame = await loadPage('/cluster/0/nodes', [
      { name: 'search', uri: 'http://search:9200' },
    ]);
    expect(clusterText(frame)).toBe('search');
    expect(tabs(frame)).toEqual([]);
  });

  it('paints the cluster the start address leads to: the one shown last, else the first predefined', async () => {
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify(RECORD));
    const returning = await loadPage('/console/', [{ name: 'search' }], '/console/');
    expect(clusterText(returning)).toBe('logs <b>prod</b>');
    const current = [...returning.querySelectorAll('.frame-tab[data-current]')];
    expect(current.map((tab) => tab.textContent)).toEqual(['Accueil']);

    localStorage.clear();
    const first = await loadPage('/', [{ name: 'search' }]);
    expect(document.documentElement.getAttribute('data-shardscope-frame')).toBe('cluster');
    expect(clusterText(first)).toBe('search');
    expect(tabs(first)).toEqual([]);

    // No cluster at all: the app shows its welcome page, without a header: its card is framed.
    document.documentElement.removeAttribute('data-shardscope-frame');
    await loadPage('/');
    expect(document.documentElement.getAttribute('data-shardscope-frame')).toBe('welcome');
  });

  it('shows no header outside a cluster; the welcome page gets its card and the mark', async () => {
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify(RECORD));
    const frame = await loadPage('/welcome');
    expect(document.documentElement.getAttribute('data-shardscope-frame')).toBe('welcome');
    expect(frame.querySelector('.frame-welcome .frame-card img[src="favicon.svg"]')).not.toBeNull();
    expect(clusterText(frame)).toBeNull();
    expect(tabs(frame)).toEqual([]);
    // The theme still applies.
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    // Another page without a header (an unknown address) gets neither.
    document.documentElement.removeAttribute('data-shardscope-frame');
    await loadPage('/no/such/page');
    expect(document.documentElement.hasAttribute('data-shardscope-frame')).toBe(false);
  });

  it('follows the system in auto, and with nothing remembered', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(prefers-color-scheme: dark)' }) as MediaQueryList,
    );
    await loadPage('/cluster/0');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify({ ...RECORD, theme: 'auto' }));
    await loadPage('/cluster/0');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    localStorage.setItem(FRAME_RECORD_KEY, JSON.stringify({ ...RECORD, theme: 'light' }));
    await loadPage('/cluster/0');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('paints what it can from a broken record and a broken page block', async () => {
    localStorage.setItem(FRAME_RECORD_KEY, '{not json');
    const frame = await loadPage('/cluster/0');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(clusterText(frame)).toBeNull();

    localStorage.setItem(
      FRAME_RECORD_KEY,
      JSON.stringify({
        theme: 'dark',
        clusterIndex: 0,
        cluster: 42,
        tabs: [null, { label: 7 }, { label: 'Home' }],
      }),
    );
    const odd = await loadPage('/cluster/0', [{ uri: 'http://nameless:9200' }]);
    expect(clusterText(odd)).toBeNull();
    expect(tabs(odd)).toEqual(['Home']);
  });
});

describe('rememberFrame', () => {
  it('writes the record frame.js reads, and only when it changed', () => {
    const setItem = vi.spyOn(localStorage, 'setItem');
    rememberFrame(RECORD);
    rememberFrame({ ...RECORD, tabs: [...RECORD.tabs] });
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(FRAME_RECORD_KEY) ?? 'null')).toEqual(RECORD);
    rememberFrame({ ...RECORD, theme: 'light' });
    expect(setItem).toHaveBeenCalledTimes(2);
  });
});

describe('removeFrame', () => {
  it('takes the frame out of the page and leaves the app root', async () => {
    await loadPage('/cluster/0');
    removeFrame();
    expect(document.getElementById(FRAME_ID)).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });
});
