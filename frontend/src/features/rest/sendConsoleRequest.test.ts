import { installFakeFetch, jsonResponse, textResponse } from '../../api/testFetch';
import type { ClusterTarget } from '../../api/types';
import { ClusterRequestError } from '../../api/client';
import { NETWORK_ERROR_BODY, sendConsoleRequest, statusLine } from './sendConsoleRequest';

const target: ClusterTarget = {
  uri: 'http://localhost:9200/',
  auth: { authType: 'basicAuth', authData: { username: 'elastic', password: 'pw' } },
};

afterEach(() => vi.unstubAllGlobals());

describe('sendConsoleRequest', () => {
  it('sends the method, the encoded path, the auth header and the body as typed', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ errors: false }));
    const body = '{"index":{"_id":"a/b"}}\n{"x":1}\n';
    const result = await sendConsoleRequest(target, {
      method: 'POST',
      path: 'my index/_bulk',
      body,
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:9200/my%20index/_bulk',
      body,
    });
    expect(calls[0].headers.authorization).toMatch(/^Basic /);
    expect(result).toEqual({
      response: {
        status: '200 OK',
        ok: true,
        bodyText: '{"errors":false}',
        contentType: 'application/json; charset=UTF-8',
      },
      networkError: false,
    });
  });

  it('encodes a document id holding a slash so it reaches the cluster as one segment', async () => {
    const { calls } = installFakeFetch();
    await sendConsoleRequest(target, { method: 'GET', path: 'logs/_doc/a%2Fb', body: '' });
    expect(calls[0].url).toBe('http://localhost:9200/logs/_doc/a%2Fb');
  });

  it('sends no body for GET and HEAD', async () => {
    const { calls } = installFakeFetch(() => textResponse('', 200));
    await sendConsoleRequest(target, { method: 'GET', path: '_search', body: '{"size":0}' });
    await sendConsoleRequest(target, { method: 'HEAD', path: 'logs', body: '{"size":0}' });
    expect(calls.map((c) => c.body)).toEqual([null, null]);
  });

  it('keeps an error answer as the response, not as a failure', async () => {
    installFakeFetch(() => jsonResponse({ error: 'index_not_found_exception' }, 404));
    const { response } = await sendConsoleRequest(target, {
      method: 'GET',
      path: 'missing',
      body: '',
    });
    expect(response.ok).toBe(false);
    expect(response.status).toMatch(/^404/);
    expect(response.bodyText).toContain('index_not_found_exception');
  });

  it('turns a network failure into the network error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const result = await sendConsoleRequest(target, { method: 'GET', path: '', body: '' });
    expect(result).toEqual({
      response: { status: '', ok: false, bodyText: NETWORK_ERROR_BODY },
      networkError: true,
    });
    expect(NETWORK_ERROR_BODY).toBe('// Network Error');
  });

  it('passes other failures on', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(
      sendConsoleRequest(target, { method: 'GET', path: '', body: '' }, controller.signal),
    ).rejects.toBeInstanceOf(ClusterRequestError);
  });
});

describe('statusLine', () => {
  it('joins code and reason', () => {
    expect(statusLine(201, 'Created')).toBe('201 Created');
  });

  it('fills in the reason HTTP/2 answers lack, or shows the code alone', () => {
    expect(statusLine(404, '')).toBe('404 Not Found');
    expect(statusLine(299, '')).toBe('299');
  });
});
