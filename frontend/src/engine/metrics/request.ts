// The one request a metrics sample costs: `GET _nodes/stats/{groups}/{index groups}` asking only
// for the statistics groups the charts read, with a filter_path that names exactly the fields
// read (plus each node's name, roles, host and clock, and the answer's count of nodes that
// failed), so a 50-node cluster sends a few kilobytes rather than megabytes.
import { METRIC_FIELDS, metricGroups } from './catalogue';

export interface NodeStatsRequest {
  method: 'GET';
  /** Relative to the cluster's address. */
  path: string;
  params: { filter_path: string };
}

/** The node fields read besides the statistics. */
export const NODE_IDENTITY_FIELDS = ['name', 'roles', 'host', 'timestamp'] as const;

/** The `{index_metric}` flag of each `indices` sub-object read (its name there is not the flag's). */
const INDEX_FLAGS: Record<string, string> = { merges: 'merge' };

/** The `indices` sub-groups read, as the path's `{index_metric}` flags. */
export function indexFlags(): string[] {
  const flags = METRIC_FIELDS.filter((metric) => metric.group === 'indices').map(
    (metric) => INDEX_FLAGS[metric.path[1]] ?? metric.path[1],
  );
  return [...new Set(flags)].sort();
}

/** The filter_path entries: the failed count, the node identity fields, then every field. */
export function filterPaths(): string[] {
  return [
    '_nodes.failed',
    ...NODE_IDENTITY_FIELDS.map((name) => `nodes.*.${name}`),
    ...METRIC_FIELDS.map((metric) => `nodes.*.${metric.path.join('.')}`),
  ];
}

export function nodeStatsRequest(): NodeStatsRequest {
  const groups = metricGroups().sort().join(',');
  return {
    method: 'GET',
    path: `_nodes/stats/${groups}/${indexFlags().join(',')}`,
    params: { filter_path: filterPaths().join(',') },
  };
}
