import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { sendRawRequest } from './client';
import { installFakeFetch, jsonResponse, rejection } from './testFetch';
import type { ClusterTarget } from './types';

const NONE: ClusterTarget = {
  uri: 'http://localhost:9200',
  auth: { authType: 'none', authData: {} },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendRawRequest', () => {
  it('returns the status and text of a failed answer instead of rejecting', async () => {
    installFakeFetch(() => jsonResponse('{"error":"boom"}', 500));
    const result = await sendRawRequest(NONE, { method: 'POST', path: '_search', body: '{}' });
    expect(result).toMatchObject({ status: 500, ok: false, bodyText: '{"error":"boom"}' });
  });

  it('drops the editor text for GET and keeps the path as encoded', async () => {
    const { calls } = installFakeFetch();
    await sendRawRequest(NONE, { method: 'GET', path: '/_cat/indices?v', body: '{"size":1}' });
    expect(calls[0].url).toBe('http://localhost:9200/_cat/indices?v');
    expect(calls[0].body).toBeNull();
  });

  it('rejects with a network error when the cluster cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'))),
    );
    const err = await rejection(sendRawRequest(NONE, { method: 'GET', path: '' }));
    expect(err.kind).toBe('network');
  });
});
