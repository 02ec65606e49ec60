import { firstNotBefore } from './firstNotBefore';

describe('firstNotBefore', () => {
  it('finds the first item equal to or after the value', () => {
    expect(firstNotBefore([1, 3, 3, 5], 3)).toBe(1);
    expect(firstNotBefore([1, 3, 3, 5], 4)).toBe(3);
    expect(firstNotBefore(['a', 'b', 'c'], 'b')).toBe(1);
  });

  it('is 0 before every item and the length after them all', () => {
    expect(firstNotBefore([2, 4], 1)).toBe(0);
    expect(firstNotBefore([2, 4], 9)).toBe(2);
    expect(firstNotBefore([], 1)).toBe(0);
  });
});
