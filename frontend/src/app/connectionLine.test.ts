import { describe, expect, it } from 'vitest';
import { connectionLine, formatTimeOfDay } from './connectionLine';

describe('connectionLine', () => {
  it('says connected whatever the health colour while the cluster answers', () => {
    expect(connectionLine('green', false, null)).toEqual({ kind: 'connected' });
    expect(connectionLine('red', true, 5)).toEqual({ kind: 'connected' });
  });

  it('never says connected while the cluster cannot be reached', () => {
    expect(connectionLine('unknown', false, 1234)).toEqual({
      kind: 'unreachable',
      lastTriedAt: 1234,
    });
    expect(connectionLine('unknown', true, 1234)).toEqual({ kind: 'checking' });
  });
});

describe('formatTimeOfDay', () => {
  it('shows hours, minutes and seconds in the given language', () => {
    const time = new Date(2026, 0, 2, 13, 4, 5).getTime();
    expect(formatTimeOfDay(time, 'en-GB')).toBe('13:04:05');
    expect(formatTimeOfDay(time, 'en-US')).toMatch(/^01:04:05\sPM$/);
  });
});
