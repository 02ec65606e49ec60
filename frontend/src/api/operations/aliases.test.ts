import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import { aliasNamesOf, indexAddAlias, indexDeleteAlias, indexGetAlias } from './aliases';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('alias operations', () => {
  it('indexGetAlias GETs {index}/_alias', async () => {
    expect(await captureRequests(() => indexGetAlias(TEST_TARGET, 'logs'))).toEqual([
      expected('GET', 'logs/_alias'),
    ]);
  });

  it('indexAddAlias PUTs {index}/_alias/{alias}, both escaped', async () => {
    expect(await captureRequests(() => indexAddAlias(TEST_TARGET, 'logs', 'current/eu'))).toEqual([
      expected('PUT', 'logs/_alias/current%2Feu'),
    ]);
  });

  it('indexDeleteAlias DELETEs {index}/_alias/{alias}', async () => {
    expect(await captureRequests(() => indexDeleteAlias(TEST_TARGET, 'logs', 'current'))).toEqual([
      expected('DELETE', 'logs/_alias/current'),
    ]);
  });

  it('reads the alias names of the index, sorted', () => {
    const response = { logs: { aliases: { zeta: {}, alpha: { is_write_index: true } } } };
    expect(aliasNamesOf(response, 'logs')).toEqual(['alpha', 'zeta']);
    expect(aliasNamesOf(response, 'other')).toEqual([]);
  });
});
