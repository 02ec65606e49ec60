import { describe, expect, it } from 'vitest';
import {
  decisionTone,
  firstRefusal,
  maxRetriesExceeded,
  parseAllocationExplanation,
} from './allocationExplanation';

// The Elasticsearch stand-in's answer for an unassigned replica of an index with more replicas
// than nodes.
const UNASSIGNED_REPLICA = {
  index: 'wide',
  shard: 0,
  primary: false,
  current_state: 'unassigned',
  unassigned_info: {
    reason: 'INDEX_CREATED',
    at: '2026-11-25T08:00:00.000Z',
    last_allocation_status: 'no_attempt',
  },
  can_allocate: 'no',
  allocate_explanation: 'cannot allocate because allocation is not permitted to any of the nodes',
  node_allocation_decisions: [
    {
      node_id: 'noida_local_node_00001',
      node_name: 'noida-db',
      node_decision: 'no',
      deciders: [
        {
          decider: 'same_shard',
          decision: 'NO',
          explanation:
            'a copy of this shard is already allocated to this node [[wide][0], node[noida_local_node_00001], [P], s[STARTED]]',
        },
      ],
    },
  ],
};

// The reference documentation's assigned shard, shaped as it shows it.
const ASSIGNED_PRIMARY = {
  index: 'logs',
  shard: 0,
  primary: true,
  current_state: 'started',
  current_node: {
    id: 'n1',
    name: 'node-a',
    transport_address: '127.0.0.1:9300',
    weight_ranking: 1,
  },
  can_remain_on_current_node: 'yes',
  can_rebalance_cluster: 'no',
  can_rebalance_cluster_decisions: [
    {
      decider: 'rebalance_only_when_active',
      decision: 'NO',
      explanation: 'rebalancing is not allowed until all replicas in the cluster are active',
    },
  ],
  rebalance_explanation: 'Elasticsearch cannot rebalance this shard to another node.',
};

const THROTTLED = {
  index: 'logs',
  shard: 1,
  primary: false,
  current_state: 'unassigned',
  unassigned_info: {
    reason: 'NODE_LEFT',
    at: '2026-11-25T08:00:00.000Z',
    details: 'node_left [n2]',
  },
  can_allocate: 'throttled',
  allocate_explanation: 'allocation temporarily throttled',
  node_allocation_decisions: [
    {
      node_id: 'n1',
      node_name: 'node-a',
      node_decision: 'throttled',
      weight_ranking: '2',
      deciders: [
        {
          decider: 'throttling',
          decision: 'THROTTLE',
          explanation: 'reached the limit of incoming shard recoveries [2]',
        },
      ],
    },
  ],
};

// The reference documentation's example of a shard the cluster stopped retrying.
const MAX_RETRY = {
  index: 'my-index-000001',
  shard: 0,
  primary: false,
  current_state: 'unassigned',
  unassigned_info: {
    reason: 'ALLOCATION_FAILED',
    at: '2017-01-04T18:03:28.464Z',
    failed_allocation_attempts: 5,
    details:
      'failed shard on node [mEKjwwzLT1yJVb8UxT6anw]: failed recovery, failure RecoveryFailedException',
    last_allocation_status: 'no',
  },
  can_allocate: 'no',
  allocate_explanation:
    "Elasticsearch isn't allowed to allocate this shard to any of the nodes in the cluster.",
  node_allocation_decisions: [
    {
      node_id: '3sULLVJrRneSg0EfBB-2Ew',
      node_name: 'node_t0',
      node_decision: 'no',
      deciders: [
        {
          decider: 'max_retry',
          decision: 'NO',
          explanation:
            'shard has exceeded the maximum number of retries [5] on failed allocation attempts - manually call [POST /_cluster/reroute?retry_failed] to retry',
        },
      ],
    },
  ],
};

describe('parseAllocationExplanation', () => {
  it('reads an unassigned replica refused by the same_shard decider', () => {
    const model = parseAllocationExplanation(UNASSIGNED_REPLICA);
    expect(model).toMatchObject({
      index: 'wide',
      shard: 0,
      primary: false,
      currentState: 'unassigned',
      currentNode: null,
      canAllocate: 'no',
      explanations: ['cannot allocate because allocation is not permitted to any of the nodes'],
      decisions: [],
      maxRetriesExceeded: false,
    });
    expect(model.unassigned).toEqual({
      reason: 'INDEX_CREATED',
      at: '2026-11-25T08:00:00.000Z',
      lastAllocationStatus: 'no_attempt',
      details: null,
      failedAllocationAttempts: null,
    });
    expect(model.nodes).toEqual([
      {
        nodeId: 'noida_local_node_00001',
        nodeName: 'noida-db',
        decision: 'no',
        weightRanking: null,
        deciders: [UNASSIGNED_REPLICA.node_allocation_decisions[0].deciders[0]],
      },
    ]);
    expect(firstRefusal(model)).toEqual({
      decider: 'same_shard',
      explanation: UNASSIGNED_REPLICA.node_allocation_decisions[0].deciders[0].explanation,
    });
  });

  it('reads an assigned primary: where it is and why it stays', () => {
    const model = parseAllocationExplanation(ASSIGNED_PRIMARY);
    expect(model.currentState).toBe('started');
    expect(model.currentNode).toEqual({ id: 'n1', name: 'node-a', weightRanking: 1 });
    expect(model.unassigned).toBeNull();
    expect(model.decisions).toEqual([
      { key: 'can_remain_on_current_node', decision: 'yes', deciders: [] },
      {
        key: 'can_rebalance_cluster',
        decision: 'no',
        deciders: ASSIGNED_PRIMARY.can_rebalance_cluster_decisions,
      },
    ]);
    expect(model.explanations).toEqual([
      'Elasticsearch cannot rebalance this shard to another node.',
    ]);
    expect(model.nodes).toEqual([]);
    expect(firstRefusal(model)).toEqual({
      decider: null,
      explanation: 'Elasticsearch cannot rebalance this shard to another node.',
    });
  });

  it('reads a throttled shard with its ranking given as text', () => {
    const model = parseAllocationExplanation(THROTTLED);
    expect(model.canAllocate).toBe('throttled');
    expect(model.nodes[0]).toMatchObject({ decision: 'throttled', weightRanking: 2 });
    expect(model.unassigned?.details).toBe('node_left [n2]');
    expect(decisionTone(model.nodes[0].decision)).toBe('throttle');
    expect(decisionTone(model.nodes[0].deciders[0].decision)).toBe('throttle');
    expect(model.maxRetriesExceeded).toBe(false);
    expect(firstRefusal(model)).toEqual({
      decider: null,
      explanation: 'allocation temporarily throttled',
    });
  });

  it('finds that the maximum number of retries was exceeded', () => {
    const model = parseAllocationExplanation(MAX_RETRY);
    expect(model.maxRetriesExceeded).toBe(true);
    expect(model.unassigned?.failedAllocationAttempts).toBe(5);
    expect(firstRefusal(model)?.decider).toBe('max_retry');
  });

  it('reads anything else as an empty explanation', () => {
    for (const answer of [null, 'text', [], { node_allocation_decisions: 'x' }]) {
      const model = parseAllocationExplanation(answer);
      expect(model).toMatchObject({ index: '', nodes: [], explanations: [], unassigned: null });
      expect(firstRefusal(model)).toBeNull();
    }
  });
});

describe('maxRetriesExceeded', () => {
  const failed = (details: string | null, status: string | null = 'no') => ({
    reason: 'ALLOCATION_FAILED',
    at: null,
    lastAllocationStatus: status,
    details,
    failedAllocationAttempts: 5,
  });

  it('reads a failed allocation whose details speak of retries', () => {
    expect(maxRetriesExceeded(failed('exceeded the maximum number of retries [5]'), [])).toBe(true);
    expect(maxRetriesExceeded(failed('failed recovery'), [])).toBe(false);
  });

  it('needs a max_retry decider to say NO', () => {
    const decider = (decision: string) => [{ decider: 'max_retry', decision, explanation: '' }];
    expect(maxRetriesExceeded(null, decider('NO'))).toBe(true);
    expect(maxRetriesExceeded(null, decider('YES'))).toBe(false);
  });

  it('ignores retries mentioned for another reason', () => {
    const other = { ...failed('retries exhausted'), reason: 'NODE_LEFT' };
    expect(maxRetriesExceeded(other, [])).toBe(false);
  });
});

describe('decisionTone', () => {
  it('colours yes, no and throttle, and leaves the rest grey', () => {
    expect(['YES', 'no', 'THROTTLE', 'worse_balance', 'awaiting_info'].map(decisionTone)).toEqual([
      'yes',
      'no',
      'throttle',
      'other',
      'other',
    ]);
  });
});
