// Which files the page names for each screen's address: read from the route table and the chunks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS } from '../src/routing/paths';
import type { BuiltChunk } from './lazyFiles.ts';
import { languageFiles, routeCode, screenModules } from './routeFiles.ts';
import { chunk } from './chunkTesting.ts';

const ROUTES_SOURCE = readFileSync(new URL('../src/app/routes.tsx', import.meta.url), 'utf8');

const CHUNKS: BuiltChunk[] = [
  chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/vendor.js'],
    dynamicImports: ['assets/Home.js', 'assets/Indices.js', 'assets/store.js'],
    facadeModuleId: '/app/src/main.tsx',
  }),
  chunk('assets/vendor.js'),
  chunk('assets/Home.js', {
    imports: ['assets/index.js', 'assets/screens.js'],
    facadeModuleId: '/app/src/features/home/HomeScreen.tsx',
  }),
  chunk('assets/Indices.js', {
    imports: ['assets/screens.js', 'assets/vendor.js', 'assets/table.js'],
    dynamicImports: ['assets/Dialog.js'],
    facadeModuleId: '/app/src/features/indices/IndicesScreen.tsx',
    css: ['assets/Indices.css'],
  }),
  chunk('assets/screens.js', { css: ['assets/screens.css'] }),
  chunk('assets/table.js', { imports: ['assets/screens.js'] }),
  chunk('assets/Dialog.js'),
  chunk('assets/store.js', { facadeModuleId: '/app/src/app/clusterApiStore.ts' }),
  chunk('assets/en.js', { facadeModuleId: '/app/src/i18n/locales/en.json' }),
  chunk('assets/fr.js', { facadeModuleId: '/app/src/i18n/locales/fr.json?raw' }),
];

const SCREEN_MODULES = [
  { name: 'home', module: 'features/home/HomeScreen' },
  { name: 'indices', module: 'features/indices/IndicesScreen' },
];

describe('routeCode', () => {
  const patterns = { home: '', indices: 'indices' };

  it("names a screen's chunk, what it imports at load and their styles, less the entry's", () => {
    const [home, indices] = routeCode(CHUNKS, SCREEN_MODULES, patterns);
    expect(home).toEqual({
      path: '/cluster/:clusterIndex',
      files: ['assets/Home.js', 'assets/screens.js', 'assets/screens.css', 'assets/store.js'],
    });
    expect(indices).toEqual({
      path: '/cluster/:clusterIndex/indices',
      files: [
        'assets/Indices.js',
        'assets/screens.js',
        'assets/screens.css',
        'assets/table.js',
        'assets/Indices.css',
        'assets/store.js',
      ],
    });
  });

  it('gives the patterns of the app for every screen of the route table', () => {
    const screens = screenModules(ROUTES_SOURCE);
    const chunks = screens.map(({ module }) =>
      chunk(`assets/${module}.js`, { facadeModuleId: `/app/src/${module}.tsx` }),
    );
    chunks.push(chunk('assets/store.js', { facadeModuleId: '/app/src/app/clusterApiStore.ts' }));
    const routes = routeCode(chunks, screens, ROUTE_PATTERNS);
    expect(routes.map((route) => route.path)).toContain(
      '/cluster/:clusterIndex/snapshot_repositories/:repositoryName',
    );
    expect(routes).toHaveLength(screens.length);
  });

  it('fails the build for a screen built into no chunk of its own or without a pattern', () => {
    expect(() =>
      routeCode(CHUNKS, [{ name: 'home', module: 'features/gone/Gone' }], patterns),
    ).toThrow('No chunk was built from src/features/gone/Gone');
    expect(() => routeCode(CHUNKS, SCREEN_MODULES, { home: '' })).toThrow(
      "No address pattern for the screen 'indices'",
    );
  });
});

describe('languageFiles', () => {
  it("names each language's strings file by its code", () => {
    expect(languageFiles(CHUNKS)).toEqual({ en: 'assets/en.js', fr: 'assets/fr.js' });
  });
});
