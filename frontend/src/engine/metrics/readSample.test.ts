import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../../lib/json';
import { FIELD_INDEX, METRIC_FIELDS } from './catalogue';
import { fixtureNodes, nodeStatsAnswer } from './nodeStats.fixture';
import { readNodeStats, sampleAt, statNumber } from './readSample';

const at = (values: Float64Array, key: string) => values[FIELD_INDEX.get(key)!];

describe('readNodeStats', () => {
  it('reads every field of a documented answer, with the node identity and clock', () => {
    const answer = nodeStatsAnswer({ nodes: 2, step: 3, start: 1_000_000, stepMs: 5000 });
    const sample = readNodeStats(answer, 2_000_000);
    expect(sample.time).toBe(2_000_000);
    expect(sample.nodes.map((node) => node.name)).toEqual(['node-0', 'node-1']);
    const [first] = sample.nodes;
    expect(first.id).toBe(fixtureNodes(1)[0].id);
    expect(first.roles).toContain('master');
    expect(first.timestamp).toBe(1_015_000);
    expect(first.values).toHaveLength(METRIC_FIELDS.length);
    for (const metric of METRIC_FIELDS)
      expect(Number.isNaN(at(first.values, metric.key)), metric.key).toBe(false);
    expect(at(first.values, 'indexing.index_total')).toBe(1000 + 3 * 100);
    expect(at(first.values, 'jvm.heap_max')).toBe(1024 ** 3);
    expect(at(first.values, 'os.load_1m')).toBe(1.5);
    expect(at(first.values, 'breaker.in_flight_requests.limit')).toBe(1024 ** 3);
  });

  it('reads a group the engine does not send, and an odd value, as NaN', () => {
    const answer = nodeStatsAnswer({
      nodes: 1,
      omit: ['breaker'],
      values: () => ({ 'process.open_fds': -1, 'jvm.heap_used': undefined }),
    });
    (answer.nodes[fixtureNodes(1)[0].id].http as Record<string, unknown>).current_open = '3';
    const [node] = readNodeStats(answer, 1).nodes;
    expect(at(node.values, 'breaker.parent.estimated')).toBeNaN();
    expect(at(node.values, 'process.open_fds')).toBeNaN();
    expect(at(node.values, 'jvm.heap_used')).toBeNaN();
    expect(at(node.values, 'http.current_open')).toBeNaN();
    expect(at(node.values, 'jvm.heap_max')).toBe(1024 ** 3);
  });

  it('takes big numbers held exactly as numbers', () => {
    expect(statNumber(new LosslessNumber('18446744073709551615'))).toBeCloseTo(1.8446744e19, -12);
    expect(statNumber(new LosslessNumber('1e999'))).toBeNaN();
    expect(statNumber(Infinity)).toBeNaN();
    expect(statNumber(null)).toBeNaN();
  });

  it('never throws on an odd answer and keeps what it can read', () => {
    for (const odd of [null, 'x', 42, [], {}, { nodes: [] }, { nodes: 'x' }, { nodes: null }])
      expect(readNodeStats(odd, 5)).toEqual({ time: 5, nodes: [] });
    const sample = readNodeStats(
      { nodes: { a: { roles: ['data', 7], timestamp: 'soon', jvm: 3 }, b: null, c: [] } },
      9,
    );
    expect(sample.nodes).toHaveLength(1);
    const [node] = sample.nodes;
    expect(node).toMatchObject({ id: 'a', name: 'a', roles: ['data'], timestamp: 9 });
    expect([...node.values].every(Number.isNaN)).toBe(true);
  });

  it('read with no time, then given one, is the sample read at that time', () => {
    const answer = nodeStatsAnswer({ nodes: 2, start: 1_000_000 });
    delete (answer.nodes[fixtureNodes(2)[1].id] as Record<string, unknown>).timestamp;
    const unstamped = readNodeStats(answer, NaN).nodes;
    expect(unstamped.map((node) => node.timestamp)).toEqual([1_000_000, NaN]);
    expect(sampleAt(unstamped, 7_000_000)).toEqual(readNodeStats(answer, 7_000_000));
  });
});
