import { describe, expect, it } from 'vitest';
import {
  compilePattern,
  isPattern,
  isSlashedRegex,
  luceneRegExp,
  memoized,
  wildcardRegExp,
} from './elasticsearchPatterns';

describe("Elasticsearch's rule patterns", () => {
  it('tells exact names, wildcards, escapes and slashed regular expressions apart', () => {
    expect(isPattern('a.b')).toBe(false);
    expect(isPattern('a*')).toBe(true);
    expect(isPattern('a?')).toBe(true);
    expect(isPattern('a\\b')).toBe(true);
    expect(isPattern('/a/')).toBe(true);
    expect(isSlashedRegex('/a.*/')).toBe(true);
    expect(isSlashedRegex('/')).toBe(false);
    expect(isSlashedRegex('/a')).toBe(false);
  });

  it('matches wildcards over the whole name, other characters literally', () => {
    const regex = wildcardRegExp('log-*.2024-??');
    expect(regex.test('log-app.2024-01')).toBe(true);
    expect(regex.test('log-app.2024-1')).toBe(false);
    expect(regex.test('log-appx2024-01')).toBe(false);
    expect(regex.test('xlog-app.2024-01')).toBe(false);
    expect(wildcardRegExp('a*').test('a\nb')).toBe(true);
  });

  it('reads a backslash as making the next character literal', () => {
    expect(wildcardRegExp('a\\*').test('a*')).toBe(true);
    expect(wildcardRegExp('a\\*').test('ab')).toBe(false);
    expect(wildcardRegExp('a\\').test('a\\')).toBe(true);
    expect(wildcardRegExp('Ab*', true).test('aBC')).toBe(true);
  });

  it("translates Lucene's regular expressions, whole names only", () => {
    expect(luceneRegExp('(es|kb)-[a-z]+\\d')?.test('kb-admin1')).toBe(true);
    expect(luceneRegExp('a.c')?.test('a\nc')).toBe(true);
    expect(luceneRegExp('a^b$')?.test('a^b$')).toBe(true);
    expect(luceneRegExp('a\\.b')?.test('axb')).toBe(false);
    expect(luceneRegExp('[^a]b')?.test('cb')).toBe(true);
    expect(luceneRegExp('ab', true)?.test('AB')).toBe(true);
    expect(luceneRegExp('ab')?.test('xab')).toBe(false);
  });

  it('gives null for Lucene syntax JavaScript lacks and for what does not compile', () => {
    for (const body of ['a~b', 'a&b', '@', '<1-10>', '#', '"x"', '(?=a)', '[ab', 'a\\', '(a']) {
      expect(luceneRegExp(body)).toBeNull();
    }
    expect(compilePattern('/unterminated')).toBeNull();
    expect(compilePattern('/a|b/')?.test('b')).toBe(true);
    expect(compilePattern('/a|b/')?.test('ab')).toBe(false);
    expect(compilePattern('ES-*', true)?.test('es-admin')).toBe(true);
  });

  it('compiles each pattern once', () => {
    let calls = 0;
    const compile = memoized((pattern) => {
      calls += 1;
      return pattern.length;
    });
    expect([compile('ab'), compile('ab'), compile('abc')]).toEqual([2, 2, 3]);
    expect(calls).toBe(2);
  });
});
