import {
  droppedStorageKeys,
  freezePersistence,
  loadPersisted,
  savePersisted,
  thawPersistence,
} from './storage';

const parseNumber = (raw: unknown) => (typeof raw === 'number' ? raw : null);

afterEach(() => localStorage.clear());

describe('loadPersisted', () => {
  it('returns the fallback for a key never written, without reporting it', () => {
    expect(loadPersisted('never', parseNumber, 7)).toBe(7);
    expect(droppedStorageKeys()).not.toContain('never');
  });

  it('reads a stored value through the parser', () => {
    localStorage.setItem('count', '42');
    expect(loadPersisted('count', parseNumber, 0)).toBe(42);
  });

  it('drops broken JSON, uses the fallback and reports the key', () => {
    localStorage.setItem('broken', '{"preference":');
    expect(loadPersisted('broken', parseNumber, 1)).toBe(1);
    expect(droppedStorageKeys()).toContain('broken');
  });

  it('drops a value of the wrong shape and reports the key', () => {
    localStorage.setItem('shape', '"text"');
    expect(loadPersisted('shape', parseNumber, 3)).toBe(3);
    expect(droppedStorageKeys()).toContain('shape');
  });
});

describe('savePersisted', () => {
  it('writes JSON until persistence is frozen', () => {
    savePersisted('area', { a: 1 });
    expect(localStorage.getItem('area')).toBe('{"a":1}');
    freezePersistence();
    savePersisted('area', { a: 2 });
    savePersisted('other', 1);
    expect(localStorage.getItem('area')).toBe('{"a":1}');
    expect(localStorage.getItem('other')).toBeNull();
    thawPersistence();
  });

  it('writes again once thawed', () => {
    freezePersistence();
    savePersisted('area', { a: 3 });
    expect(localStorage.getItem('area')).toBeNull();
    thawPersistence();
    savePersisted('area', { a: 4 });
    expect(localStorage.getItem('area')).toBe('{"a":4}');
  });
});
