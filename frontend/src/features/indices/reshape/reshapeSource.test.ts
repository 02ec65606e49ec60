import { describe, expect, it } from 'vitest';
import { dataNodes, reshapeInfo, shardCopies } from './reshapeSource';

// The answers noida-db (speaking Elasticsearch 8.15) gave for a 4-shard index with a write block.
const NOIDA = {
  shards: [0, 1, 2, 3].map((shard) => ({
    index: 'logs',
    node: 'noida-db',
    prirep: 'p',
    shard: String(shard),
    state: 'STARTED',
    store: String(100 * (shard + 1)),
  })),
  nodes: [{ id: 'noid', name: 'noida-db', 'node.role': 'cdfhilmrstw' }],
  settings: {
    logs: {
      settings: {
        'index.blocks.write': 'true',
        'index.number_of_replicas': '0',
        'index.number_of_shards': '4',
        'index.routing.allocation.require._name': 'noida-db',
      },
    },
  },
  allocation: [{ 'disk.avail': '85899345920', node: 'noida-db', shards: '4' }],
  metadata: { metadata: { indices: { logs: { routing_num_shards: 1024 } } } },
};

describe('reshapeInfo', () => {
  it('reads the source as noida-db describes it', () => {
    expect(reshapeInfo('logs', NOIDA)).toEqual({
      source: {
        index: 'logs',
        primaryShards: 4,
        routingShards: 1024,
        writeBlocked: true,
        requireName: 'noida-db',
        copies: [0, 1, 2, 3].map((shard) => ({
          shard,
          primary: true,
          state: 'STARTED',
          node: 'noida-db',
        })),
        primaryStoreBytes: 1000,
        dataNodes: [{ name: 'noida-db', freeDiskBytes: 85899345920 }],
      },
      replicas: 0,
    });
  });

  it('goes without free disk (osmem-server gives none), routing shards and settings', () => {
    const info = reshapeInfo('logs', {
      ...NOIDA,
      settings: {},
      allocation: [{ node: 'osmem-node', 'disk.avail': null, shards: '4' }],
      nodes: [{ name: 'osmem-node', id: 'osme', 'node.role': 'dimr' }],
      metadata: null,
    });
    expect(info.source).toMatchObject({
      primaryShards: 4,
      routingShards: undefined,
      writeBlocked: false,
      requireName: undefined,
      dataNodes: [{ name: 'osmem-node', freeDiskBytes: null }],
    });
    expect(info.replicas).toBeNull();
  });

  it('counts only the primaries in the size, and falls back on the settings for routing', () => {
    const shards = [
      { shard: '0', prirep: 'p', state: 'STARTED', node: 'a', store: '500' },
      { shard: '0', prirep: 'r', state: 'STARTED', node: 'b', store: '500' },
    ];
    const settings = { logs: { settings: { 'index.number_of_routing_shards': '8' } } };
    const info = reshapeInfo('logs', { ...NOIDA, shards, settings, metadata: null });
    expect(info.source.primaryStoreBytes).toBe(500);
    expect(info.source.primaryShards).toBe(1);
    expect(info.source.routingShards).toBe(8);
  });
});

describe('shardCopies', () => {
  it('reads the node a moving copy leaves and an unassigned copy without node', () => {
    expect(
      shardCopies([
        { shard: '1', prirep: 'r', state: 'RELOCATING', node: 'a -> 10.0.0.2 Xyz b' },
        { shard: '2', prirep: 'p', state: 'UNASSIGNED', node: null },
        { prirep: 'p', state: 'STARTED', node: 'a' },
      ]),
    ).toEqual([
      { shard: 1, primary: false, state: 'RELOCATING', node: 'a' },
      { shard: 2, primary: true, state: 'UNASSIGNED', node: undefined },
    ]);
  });
});

describe('dataNodes', () => {
  it('keeps the nodes with a data role', () => {
    const nodes = [
      { name: 'master', 'node.role': 'm' },
      { name: 'hot', 'node.role': 'hm' },
      { name: 'frozen', 'node.role': 'f' },
      { name: 'data', 'node.role': 'di' },
    ];
    expect(dataNodes(nodes, null).map((node) => node.name)).toEqual(['hot', 'data']);
  });

  it('takes the allocation nodes when the node list is missing', () => {
    const allocation = [
      { node: 'a', 'disk.avail': '10' },
      { node: 'UNASSIGNED', shards: '2' },
    ];
    expect(dataNodes(null, allocation)).toEqual([{ name: 'a', freeDiskBytes: 10 }]);
  });
});
