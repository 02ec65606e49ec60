import { describe, expect, it } from 'vitest';
import { apiError, requestError } from '../../../api/errors';
import { closedIndexNames, closedIndexOf, patternWithout } from './closedIndices';

// GET _cat/shards of a cluster that refuses to list while an index is closed.
const CLOSED = {
  error: {
    root_cause: [
      { type: 'index_closed_exception', reason: 'closed', index_uuid: '_na_', index: 'logs-2023' },
    ],
    type: 'index_closed_exception',
    reason: 'closed',
    index_uuid: '_na_',
    index: 'logs-2023',
  },
  status: 400,
};

describe('closedIndexOf', () => {
  it('names the closed index of an index_closed_exception', () => {
    expect(closedIndexOf(apiError(400, 'Bad Request', CLOSED))).toBe('logs-2023');
    expect(closedIndexOf(apiError(400, 'Bad Request', CLOSED).toInfo())).toBe('logs-2023');
  });

  it('is null for any other failure', () => {
    const other = { error: { type: 'index_not_found_exception', index: 'logs-2023' }, status: 404 };
    expect(closedIndexOf(apiError(404, 'Not Found', other))).toBeNull();
    expect(closedIndexOf(apiError(400, 'Bad Request', 'closed'))).toBeNull();
    expect(closedIndexOf(requestError('aborted', 'aborted'))).toBeNull();
    expect(closedIndexOf(null)).toBeNull();
  });
});

describe('closedIndexNames', () => {
  it('keeps the indices whose status is not open', () => {
    const rows = [
      { index: 'a', status: 'open' },
      { index: 'b', status: 'close' },
      { index: 'c', status: null },
      { index: '.d', status: 'close' },
    ];
    expect(closedIndexNames(rows)).toEqual(['b', '.d']);
  });
});

describe('patternWithout', () => {
  it('asks for every index, hidden ones too, but the closed ones', () => {
    expect(patternWithout(['b', '.d'])).toBe('*,.*,-b,-.d');
    expect(patternWithout(new Set<string>())).toBe('*,.*');
  });
});
