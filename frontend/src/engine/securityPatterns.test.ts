import { describe, expect, it } from 'vitest';
import {
  closeness,
  compileNamePattern,
  higherFirst,
  namePatterns,
  stringsOf,
} from './securityPatterns';

const matches = (pattern: string, name: string) => compileNamePattern(pattern)(name);

describe('name patterns', () => {
  it('matches an exact name only exactly', () => {
    expect(matches('logs', 'logs')).toBe(true);
    expect(matches('logs', 'logs-1')).toBe(false);
    expect(matches('logs.1', 'logsx1')).toBe(false);
  });

  it('lets * stand for any run of characters and ? for one', () => {
    expect(matches('*', 'anything')).toBe(true);
    expect(matches('logs-*', 'logs-2024.01')).toBe(true);
    expect(matches('logs-*', 'metrics-1')).toBe(false);
    expect(matches('*-prod', 'web-prod')).toBe(true);
    expect(matches('logs-?', 'logs-1')).toBe(true);
    expect(matches('logs-?', 'logs-12')).toBe(false);
    expect(matches('indices:data/read/*', 'indices:data/read/search')).toBe(true);
    expect(matches('indices:data/read*', 'indices:data/write/index')).toBe(false);
  });

  it('reads /…/ as a regular expression matching the whole name', () => {
    expect(matches('/logs-\\d{4}/', 'logs-2024')).toBe(true);
    expect(matches('/logs-\\d{4}/', 'logs-2024-old')).toBe(false);
    expect(matches('/analyst|auditor/', 'auditor')).toBe(true);
    expect(matches('/analyst|auditor/', 'auditors')).toBe(false);
  });

  it('matches nothing with a blank pattern or a regex that does not compile', () => {
    expect(matches('', '')).toBe(false);
    expect(matches('  ', '  ')).toBe(false);
    expect(matches('/logs-(/', 'logs-(')).toBe(false);
  });

  it('compiles each pattern once per evaluation', () => {
    const compile = namePatterns();
    expect(compile('a*')).toBe(compile('a*'));
    expect(compile('a*')('abc')).toBe(true);
  });
});

describe('closeness', () => {
  it("counts the name's start shared with the pattern's literal start", () => {
    expect(closeness('logs-2023*', 'logs-2024.01')).toBe(8);
    expect(closeness('metrics-*', 'logs-1')).toBe(0);
    expect(closeness('indices:data/read/get', 'indices:data/read/search')).toBe(18);
    expect(closeness('/logs-.*/', 'logs-1')).toBe(0);
  });

  it('orders higher scores first, Infinity included', () => {
    expect([1, Infinity, 3].sort(higherFirst)).toEqual([Infinity, 3, 1]);
  });
});

describe('stringsOf', () => {
  it('keeps only the strings of an array', () => {
    expect(stringsOf(['a', 1, null, 'b'])).toEqual(['a', 'b']);
    expect(stringsOf('a')).toEqual([]);
    expect(stringsOf(undefined)).toEqual([]);
  });
});
