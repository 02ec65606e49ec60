import { describe, expect, it } from 'vitest';
import { isNewIndexValid, NEW_INDEX_DEFAULTS, toNewIndex } from './newIndexForm';

describe('toNewIndex', () => {
  it('sends the defaults of 1 shard and 1 replica', () => {
    expect(toNewIndex({ ...NEW_INDEX_DEFAULTS, name: 'logs' })).toEqual({ name: 'logs', shards: 1, replicas: 1 });
  });

  it('sends 1 for an empty or zero count', () => {
    expect(toNewIndex({ name: 'logs', shards: '', replicas: 0 })).toEqual({ name: 'logs', shards: 1, replicas: 1 });
    expect(toNewIndex({ name: 'logs', shards: 0, replicas: '' })).toEqual({ name: 'logs', shards: 1, replicas: 1 });
  });

  it('keeps the counts a user chose, and trims the name', () => {
    expect(toNewIndex({ name: ' logs ', shards: 3, replicas: '2' })).toEqual({ name: 'logs', shards: 3, replicas: 2 });
  });
});

describe('isNewIndexValid', () => {
  it('requires a name', () => {
    expect(isNewIndexValid(NEW_INDEX_DEFAULTS)).toBe(false);
    expect(isNewIndexValid({ ...NEW_INDEX_DEFAULTS, name: '  ' })).toBe(false);
    expect(isNewIndexValid({ ...NEW_INDEX_DEFAULTS, name: 'x' })).toBe(true);
  });

  it('accepts empty counts but refuses negative ones', () => {
    expect(isNewIndexValid({ name: 'x', shards: '', replicas: '' })).toBe(true);
    expect(isNewIndexValid({ name: 'x', shards: -1, replicas: 1 })).toBe(false);
  });
});
