import { describe, expect, it } from 'vitest';
import { aliasTargets } from './indexOptions';

describe('aliasTargets', () => {
  it('collects the indices of each alias and skips malformed rows', () => {
    const answer = [
      { alias: 'recent', index: 'logs-2' },
      { alias: 'recent', index: 'logs-3' },
      { alias: 'all', index: 'logs-1' },
      { alias: 'broken' },
      null,
    ];
    expect({ ...aliasTargets(answer) }).toEqual({ recent: ['logs-2', 'logs-3'], all: ['logs-1'] });
  });

  it('gives no aliases for an answer that is no list', () => {
    expect(Object.keys(aliasTargets({ error: 'x' }))).toEqual([]);
  });
});
