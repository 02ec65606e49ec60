import { describe, expect, it } from 'vitest';
import type { NodeStats } from '../../../api/operations/nodeStats';
import { parseJson } from '../../../lib/json';
import { NODE_ID, NODE_STATS_ANSWER } from './nodeStats.fixture';
import { nodeOf, nodeStatsView, threadPoolRows, type ThreadPoolRow } from './nodeStatsModel';

const node = NODE_STATS_ANSWER.nodes[NODE_ID] as NodeStats;

describe('nodeStatsView', () => {
  it('reads heap, collectors, process, CPU and disk from a full answer', () => {
    const view = nodeStatsView(node);
    expect(view.heap).toEqual({
      used: 536870912,
      max: 2147483648,
      percent: 25,
      nonHeapUsed: 157286400,
    });
    expect(view.gc).toEqual([
      { name: 'young', count: 42, timeMs: 1234 },
      { name: 'old', count: 1, timeMs: 56 },
    ]);
    expect(view.openFileDescriptors).toBe(412);
    expect(view.maxFileDescriptors).toBe(65535);
    expect(view.cpu).toEqual({ percent: 7, load: [1.5, 1.25, 0.75] });
    expect(view.fs).toEqual({ total: 107374182400, available: 42949672960 });
  });

  it('gives each breaker its estimate, limit, percent of the limit and trips, by name', () => {
    expect(nodeStatsView(node).breakers).toEqual([
      { name: 'fielddata', estimated: 429496729, limit: 858993459, percent: 50, tripped: 2 },
      { name: 'parent', estimated: 536870912, limit: 2040109465, percent: 26, tripped: 0 },
      { name: 'request', estimated: 0, limit: 1288490188, percent: 0, tripped: 0 },
    ]);
  });

  it('shows a breaker without a limit (-1) with no percent', () => {
    const view = nodeStatsView({
      breakers: { accounting: { limit_size_in_bytes: -1, estimated_size_in_bytes: 10 } },
    });
    expect(view.breakers).toEqual([
      { name: 'accounting', estimated: 10, limit: -1, percent: null, tripped: 0 },
    ]);
  });

  it('tolerates missing groups and fields', () => {
    expect(nodeStatsView({ name: 'bare' })).toEqual({
      heap: null,
      gc: [],
      threadPools: [],
      breakers: [],
      cpu: null,
      openFileDescriptors: null,
      maxFileDescriptors: null,
      fs: null,
    });
    const partial = nodeStatsView({
      jvm: { mem: { heap_used_in_bytes: 50, heap_max_in_bytes: 200 } },
      os: { cpu: {} },
      thread_pool: { search: { active: 1 } },
    });
    expect(partial.heap).toEqual({ used: 50, max: 200, percent: 25, nonHeapUsed: null });
    expect(partial.cpu).toEqual({ percent: null, load: null });
    expect(partial.threadPools).toEqual([
      { name: 'search', active: 1, queue: 0, rejected: 0, completed: 0 },
    ]);
  });

  it('reads a number beyond 2^53 (kept exact by the parser) as the nearest number', () => {
    const answer = parseJson(
      '{"nodes":{"n":{"thread_pool":{"write":{"completed":9007199254740993,"active":1}}}}}',
    ) as { nodes: Record<string, NodeStats> };
    expect(nodeStatsView(answer.nodes.n).threadPools[0].completed).toBe(2 ** 53);
  });
});

describe('nodeOf', () => {
  it('picks the node asked for, or the only one the cluster sent', () => {
    expect(nodeOf(NODE_STATS_ANSWER, NODE_ID)?.name).toBe('node-0');
    expect(nodeOf(NODE_STATS_ANSWER, '_local')?.name).toBe('node-0');
    expect(nodeOf({ nodes: {} }, NODE_ID)).toBeNull();
    expect(nodeOf({}, NODE_ID)).toBeNull();
  });
});

describe('threadPoolRows', () => {
  const pools = nodeStatsView(node).threadPools;
  const names = (rows: ThreadPoolRow[]) => rows.map((row) => row.name);

  it('lists the busy pools, those with rejections first (most first), then by name', () => {
    expect(names(threadPoolRows(pools, false))).toEqual(['write', 'get', 'search']);
  });

  it('lists every pool with "show all", idle ones after the rejections by name', () => {
    expect(names(threadPoolRows(pools, true))).toEqual([
      'write',
      'get',
      'generic',
      'search',
      'snapshot',
    ]);
  });

  it('does not reorder the list it is given', () => {
    const before = names(pools);
    threadPoolRows(pools, true);
    expect(names(pools)).toEqual(before);
  });
});
