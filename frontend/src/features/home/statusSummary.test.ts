import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../../lib/json';
import { statusSummary } from './statusSummary';

describe('statusSummary', () => {
  it('reads nodes, shards and indices from _cluster/stats, replicas as total minus primaries', () => {
    const stats = {
      cluster_name: 'docker-cluster',
      status: 'yellow',
      nodes: { count: { total: 5, master: 3, data: 4, ingest: 2 } },
      indices: {
        count: 12,
        shards: { total: 30, primaries: 18 },
        docs: { count: 1_234_567, deleted: 3 },
        store: { size_in_bytes: 9_876_543_210 },
      },
    };
    expect(statusSummary(stats)).toEqual({
      clusterName: 'docker-cluster',
      nodes: { total: 5, master: 3, data: 4 },
      shards: { total: 30, primaries: 18, replicas: 12 },
      indices: { count: 12, docs: 1_234_567, bytes: 9_876_543_210 },
    });
  });

  it('counts what an empty cluster leaves out as 0', () => {
    // Elasticsearch sends "shards": {} while there are no indices.
    expect(
      statusSummary({ nodes: { count: { total: 1 } }, indices: { count: 0, shards: {} } }),
    ).toEqual({
      clusterName: '',
      nodes: { total: 1, master: 0, data: 0 },
      shards: { total: 0, primaries: 0, replicas: 0 },
      indices: { count: 0, docs: 0, bytes: 0 },
    });
  });

  it('reads counts beyond 2^53 as numbers', () => {
    const summary = statusSummary({
      indices: { docs: { count: new LosslessNumber('9007199254740993') as unknown as number } },
    });
    expect(summary.indices.docs).toBe(9007199254740992);
  });
});
