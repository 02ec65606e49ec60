import { describe, expect, it } from 'vitest';
import { isExpired, nextRemaining, remainingPercent } from './countdown';

describe('notification countdown', () => {
  it('takes the elapsed time off and stops at zero', () => {
    expect(nextRemaining(5000, 100)).toBe(4900);
    expect(nextRemaining(50, 100)).toBe(0);
  });

  it('ignores a negative elapsed time (clock set back)', () => {
    expect(nextRemaining(5000, -300)).toBe(5000);
  });

  it('gives the share left for the progress bar', () => {
    expect(remainingPercent(5000, 5000)).toBe(100);
    expect(remainingPercent(2000, 8000)).toBe(25);
    expect(remainingPercent(0, 20000)).toBe(0);
  });

  it('has no progress and never expires without a timeout', () => {
    expect(remainingPercent(0, 0)).toBe(0);
    expect(isExpired(0, 0)).toBe(false);
  });

  it('expires when nothing remains of a positive timeout', () => {
    expect(isExpired(0, 5000)).toBe(true);
    expect(isExpired(100, 5000)).toBe(false);
  });
});
