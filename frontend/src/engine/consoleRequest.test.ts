import { describe, expect, it } from 'vitest';
import { parseConsoleRequest } from './consoleRequest';

describe('parseConsoleRequest', () => {
  it('reads method, path and the remaining lines as body', () => {
    const text = 'POST logs/_search\n{\n  "size": 1\n}\n';
    expect(parseConsoleRequest(text)).toEqual({
      kind: 'request',
      method: 'POST',
      path: 'logs/_search',
      body: '{\n  "size": 1\n}',
    });
  });

  it('accepts a method without a path, lower case and Windows line breaks', () => {
    expect(parseConsoleRequest('\r\nget\r\n')).toEqual({
      kind: 'request',
      method: 'GET',
      path: '',
      body: '',
    });
  });

  it('keeps the query string of the path', () => {
    expect(parseConsoleRequest('GET /_cat/indices?v&s=index')).toMatchObject({
      path: '/_cat/indices?v&s=index',
    });
  });

  it('takes text without a method line as a body only', () => {
    const text = '{ "query": { "match_all": {} } }';
    expect(parseConsoleRequest(text)).toEqual({ kind: 'body', body: text });
  });

  it('does not take an unknown word or a first line with more than a path for a method', () => {
    expect(parseConsoleRequest('FETCH logs')).toEqual({ kind: 'body', body: 'FETCH logs' });
    expect(parseConsoleRequest('get the docs please')).toEqual({
      kind: 'body',
      body: 'get the docs please',
    });
  });
});
