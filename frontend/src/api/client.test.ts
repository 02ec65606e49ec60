import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { isLosslessNumber, LosslessNumber } from '../lib/json';
import { authorizationHeader, buildUrl, clusterRequest, normalizeUri, requestBase } from './client';
import { installFakeFetch, jsonResponse, rejection, textResponse } from './testFetch';
import type { ClusterTarget } from './types';

const NONE: ClusterTarget = {
  uri: 'http://localhost:9200',
  auth: { authType: 'none', authData: {} },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function decodeBasic(header: string | undefined): string {
  const bytes = Uint8Array.from(atob((header ?? '').replace(/^Basic /, '')), (c) =>
    c.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes);
}

describe('normalizeUri and request base', () => {
  it('trims and removes every trailing slash for storage', () => {
    expect(normalizeUri('  https://es.example.com:9200///  ')).toBe('https://es.example.com:9200');
  });

  it('keeps a sub-path and ends the request base with one slash', () => {
    expect(requestBase('http://proxy/es/')).toBe('http://proxy/es/');
    expect(requestBase('http://proxy/es')).toBe('http://proxy/es/');
  });

  it('appends to a path that already carries a query string with &', () => {
    expect(
      buildUrl('http://h:9200', '_cat/recovery?s=start_time_millis:desc', { format: 'json' }),
    ).toBe('http://h:9200/_cat/recovery?s=start_time_millis:desc&format=json');
  });
});

describe('authorizationHeader', () => {
  it('sends Basic base64(username:password)', () => {
    const header = authorizationHeader({
      authType: 'basicAuth',
      authData: { username: 'elastic', password: 'changeme' },
    });
    expect(header).toBe('Basic ZWxhc3RpYzpjaGFuZ2VtZQ==');
  });

  it('sends base64(username) alone when there is no password', () => {
    const header = authorizationHeader({
      authType: 'basicAuth',
      authData: { username: 'elastic', password: '' },
    });
    expect(decodeBasic(header)).toBe('elastic');
  });

  it('encodes non-Latin credentials as UTF-8 instead of throwing', () => {
    const header = authorizationHeader({
      authType: 'basicAuth',
      authData: { username: 'jürgen', password: '密码🔑' },
    });
    expect(decodeBasic(header)).toBe('jürgen:密码🔑');
  });

  it('sends ApiKey {key}, and nothing for none or AWS (signed instead)', () => {
    expect(
      authorizationHeader({
        authType: 'apiKey',
        authData: { apiKey: 'VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==' },
      }),
    ).toBe('ApiKey VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==');
    expect(authorizationHeader({ authType: 'none', authData: {} })).toBeUndefined();
    const aws = { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: '', region: '' };
    expect(authorizationHeader({ authType: 'awsIAM', authData: aws })).toBeUndefined();
  });
});

describe('clusterRequest: the request it sends', () => {
  it('adds params as a query string, joins arrays with commas and skips undefined', async () => {
    const { calls } = installFakeFetch(() => jsonResponse([]));
    await clusterRequest(NONE, {
      method: 'GET',
      path: '_cat/indices/logs-*',
      params: { h: ['index', 'health'], bytes: 'b', pri: true, size: 5, missing: undefined },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(
      'http://localhost:9200/_cat/indices/logs-*?h=index,health&bytes=b&pri=true&size=5',
    );
    expect(calls[0].method).toBe('GET');
    expect(calls[0].body).toBeNull();
  });

  it('sends the JSON default headers and the cluster Authorization header', async () => {
    const { calls } = installFakeFetch();
    const target: ClusterTarget = {
      uri: 'http://h:9200/',
      auth: { authType: 'apiKey', authData: { apiKey: 'k3y' } },
    };
    await clusterRequest(target, { method: 'POST', path: '_search', body: { size: 0 } });
    expect(calls[0].url).toBe('http://h:9200/_search');
    expect(calls[0].headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'ApiKey k3y',
    });
  });

  it('sends no Content-Type without a body, so a read needs no CORS preflight', async () => {
    const { calls } = installFakeFetch();
    await clusterRequest(NONE, { method: 'GET', path: '_cluster/health' });
    await clusterRequest(NONE, { method: 'DELETE', path: 'logs' });
    expect(calls.map((call) => call.headers)).toEqual([
      { accept: 'application/json' },
      { accept: 'application/json' },
    ]);
  });

  it('serialises object bodies as JSON, big numbers digit for digit', async () => {
    const { calls } = installFakeFetch();
    const body = { query: { term: { id: new LosslessNumber('9223372036854775807') } }, size: 0 };
    await clusterRequest(NONE, { method: 'POST', path: 'logs/_search', body });
    expect(calls[0].body).toBe('{"query":{"term":{"id":9223372036854775807}},"size":0}');
  });

  it('sends string bodies (NDJSON) exactly as given', async () => {
    const { calls } = installFakeFetch();
    const ndjson = '{"delete":{"_index":"a","_id":"1"}}\r\n';
    await clusterRequest(NONE, { method: 'POST', path: '_bulk', body: ndjson });
    expect(calls[0].body).toBe(ndjson);
  });

  it('never sends a body with GET', async () => {
    const { calls } = installFakeFetch();
    await clusterRequest(NONE, { method: 'GET', path: '_search', body: { size: 0 } });
    expect(calls[0].body).toBeNull();
  });
});

describe('clusterRequest: what it resolves to', () => {
  it('keeps integers beyond 2^53 exact and safe numbers as plain numbers', async () => {
    installFakeFetch(() =>
      jsonResponse('{"_id":"1","_source":{"big":12345678901234567890,"n":42,"f":1.5}}'),
    );
    const doc = await clusterRequest<{ _source: { big: unknown; n: unknown; f: unknown } }>(NONE, {
      method: 'GET',
      path: 'a/_doc/1',
    });
    expect(doc._source.n).toBe(42);
    expect(doc._source.f).toBe(1.5);
    expect(isLosslessNumber(doc._source.big)).toBe(true);
    expect(String(doc._source.big)).toBe('12345678901234567890');
  });

  it('reads a _cat answer (strings only) with the plain parser, and the same text elsewhere exactly', async () => {
    const text = '[{"index":"logs","docs.count":12345678901234567890}]';
    installFakeFetch(() => jsonResponse(text));
    const cat = await clusterRequest<{ 'docs.count': unknown }[]>(NONE, {
      method: 'GET',
      path: '_cat/indices',
    });
    // Not searched for long numbers: the one a _cat answer never holds comes back rounded.
    expect(cat[0]['docs.count']).toBe(Number('12345678901234567890'));
    const other = await clusterRequest<{ 'docs.count': unknown }[]>(NONE, {
      method: 'GET',
      path: 'logs/_cat_like',
    });
    expect(isLosslessNumber(other[0]['docs.count'])).toBe(true);
  });

  it('resolves HEAD to whether the answer was ok, without rejecting on 404', async () => {
    installFakeFetch((_req, index) => new Response(null, { status: index === 0 ? 200 : 404 }));
    await expect(clusterRequest(NONE, { method: 'HEAD', path: 'present' })).resolves.toBe(true);
    await expect(clusterRequest(NONE, { method: 'HEAD', path: 'absent' })).resolves.toBe(false);
  });

  it('resolves a non-JSON answer to true', async () => {
    installFakeFetch(() => textResponse('green 3 nodes\n'));
    await expect(clusterRequest(NONE, { method: 'GET', path: '_cat/health' })).resolves.toBe(true);
  });

  it('accepts vendor JSON content types', async () => {
    installFakeFetch(() =>
      jsonResponse(
        { acknowledged: true },
        200,
        'application/vnd.elasticsearch+json;compatible-with=8',
      ),
    );
    await expect(clusterRequest(NONE, { method: 'PUT', path: 'x' })).resolves.toEqual({
      acknowledged: true,
    });
  });
});

describe('clusterRequest: failures', () => {
  it("reports 'Index not found' for index_not_found_exception, with status and parsed body", async () => {
    const body = {
      error: { type: 'index_not_found_exception', reason: 'no such index [nope]' },
      status: 404,
    };
    installFakeFetch(() => jsonResponse(body, 404));
    const err = await rejection(clusterRequest(NONE, { method: 'GET', path: 'nope' }));
    expect(err).toMatchObject({
      kind: 'api',
      code: 'api',
      status: 404,
      message: 'Index not found',
      body,
    });
  });

  it('uses the JSON text of any other error body as the message', async () => {
    const body = { error: { type: 'parsing_exception', reason: 'bad query' }, status: 400 };
    installFakeFetch(() => jsonResponse(body, 400));
    const err = await rejection(
      clusterRequest(NONE, { method: 'POST', path: '_search', body: {} }),
    );
    expect(err.kind).toBe('api');
    expect(err.status).toBe(400);
    expect(JSON.parse(err.message)).toEqual(body);
  });

  it('falls back to "{status} {statusText}" when the error answer is empty', async () => {
    installFakeFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const err = await rejection(clusterRequest(NONE, { method: 'GET', path: '' }));
    expect(err).toMatchObject({
      kind: 'api',
      status: 502,
      statusText: 'Bad Gateway',
      message: '502 Bad Gateway',
    });
  });

  it('reports a fetch that gets no answer as a network error with status -1', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = await rejection(clusterRequest(NONE, { method: 'GET', path: '' }));
    expect(err).toMatchObject({
      kind: 'network',
      code: 'network',
      status: -1,
      message: 'Failed to fetch',
    });
  });

  it('reports a cancelled request as an aborted request error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    const err = await rejection(clusterRequest(NONE, { method: 'GET', path: '' }));
    expect(err).toMatchObject({ kind: 'request', code: 'aborted', status: -1 });
  });

  it('rejects an HTML page served as success instead of treating it as a result', async () => {
    installFakeFetch(() => textResponse('<!doctype html><title>Sign in</title>', 200, 'text/html'));
    const err = await rejection(clusterRequest(NONE, { method: 'GET', path: '' }));
    expect(err).toMatchObject({ kind: 'request', code: 'htmlInsteadOfJson', status: -1 });
  });

  it('tells HTML labelled as JSON apart from broken JSON', async () => {
    installFakeFetch((_req, index) =>
      jsonResponse(index === 0 ? '<html><body>proxy</body></html>' : '{"took": 3,'),
    );
    const html = await rejection(clusterRequest(NONE, { method: 'GET', path: '' }));
    const broken = await rejection(clusterRequest(NONE, { method: 'GET', path: '' }));
    expect(html.code).toBe('htmlInsteadOfJson');
    expect(broken.code).toBe('invalidJson');
    expect(broken.kind).toBe('request');
  });
});
