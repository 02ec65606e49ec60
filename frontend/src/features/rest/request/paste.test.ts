import { requestFromEditorPaste, requestFromPaste } from './paste';

const current = { method: 'PUT', path: 'logs', body: '{"old":true}' };

describe('requestFromPaste', () => {
  it('fills method, path and body from a console request', () => {
    const text = 'GET /_cat/indices?v\n';
    expect(requestFromPaste(current, text)).toEqual({
      method: 'GET',
      path: '/_cat/indices?v',
      body: '',
    });
  });

  it('takes the lines after the first as the body, NDJSON included', () => {
    const text = 'post _bulk\n{"index":{"_index":"logs"}}\n{"msg":"a"}\n';
    expect(requestFromPaste(current, text)).toEqual({
      method: 'POST',
      path: '_bulk',
      body: '{"index":{"_index":"logs"}}\n{"msg":"a"}',
    });
  });

  it('turns a pasted GET with a body (a dashboard console search) into POST', () => {
    const text = 'GET logs/_search\n{\n  "query": { "match_all": {} }\n}';
    expect(requestFromPaste(current, text)).toEqual({
      method: 'POST',
      path: 'logs/_search',
      body: '{\n  "query": { "match_all": {} }\n}',
    });
    expect(requestFromEditorPaste('', 'GET _search\n{"size":0}')).toEqual({
      method: 'POST',
      path: '_search',
      body: '{"size":0}',
    });
  });

  it('makes any other text the body and keeps method and path', () => {
    expect(requestFromPaste(current, '{"query":{"match_all":{}}}')).toEqual({
      method: 'PUT',
      path: 'logs',
      body: '{"query":{"match_all":{}}}',
    });
    expect(requestFromPaste(current, 'FETCH something')).toEqual({
      ...current,
      body: 'FETCH something',
    });
  });
});

describe('requestFromEditorPaste', () => {
  it('fills the form when a console request is pasted into an empty editor', () => {
    expect(requestFromEditorPaste('  \n', 'DELETE my-index')).toEqual({
      method: 'DELETE',
      path: 'my-index',
      body: '',
    });
  });

  it('leaves plain bodies and non-empty editors to the editor', () => {
    expect(requestFromEditorPaste('', '{"size":0}')).toBeNull();
    expect(requestFromEditorPaste('{}', 'GET _search')).toBeNull();
  });
});
