// The kept language and its strings file as the page lists it, for the page's early script.
import { LANGUAGE_CODE_ID as WRITTEN_ID } from '../../plugins/routeFiles';
import { readPersistedArea } from '../lib/persistedArea';
import { keptLanguage, keptLanguageFile, LANGUAGE_CODE_ID } from './languageCode';
import { languageArea } from './languageSlice';

const FILES = { en: './assets/en-a1.js', fr: './assets/fr-b2.js', cn: './assets/cn-c3.js' };

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** The page's block of strings files, as the build writes it. */
function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LANGUAGE_CODE_ID;
  block.textContent = text;
  document.head.appendChild(block);
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('keptLanguage', () => {
  it('is the language the app starts in, kept or from the browser', () => {
    for (const [kept, browser] of [
      [null, ['zh-TW']],
      [{ lang: 'it' }, ['de-DE']],
      [{ lang: 'de' }, ['ru']],
      ['not json', ['fr-CA']],
    ] as const) {
      localStorage.clear();
      if (kept !== null) {
        localStorage.setItem('i18n', typeof kept === 'string' ? kept : JSON.stringify(kept));
      }
      setBrowserLanguages([...browser]);
      expect(keptLanguage()).toBe(readPersistedArea(languageArea).lang);
    }
  });
});

describe('keptLanguageFile', () => {
  it('reads the block the build writes', () => {
    expect(LANGUAGE_CODE_ID).toBe(WRITTEN_ID);
  });

  it("is the kept language's file", () => {
    localStorage.setItem('i18n', JSON.stringify({ lang: 'fr' }));
    writeBlock(JSON.stringify(FILES));
    expect(keptLanguageFile(document)).toBe('./assets/fr-b2.js');
  });

  it("is the browser's language's on a first visit", () => {
    setBrowserLanguages(['zh-CN', 'en']);
    writeBlock(JSON.stringify(FILES));
    expect(keptLanguageFile(document)).toBe('./assets/cn-c3.js');
  });

  it('is none without a block, with a broken one, or for a file not of the app', () => {
    localStorage.setItem('i18n', JSON.stringify({ lang: 'en' }));
    expect(keptLanguageFile(document)).toBeNull();
    writeBlock('{"en":');
    expect(keptLanguageFile(document)).toBeNull();
    for (const file of [
      'https://elsewhere.example/en.js',
      './assets/../../en.js',
      './assets/en".js',
      './assets/en.css',
      42,
    ]) {
      document.head.innerHTML = '';
      writeBlock(JSON.stringify({ en: file }));
      expect(keptLanguageFile(document)).toBeNull();
    }
  });
});
