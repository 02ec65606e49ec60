import type { KnownNode, MetricsAlert } from './types';
import { sameAlerts, sameNodes } from './sameItems';

const node = (name: string, present = true, roles = ['data']): KnownNode => ({
  id: `id-${name}`,
  name,
  roles,
  present,
});

const heap = (value: number, detail?: string): MetricsAlert => ({
  kind: 'heap',
  nodeId: 'id-a',
  nodeName: 'a',
  value,
  limit: 85,
  ...(detail === undefined ? {} : { detail }),
});

describe('sameNodes and sameAlerts', () => {
  it('hold a new sample listing the same nodes as the same, a node gone or changed as a change', () => {
    expect(sameNodes([node('a'), node('b')], [node('a'), node('b')])).toBe(true);
    expect(sameNodes([node('a'), node('b')], [node('a'), node('b', false)])).toBe(false);
    expect(sameNodes([node('a')], [node('a'), node('b')])).toBe(false);
    expect(sameNodes([node('a')], [node('a', true, ['data', 'master'])])).toBe(false);
  });

  it('hold alerts with the same values as the same, and a changed value as a change', () => {
    expect(sameAlerts([heap(90)], [heap(90)])).toBe(true);
    expect(sameAlerts([heap(90)], [heap(92)])).toBe(false);
    expect(sameAlerts([heap(90, 'write')], [heap(90, 'search')])).toBe(false);
    expect(sameAlerts([], [heap(90)])).toBe(false);
  });
});
