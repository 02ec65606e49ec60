import { describe, expect, it } from 'vitest';
import { parseConsoleRequests } from './consoleRequest';

const DOCS_EXAMPLE = `# Create the index
PUT my-index-000001
{
  "mappings": {
    "properties": { "title": { "type": "text" } }
  }
}

POST my-index-000001/_doc
{ "title": "hello" }

// then search
GET my-index-000001/_search
{
  "query": { "match": { "title": "hello" } }
}
`;

describe('parseConsoleRequests', () => {
  it('reads method, path and the remaining lines as body', () => {
    const text = 'POST logs/_search\n{\n  "size": 1\n}\n';
    expect(parseConsoleRequests(text)).toEqual({
      kind: 'requests',
      requests: [{ method: 'POST', path: 'logs/_search', body: '{\n  "size": 1\n}' }],
    });
  });

  it('accepts a first method without a path, lower case and Windows line breaks', () => {
    expect(parseConsoleRequests('\r\nget\r\n')).toEqual({
      kind: 'requests',
      requests: [{ method: 'GET', path: '', body: '' }],
    });
  });

  it('keeps the query string of the path', () => {
    expect(parseConsoleRequests('GET /_cat/indices?v&s=index')).toEqual({
      kind: 'requests',
      requests: [{ method: 'GET', path: '/_cat/indices?v&s=index', body: '' }],
    });
  });

  it('takes text without a method line as a body only, unchanged', () => {
    const text = '{ "query": { "match_all": {} } }\n';
    expect(parseConsoleRequests(text)).toEqual({ kind: 'body', body: text });
    expect(parseConsoleRequests('# only a comment\n\n')).toEqual({
      kind: 'body',
      body: '# only a comment\n\n',
    });
  });

  it('does not take an unknown word or a first line with more than a path for a method', () => {
    expect(parseConsoleRequests('FETCH logs')).toEqual({ kind: 'body', body: 'FETCH logs' });
    expect(parseConsoleRequests('get the docs please')).toEqual({
      kind: 'body',
      body: 'get the docs please',
    });
  });

  it('takes text that does not begin with a request line as a body, later request lines too', () => {
    const text = '{"size":0}\nGET logs/_search\n{"size":1}';
    expect(parseConsoleRequests(text)).toEqual({ kind: 'body', body: text });
  });

  it('splits the documentation example into its requests, dropping the comments between', () => {
    expect(parseConsoleRequests(DOCS_EXAMPLE)).toEqual({
      kind: 'requests',
      requests: [
        {
          method: 'PUT',
          path: 'my-index-000001',
          body: '{\n  "mappings": {\n    "properties": { "title": { "type": "text" } }\n  }\n}',
        },
        { method: 'POST', path: 'my-index-000001/_doc', body: '{ "title": "hello" }' },
        {
          method: 'GET',
          path: 'my-index-000001/_search',
          body: '{\n  "query": { "match": { "title": "hello" } }\n}',
        },
      ],
    });
  });

  it('reads requests without a body, with Windows line breaks and methods in any case', () => {
    const text = 'get _cat/indices?v\r\nDelete old-logs\r\n\r\nhead logs\r\n';
    expect(parseConsoleRequests(text)).toEqual({
      kind: 'requests',
      requests: [
        { method: 'GET', path: '_cat/indices?v', body: '' },
        { method: 'DELETE', path: 'old-logs', body: '' },
        { method: 'HEAD', path: 'logs', body: '' },
      ],
    });
  });

  it('keeps the lines of an NDJSON body as they are, one per line', () => {
    const text = [
      'POST _bulk',
      '{ "index" : { "_index" : "test", "_id" : "1" } }',
      '{ "field1" : "value1" }',
      '{ "delete" : { "_index" : "test", "_id" : "2" } }',
      '',
      'GET test/_msearch',
      '{}',
      '{"query" : {"match_all" : {}}}',
    ].join('\n');
    expect(parseConsoleRequests(text)).toEqual({
      kind: 'requests',
      requests: [
        {
          method: 'POST',
          path: '_bulk',
          body: [
            '{ "index" : { "_index" : "test", "_id" : "1" } }',
            '{ "field1" : "value1" }',
            '{ "delete" : { "_index" : "test", "_id" : "2" } }',
          ].join('\n'),
        },
        { method: 'GET', path: 'test/_msearch', body: '{}\n{"query" : {"match_all" : {}}}' },
      ],
    });
  });

  it('turns triple-quoted strings into JSON strings', () => {
    const text = [
      'POST _scripts/my-script',
      '{',
      '  "script": { "lang": "painless", "source": """',
      '    // a "quoted" word and a \\ backslash',
      'GET not-a-request/_search',
      '    return doc["x"].value;',
      '  """ }',
      '}',
      'POST _ingest/pipeline/_simulate',
      '{ "docs": [{ "_source": { "msg": """one\ttab""" } }] }',
    ].join('\n');
    const source =
      '\n    // a "quoted" word and a \\ backslash\nGET not-a-request/_search\n    return doc["x"].value;\n  ';
    expect(parseConsoleRequests(text)).toEqual({
      kind: 'requests',
      requests: [
        {
          method: 'POST',
          path: '_scripts/my-script',
          body: `{\n  "script": { "lang": "painless", "source": ${JSON.stringify(source)} }\n}`,
        },
        {
          method: 'POST',
          path: '_ingest/pipeline/_simulate',
          body: '{ "docs": [{ "_source": { "msg": "one\\ttab" } }] }',
        },
      ],
    });
  });

  it('starts a later request only at column 0 with a path', () => {
    const text = 'POST notes/_doc\n{\n  "text": "x"\n  GET notes/_search\n}\nget\nPUT notes';
    expect(parseConsoleRequests(text)).toEqual({
      kind: 'requests',
      requests: [
        {
          method: 'POST',
          path: 'notes/_doc',
          body: '{\n  "text": "x"\n  GET notes/_search\n}\nget',
        },
        { method: 'PUT', path: 'notes', body: '' },
      ],
    });
  });

  it('drops comment lines around a body and keeps those inside it', () => {
    const text = [
      'GET logs/_search',
      '# match everything',
      '{',
      '  // size first',
      '  "size": 1',
      '}',
      '# and now count',
      '',
      'GET logs/_count',
    ].join('\n');
    expect(parseConsoleRequests(text)).toEqual({
      kind: 'requests',
      requests: [
        { method: 'GET', path: 'logs/_search', body: '{\n  // size first\n  "size": 1\n}' },
        { method: 'GET', path: 'logs/_count', body: '' },
      ],
    });
  });
});
