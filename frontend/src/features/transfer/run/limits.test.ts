import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../../../api/testFetch';
import { importBodyLimit, maxBodyBytes, maxContentLength, parseByteSize } from './limits';

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

describe("the import's body limit", () => {
  const MB = 1024 * 1024;
  const server = { proxyBodyLimit: 100 * MB, proxySignedBodyLimit: 10 * MB };
  const direct = { proxyId: null, signedByProxy: false };
  const proxied = { proxyId: 'prod', signedByProxy: false };
  const signed = { proxyId: 'prod', signedByProxy: true };

  it("is the cluster's own for a cluster the browser reaches itself", () => {
    expect(importBodyLimit(50 * MB, direct, server)).toEqual({ bytes: 50 * MB, source: 'cluster' });
    expect(importBodyLimit(null, direct, server)).toBeNull();
    expect(importBodyLimit(null, null, server)).toBeNull();
  });

  it("is the proxy's when the server passes on smaller bodies than the cluster takes", () => {
    const small = { ...server, proxyBodyLimit: 20 * MB };
    expect(importBodyLimit(100 * MB, proxied, small)).toEqual({ bytes: 20 * MB, source: 'proxy' });
    expect(importBodyLimit(null, proxied, small)).toEqual({ bytes: 20 * MB, source: 'proxy' });
    // A tie names the cluster's own limit.
    expect(importBodyLimit(100 * MB, proxied, server)?.source).toBe('cluster');
    expect(importBodyLimit(10 * MB, proxied, small)?.source).toBe('cluster');
  });

  it('is the signed-body limit for a proxied cluster the server signs requests to', () => {
    expect(importBodyLimit(100 * MB, signed, server)).toEqual({
      bytes: 10 * MB,
      source: 'signingProxy',
    });
    const tight = { ...server, proxyBodyLimit: 5 * MB };
    expect(importBodyLimit(100 * MB, signed, tight)).toEqual({ bytes: 5 * MB, source: 'proxy' });
    expect(importBodyLimit(1 * MB, signed, server)?.source).toBe('cluster');
  });

  it("leaves out the server's limits when they are unknown (an older server)", () => {
    const unknown = { proxyBodyLimit: null, proxySignedBodyLimit: null };
    expect(importBodyLimit(100 * MB, signed, unknown)).toEqual({
      bytes: 100 * MB,
      source: 'cluster',
    });
    expect(importBodyLimit(null, signed, unknown)).toBeNull();
  });
});
