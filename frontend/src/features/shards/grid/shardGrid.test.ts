import { describe, expect, it } from 'vitest';
import type { CatRow } from '../../../api/operations/cat';
import { buildShardGrid, cellShards, indexColumnsOf } from './shardGrid';

function shard(
  index: string,
  number: number,
  prirep: 'p' | 'r',
  node: string | null,
  state = node ? 'STARTED' : 'UNASSIGNED',
): CatRow {
  return {
    index,
    shard: String(number),
    prirep,
    state,
    node,
    docs: null,
    store: null,
    ip: null,
    'unassigned.reason': null,
  };
}

const label = (entries: readonly { shard: number; primary: boolean }[]) =>
  entries.map((e) => `${e.shard}${e.primary ? 'p' : 'r'}`);

describe('indexColumnsOf', () => {
  it('keeps the cluster order and reads health, pri, rep and status', () => {
    const columns = indexColumnsOf([
      { index: 'b', health: 'yellow', pri: '2', rep: '1', status: 'open' },
      { index: 'a', health: 'green', pri: '1', rep: '0', status: 'open' },
    ]);
    expect(columns).toEqual([
      { name: 'b', health: 'yellow', pri: '2', rep: '1', status: 'open' },
      { name: 'a', health: 'green', pri: '1', rep: '0', status: 'open' },
    ]);
  });

  it('reads a closed index without health or shard counts (older clusters) as unknown', () => {
    expect(
      indexColumnsOf([{ index: 'old', health: null, pri: null, rep: null, status: 'close' }]),
    ).toEqual([{ name: 'old', health: 'unknown', pri: '', rep: '', status: 'close' }]);
  });

  it('leaves out rows without a name and repeated names', () => {
    expect(
      indexColumnsOf([{ index: '' }, { health: 'green' }, { index: 'a' }, { index: 'a' }]).map(
        (c) => c.name,
      ),
    ).toEqual(['a']);
  });
});

describe('buildShardGrid', () => {
  const indices: CatRow[] = [
    { index: 'logs', health: 'yellow', pri: '2', rep: '1', status: 'open' },
    { index: 'metrics', health: 'green', pri: '1', rep: '0', status: 'open' },
  ];

  it('joins shards to their index and node, unassigned ones apart', () => {
    const grid = buildShardGrid(
      indices,
      [
        shard('logs', 1, 'p', 'node-a'),
        shard('logs', 0, 'r', null),
        shard('logs', 0, 'p', 'node-a'),
        shard('logs', 1, 'r', null),
        shard('metrics', 0, 'p', 'node-b'),
      ],
      [{ name: 'node-a' }, { name: 'node-b' }],
    );
    expect(grid.columns.map((c) => c.name)).toEqual(['logs', 'metrics']);
    expect(grid.nodes).toEqual(['node-a', 'node-b']);
    expect(label(cellShards(grid, 'logs', null))).toEqual(['0r', '1r']);
    expect(label(cellShards(grid, 'logs', 'node-a'))).toEqual(['0p', '1p']);
    expect(label(cellShards(grid, 'logs', 'node-b'))).toEqual([]);
    expect(label(cellShards(grid, 'metrics', 'node-b'))).toEqual(['0p']);
  });

  it('orders each cell primaries first, then by shard number', () => {
    const grid = buildShardGrid(
      [indices[0]],
      [
        shard('logs', 2, 'r', 'n'),
        shard('logs', 10, 'p', 'n'),
        shard('logs', 1, 'r', 'n'),
        shard('logs', 2, 'p', 'n'),
      ],
      [{ name: 'n' }],
    );
    expect(label(cellShards(grid, 'logs', 'n'))).toEqual(['2p', '10p', '1r', '2r']);
  });

  it('draws a relocating shard on its source node', () => {
    const grid = buildShardGrid(
      [indices[1]],
      [shard('metrics', 0, 'p', 'node-a -> 10.0.0.2 Pyd0yq0LRsuv6gxu1q7QVw node-b', 'RELOCATING')],
      [{ name: 'node-a' }, { name: 'node-b' }],
    );
    expect(cellShards(grid, 'metrics', 'node-a').map((s) => s.state)).toEqual(['RELOCATING']);
    expect(cellShards(grid, 'metrics', 'node-b')).toEqual([]);
  });

  it('leaves out shards of indices the listing does not hold (health filter)', () => {
    const grid = buildShardGrid(
      [indices[1]],
      [shard('logs', 0, 'p', 'node-a'), shard('metrics', 0, 'p', 'node-b')],
      [{ name: 'node-a' }, { name: 'node-b' }],
    );
    expect(grid.columns.map((c) => c.name)).toEqual(['metrics']);
    expect(cellShards(grid, 'logs', 'node-a')).toEqual([]);
  });

  it('gives a closed index without shards an empty column', () => {
    const grid = buildShardGrid(
      [{ index: 'archive', health: null, pri: null, rep: null, status: 'close' }],
      [],
      [{ name: 'node-a' }],
    );
    expect(grid.columns).toEqual([
      { name: 'archive', health: 'unknown', pri: '', rep: '', status: 'close' },
    ]);
    expect(cellShards(grid, 'archive', null)).toEqual([]);
    expect(cellShards(grid, 'archive', 'node-a')).toEqual([]);
  });

  it('adds a row for a node that holds shards but is missing from the node listing, sorted by name', () => {
    const grid = buildShardGrid(
      [indices[1]],
      [shard('metrics', 0, 'p', 'node-0')],
      [{ name: 'node-10' }, { name: 'node-2' }],
    );
    expect(grid.nodes).toEqual(['node-0', 'node-2', 'node-10']);
  });

  it('gives nodes without shards a row, and an unknown index or node no chips', () => {
    const grid = buildShardGrid([], [], [{ name: 'idle' }]);
    expect(grid.nodes).toEqual(['idle']);
    expect(cellShards(grid, 'nothing', 'idle')).toEqual([]);
  });
});
