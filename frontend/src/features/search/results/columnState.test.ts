import { describe, expect, it } from 'vitest';
import { mergeColumns, visibilityOf, visibleColumnsOf } from './columnState';

describe('mergeColumns', () => {
  it('shows new columns and drops columns the results no longer have', () => {
    const merged = mergeColumns({ columns: ['_id', 'a', 'b'], visibleColumns: ['_id', 'a', 'b'] }, [
      '_id',
      'b',
      'c',
    ]);
    expect(merged).toEqual({ columns: ['_id', 'b', 'c'], visibleColumns: ['_id', 'b', 'c'] });
  });

  it('keeps a hidden column hidden when it comes back', () => {
    const merged = mergeColumns({ columns: ['_id', 'a'], visibleColumns: ['_id'] }, [
      '_id',
      'a',
      'c',
    ]);
    expect(merged.visibleColumns).toEqual(['_id', 'c']);
  });
});

describe('visibilityOf and visibleColumnsOf', () => {
  it('hide the columns that are not visible, and read a change back', () => {
    const visibility = visibilityOf({ columns: ['_id', 'a', 'b'], visibleColumns: ['a'] });
    expect(visibility).toEqual({ _id: false, b: false });
    expect(visibleColumnsOf(['_id', 'a', 'b'], { ...visibility, b: true })).toEqual(['a', 'b']);
  });
});
