// Node attributes: read from _nodes as nodes[id].settings.node.attr,
// flattened to dotted keys, and shown except those the hide-node-attributes pattern matches.
import type { NodesInfoResponse } from '../../api/operations/nodes';
import { isRecord } from '../../api/errors';
import { stringifyJson } from '../../lib/json';

export type NodeAttributes = Record<string, string>;

function attributeText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(attributeText).join(', ');
  return stringifyJson(value);
}

/** { ml: { machine_memory: '1' } } → { 'ml.machine_memory': '1' }; leaves become text. */
export function flattenAttributes(tree: unknown, prefix = ''): NodeAttributes {
  const flat: NodeAttributes = {};
  if (!isRecord(tree)) return flat;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) Object.assign(flat, flattenAttributes(value, path));
    else flat[path] = attributeText(value);
  }
  return flat;
}

function member(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/**
 * Attributes per node id. settings.node.attr is read first; a node whose settings lack
 * it (the response was filtered, or the engine leaves settings out) falls back to the flat
 * `attributes` map every engine also sends.
 */
export function attributesByNodeId(
  response: NodesInfoResponse | null,
): Record<string, NodeAttributes> {
  const byId: Record<string, NodeAttributes> = {};
  if (!response || !isRecord(response.nodes)) return byId;
  for (const [id, node] of Object.entries(response.nodes)) {
    const attr = member(member(member(node, 'settings'), 'node'), 'attr');
    byId[id] = isRecord(attr)
      ? flattenAttributes(attr)
      : flattenAttributes(member(node, 'attributes'));
  }
  return byId;
}

/** The attributes to show, sorted by key, without those whose key `hidden` matches. */
export function visibleAttributes(
  attributes: NodeAttributes,
  hidden: RegExp | null,
): [string, string][] {
  return Object.entries(attributes)
    .filter(([key]) => hidden === null || !hidden.test(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
