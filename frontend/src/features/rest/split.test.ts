import { clampSplit, DEFAULT_SPLIT, draggedSplit, MAX_SPLIT, MIN_SPLIT } from './split';

describe('clampSplit', () => {
  it('keeps a share between the limits, to a tenth of a percent', () => {
    expect(clampSplit(50)).toBe(50);
    expect(clampSplit(33.333)).toBe(33.3);
    expect(clampSplit(2)).toBe(MIN_SPLIT);
    expect(clampSplit(99)).toBe(MAX_SPLIT);
  });

  it('gives the default for a value that is not a number', () => {
    expect(clampSplit(Number.NaN)).toBe(DEFAULT_SPLIT);
    expect(clampSplit(Number.POSITIVE_INFINITY)).toBe(DEFAULT_SPLIT);
  });
});

describe('draggedSplit', () => {
  it('moves the divider by the dragged share of the width', () => {
    expect(draggedSplit(40, 100, 1000)).toBe(50);
    expect(draggedSplit(40, -250, 1000)).toBe(15);
  });

  it('stops at the limits', () => {
    expect(draggedSplit(80, 500, 1000)).toBe(MAX_SPLIT);
    expect(draggedSplit(20, -500, 1000)).toBe(MIN_SPLIT);
  });

  it('stays put when the width is unknown', () => {
    expect(draggedSplit(40, 100, 0)).toBe(40);
  });
});
