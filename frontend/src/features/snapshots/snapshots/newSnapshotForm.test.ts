import { describe, expect, it } from 'vitest';
import { aliasTargetsOf, isNewSnapshotValid, snapshotIndicesOf } from './newSnapshotForm';

describe('new snapshot form', () => {
  it('needs a name that is not blank', () => {
    expect(isNewSnapshotValid('  ', '*')).toBe(false);
    expect(isNewSnapshotValid(' nightly ', '*')).toBe(true);
  });

  it('needs a pattern or at least one picked index', () => {
    expect(isNewSnapshotValid('s', ' ')).toBe(false);
    expect(isNewSnapshotValid('s', [])).toBe(false);
    expect(isNewSnapshotValid('s', ['logs'])).toBe(true);
  });

  it('sends the trimmed pattern as a string and a pick as a list', () => {
    expect(snapshotIndicesOf(' logs-*,metrics ')).toBe('logs-*,metrics');
    expect(snapshotIndicesOf(['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('alias targets', () => {
  it('groups _cat/aliases rows by alias', () => {
    expect(
      aliasTargetsOf([
        { alias: 'current', index: 'logs-2' },
        { alias: 'all', index: 'logs-1' },
        { alias: 'all', index: 'logs-2' },
        { alias: null, index: 'x' },
      ]),
    ).toEqual({ current: ['logs-2'], all: ['logs-1', 'logs-2'] });
  });
});
