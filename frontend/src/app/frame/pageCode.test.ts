// The code the page runs first, named as preloads by the early script once the page has painted.
import { LANGUAGE_CODE_ID } from '../../i18n/languageCode';
import { namePageCode, namePageCodeAfterPaint, ROUTE_CODE_ID, routeCodeFiles } from './pageCode';

/** A JSON block of the page, as the server or the build writes it. */
function writeBlock(id: string, text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.head.appendChild(block);
}

/** The preloads in the page: rel, as, crossorigin and the address as written. */
function preloads(): string[] {
  return [...document.head.querySelectorAll('link')].map((link) =>
    [link.rel, link.as, link.getAttribute('crossorigin'), link.getAttribute('href')].join(' '),
  );
}

const ROUTE = ['assets/IndicesScreen-a1.js', 'assets/screens-b2.js', 'assets/screens-c3.css'];

beforeEach(() => {
  localStorage.setItem('i18n', JSON.stringify({ lang: 'fr' }));
});

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('routeCodeFiles', () => {
  it("is the server's list for the address, files of the app's own only", () => {
    writeBlock(
      ROUTE_CODE_ID,
      JSON.stringify([
        ...ROUTE,
        'https://elsewhere.example/x.js',
        'assets/a".js',
        'assets/x.png',
        7,
      ]),
    );
    expect(routeCodeFiles(document)).toEqual(ROUTE);
  });

  it('is empty without a block or with a broken one', () => {
    expect(routeCodeFiles(document)).toEqual([]);
    writeBlock(ROUTE_CODE_ID, '["assets/a.js"');
    expect(routeCodeFiles(document)).toEqual([]);
  });
});

describe('namePageCode', () => {
  it("names scripts as module preloads and style sheets as the app's loader asks for them, then the language", () => {
    writeBlock(ROUTE_CODE_ID, JSON.stringify(ROUTE));
    writeBlock(
      LANGUAGE_CODE_ID,
      JSON.stringify({ en: './assets/en-d4.js', fr: './assets/fr-e5.js' }),
    );
    namePageCode(document);
    expect(preloads()).toEqual([
      'modulepreload   assets/IndicesScreen-a1.js',
      'modulepreload   assets/screens-b2.js',
      'preload style  assets/screens-c3.css',
      'modulepreload   ./assets/fr-e5.js',
    ]);
  });

  it('names nothing on a page that lists nothing', () => {
    namePageCode(document);
    expect(preloads()).toEqual([]);
  });

  it('waits for the page to have painted', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    writeBlock(ROUTE_CODE_ID, JSON.stringify(ROUTE));
    namePageCodeAfterPaint(document);
    expect(preloads()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(preloads()).toEqual([]);
    vi.runAllTimers();
    expect(preloads()).toHaveLength(3);
  });
});
