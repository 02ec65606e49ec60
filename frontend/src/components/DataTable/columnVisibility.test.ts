import { describe, expect, it } from 'vitest';
import {
  hiddenColumnCount,
  hideAllColumns,
  isColumnVisible,
  withColumnVisible,
} from './columnVisibility';

describe('column visibility', () => {
  it('treats a column missing from the state as visible', () => {
    expect(isColumnVisible({}, 'name')).toBe(true);
    expect(isColumnVisible({ name: false }, 'name')).toBe(false);
  });

  it('counts hidden columns among the listed ones', () => {
    expect(hiddenColumnCount(['a', 'b', 'c'], { a: false, b: true, other: false })).toBe(1);
  });

  it('hides every listed column on Clear', () => {
    expect(hideAllColumns(['_index', '_id'])).toEqual({ _index: false, _id: false });
  });

  it('changes one column and keeps the others', () => {
    expect(withColumnVisible({ a: false, b: false }, 'a', true)).toEqual({ a: true, b: false });
  });
});
