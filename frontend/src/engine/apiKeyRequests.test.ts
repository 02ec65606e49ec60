import { describe, expect, it } from 'vitest';
import {
  apiKeyFilterQuery,
  apiKeySearchAfter,
  apiKeySearchTotal,
  apiKeySearchBody,
  apiKeyUpdates,
  isExpiration,
  readCreatedKey,
} from './apiKeyRequests';
import { parseVersion } from './version';

describe('API key requests', () => {
  it('matches a typed text against name and owner, its wildcards taken literally', () => {
    expect(apiKeyFilterQuery('  ')).toBeNull();
    const value = '*a\\*b\\?c\\\\*';
    expect(apiKeyFilterQuery('a*b?c\\')).toEqual({
      bool: {
        should: [
          { wildcard: { name: { value, case_insensitive: true } } },
          { wildcard: { username: { value, case_insensitive: true } } },
        ],
        minimum_should_match: 1,
      },
    });
  });

  it('searches newest first and continues after the last key', () => {
    expect(apiKeySearchBody('', 10, null)).toEqual({
      size: 10,
      sort: [{ creation: { order: 'desc' } }],
    });
    expect(apiKeySearchBody('', 10, [5])).toMatchObject({ search_after: [5] });
    expect(apiKeySearchAfter({ api_keys: [{ _sort: [1] }, { _sort: [2] }] })).toEqual([2]);
    expect(apiKeySearchAfter({ api_keys: [] })).toBeNull();
    expect(apiKeySearchAfter('nonsense')).toBeNull();
  });

  it('reads how many keys a search matches', () => {
    expect(apiKeySearchTotal({ total: 50_000, count: 10_000, api_keys: [] })).toBe(50_000);
    expect(apiKeySearchTotal({ total: '5' })).toBeNull();
    expect(apiKeySearchTotal({ total: -1 })).toBeNull();
    expect(apiKeySearchTotal({ api_keys: [] })).toBeNull();
  });

  it('takes expirations Elasticsearch reads', () => {
    expect(['30d', '12h', '90m', ' 1d ', '500ms'].every(isExpiration)).toBe(true);
    expect(['', '0d', '30', 'd', '1w', '1.5d', '-1d'].some(isExpiration)).toBe(false);
  });

  it('offers updates from 8.4 and new expirations from 8.13', () => {
    const on = (version: string) => apiKeyUpdates(parseVersion(version));
    expect(on('8.3.3')).toEqual({ update: false, expiration: false, bulkExpiration: false });
    expect(on('8.4.0')).toEqual({ update: true, expiration: false, bulkExpiration: false });
    expect(on('8.13.0')).toEqual({ update: true, expiration: true, bulkExpiration: true });
  });

  it('reads the created key, making the encoded form where the engine sends none', () => {
    expect(readCreatedKey({ id: 'i', name: 'n', api_key: 's', encoded: 'ZW5j' })).toEqual({
      id: 'i',
      name: 'n',
      encoded: 'ZW5j',
    });
    expect(
      readCreatedKey({ id: 'VuaCfGcBCdbkQm-e5aOx', api_key: 'ui2lp2axTNmsyakw9tvNnw' }),
    ).toEqual({
      id: 'VuaCfGcBCdbkQm-e5aOx',
      name: '',
      encoded: 'VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==',
    });
    expect(readCreatedKey({ id: 'i' })).toBeNull();
    expect(readCreatedKey(null)).toBeNull();
  });
});
