// Fixtures of the nodes tests.
import { jsonResponse } from '../../api/testFetch';
import { nodeStatsAnswer, type NodeStatsFixture } from '../../engine/metrics/nodeStats.fixture';

/**
 * A row of GET _cat/nodes?format=json of an 8.15.3 node: its id, name, address, roles (the
 * node.role letters), `*` when it is the elected master, and the `usage` columns given.
 */
export function catNode(
  id: string,
  name: string,
  ip: string,
  roles: string,
  master: '*' | '-',
  usage: Record<string, string> = {},
) {
  return { id, name, ip, version: '8.15.3', 'node.role': roles, master, ...usage };
}

/**
 * Answers of the live metrics' `_nodes/stats` for the nodes (ids and names as _cat/nodes gives
 * them), each one 5 s step on from the one before; `values` sets fields per node and step.
 */
export function liveNodeStats(
  nodes: readonly { id: string; name: string }[],
  values?: NodeStatsFixture['values'],
): () => Response {
  const fixture = nodes.map(({ id, name }) => ({ id, name, roles: ['data'], host: '10.0.0.1' }));
  let step = 0;
  return () =>
    jsonResponse(nodeStatsAnswer({ nodes: fixture, step: step++, stepMs: 5000, values }));
}
