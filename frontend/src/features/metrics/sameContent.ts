// What the Metrics screen's toolbar and alerts show of each sample, as a text: they render again
// only when it changes, not at every sample (whose arrays are new each time).
import { useMemo } from 'react';
import type { KnownNode, MetricsAlert } from '../../engine/metrics/types';

/** What the scope picker shows of the nodes. */
export function nodesKey(nodes: readonly KnownNode[]): string {
  return JSON.stringify(nodes.map((node) => [node.id, node.name, node.roles, node.present]));
}

/** What the alerts show. */
export function alertsKey(alerts: readonly MetricsAlert[]): string {
  return JSON.stringify(
    alerts.map((alert) => [
      alert.nodeId,
      alert.nodeName,
      alert.kind,
      alert.detail,
      alert.value,
      alert.limit,
    ]),
  );
}

/** `value`, or the earlier value while `key` of it stays the same. */
export function useSameContent<T>(value: T, key: (value: T) => string): T {
  const text = key(value);
  // The value is read only when its key changes: that is the point.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [text]);
}
