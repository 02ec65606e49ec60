import { describe, expect, it } from 'vitest';
import { keptItems } from './keptItems';

describe('keptItems', () => {
  it('gives back the list itself when every item is kept', () => {
    const items = [1, 2, 3];
    expect(keptItems(items, () => true)).toBe(items);
  });

  it('gives the kept items in order otherwise, leaving the list as it was', () => {
    const items = [1, 2, 3, 4];
    const kept = keptItems(items, (item) => item % 2 === 0);
    expect(kept).toEqual([2, 4]);
    expect(items).toEqual([1, 2, 3, 4]);
    expect(keptItems(items, () => false)).toEqual([]);
  });
});
