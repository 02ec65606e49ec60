import { describe, expect, it } from 'vitest';
import { ROWS_PER_PAGE_OPTIONS, allowedPageSize, isSelectable, toggleOutcome } from './rowsPerPage';

const large = ROWS_PER_PAGE_OPTIONS.find((option) => option.value === 1000);

describe('rows-per-page options', () => {
  it('offers 10, 20, 100 and 1000, only 1000 needing confirmation', () => {
    expect(ROWS_PER_PAGE_OPTIONS.map((o) => o.value)).toEqual([10, 20, 100, 1000]);
    expect(ROWS_PER_PAGE_OPTIONS.filter((o) => o.needsConfirm).map((o) => o.value)).toEqual([1000]);
  });

  it('lets 1000 be chosen only once it has been accepted', () => {
    expect(large && isSelectable(large, false)).toBe(false);
    expect(large && isSelectable(large, true)).toBe(true);
    expect(isSelectable({ value: 20, needsConfirm: false }, false)).toBe(true);
  });
});

describe('toggleOutcome', () => {
  it('asks before switching the option on', () => {
    expect(toggleOutcome(true, false)).toBe('ask');
  });

  it('switches it off at once', () => {
    expect(toggleOutcome(false, true)).toBe('revoke');
  });

  it('does nothing when the toggle already matches', () => {
    expect(toggleOutcome(true, true)).toBe('none');
    expect(toggleOutcome(false, false)).toBe('none');
  });
});

describe('allowedPageSize', () => {
  it('keeps an allowed page size', () => {
    expect(allowedPageSize(20, false)).toBe(20);
    expect(allowedPageSize(1000, true)).toBe(1000);
  });

  it('falls back to the largest allowed option when 1000 is not accepted', () => {
    expect(allowedPageSize(1000, false)).toBe(100);
  });

  it('keeps a page size that is not one of the options', () => {
    expect(allowedPageSize(50, false)).toBe(50);
  });
});
