import { describe, expect, it } from 'vitest';
import { curlCommand, parseRequestText, requestText } from './previewedRequest';

describe('requestText', () => {
  it('puts the method and path on the first line and the JSON body under it', () => {
    expect(requestText({ method: 'PUT', path: 'logs/_mapping', body: { a: 1 } })).toBe(
      'PUT logs/_mapping\n{\n  "a": 1\n}',
    );
  });

  it('shows a request without a body as one line, and a text body as it is', () => {
    expect(requestText({ method: 'POST', path: 'logs/_rollover' })).toBe('POST logs/_rollover');
    expect(requestText({ method: 'POST', path: 'x', body: '{"a":1}' })).toBe('POST x\n{"a":1}');
  });
});

describe('parseRequestText', () => {
  it('reads back what requestText wrote', () => {
    const request = { method: 'POST', path: '_ilm/move/a%20b', body: '{\n  "x": 1\n}' };
    expect(parseRequestText(requestText(request))).toEqual(request);
    expect(parseRequestText('POST a/_close')).toEqual({ method: 'POST', path: 'a/_close' });
  });
});

describe('curlCommand', () => {
  it('sends to the path under $CLUSTER_URL, with the body as JSON', () => {
    expect(curlCommand({ method: 'PUT', path: '_data_stream/logs', body: { a: 1 } })).toBe(
      [
        `curl -X PUT "$CLUSTER_URL/_data_stream/logs"`,
        `-H 'Content-Type: application/json'`,
        `--data-binary '{\n  "a": 1\n}'`,
      ].join(' \\\n  '),
    );
  });

  it('quotes a path and a body the shell would otherwise change', () => {
    expect(curlCommand({ method: 'POST', path: "a$b'/_open", body: "it's" })).toBe(
      [
        `curl -X POST "$CLUSTER_URL"'/a$b'\\''/_open'`,
        `-H 'Content-Type: application/json'`,
        `--data-binary 'it'\\''s'`,
      ].join(' \\\n  '),
    );
  });

  it('names no cluster address and carries no credential', () => {
    const command = curlCommand({ method: 'GET', path: '/_cat/indices' });
    expect(command).toBe(`curl -X GET "$CLUSTER_URL/_cat/indices"`);
    expect(command).not.toMatch(/Authorization|--user|http/);
  });
});
