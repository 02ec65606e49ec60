// The request layer adopts the page's answer to the same request once, and sends every other
// request: another address, a credential, another method or header, or after the answers are dropped.
import { clusterRequest, sendRawRequest } from './client';
import { dropEarlyAnswers, takeEarlyAnswer } from './earlyAnswers';
import { installFakeFetch, jsonResponse } from './testFetch';
import type { ClusterTarget } from './types';

const BASE = 'http://localhost:9200/';
const NONE: ClusterTarget = {
  uri: 'http://localhost:9200',
  auth: { authType: 'none', authData: {} },
};

/** The page asked `paths` and got `{from: 'page', path}` for each. */
function pageAsked(...paths: string[]): void {
  const answers: Record<string, Promise<Response>> = {};
  for (const path of paths)
    answers[BASE + path] = Promise.resolve(jsonResponse({ from: 'page', path }));
  window.shardscopeEarly = { answers, sentByApp: {} };
}

function sent() {
  return installFakeFetch(() => jsonResponse({ from: 'app' })).calls;
}

afterEach(() => {
  dropEarlyAnswers();
  vi.unstubAllGlobals();
});

describe('the page’s early answers', () => {
  it('are adopted once for the same request; the next one is sent', async () => {
    pageAsked('_cluster/health');
    const calls = sent();
    const request = { method: 'GET', path: '_cluster/health' } as const;
    expect(await clusterRequest(NONE, request)).toEqual({ from: 'page', path: '_cluster/health' });
    expect(calls).toHaveLength(0);
    expect(await clusterRequest(NONE, request)).toEqual({ from: 'app' });
    expect(calls).toHaveLength(1);
  });

  it('are never taken for another address, a credential, a body or another header', async () => {
    pageAsked('', '_cat/indices?format=json', '_cluster/stats');
    const calls = sent();
    await clusterRequest(NONE, { method: 'GET', path: '_cat/indices', params: { format: 'yaml' } });
    await clusterRequest(
      { ...NONE, auth: { authType: 'basicAuth', authData: { username: 'u', password: 'p' } } },
      { method: 'GET', path: '' },
    );
    await clusterRequest(NONE, { method: 'POST', path: '_cluster/stats', body: {} });
    await clusterRequest(NONE, { method: 'GET', path: '_cluster/stats', runAs: 'jane' });
    await clusterRequest({ ...NONE, uri: 'http://other:9200' }, { method: 'GET', path: '' });
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}_cat/indices?format=yaml`,
      BASE,
      `${BASE}_cluster/stats`,
      `${BASE}_cluster/stats`,
      'http://other:9200/',
    ]);
    expect(Object.keys(window.shardscopeEarly?.answers ?? {})).toHaveLength(3);
    // The page does not ask later what the app asked itself (credentials and bodies aside).
    expect(Object.keys(window.shardscopeEarly?.sentByApp ?? {})).toEqual([
      `${BASE}_cat/indices?format=yaml`,
      'http://other:9200/',
    ]);
  });

  it('reach the REST console too, which reads them as sent', async () => {
    pageAsked('_cat/nodes');
    const calls = sent();
    const response = await sendRawRequest(NONE, { method: 'GET', path: '_cat/nodes' });
    expect(calls).toHaveLength(0);
    expect(response.status).toBe(200);
  });

  it('are all sent again once dropped', async () => {
    pageAsked('');
    dropEarlyAnswers();
    const calls = sent();
    expect(await clusterRequest(NONE, { method: 'GET', path: '' })).toEqual({ from: 'app' });
    expect(calls).toHaveLength(1);
  });

  it('end as a request does when its signal aborts, and are taken nonetheless', async () => {
    window.shardscopeEarly = {
      answers: { [BASE]: new Promise<Response>(() => {}) },
      sentByApp: {},
    };
    const controller = new AbortController();
    const init = {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    };
    const adopted = takeEarlyAnswer(BASE, init);
    controller.abort(new DOMException('Stopped', 'AbortError'));
    await expect(adopted).rejects.toThrow('Stopped');
    expect(takeEarlyAnswer(BASE, init)).toBeUndefined();
  });

  it('stay with the page when it has none', () => {
    expect(takeEarlyAnswer(BASE, { method: 'GET', headers: { Accept: 'application/json' } })).toBe(
      undefined,
    );
  });
});
