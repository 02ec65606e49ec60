import { describe, expect, it } from 'vitest';
import { isNewIndexValid, NEW_INDEX_DEFAULTS, newIndexProblems, toNewIndex } from './newIndexForm';

describe('toNewIndex', () => {
  it('sends the defaults of 1 shard and 1 replica', () => {
    expect(toNewIndex({ ...NEW_INDEX_DEFAULTS, name: 'logs' })).toEqual({
      name: 'logs',
      shards: 1,
      replicas: 1,
    });
  });

  it('sends the default of 1 for an empty count', () => {
    expect(toNewIndex({ name: 'logs', shards: '', replicas: '' })).toEqual({
      name: 'logs',
      shards: 1,
      replicas: 1,
    });
  });

  it('sends 0 replicas when the user typed 0 (a single node needs it)', () => {
    expect(toNewIndex({ name: 'logs', shards: 1, replicas: 0 })).toEqual({
      name: 'logs',
      shards: 1,
      replicas: 0,
    });
    expect(toNewIndex({ name: 'logs', shards: 2, replicas: '0' })).toEqual({
      name: 'logs',
      shards: 2,
      replicas: 0,
    });
  });

  it('keeps the counts a user chose, and trims the name', () => {
    expect(toNewIndex({ name: ' logs ', shards: 3, replicas: '2' })).toEqual({
      name: 'logs',
      shards: 3,
      replicas: 2,
    });
  });
});

describe('isNewIndexValid', () => {
  it('requires a name', () => {
    expect(isNewIndexValid(NEW_INDEX_DEFAULTS)).toBe(false);
    expect(isNewIndexValid({ ...NEW_INDEX_DEFAULTS, name: '  ' })).toBe(false);
    expect(isNewIndexValid({ ...NEW_INDEX_DEFAULTS, name: 'x' })).toBe(true);
  });

  it('accepts empty counts and 0 replicas, refuses 0 shards and negative counts', () => {
    expect(isNewIndexValid({ name: 'x', shards: '', replicas: '' })).toBe(true);
    expect(isNewIndexValid({ name: 'x', shards: 1, replicas: 0 })).toBe(true);
    expect(isNewIndexValid({ name: 'x', shards: 0, replicas: 1 })).toBe(false);
    expect(isNewIndexValid({ name: 'x', shards: -1, replicas: 1 })).toBe(false);
    expect(isNewIndexValid({ name: 'x', shards: 1, replicas: -1 })).toBe(false);
  });

  it('refuses a name the engine would refuse', () => {
    expect(isNewIndexValid({ ...NEW_INDEX_DEFAULTS, name: 'Logs' })).toBe(false);
  });
});

describe('newIndexProblems', () => {
  it('names the problem of each field', () => {
    expect(newIndexProblems({ name: '_x', shards: 0, replicas: -2 })).toEqual({
      name: 'start',
      shards: 'atLeastOne',
      replicas: 'negative',
    });
  });

  it('reports nothing for an empty name (the field is only required) and for valid fields', () => {
    expect(newIndexProblems(NEW_INDEX_DEFAULTS)).toEqual({
      name: null,
      shards: null,
      replicas: null,
    });
  });
});
