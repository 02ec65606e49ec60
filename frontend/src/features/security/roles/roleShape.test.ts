import { describe, expect, it } from 'vitest';
import { shapeProblem, type RoleShape } from './roleShape';

const SHAPE: RoleShape = {
  lists: ['cluster', 'indices'],
  entryLists: ['indices'],
  objects: ['metadata'],
};

describe('shapeProblem', () => {
  it('accepts a definition whose known keys have their shapes, or are absent', () => {
    expect(shapeProblem({}, SHAPE)).toBeNull();
    expect(
      shapeProblem(
        { cluster: ['all'], indices: [{ names: ['logs'] }], metadata: {}, description: 'Reads' },
        SHAPE,
      ),
    ).toBeNull();
  });

  it('names the first key the form would lose: a list, an entry, an object, the description', () => {
    const wrong = { cluster: 'all', indices: ['logs'], metadata: [], description: 1 };
    expect(shapeProblem(wrong, SHAPE)).toEqual({ kind: 'shape', key: 'cluster' });
    expect(shapeProblem({ ...wrong, cluster: [] }, SHAPE)).toEqual({
      kind: 'shape',
      key: 'indices',
    });
    expect(shapeProblem({ ...wrong, cluster: [], indices: [] }, SHAPE)).toEqual({
      kind: 'shape',
      key: 'metadata',
    });
    expect(shapeProblem({ description: 1 }, SHAPE)).toEqual({ kind: 'shape', key: 'description' });
  });
});
