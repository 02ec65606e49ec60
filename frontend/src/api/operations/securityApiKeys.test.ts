import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineProfile } from '../../engine/profile';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../testFetch';
import { SECURITY_PAGE_SIZE } from './security';
import {
  bulkUpdateApiKeys,
  createApiKey,
  getApiKeys,
  getMoreApiKeys,
  invalidateApiKeys,
  updateApiKey,
  FIRST_API_KEYS,
} from './securityApiKeys';

afterEach(() => {
  vi.unstubAllGlobals();
});

const on = (version: string) => ({
  ...TEST_TARGET,
  engine: engineProfile('elasticsearch', version),
});

const asked = (calls: { method: string; url: string; body: string | null }[]) =>
  calls.map((call) => `${call.method} ${new URL(call.url).pathname} ${call.body ?? ''}`.trim());

/** `count` keys created a second apart, newest first, with their sort values. */
const keys = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const creation = 1_700_000_000_000 - (from + i) * 1000;
    return { id: `key-${from + i}`, name: `k${from + i}`, creation, _sort: [creation] };
  });

describe('API key calls', () => {
  it('reads the first page of _query/api_key newest first, then the rest after its last key', async () => {
    const pages = [
      keys(0, FIRST_API_KEYS),
      keys(FIRST_API_KEYS, SECURITY_PAGE_SIZE),
      keys(FIRST_API_KEYS + SECURITY_PAGE_SIZE, 1),
    ];
    const { calls } = installFakeFetch((_request, index) =>
      jsonResponse({ total: 11_001, api_keys: pages[index] }),
    );
    const target = on('8.13.0');
    const first = await getApiKeys(target, ' ci ');
    const last = (at: number) => keys(at - 1, 1)[0]._sort;
    expect(first.keys).toHaveLength(FIRST_API_KEYS);
    expect(first).toMatchObject({ filter: ' ci ', after: last(FIRST_API_KEYS), total: 11_001 });
    const rest = await getMoreApiKeys(target, {
      filter: first.filter,
      after: last(FIRST_API_KEYS),
    });
    expect(rest.map((key) => key.id)).toEqual(
      keys(FIRST_API_KEYS, SECURITY_PAGE_SIZE + 1).map((key) => key.id),
    );
    const query = {
      bool: {
        should: [
          { wildcard: { name: { value: '*ci*', case_insensitive: true } } },
          { wildcard: { username: { value: '*ci*', case_insensitive: true } } },
        ],
        minimum_should_match: 1,
      },
    };
    const sort = [{ creation: { order: 'desc' } }];
    const search = (size: number, after?: unknown[]) =>
      `POST /_security/_query/api_key ${JSON.stringify({ size, sort, query, ...(after ? { search_after: after } : {}) })}`;
    expect(asked(calls)).toEqual([
      search(FIRST_API_KEYS),
      search(SECURITY_PAGE_SIZE, last(FIRST_API_KEYS)),
      search(SECURITY_PAGE_SIZE, last(FIRST_API_KEYS + SECURITY_PAGE_SIZE)),
    ]);
  });

  it('says there is nothing more after a short page', async () => {
    installFakeFetch(() => jsonResponse({ total: 3, api_keys: keys(0, 3) }));
    expect(await getApiKeys(on('8.13.0'), '')).toMatchObject({ after: null, total: 3 });
  });

  it('lists every key in one answer before 7.15, the filter left to the screen', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ api_keys: keys(0, 2) }));
    const page = await getApiKeys(on('7.14.2'), 'ci');
    expect(page).toMatchObject({ after: null, total: 2 });
    expect(page.keys).toHaveLength(2);
    expect(asked(calls)).toEqual(['GET /_security/api_key']);
  });

  it('creates, invalidates, updates and bulk updates keys', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({}));
    const target = on('8.13.0');
    await createApiKey(target, { name: 'ci', expiration: '30d', metadata: { team: 'ops' } });
    await invalidateApiKeys(target, ['a', 'b']);
    await updateApiKey(target, 'a/b', { metadata: {}, expiration: '7d' });
    await bulkUpdateApiKeys(target, ['a', 'b'], '90d');
    expect(asked(calls)).toEqual([
      'POST /_security/api_key {"name":"ci","expiration":"30d","metadata":{"team":"ops"}}',
      'DELETE /_security/api_key {"ids":["a","b"]}',
      'PUT /_security/api_key/a%2Fb {"metadata":{},"expiration":"7d"}',
      'POST /_security/api_key/_bulk_update {"ids":["a","b"],"expiration":"90d"}',
    ]);
  });
});
