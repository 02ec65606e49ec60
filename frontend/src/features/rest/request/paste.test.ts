import {
  requestsFromEditorPaste,
  requestsFromPaste,
  requestsFromPathPaste,
  splitRequestLine,
} from './paste';
import { DOCS_EXAMPLE, DOCS_REQUESTS } from './testPaste';

const current = { method: 'PUT', path: 'logs', body: '{"old":true}' };

const SEVERAL = `${DOCS_EXAMPLE}GET _cat/indices?v`;

const SEVERAL_REQUESTS = [...DOCS_REQUESTS, { method: 'GET', path: '_cat/indices?v', body: '' }];

describe('requestsFromPaste', () => {
  it('fills method, path and body from a console request', () => {
    const text = 'GET /_cat/indices?v\n';
    expect(requestsFromPaste(current, text)).toEqual([
      { method: 'GET', path: '/_cat/indices?v', body: '' },
    ]);
  });

  it('takes the lines after the first as the body, NDJSON included', () => {
    const text = 'post _bulk\n{"index":{"_index":"logs"}}\n{"msg":"a"}\n';
    expect(requestsFromPaste(current, text)).toEqual([
      { method: 'POST', path: '_bulk', body: '{"index":{"_index":"logs"}}\n{"msg":"a"}' },
    ]);
  });

  it('turns a pasted GET with a body (a dashboard console search) into POST', () => {
    const text = 'GET logs/_search\n{\n  "query": { "match_all": {} }\n}';
    expect(requestsFromPaste(current, text)).toEqual([
      { method: 'POST', path: 'logs/_search', body: '{\n  "query": { "match_all": {} }\n}' },
    ]);
    expect(requestsFromEditorPaste('', 'GET _search\n{"size":0}')).toEqual([
      { method: 'POST', path: '_search', body: '{"size":0}' },
    ]);
  });

  it('makes any other text the body and keeps method and path', () => {
    expect(requestsFromPaste(current, '{"query":{"match_all":{}}}')).toEqual([
      { method: 'PUT', path: 'logs', body: '{"query":{"match_all":{}}}' },
    ]);
    expect(requestsFromPaste(current, 'FETCH something')).toEqual([
      { ...current, body: 'FETCH something' },
    ]);
  });

  it('gives every request of a paste, in order, each GET with a body made POST', () => {
    expect(requestsFromPaste(current, SEVERAL)).toEqual(SEVERAL_REQUESTS);
  });
});

describe('requestsFromEditorPaste', () => {
  it('fills the form when a console request is pasted into an empty editor', () => {
    expect(requestsFromEditorPaste('  \n', 'DELETE my-index')).toEqual([
      { method: 'DELETE', path: 'my-index', body: '' },
    ]);
  });

  it('gives every request when several are pasted into an empty editor', () => {
    expect(requestsFromEditorPaste('', SEVERAL)).toEqual(SEVERAL_REQUESTS);
  });

  it('leaves plain bodies and non-empty editors to the editor', () => {
    expect(requestsFromEditorPaste('', '{"size":0}')).toBeNull();
    expect(requestsFromEditorPaste('{}', 'GET _search')).toBeNull();
    expect(requestsFromEditorPaste('{}', SEVERAL)).toBeNull();
  });
});

describe('splitRequestLine', () => {
  it('takes a method written before the path, in any case, as soon as a space follows it', () => {
    expect(splitRequestLine('GET _cat/indices?v')).toEqual({
      method: 'GET',
      path: '_cat/indices?v',
    });
    expect(splitRequestLine('  delete logs')).toEqual({ method: 'DELETE', path: 'logs' });
    expect(splitRequestLine('POST ')).toEqual({ method: 'POST', path: '' });
  });

  it('leaves plain paths, index names that look like methods, and unknown words alone', () => {
    expect(splitRequestLine('_cat/indices')).toBeNull();
    expect(splitRequestLine('get')).toBeNull();
    expect(splitRequestLine('get-logs/_search')).toBeNull();
    expect(splitRequestLine('FETCH logs')).toBeNull();
    expect(splitRequestLine('GET logs extra')).toBeNull();
  });
});

describe('requestsFromPathPaste', () => {
  it('gives the requests of console requests pasted on several lines', () => {
    expect(requestsFromPathPaste(SEVERAL)).toEqual(SEVERAL_REQUESTS);
  });

  it('leaves one line and text without a request line to the field', () => {
    expect(requestsFromPathPaste('GET _cat/indices?v')).toBeNull();
    expect(requestsFromPathPaste('GET _cat/indices?v\n')).toBeNull();
    expect(requestsFromPathPaste('logs/_search\nmore')).toBeNull();
  });
});
