import { renderHook } from '@testing-library/react';
import type { KnownNode, MetricsAlert } from '../../engine/metrics/types';
import { alertsKey, nodesKey, useSameContent } from './sameContent';

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

describe('useSameContent', () => {
  it('keeps the earlier nodes while a new sample lists the same ones, and takes a change', () => {
    const first = [node('a'), node('b')];
    const { result, rerender } = renderHook(({ nodes }) => useSameContent(nodes, nodesKey), {
      initialProps: { nodes: first },
    });
    rerender({ nodes: [node('a'), node('b')] });
    expect(result.current).toBe(first);
    const gone = [node('a'), node('b', false)];
    rerender({ nodes: gone });
    expect(result.current).toBe(gone);
  });

  it('takes new alerts when a value changes, and keeps them otherwise', () => {
    const first = [heap(90)];
    const { result, rerender } = renderHook(({ alerts }) => useSameContent(alerts, alertsKey), {
      initialProps: { alerts: first },
    });
    rerender({ alerts: [heap(90)] });
    expect(result.current).toBe(first);
    const higher = [heap(92)];
    rerender({ alerts: higher });
    expect(result.current).toBe(higher);
  });
});
