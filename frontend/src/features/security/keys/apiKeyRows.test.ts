import { describe, expect, it } from 'vitest';
import type { ApiKeyRow } from '../../../engine/apiKeyExpiry';
import { apiKeyStatus, matchesApiKey, relativeTime, shortId } from './apiKeyRows';
import { keyRows } from './useKeyRows';

const DAY = 24 * 3600_000;
const NOW = 1_800_000_000_000;

const key = (part: Partial<ApiKeyRow>): ApiKeyRow => ({
  id: 'VuaCfGcBCdbkQm-e5aOx',
  name: 'ci',
  type: 'rest',
  creation: NOW - DAY,
  expiration: null,
  invalidated: false,
  invalidation: null,
  username: 'elastic',
  realm: 'reserved',
  realmType: 'reserved',
  metadata: {},
  roleNames: [],
  ...part,
});

describe('API key rows', () => {
  it('says whether a key works, has expired or was invalidated', () => {
    expect(apiKeyStatus(key({}), NOW)).toBe('active');
    expect(apiKeyStatus(key({ expiration: NOW }), NOW)).toBe('expired');
    expect(apiKeyStatus(key({ expiration: NOW - DAY, invalidated: true }), NOW)).toBe(
      'invalidated',
    );
  });

  it('shortens ids and words times relative to the answer', () => {
    expect(shortId('VuaCfGcBCdbkQm-e5aOx')).toBe('VuaCfGcB…');
    expect(shortId('short')).toBe('short');
    expect(relativeTime(NOW + 3 * DAY - 5000, NOW, 'en')).toBe('in 3 days');
    expect(relativeTime(NOW - 2 * 3600_000, NOW, 'en')).toBe('2 hours ago');
  });

  it('lets the connected user update only their own working keys', () => {
    const rows = keyRows(
      [key({ id: 'a' }), key({ id: 'b', username: 'jdoe' }), key({ id: 'c', expiration: NOW })],
      'elastic',
      NOW,
    );
    expect(rows.map((row) => [row.id, row.own, row.updatable])).toEqual([
      ['a', true, true],
      ['b', false, false],
      ['c', true, false],
    ]);
  });

  it('filters 50,000 keys over name, id, owner and realm', () => {
    const many = Array.from({ length: 50_000 }, (_, i) =>
      key({ id: `id-${i}`, name: `key-${i}`, username: i % 2 ? 'jdoe' : 'elastic' }),
    );
    expect(matchesApiKey(key({ realm: 'native1' }), 'native')).toBe(true);
    const kept = many.filter((row) => matchesApiKey(row, 'key-4999'));
    expect(kept.map((row) => row.id)).toEqual([
      'id-4999',
      ...Array.from({ length: 10 }, (_, i) => `id-4999${i}`),
    ]);
  });
});
