// What the Metrics screen's toolbar and alerts show of each sample, as a text: they render again
// only when it changes, not at every sample (whose arrays are new each time).
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

/** Whether two values show the same, by `key` of each: a `same` for `useMetricsSelection`. */
export function sameContent<T>(key: (value: T) => string): (earlier: T, now: T) => boolean {
  return (earlier, now) => earlier === now || key(earlier) === key(now);
}
