import { describe, expect, it } from 'vitest';
import {
  documentedExamples,
  specificationsAt,
} from '../../../scripts/examples/documentedExamples.mjs';
import { runHealthRules, rulesStatus } from './healthRules';
import type { HealthRuleResult } from './healthRuleTypes';

const specRoot = new URL('../../../../../shared/api-specs', import.meta.url).pathname;
const GB = 1024 ** 3;

/** A node of `_nodes/stats/jvm,fs,thread_pool` as both engines write it. */
const node = (name: string, heapPercent: number, freeGb: number, rejected = 0) => ({
  name,
  roles: ['data', 'master'],
  jvm: { mem: { heap_used_percent: heapPercent, heap_max_in_bytes: 4 * GB } },
  fs: { total: { total_in_bytes: 100 * GB, available_in_bytes: freeGb * GB } },
  thread_pool: { search: { rejected: 0 }, write: { rejected } },
});

const NODE_STATS = {
  nodes: { n1: node('node-1', 40, 50), n2: node('node-2', 91, 7, 12), n3: node('node-3', 60, 3) },
};
const HEALTH = {
  status: 'yellow',
  number_of_data_nodes: 3,
  active_shards: 2994,
  initializing_shards: 0,
  unassigned_shards: 1,
};

const byId = (results: HealthRuleResult[]) => new Map(results.map((r) => [r.id, r]));

describe('runHealthRules', () => {
  const rules = byId(runHealthRules({ nodeStats: NODE_STATS, clusterHealth: HEALTH }));

  it('finds nodes past the default watermarks: flood is red, high yellow', () => {
    const disk = rules.get('diskWatermarks')!;
    expect(disk.status).toBe('red');
    expect(disk.checked).toBe(3);
    expect(disk.resources.map((r) => [r.name, r.detail.level])).toEqual([
      ['node-2', 'high'],
      ['node-3', 'flood'],
    ]);
    expect(disk.threshold).toEqual({
      value: '90%',
      from: {
        kind: 'setting',
        setting: 'cluster.routing.allocation.disk.watermark.high',
        source: 'builtIn',
      },
    });
  });

  it('takes a watermark set on the cluster, and says so', () => {
    const settings = { persistent: { 'cluster.routing.allocation.disk.watermark.high': '95%' } };
    const disk = byId(runHealthRules({ nodeStats: NODE_STATS, settings })).get('diskWatermarks')!;
    expect(disk.resources.map((r) => r.name)).toEqual(['node-3']);
    expect(disk.threshold?.from).toMatchObject({ source: 'persistent' });
  });

  it('flags heap pressure from 85 % and rejections since start', () => {
    expect(rules.get('heapPressure')!.resources.map((r) => [r.name, r.detail.heapPercent])).toEqual(
      [['node-2', 91]],
    );
    expect(rules.get('threadPoolRejections')!.resources[0]).toMatchObject({
      name: 'node-2',
      id: 'n2',
      detail: { pool: 'write', rejected: 12 },
    });
  });

  it('measures shards against cluster.max_shards_per_node on the data nodes', () => {
    const shards = rules.get('shardsPerNode')!;
    expect(shards.measures).toEqual({ used: 2995, limit: 3000, dataNodes: 3 });
    expect(shards.status).toBe('yellow');
    expect(shards.threshold?.from).toMatchObject({ setting: 'cluster.max_shards_per_node' });
    const settings = { transient: { 'cluster.max_shards_per_node': '2000' } };
    const roomy = byId(runHealthRules({ nodeStats: NODE_STATS, clusterHealth: HEALTH, settings }));
    expect(roomy.get('shardsPerNode')).toMatchObject({
      status: 'green',
      measures: { limit: 6000 },
    });
  });

  it('does not count frozen-only data nodes toward the shard limit', () => {
    const frozen = { ...node('cold', 10, 90), roles: ['data_frozen'] };
    const stats = { nodes: { ...NODE_STATS.nodes, f: frozen } };
    const rule = byId(runHealthRules({ nodeStats: stats, clusterHealth: HEALTH })).get(
      'shardsPerNode',
    );
    expect(rule!.measures.dataNodes).toBe(3);
  });

  it('is unknown, never green, without its input, and sorts worst first', () => {
    const results = runHealthRules({});
    expect(results.every((r) => r.status === 'unknown')).toBe(true);
    const ranked = runHealthRules({ nodeStats: NODE_STATS, clusterHealth: HEALTH });
    expect(ranked[0].status).toBe('red');
    expect(ranked.at(-1)!.status).toBe('unknown');
    expect(rulesStatus(ranked, HEALTH)).toBe('red');
    expect(rulesStatus(results, { status: 'yellow' })).toBe('yellow');
  });
});

describe('the index rules', () => {
  it.skipIf(!specificationsAt(specRoot))(
    'reads the documented unassigned replica with its reason',
    () => {
      const example = documentedExamples(specRoot, 'cat/shards').find((e) =>
        e.source.endsWith('Example5.yaml'),
      )!;
      const rule = byId(runHealthRules({ shards: example.value })).get('unassignedShards')!;
      expect(rule.status).toBe('yellow');
      expect(rule.checked).toBe(4);
      expect(rule.resources).toEqual([
        {
          kind: 'index',
          name: 'my-index-000001',
          id: null,
          detail: { shard: 0, primary: false, reason: 'ALLOCATION_FAILED' },
        },
      ]);
    },
  );

  it('is red when a primary is unassigned', () => {
    const shards = [{ index: 'logs', shard: '1', prirep: 'p', state: 'UNASSIGNED' }];
    expect(byId(runHealthRules({ shards })).get('unassignedShards')!.status).toBe('red');
  });

  it('lists indices without replicas only on a cluster of several data nodes', () => {
    const indices = [
      { index: 'logs', rep: '0' },
      { index: 'books', rep: '1' },
      { index: '.kibana', rep: '0' },
    ];
    const many = byId(runHealthRules({ indices, clusterHealth: HEALTH })).get('noReplicas')!;
    expect(many.resources.map((r) => r.name)).toEqual(['logs']);
    const one = { ...HEALTH, number_of_data_nodes: 1 };
    expect(byId(runHealthRules({ indices, clusterHealth: one })).get('noReplicas')!.status).toBe(
      'green',
    );
  });

  it('finds lifecycle steps in error on ILM', () => {
    const answer = {
      indices: {
        'logs-1': {
          index: 'logs-1',
          managed: true,
          policy: 'logs',
          step: 'ERROR',
          failed_step: 'check-rollover-ready',
          step_info: { type: 'illegal_argument_exception', reason: 'no rollover alias' },
        },
        'logs-2': { index: 'logs-2', managed: true, policy: 'logs', step: 'complete' },
      },
    };
    const rule = byId(runHealthRules({ lifecycle: { kind: 'ilm', answer } })).get(
      'lifecycleErrors',
    )!;
    expect(rule).toMatchObject({ status: 'yellow', checked: 2 });
    expect(rule.resources[0]).toMatchObject({
      name: 'logs-1',
      detail: { policy: 'logs', step: 'check-rollover-ready', reason: 'no rollover alias' },
    });
  });

  it('flags a repository whose newest snapshot failed, not one that failed before', () => {
    const snapshot = (name: string, state: string, start: number) => ({
      snapshot: name,
      state,
      start_time_in_millis: start,
    });
    const snapshots = [
      {
        repository: 'nightly',
        answer: { snapshots: [snapshot('a', 'SUCCESS', 1), snapshot('b', 'FAILED', 2)] },
      },
      {
        repository: 'weekly',
        answer: { snapshots: [snapshot('c', 'FAILED', 1), snapshot('d', 'SUCCESS', 2)] },
      },
    ];
    const rule = byId(runHealthRules({ snapshots })).get('failingSnapshots')!;
    expect(rule.resources).toEqual([
      { kind: 'repository', name: 'nightly', id: null, detail: { snapshot: 'b', state: 'FAILED' } },
    ]);
  });
});
