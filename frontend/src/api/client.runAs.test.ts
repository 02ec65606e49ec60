import { afterEach, describe, expect, it, vi } from 'vitest';
import { clusterRequest, RUN_AS_HEADER } from './client';
import { installFakeFetch, jsonResponse, TEST_HEADERS, TEST_TARGET } from './testFetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('running a request as another user', () => {
  it('sends the run-as header only when asked, beside the cluster credentials', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ username: 'jdoe' }));
    const path = '_security/user/_has_privileges';
    await clusterRequest(TEST_TARGET, { method: 'POST', path, body: {}, runAs: 'jdoe' });
    await clusterRequest(TEST_TARGET, { method: 'POST', path, body: {} });
    expect(RUN_AS_HEADER).toBe('es-security-runas-user');
    expect(calls[0].headers).toEqual({
      ...TEST_HEADERS,
      'content-type': 'application/json',
      'es-security-runas-user': 'jdoe',
    });
    expect(calls[1].headers).not.toHaveProperty(RUN_AS_HEADER);
  });
});
