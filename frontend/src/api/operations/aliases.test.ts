import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  aliasNamesOf,
  catAliases,
  indexAddAlias,
  indexDeleteAlias,
  indexGetAlias,
} from './aliases';

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

  it('catAliases GETs every alias of the cluster as JSON in one call', async () => {
    expect(await captureRequests(() => catAliases(TEST_TARGET), [])).toEqual([
      expected('GET', '_cat/aliases?format=json&h=alias,index'),
    ]);
  });

  it('reads the alias names of the index, sorted', () => {
    const response = { logs: { aliases: { zeta: {}, alpha: { is_write_index: true } } } };
    expect(aliasNamesOf(response, 'logs')).toEqual(['alpha', 'zeta']);
    expect(aliasNamesOf(response, 'other')).toEqual([]);
  });
});
