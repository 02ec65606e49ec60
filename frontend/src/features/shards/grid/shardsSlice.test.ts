import { afterEach, describe, expect, it } from 'vitest';
import {
  parseShardsState,
  SHARDS_STORAGE_KEY,
  setShardsFilter,
  shardsReducer,
  shardsArea,
} from './shardsSlice';
import { readPersistedArea } from '../../../lib/persistedArea';

afterEach(() => localStorage.clear());

describe('shards settings area', () => {
  it('keeps a stored filter and drops what is not a settings object', () => {
    expect(parseShardsState({ filter: 'logs' })).toEqual({ filter: 'logs' });
    expect(parseShardsState({ filter: 3 })).toEqual({ filter: '' });
    expect(parseShardsState('logs')).toBeNull();
  });

  it('starts from the stored filter', () => {
    localStorage.setItem(SHARDS_STORAGE_KEY, JSON.stringify({ filter: 'metrics' }));
    expect(readPersistedArea(shardsArea)).toEqual({ filter: 'metrics' });
  });

  it('sets the filter', () => {
    expect(shardsReducer({ filter: '' }, setShardsFilter('index:logs'))).toEqual({
      filter: 'index:logs',
    });
  });
});
