import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../../../api/testFetch';
import { maxBodyBytes, maxContentLength, parseByteSize } from './limits';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the cluster's body limit", () => {
  it('reads http.max_content_length from the settings with their defaults', async () => {
    const { calls } = installFakeFetch(() =>
      jsonResponse({ defaults: { http: { max_content_length: '100mb' } } }),
    );
    expect(await maxBodyBytes(TEST_TARGET)).toBe(100 * 1024 * 1024);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET http://es.test:9200/_cluster/settings?include_defaults=true&filter_path=*.http.max_content_length',
    ]);
  });

  it('is unknown when the settings cannot be read', async () => {
    installFakeFetch(() => jsonResponse({ error: { type: 'security_exception' } }, 403));
    expect(await maxBodyBytes(TEST_TARGET)).toBeNull();
  });

  it('takes a set value over the default, nested or flat', () => {
    const defaults = { http: { max_content_length: '100mb' } };
    expect(maxContentLength({ persistent: { 'http.max_content_length': '1gb' }, defaults })).toBe(
      1024 ** 3,
    );
    expect(maxContentLength({ defaults })).toBe(100 * 1024 ** 2);
    expect(maxContentLength({})).toBeNull();
  });

  it('reads sizes as the engines write them', () => {
    expect(parseByteSize('512')).toBe(512);
    expect(parseByteSize('10kb')).toBe(10240);
    expect(parseByteSize('1.5MB')).toBe(1.5 * 1024 * 1024);
    expect(parseByteSize('2g')).toBe(2 * 1024 ** 3);
    expect(parseByteSize('lots')).toBeNull();
    expect(parseByteSize('10xb')).toBeNull();
  });
});
