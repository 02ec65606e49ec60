import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeStatsRequest } from '../../engine/metrics/request';
import { installFakeFetch, jsonResponse, pathOf, queryOf, TEST_TARGET } from '../testFetch';
import { nodeMetrics } from './nodeMetrics';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nodeMetrics', () => {
  it('asks every node for the groups and fields the charts read, and gives the answer', async () => {
    const answer = { _nodes: { failed: 0 }, nodes: { a: { name: 'node-a' } } };
    const { calls } = installFakeFetch(() => jsonResponse(answer));
    const { path, params } = nodeStatsRequest();
    expect(await nodeMetrics(TEST_TARGET)).toEqual(answer);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('GET');
    expect(pathOf(calls[0].url)).toBe(`http://es.test:9200/${path}`);
    expect(queryOf(calls[0].url)).toEqual(params);
    expect(calls[0].headers.authorization).toBe('Basic dXNlcjpwYXNz');
  });
});
