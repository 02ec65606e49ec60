import { describe, expect, it } from 'vitest';
import { rowWrites } from './listEditing';

describe('rowWrites', () => {
  const edit = () => undefined;
  const remove = () => undefined;

  it('offers every write where writes are offered', () => {
    expect(rowWrites(null, { onEdit: edit, onDelete: remove })).toEqual({
      onEdit: edit,
      onDelete: remove,
    });
  });

  it('leaves every write out on a read-only cluster', () => {
    expect(rowWrites('The cluster is read-only', { onEdit: edit, onDelete: remove })).toEqual({
      onEdit: null,
      onDelete: null,
    });
  });
});
