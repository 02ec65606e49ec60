import type { KnownNode, MetricsAlert } from '../../engine/metrics/types';
import { alertsKey, nodesKey, sameContent } from './sameContent';

const node = (name: string, present = true): KnownNode => ({
  id: `id-${name}`,
  name,
  roles: ['data'],
  present,
});

const heap = (value: number): MetricsAlert => ({
  kind: 'heap',
  nodeId: 'id-a',
  nodeName: 'a',
  value,
  limit: 85,
});

describe('sameContent', () => {
  it('holds a new sample listing the same nodes as the same, and a node gone as a change', () => {
    const same = sameContent(nodesKey);
    expect(same([node('a'), node('b')], [node('a'), node('b')])).toBe(true);
    expect(same([node('a'), node('b')], [node('a'), node('b', false)])).toBe(false);
    expect(same([node('a')], [node('a'), node('b')])).toBe(false);
  });

  it('holds alerts with the same values as the same, and a changed value as a change', () => {
    const same = sameContent(alertsKey);
    expect(same([heap(90)], [heap(90)])).toBe(true);
    expect(same([heap(90)], [heap(92)])).toBe(false);
  });
});
