import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../../api/testFetch';
import { fetchShardGrid } from './shardsApi';

afterEach(() => {
  vi.unstubAllGlobals();
});

const INDICES = [{ index: 'logs', health: 'green', pri: '1', rep: '0', status: 'open' }];
const SHARDS = [{ index: 'logs', shard: '0', prirep: 'p', state: 'STARTED', node: 'n1' }];
const NODES = [{ name: 'n1' }];

function answerByApi() {
  return installFakeFetch((request) => {
    if (request.url.includes('_cat/indices')) return jsonResponse(INDICES);
    if (request.url.includes('_cat/shards')) return jsonResponse(SHARDS);
    return jsonResponse(NODES);
  });
}

describe('fetchShardGrid (shards screen)', () => {
  it('reads the three listings, each once and without naming any index', async () => {
    const { calls } = answerByApi();
    const data = await fetchShardGrid(TEST_TARGET, { health: null, allIndices: false });
    expect(calls.map((call) => call.url.replace('http://es.test:9200/', ''))).toEqual([
      '_cat/indices?format=json&h=index,health,pri,rep,status&s=health:desc,index',
      '_cat/shards?format=json&h=index,shard,prirep,state,node,docs,store,ip,unassigned.reason',
      '_cat/nodes?format=json&h=name',
    ]);
    expect(data).toEqual({ indices: INDICES, shards: SHARDS, nodes: NODES });
  });

  it('passes the health filter and asks for hidden indices when told to', async () => {
    const { calls } = answerByApi();
    await fetchShardGrid(TEST_TARGET, { health: 'yellow', allIndices: true });
    expect(calls[0].url).toBe(
      'http://es.test:9200/_cat/indices?format=json&h=index,health,pri,rep,status&s=health:desc,index&health=yellow&expand_wildcards=all',
    );
  });

  it('fails when one listing fails', async () => {
    installFakeFetch((request) =>
      request.url.includes('_cat/shards') ? jsonResponse({ error: 'boom' }, 500) : jsonResponse([]),
    );
    await expect(
      fetchShardGrid(TEST_TARGET, { health: null, allIndices: false }),
    ).rejects.toMatchObject({ kind: 'api', status: 500 });
  });

  it('asks again without the closed indices when the cluster refuses to list shards of a closed index', async () => {
    const closedError = (index: string) => ({
      error: { type: 'index_closed_exception', reason: 'closed', index_uuid: '_na_', index },
      status: 400,
    });
    const indices = [
      ...INDICES,
      { index: 'old', health: 'red', pri: '1', rep: '0', status: 'close' },
    ];
    const { calls } = installFakeFetch((request) => {
      const url = decodeURIComponent(request.url);
      if (url.includes('_cat/indices')) return jsonResponse(indices);
      if (url.includes('_cat/shards/*,.*,-old,-.older?')) return jsonResponse(SHARDS);
      if (url.includes('_cat/shards/*,.*,-old?')) return jsonResponse(closedError('.older'), 400);
      if (url.includes('_cat/shards')) return jsonResponse(closedError('old'), 400);
      return jsonResponse(NODES);
    });
    const data = await fetchShardGrid(TEST_TARGET, { health: null, allIndices: true });
    expect(data).toEqual({ indices, shards: SHARDS, nodes: NODES });
    const shardCalls = calls
      .filter((call) => call.url.includes('_cat/shards'))
      .map((call) => decodeURIComponent(new URL(call.url).pathname));
    expect(shardCalls).toEqual([
      '/_cat/shards',
      '/_cat/shards/*,.*,-old',
      '/_cat/shards/*,.*,-old,-.older',
    ]);
  });

  it('gives up when the cluster keeps refusing for the same closed index', async () => {
    const refusal = {
      error: { type: 'index_closed_exception', reason: 'closed', index: 'old' },
      status: 400,
    };
    const { calls } = installFakeFetch((request) => {
      if (request.url.includes('_cat/shards')) return jsonResponse(refusal, 400);
      return jsonResponse(request.url.includes('_cat/indices') ? INDICES : NODES);
    });
    await expect(
      fetchShardGrid(TEST_TARGET, { health: null, allIndices: false }),
    ).rejects.toMatchObject({ kind: 'api', status: 400 });
    expect(calls.filter((call) => call.url.includes('_cat/shards'))).toHaveLength(2);
  });
});
