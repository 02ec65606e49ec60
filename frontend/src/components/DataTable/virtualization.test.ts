import { describe, expect, it } from 'vitest';
import { VIRTUALIZE_ABOVE_ROWS, shouldVirtualize } from './virtualization';

describe('shouldVirtualize', () => {
  it('virtualizes whenever the sticky header is on', () => {
    expect(shouldVirtualize(true, 5)).toBe(true);
  });

  it('virtualizes a long page even without the sticky header', () => {
    expect(shouldVirtualize(false, VIRTUALIZE_ABOVE_ROWS + 1)).toBe(true);
    expect(shouldVirtualize(false, 100)).toBe(false);
  });
});
