import { describe, expect, it } from 'vitest';
import { matchIndexPattern, wildcardRegExp } from './indexPattern';

const NAMES = ['logs-2024.01', 'logs-2024.02', 'logs-old', 'metrics', 'a.b+c', 'données'];

describe('matchIndexPattern', () => {
  it('reaches every index with * or a blank pattern', () => {
    expect(matchIndexPattern('*', NAMES).names).toHaveLength(NAMES.length);
    expect(matchIndexPattern('  ', NAMES).names).toHaveLength(NAMES.length);
    expect(matchIndexPattern('_all', NAMES).names).toHaveLength(NAMES.length);
  });

  it('matches wildcards anywhere in the name', () => {
    expect(matchIndexPattern('logs-2024*', NAMES).names).toEqual(['logs-2024.01', 'logs-2024.02']);
    expect(matchIndexPattern('*old', NAMES).names).toEqual(['logs-old']);
  });

  it('treats regular-expression characters literally', () => {
    expect(matchIndexPattern('a.b+c', NAMES).names).toEqual(['a.b+c']);
    expect(matchIndexPattern('a?b+c', NAMES).names).toEqual([]);
    expect(matchIndexPattern('logs-2024.0?', NAMES).names).toEqual([]);
  });

  it('joins comma-separated expressions and applies later exclusions', () => {
    expect(matchIndexPattern('metrics, logs-*,-logs-old', NAMES).names).toEqual([
      'logs-2024.01',
      'logs-2024.02',
      'metrics',
    ]);
  });

  it('reads a leading - on the first expression as part of the name', () => {
    expect(matchIndexPattern('-logs-old', [...NAMES, '-logs-old']).names).toEqual(['-logs-old']);
  });

  it('counts the indices an alias points to', () => {
    const aliases = { recent: ['logs-2024.02', 'metrics'] };
    expect(matchIndexPattern('recent', NAMES, aliases).names).toEqual(['logs-2024.02', 'metrics']);
    expect(matchIndexPattern('rec*,logs-2024.02', NAMES, aliases).names).toEqual([
      'logs-2024.02',
      'metrics',
    ]);
  });

  it('finds nothing for an unknown name, and matches non-ASCII names exactly', () => {
    expect(matchIndexPattern('nope', NAMES)).toEqual({ names: [], unresolved: false });
    expect(matchIndexPattern('donn*', NAMES).names).toEqual(['données']);
  });

  it('leaves date math to the cluster and says so', () => {
    const result = matchIndexPattern('<logs-{now/d}>,metrics', NAMES);
    expect(result).toEqual({ names: ['metrics'], unresolved: true });
  });
});

describe('wildcardRegExp', () => {
  it('is anchored at both ends', () => {
    expect(wildcardRegExp('log').test('logs')).toBe(false);
    expect(wildcardRegExp('log*').test('logs')).toBe(true);
  });
});
