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

describe('fetchShardGrid (core 7.3, shards screen)', () => {
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
    await expect(fetchShardGrid(TEST_TARGET, { health: null, allIndices: false })).rejects.toMatchObject({ kind: 'api', status: 500 });
  });
});
