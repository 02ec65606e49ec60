import { describe, expect, it } from 'vitest';
import { aliasesByIndex } from './aliasMap';

describe('aliasesByIndex', () => {
  it('groups the aliases of each index, sorted', () => {
    const map = aliasesByIndex([
      { alias: 'zeta', index: 'logs' },
      { alias: 'alpha', index: 'logs' },
      { alias: 'current', index: 'metrics' },
    ]);
    expect(map.logs).toEqual(['alpha', 'zeta']);
    expect(map.metrics).toEqual(['current']);
    expect(map.other).toBeUndefined();
  });

  it('keeps index names that are also object members', () => {
    expect(aliasesByIndex([{ alias: 'a', index: 'constructor' }]).constructor).toEqual(['a']);
  });

  it('skips malformed rows and answers that are not a list', () => {
    expect(aliasesByIndex([{ alias: 'a' }, null, { index: 'x', alias: null }])).toEqual({});
    expect(aliasesByIndex({ error: 'nope' })).toEqual({});
  });
});
