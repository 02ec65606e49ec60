import { describe, expect, it } from 'vitest';
import { encodeRestPath } from './restPath';

describe('encodeRestPath', () => {
  it("leaves paths starting with '/_' as typed", () => {
    expect(encodeRestPath('/_cat/indices?v&s=index')).toBe('/_cat/indices?v&s=index');
    expect(encodeRestPath('/_search/a b')).toBe('/_search/a b');
  });

  it('encodes the index name of the first segment', () => {
    expect(encodeRestPath('my index/_search')).toBe('my%20index/_search');
    expect(encodeRestPath('/índice/_search')).toBe('/%C3%ADndice/_search');
  });

  it('keeps date math, "/" included, in the first segment and encodes it', () => {
    expect(encodeRestPath('<logs-{now/d}>/_search')).toBe('%3Clogs-%7Bnow%2Fd%7D%3E/_search');
    expect(encodeRestPath('<logs-{now/d{yyyy.MM.dd|+12:00}}>')).toBe(
      '%3Clogs-%7Bnow%2Fd%7Byyyy.MM.dd%7C%2B12%3A00%7D%7D%3E',
    );
  });

  it('takes an already encoded first segment as it is', () => {
    expect(encodeRestPath('%3Clogs-%7Bnow%2Fd%7D%3E/_search')).toBe(
      '%3Clogs-%7Bnow%2Fd%7D%3E/_search',
    );
  });

  it('keeps commas and wildcards of multi-index expressions', () => {
    expect(encodeRestPath('logs-*,metrics/_count')).toBe('logs-*,metrics/_count');
  });

  it('keeps a remainder that starts with a known endpoint', () => {
    expect(encodeRestPath('logs/_search/template')).toBe('logs/_search/template');
    expect(encodeRestPath('logs/_cat weird')).toBe('logs/_cat weird');
  });

  it("URI-encodes any other remainder as one piece, '#' included", () => {
    expect(encodeRestPath('logs/_doc/a b#1')).toBe('logs/_doc/a%20b%231');
    expect(encodeRestPath('logs/_doc/日本')).toBe('logs/_doc/%E6%97%A5%E6%9C%AC');
  });

  it("leaves a remainder already holding '%' as typed", () => {
    expect(encodeRestPath('logs/_doc/a%2Fb')).toBe('logs/_doc/a%2Fb');
  });

  it("keeps the query string, encoding only '#'", () => {
    expect(encodeRestPath('logs/_search?q=tag:#urgent&size=1')).toBe(
      'logs/_search?q=tag:%23urgent&size=1',
    );
    expect(encodeRestPath('my index?pretty')).toBe('my%20index?pretty');
  });

  it('leaves an empty path empty', () => {
    expect(encodeRestPath('')).toBe('');
  });
});
