import { describe, expect, it } from 'vitest';
import { compareShards, shardEntryOf, shardNode, shardTone } from './shardEntry';
import { testShardEntry } from './testShardEntry';

const entry = (shard: number, primary: boolean) =>
  testShardEntry({ shard, primary, node: 'node-1' });

describe('shardNode', () => {
  it('cuts a relocating shard to its source node', () => {
    expect(shardNode('node-1 -> 10.0.0.2 Pyd0yq0LRsuv6gxu1q7QVw node-2', 'RELOCATING')).toBe(
      'node-1',
    );
  });

  it('keeps a node name with spaces whole when the arrow shows where it ends', () => {
    expect(shardNode('rack a node -> 10.0.0.2 Pyd0yq0LRsuv6gxu1q7QVw node-2', 'RELOCATING')).toBe(
      'rack a node',
    );
  });

  it('cuts at the first whitespace when a relocating node has no arrow', () => {
    expect(shardNode('node-1 10.0.0.2', 'RELOCATING')).toBe('node-1');
  });

  it('leaves the node of any other state as it is, spaces included', () => {
    expect(shardNode('rack a node', 'STARTED')).toBe('rack a node');
    expect(shardNode(' node-3 ', 'INITIALIZING')).toBe('node-3');
  });

  it('reads no node as unassigned', () => {
    expect(shardNode(null, 'UNASSIGNED')).toBeNull();
    expect(shardNode(undefined, 'STARTED')).toBeNull();
    expect(shardNode('  ', 'STARTED')).toBeNull();
  });
});

describe('shardEntryOf', () => {
  it('reads a _cat/shards row', () => {
    const row = {
      index: 'logs',
      shard: '3',
      prirep: 'r',
      state: 'UNASSIGNED',
      node: null,
      docs: null,
      store: null,
      ip: null,
      'unassigned.reason': 'INDEX_CREATED',
    };
    expect(shardEntryOf(row)).toEqual(
      testShardEntry({
        shard: 3,
        primary: false,
        state: 'UNASSIGNED',
        node: null,
        unassignedReason: 'INDEX_CREATED',
      }),
    );
  });

  it('marks p as primary and keeps docs, store and ip', () => {
    const row = {
      index: 'logs',
      shard: '0',
      prirep: 'p',
      state: 'STARTED',
      node: 'n1',
      docs: '12',
      store: '4.2kb',
      ip: '10.0.0.1',
    };
    expect(shardEntryOf(row)).toMatchObject({
      primary: true,
      node: 'n1',
      docs: '12',
      store: '4.2kb',
      ip: '10.0.0.1',
    });
  });

  it('skips rows without an index or a shard number', () => {
    expect(shardEntryOf({ shard: '0' })).toBeNull();
    expect(shardEntryOf({ index: 'logs', shard: 'x' })).toBeNull();
  });
});

describe('compareShards', () => {
  it('puts primaries before replicas, then orders by shard number', () => {
    const shards = [
      entry(2, false),
      entry(1, true),
      entry(0, false),
      entry(10, true),
      entry(2, true),
    ];
    const order = [...shards].sort(compareShards).map((s) => `${s.shard}${s.primary ? 'p' : 'r'}`);
    expect(order).toEqual(['1p', '2p', '10p', '0r', '2r']);
  });
});

describe('shardTone', () => {
  it('groups states by border colour', () => {
    expect(shardTone('STARTED')).toBe('started');
    expect(shardTone('INITIALIZING')).toBe('moving');
    expect(shardTone('RELOCATING')).toBe('moving');
    expect(shardTone('UNASSIGNED')).toBe('other');
  });
});
