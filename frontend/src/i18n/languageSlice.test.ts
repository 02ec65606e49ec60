import { droppedStorageKeys } from '../lib/storage';
import { readPersistedArea } from '../lib/persistedArea';
import { parseLanguage } from './languageCode';
import { languageArea } from './languageSlice';

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('language settings', () => {
  it('uses the browser language on a first visit', () => {
    setBrowserLanguages(['zh-TW']);
    expect(readPersistedArea(languageArea)).toEqual({ lang: 'cn' });
  });

  it('keeps a stored choice over the browser language', () => {
    setBrowserLanguages(['de-DE']);
    localStorage.setItem('i18n', JSON.stringify({ lang: 'it' }));
    expect(readPersistedArea(languageArea)).toEqual({ lang: 'it' });
  });

  it('drops an unknown stored language and reports it', () => {
    setBrowserLanguages(['ru']);
    localStorage.setItem('i18n', JSON.stringify({ lang: 'de' }));
    expect(readPersistedArea(languageArea)).toEqual({ lang: 'ru' });
    expect(droppedStorageKeys()).toContain('i18n');
  });

  it('rejects values that are not { lang }', () => {
    expect(parseLanguage('fr')).toBeNull();
    expect(parseLanguage({ lang: 'fr' })).toEqual({ lang: 'fr' });
  });
});
