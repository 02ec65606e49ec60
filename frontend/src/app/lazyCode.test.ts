import {
  COMPILED_CODE_ID as WRITTEN_COMPILED_ID,
  compiledFiles,
  LAZY_CODE_ID as WRITTEN_ID,
  lazyFiles,
} from '../../plugins/lazyFiles';
import { COMPILED_CODE_ID, LAZY_CODE_ID, lazyCodeFiles, prefetchLazyCode } from './lazyCode';
import { chunk } from '../../plugins/chunkTesting';

describe('lazyFiles (the build)', () => {
  const chunks = [
    chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/screens.js'],
      dynamicImports: ['assets/Indices.js', 'assets/fr.js', 'assets/Rest.js'],
      css: ['assets/index.css'],
    }),
    chunk('assets/screens.js', {
      css: ['assets/screens.css'],
      dynamicImports: ['assets/Editor.js'],
    }),
    chunk('assets/Indices.js', {
      imports: ['assets/screens.js', 'assets/table.js'],
      dynamicImports: ['assets/Explain.js'],
      css: ['assets/Indices.css'],
    }),
    chunk('assets/table.js', { css: ['assets/table.css'] }),
    chunk('assets/fr.js', { facadeModuleId: '/app/src/i18n/locales/fr.json?raw' }),
    chunk('assets/Rest.js', { dynamicImports: ['assets/catalogue.js'] }),
    chunk('assets/catalogue.js', {
      facadeModuleId: '/app/src/features/rest/catalogue/elasticsearch.json',
    }),
    chunk('assets/Editor.js', { imports: ['assets/table.js'] }),
    chunk('assets/Explain.js', { imports: ['assets/Indices.js'] }),
  ];

  it('lists what on-demand imports load, down through what they load on demand, once each', () => {
    expect(lazyFiles(chunks)).toEqual([
      'assets/Indices.js',
      'assets/Indices.css',
      'assets/table.js',
      'assets/table.css',
      'assets/Rest.js',
      'assets/Editor.js',
      'assets/Explain.js',
    ]);
  });

  it('leaves out what the page loads at start and the data modules a visit picks one of', () => {
    const files = lazyFiles(chunks);
    for (const file of [
      'assets/index.js',
      'assets/index.css',
      'assets/screens.js',
      'assets/screens.css',
      'assets/fr.js',
      'assets/catalogue.js',
    ]) {
      expect(files).not.toContain(file);
    }
  });

  it('lists nothing without an entry', () => {
    expect(lazyFiles(chunks.filter((built) => !built.isEntry))).toEqual([]);
  });

  it('writes the list under the name the app reads', () => {
    expect(WRITTEN_ID).toBe(LAZY_CODE_ID);
    expect(WRITTEN_COMPILED_ID).toBe(COMPILED_CODE_ID);
  });

  it('names the listed scripts of the chunks to compile, and no file the list leaves out', () => {
    const named = chunks.map((built) => ({
      ...built,
      name: built.fileName.replace(/^assets\/|\.js$/g, ''),
    }));
    expect(compiledFiles(named, lazyFiles(named), ['table', 'screens'])).toEqual([
      'assets/table.js',
    ]);
    expect(compiledFiles(chunks, lazyFiles(chunks), ['table'])).toEqual([]);
  });
});

describe('prefetchLazyCode (the page)', () => {
  function pageListing(text: string, compiled = '[]') {
    document.head.innerHTML = `<script type="application/json" id="${LAZY_CODE_ID}"></script><script type="application/json" id="${COMPILED_CODE_ID}"></script>`;
    document.getElementById(LAZY_CODE_ID)!.textContent = text;
    document.getElementById(COMPILED_CODE_ID)!.textContent = compiled;
  }
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    );
  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
      href: link.href,
      crossOrigin: link.crossOrigin,
    }));
  const base = () => new URL('.', document.baseURI).href;

  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('asks the browser to fetch each listed file it has not fetched, as the module loader will', () => {
    pageListing(
      JSON.stringify(['./assets/Indices.js', './assets/Indices.css', './assets/table.js']),
    );
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${base()}assets/table.js` } as PerformanceEntry,
    ]);
    prefetchLazyCode(document);
    expect(prefetched()).toEqual([
      { href: `${base()}assets/Indices.js`, crossOrigin: 'anonymous' },
      { href: `${base()}assets/Indices.css`, crossOrigin: 'anonymous' },
    ]);
  });

  it('asks for a file of the compiled list as a module preload, once', () => {
    pageListing(
      JSON.stringify(['./assets/Indices.js', './assets/screens.js', './assets/screens.css']),
      JSON.stringify(['./assets/screens.js', './assets/notListed.js']),
    );
    prefetchLazyCode(document);
    expect(preloaded()).toEqual([`${base()}assets/screens.js`]);
    expect(prefetched().map((link) => link.href)).toEqual([
      `${base()}assets/Indices.js`,
      `${base()}assets/screens.css`,
    ]);
  });

  it('asks nothing of another origin', () => {
    pageListing(JSON.stringify(['https://elsewhere.example/x.js', '//elsewhere.example/y.js']));
    prefetchLazyCode(document);
    expect(prefetched()).toEqual([]);
  });

  it('reads an unreadable list as no list', () => {
    for (const text of ['', 'not json', '{"a":1}', '[1, null, {}]']) {
      pageListing(text, text);
      expect(lazyCodeFiles(document)).toEqual([]);
      expect(lazyCodeFiles(document, COMPILED_CODE_ID)).toEqual([]);
      expect(() => prefetchLazyCode(document)).not.toThrow();
      expect(prefetched()).toEqual([]);
    }
    document.head.innerHTML = '';
    expect(lazyCodeFiles(document)).toEqual([]);
  });
});
