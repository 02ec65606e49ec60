import { describe, expect, it } from 'vitest';
import { clampPageIndex, pageCount, pageRange, showFirstLastButtons } from './pagination';

describe('pageRange', () => {
  it('gives 1-based bounds of the current page', () => {
    expect(pageRange(0, 10, 95)).toEqual({ from: 1, to: 10, total: 95 });
    expect(pageRange(3, 20, 95)).toEqual({ from: 61, to: 80, total: 95 });
  });

  it('stops the last page at the total', () => {
    expect(pageRange(9, 10, 95)).toEqual({ from: 91, to: 95, total: 95 });
  });

  it('reads 0-0 of 0 for an empty table', () => {
    expect(pageRange(0, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('uses the last existing page when the index is past the end', () => {
    expect(pageRange(7, 10, 25)).toEqual({ from: 21, to: 25, total: 25 });
  });
});

describe('pageCount and clampPageIndex', () => {
  it('counts partial pages and keeps one page for no rows', () => {
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('keeps a page index inside the existing pages', () => {
    expect(clampPageIndex(5, 30, 10)).toBe(2);
    expect(clampPageIndex(-1, 30, 10)).toBe(0);
    expect(clampPageIndex(1, 30, 10)).toBe(1);
  });
});

describe('showFirstLastButtons', () => {
  it('shows first and last only past two pages', () => {
    expect(showFirstLastButtons(1)).toBe(false);
    expect(showFirstLastButtons(2)).toBe(false);
    expect(showFirstLastButtons(3)).toBe(true);
  });
});
