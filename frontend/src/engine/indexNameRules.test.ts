import { describe, expect, it } from 'vitest';
import { indexNameProblem } from './indexNameRules';

describe('indexNameProblem', () => {
  it('accepts names the engine accepts', () => {
    for (const name of [
      'logs',
      'logs-2024.01.01',
      '.hidden',
      'été-日本',
      'a+b',
      'pct%25',
      'x'.repeat(255),
    ]) {
      expect(indexNameProblem(name)).toBeNull();
    }
  });

  it('refuses upper case', () => {
    expect(indexNameProblem('Logs')).toBe('uppercase');
  });

  it('refuses each forbidden character and the space', () => {
    for (const character of ['\\', '/', '*', '?', '"', '<', '>', '|', ',', '#', ' ', ':']) {
      expect(indexNameProblem(`lo${character}gs`)).toBe('character');
    }
  });

  it('refuses _, - and + at the start', () => {
    expect(indexNameProblem('_logs')).toBe('start');
    expect(indexNameProblem('-logs')).toBe('start');
    expect(indexNameProblem('+logs')).toBe('start');
  });

  it('refuses . and ..', () => {
    expect(indexNameProblem('.')).toBe('dots');
    expect(indexNameProblem('..')).toBe('dots');
  });

  it('counts the length in bytes, not in characters', () => {
    expect(indexNameProblem('x'.repeat(256))).toBe('length');
    // 128 two-byte letters are 256 bytes.
    expect(indexNameProblem('é'.repeat(128))).toBe('length');
    expect(indexNameProblem('é'.repeat(127))).toBeNull();
  });

  it('leaves a date-math name to the cluster, which resolves it first', () => {
    expect(indexNameProblem('<logs-{now/d}>')).toBeNull();
  });
});
