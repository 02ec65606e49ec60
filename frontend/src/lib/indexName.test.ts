import { describe, expect, it } from 'vitest';
import { encodePathSegment, escapeIndexName, indexPath, nameSegments } from './indexName';

// What the cluster sees: each segment decoded the way an HTTP server decodes a path.
function decodedSegments(path: string): string[] {
  return new URL(`http://h/${path}`).pathname.slice(1).split('/').map(decodeURIComponent);
}

describe('escapeIndexName', () => {
  it('leaves ordinary names and wildcards readable', () => {
    expect(escapeIndexName('logs-2024.01.01')).toBe('logs-2024.01.01');
    expect(escapeIndexName('logs-*')).toBe('logs-*');
  });

  it("percent-encodes '%'", () => {
    expect(escapeIndexName('100%')).toBe('100%25');
  });

  it('percent-encodes date math so its "/" stays inside the name', () => {
    const escaped = escapeIndexName('<logs-{now/d}>');
    expect(escaped).toBe('%3Clogs-%7Bnow%2Fd%7D%3E');
    expect(decodedSegments(`${escaped}/_search`)).toEqual(['<logs-{now/d}>', '_search']);
  });

  it("keeps '#', '?' and unicode in the path, where fetch would otherwise cut or mangle them", () => {
    for (const name of ['a#b', 'what?', 'índice-日本', 'has space']) {
      expect(decodedSegments(`${escapeIndexName(name)}/_doc/1`)).toEqual([name, '_doc', '1']);
    }
  });
});

describe('encodePathSegment', () => {
  it("keeps a document id with '/' as one segment", () => {
    expect(decodedSegments(`idx/_doc/${encodePathSegment('a/b?c#d')}`)).toEqual([
      'idx',
      '_doc',
      'a/b?c#d',
    ]);
  });
});

describe('indexPath', () => {
  it('joins a list of escaped names with commas', () => {
    expect(indexPath(['a', '<b-{now}>', 'c%'])).toBe('a,%3Cb-%7Bnow%7D%3E,c%25');
  });

  it('splits a comma-separated pattern string and drops blanks', () => {
    expect(indexPath(' logs-*, ,-logs-old ')).toBe('logs-*,-logs-old');
  });
});

describe('nameSegments', () => {
  it('cuts after each dot, dash and underscore, keeping every character', () => {
    expect(nameSegments('logs-app.2026_11')).toEqual(['logs-', 'app.', '2026_', '11']);
    expect(nameSegments('.kibana_task_manager')).toEqual(['.', 'kibana_', 'task_', 'manager']);
    expect(nameSegments('a--b')).toEqual(['a--', 'b']);
    expect(nameSegments('plain')).toEqual(['plain']);
    expect(nameSegments('')).toEqual(['']);
  });
});
