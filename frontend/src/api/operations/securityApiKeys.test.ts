import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineProfile } from '../../engine/profile';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../testFetch';
import { SECURITY_PAGE_SIZE } from './security';
import {
  bulkUpdateApiKeys,
  createApiKey,
  getApiKeys,
  invalidateApiKeys,
  updateApiKey,
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
  it('pages through _query/api_key newest first, the filter sent as a query', async () => {
    const { calls } = installFakeFetch((_request, index) =>
      jsonResponse({
        api_keys: index === 0 ? keys(0, SECURITY_PAGE_SIZE) : keys(SECURITY_PAGE_SIZE, 1),
      }),
    );
    const rows = await getApiKeys(on('8.13.0'), ' ci ');
    expect(rows).toHaveLength(SECURITY_PAGE_SIZE + 1);
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
    const last = keys(SECURITY_PAGE_SIZE - 1, 1)[0]._sort;
    expect(asked(calls)).toEqual([
      `POST /_security/_query/api_key ${JSON.stringify({ size: 10_000, sort, query })}`,
      `POST /_security/_query/api_key ${JSON.stringify({ size: 10_000, sort, query, search_after: last })}`,
    ]);
  });

  it('lists every key in one answer before 7.15, the filter left to the screen', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ api_keys: keys(0, 2) }));
    expect(await getApiKeys(on('7.14.2'), 'ci')).toHaveLength(2);
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
