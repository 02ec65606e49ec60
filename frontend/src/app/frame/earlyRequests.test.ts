import { describe, expect, it } from 'vitest';
import { clusterScreenAt } from './earlyRequests';

describe('clusterScreenAt', () => {
  it('reads the cluster and the route below it from the address', () => {
    expect(clusterScreenAt('/cluster/0')).toEqual({ index: 0, route: '' });
    expect(clusterScreenAt('/cluster/12/indices')).toEqual({ index: 12, route: 'indices' });
    expect(clusterScreenAt('/cluster/0/shards/recovery/')).toEqual({
      index: 0,
      route: 'shards/recovery',
    });
  });

  it('is null on a page of no cluster', () => {
    expect(clusterScreenAt('/welcome')).toBeNull();
    expect(clusterScreenAt('/cluster/x/indices')).toBeNull();
  });
});
