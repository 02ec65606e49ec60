import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureRequests,
  expected,
  installFakeFetch,
  jsonResponse,
  TEST_TARGET,
} from '../testFetch';
import {
  catIndexNames,
  catIndices,
  deleteByQuery,
  indexClone,
  indexCreate,
  indexExists,
  indexGet,
  indexPutSettings,
  indexStats,
  reindex,
} from './indices';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catIndices', () => {
  it('sends the indices-screen query: pattern in the path, JSON, columns, bytes, hidden indices', async () => {
    const calls = await captureRequests(
      () =>
        catIndices(TEST_TARGET, {
          pattern: 'logs*',
          h: ['index', 'health', 'docs.count'],
          bytes: 'b',
          expandWildcards: 'all',
        }),
      [],
    );
    expect(calls).toEqual([
      expected(
        'GET',
        '_cat/indices/logs*?format=json&h=index,health,docs.count&bytes=b&expand_wildcards=all',
      ),
    ]);
  });

  it('filters by health and sorts for the shards screen', async () => {
    const calls = await captureRequests(
      () =>
        catIndices(TEST_TARGET, {
          h: ['index', 'health'],
          s: ['health:desc', 'index'],
          health: 'yellow',
        }),
      [],
    );
    expect(calls).toEqual([
      expected('GET', '_cat/indices?format=json&h=index,health&s=health:desc,index&health=yellow'),
    ]);
  });
});

describe('catIndexNames', () => {
  it("asks for the index column with the pattern in the path, '*' by default", async () => {
    expect(await captureRequests(() => catIndexNames(TEST_TARGET), [])).toEqual([
      expected('GET', '_cat/indices/*?format=json&h=index'),
    ]);
    expect(await captureRequests(() => catIndexNames(TEST_TARGET, 'a*,b'), [])).toEqual([
      expected('GET', '_cat/indices/a*,b?format=json&h=index'),
    ]);
  });

  it('reads rows as item.index or plain strings', async () => {
    installFakeFetch(() => jsonResponse([{ index: 'a' }, 'b', { other: 1 }]));
    expect(await catIndexNames(TEST_TARGET)).toEqual(['a', 'b']);
  });

  it('gives an empty list when the call fails', async () => {
    installFakeFetch(() => jsonResponse({ error: 'x' }, 500));
    expect(await catIndexNames(TEST_TARGET)).toEqual([]);
  });
});

describe('index operations', () => {
  it('indexGet GETs the comma-joined, escaped names', async () => {
    expect(await captureRequests(() => indexGet(TEST_TARGET, ['a', 'b%']))).toEqual([
      expected('GET', 'a,b%25'),
    ]);
  });

  it('indexStats GETs {index}/_stats', async () => {
    expect(await captureRequests(() => indexStats(TEST_TARGET, 'logs'))).toEqual([
      expected('GET', 'logs/_stats'),
    ]);
  });

  it('indexExists sends HEAD {index} and resolves to a boolean', async () => {
    const { calls } = installFakeFetch(() => new Response(null, { status: 404 }));
    await expect(indexExists(TEST_TARGET, '<logs-{now/d}>')).resolves.toBe(false);
    expect(calls).toEqual([expected('HEAD', '%3Clogs-%7Bnow%2Fd%7D%3E')]);
  });

  it('indexCreate PUTs the shard and replica settings', async () => {
    const calls = await captureRequests(() =>
      indexCreate(TEST_TARGET, { name: 'new', shards: 3, replicas: 0 }),
    );
    expect(calls).toEqual([
      expected('PUT', 'new', '{"settings":{"number_of_shards":3,"number_of_replicas":0}}'),
    ]);
  });

  it('indexPutSettings PUTs the settings object', async () => {
    const calls = await captureRequests(() =>
      indexPutSettings(TEST_TARGET, 'logs', { index: { number_of_replicas: 2 } }),
    );
    expect(calls).toEqual([
      expected('PUT', 'logs/_settings', '{"index":{"number_of_replicas":2}}'),
    ]);
  });

  it('deleteByQuery POSTs match_all without waiting, with refresh', async () => {
    expect(await captureRequests(() => deleteByQuery(TEST_TARGET, 'logs'))).toEqual([
      expected(
        'POST',
        'logs/_delete_by_query?wait_for_completion=false&refresh=true',
        '{"query":{"match_all":{}}}',
      ),
    ]);
  });

  it('reindex POSTs source and dest without waiting for completion', async () => {
    expect(
      await captureRequests(() => reindex(TEST_TARGET, 'old', 'new'), { task: 'n:1' }),
    ).toEqual([
      expected(
        'POST',
        '_reindex?wait_for_completion=false',
        '{"source":{"index":"old"},"dest":{"index":"new"}}',
      ),
    ]);
  });

  it('indexClone POSTs {index}/_clone/{target}, both names escaped', async () => {
    expect(await captureRequests(() => indexClone(TEST_TARGET, 'a+b%', '<copy-{now/d}>'))).toEqual([
      expected('POST', 'a%2Bb%25/_clone/%3Ccopy-%7Bnow%2Fd%7D%3E'),
    ]);
  });
});
