import { readStoredAreas, replaceStorage, restoreStorage, snapshotStorage } from './backupStorage';

afterEach(() => localStorage.clear());

describe('readStoredAreas', () => {
  it('reads the asked keys that are stored, as JSON', () => {
    localStorage.setItem('theme', '{"preference":"dark"}');
    localStorage.setItem('foreign', '1');
    const asked = (key: string) => key === 'theme' || key === 'i18n';
    expect(readStoredAreas(localStorage, asked)).toEqual({ theme: { preference: 'dark' } });
  });

  it('leaves out a value that is not JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('theme', '{broken');
    expect(readStoredAreas(localStorage, (key) => key === 'theme')).toEqual({});
  });
});

describe('replaceStorage and restoreStorage', () => {
  it('clears everything, then writes the areas as JSON', () => {
    localStorage.setItem('old', 'x');
    replaceStorage(localStorage, { i18n: { lang: 'it' } });
    expect(snapshotStorage(localStorage)).toEqual([['i18n', '{"lang":"it"}']]);
  });

  it('puts back the exact previous contents', () => {
    localStorage.setItem('a', 'not json');
    localStorage.setItem('b', '{"x":1}');
    const before = snapshotStorage(localStorage);
    replaceStorage(localStorage, { c: {} });
    restoreStorage(localStorage, before);
    expect([...snapshotStorage(localStorage)].sort()).toEqual([
      ['a', 'not json'],
      ['b', '{"x":1}'],
    ]);
  });
});
