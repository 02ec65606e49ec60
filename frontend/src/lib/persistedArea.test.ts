import {
  definePersistedArea,
  readBoolean,
  readPersistedArea,
  readPersistedAreas,
  readString,
} from './persistedArea';
import { droppedStorageKeys, isRecord } from './storage';

afterEach(() => localStorage.clear());

const counter = definePersistedArea<{ count: number }>({
  key: 'counter',
  defaults: () => ({ count: 0 }),
  parse: (raw) => (isRecord(raw) && typeof raw.count === 'number' ? { count: raw.count } : null),
});

const label = definePersistedArea<string>({
  key: 'label',
  defaults: () => 'none',
  parse: (raw) => (typeof raw === 'string' ? raw : null),
});

describe('readPersistedArea', () => {
  it('gives a fresh copy of the defaults when nothing is stored', () => {
    const first = readPersistedArea(counter);
    expect(first).toEqual({ count: 0 });
    expect(readPersistedArea(counter)).not.toBe(first);
  });

  it('reads what is stored under the key', () => {
    localStorage.setItem('counter', '{"count":3}');
    expect(readPersistedArea(counter)).toEqual({ count: 3 });
  });

  it('uses the defaults and reports the key when the stored value is unusable', () => {
    localStorage.setItem('counter', '{"count":"three"}');
    expect(readPersistedArea(counter)).toEqual({ count: 0 });
    expect(droppedStorageKeys()).toContain('counter');
  });
});

describe('readPersistedAreas', () => {
  it('reads every area by the name of the state it holds', () => {
    localStorage.setItem('label', '"kept"');
    expect(readPersistedAreas({ counter, label })).toEqual({
      counter: { count: 0 },
      label: 'kept',
    });
  });
});

describe('readBoolean and readString', () => {
  it('keep a field of the right type and fall back otherwise', () => {
    const raw = { flag: true, text: 'kept', wrong: 1 };
    expect(readBoolean(raw, 'flag', false)).toBe(true);
    expect(readBoolean(raw, 'wrong', false)).toBe(false);
    expect(readBoolean(raw, 'missing', true)).toBe(true);
    expect(readString(raw, 'text', '')).toBe('kept');
    expect(readString(raw, 'wrong', 'fallback')).toBe('fallback');
  });
});
