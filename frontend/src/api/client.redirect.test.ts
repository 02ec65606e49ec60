// A cluster's redirect is never followed: every request goes with redirect 'manual', and a 3xx
// answer (an opaque redirect in a browser) rejects with code 'redirect'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en.json';
import {
  clusterRequest,
  connectionErrorDetail,
  notificationFromError,
  sendRawRequest,
} from './client';
import { installFakeFetch, jsonResponse, rejection } from './testFetch';
import { isRedirect } from './transport';
import type { ClusterTarget } from './types';

const NONE: ClusterTarget = {
  uri: 'http://es.test:9200',
  auth: { authType: 'none', authData: {} },
};

const AWS: ClusterTarget = {
  uri: 'https://search-demo.eu-west-1.es.amazonaws.com',
  auth: {
    authType: 'awsIAM',
    authData: { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: '', region: '' },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The redirect mode of every request the fake fetch was given (a signed one is a Request). */
function redirectModes(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input, init]) =>
      input instanceof Request ? input.redirect : (init?.redirect ?? 'follow'),
    );
}

function redirectTo(location: string, status = 302): Response {
  return new Response(null, { status, headers: { location } });
}

/** What a browser hands over for a redirect with redirect 'manual': no status, no headers. */
function opaqueRedirect(): Response {
  return Object.defineProperty(Response.error(), 'type', { value: 'opaqueredirect' });
}

describe('a redirect from the cluster', () => {
  it('is never followed: every request asks fetch for redirect manual', async () => {
    installFakeFetch();
    await clusterRequest(NONE, { method: 'GET', path: '_cluster/health' });
    await clusterRequest(NONE, { method: 'POST', path: 'logs/_search', body: {} });
    await sendRawRequest(NONE, { method: 'PUT', path: 'logs', body: '{}' });
    await clusterRequest(AWS, { method: 'GET', path: '_cluster/health' });
    expect(redirectModes()).toEqual(['manual', 'manual', 'manual', 'manual']);
  });

  it('rejects with code redirect, sending nothing to the address it points to', async () => {
    const { calls } = installFakeFetch(() => redirectTo('http://elsewhere.test/steal'));
    const error = await rejection(
      clusterRequest(NONE, { method: 'POST', path: 'logs/_search', body: { size: 0 } }),
    );
    expect(error).toMatchObject({ kind: 'request', code: 'redirect', status: -1 });
    expect(error.message).toBe(
      'The cluster answered with a redirect (HTTP 302), which is not followed.',
    );
    expect(calls.map((call) => call.url)).toEqual(['http://es.test:9200/logs/_search']);
  });

  it('rejects on an opaque redirect, what a browser gives for every redirect', async () => {
    const { calls } = installFakeFetch(opaqueRedirect);
    const error = await rejection(clusterRequest(NONE, { method: 'GET', path: '' }));
    expect(error).toMatchObject({ kind: 'request', code: 'redirect' });
    expect(error.message).toBe('The cluster answered with a redirect, which is not followed.');
    expect(calls).toHaveLength(1);
  });

  it('rejects a HEAD and a console request too, rather than read a status 0 or 3xx', async () => {
    installFakeFetch(opaqueRedirect);
    const head = await rejection(clusterRequest(NONE, { method: 'HEAD', path: 'logs' }));
    const raw = await rejection(sendRawRequest(NONE, { method: 'GET', path: '_cat/indices' }));
    expect([head.code, raw.code]).toEqual(['redirect', 'redirect']);
  });

  it('rejects a signed request without retrying or following it', async () => {
    const { calls } = installFakeFetch(() => redirectTo('https://elsewhere.test/', 307));
    const error = await rejection(clusterRequest(AWS, { method: 'GET', path: '_cat/indices' }));
    expect(error.code).toBe('redirect');
    expect(calls).toHaveLength(1);
    expect(redirectModes()).toEqual(['manual']);
  });

  it('tells the user, in the product’s words, to use the address it redirects to', async () => {
    installFakeFetch(() => redirectTo('https://es.test:9243/', 301));
    const error = await rejection(clusterRequest(NONE, { method: 'GET', path: '' }));
    expect(notificationFromError(error).body).toMatchObject({ key: 'api.error.redirect' });
    expect(connectionErrorDetail(error)).toMatchObject({ key: 'api.error.redirect' });
    expect(en.api.error.redirect).toContain('use the address it redirects to');
  });
});

describe('isRedirect', () => {
  it('is every 3xx and an opaque redirect, never another answer', () => {
    for (const status of [300, 301, 302, 303, 304, 307, 308]) {
      expect(isRedirect(redirectTo('/x', status)), String(status)).toBe(true);
    }
    expect(isRedirect(opaqueRedirect())).toBe(true);
    for (const status of [200, 400, 404, 500]) {
      expect(isRedirect(jsonResponse({}, status)), String(status)).toBe(false);
    }
    expect(isRedirect(Response.error())).toBe(false);
  });
});
