import { describe, expect, it } from 'vitest';
import { shardCopyOf } from './explainShard';

describe('shardCopyOf', () => {
  it('names the node of an assigned copy', () => {
    expect(shardCopyOf({ index: 'logs', shard: 1, primary: true, node: 'node-a' })).toEqual({
      index: 'logs',
      shard: 1,
      primary: true,
      currentNode: 'node-a',
    });
  });

  it('leaves the node out for an unassigned copy', () => {
    expect(shardCopyOf({ index: 'logs', shard: 0, primary: false, node: null })).toEqual({
      index: 'logs',
      shard: 0,
      primary: false,
    });
  });
});
