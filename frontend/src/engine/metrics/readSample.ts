// One answer of `_nodes/stats` read into a sample: each node's identity, its own clock and its
// numbers in METRIC_FIELDS order. A number the node did not send (a group its engine or version
// lacks, a field filtered away) or sent as something else is NaN, and so is a negative one (the
// engines send -1 for what the platform cannot tell, e.g. file descriptors on Windows). An odd
// answer never throws: what cannot be read is left out (no `nodes` gives a sample of no nodes).
import { isLosslessNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';
import { METRIC_FIELDS } from './fields';
import type { MetricsSample, NodeSample } from './types';

const PATHS = METRIC_FIELDS.map((metric) => metric.path);

/** A statistic as a number: NaN unless a finite number at or above zero. */
export function statNumber(value: unknown): number {
  let number = NaN;
  if (typeof value === 'number') number = value;
  else if (isLosslessNumber(value)) number = Number(value.value);
  return Number.isFinite(number) && number >= 0 ? number : NaN;
}

function valueAt(node: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = node;
  for (const key of path) {
    if (!isRecord(value)) return undefined;
    value = value[key];
  }
  return value;
}

function rolesOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((role): role is string => typeof role === 'string')
    : [];
}

function readNode(id: string, node: Record<string, unknown>, time: number): NodeSample {
  const values = new Float64Array(PATHS.length);
  for (let index = 0; index < PATHS.length; index += 1)
    values[index] = statNumber(valueAt(node, PATHS[index]));
  const timestamp = statNumber(node.timestamp);
  return {
    id,
    name: typeof node.name === 'string' && node.name !== '' ? node.name : id,
    roles: rolesOf(node.roles),
    timestamp: Number.isNaN(timestamp) ? time : timestamp,
    values,
  };
}

/**
 * The sample of nodes read with no time given (`readNodeStats(answer, NaN)`, where a node that
 * sent no clock has a NaN timestamp), as received at `time`: such nodes take that time.
 */
export function sampleAt(nodes: readonly NodeSample[], time: number): MetricsSample {
  for (const node of nodes) if (Number.isNaN(node.timestamp)) node.timestamp = time;
  return { time, nodes };
}

/** The sample an answer of `_nodes/stats` makes, received at `time` (ms since the epoch). */
export function readNodeStats(answer: unknown, time: number): MetricsSample {
  const nodes: NodeSample[] = [];
  const byId = isRecord(answer) ? answer.nodes : undefined;
  if (isRecord(byId)) {
    for (const [id, node] of Object.entries(byId))
      if (isRecord(node)) nodes.push(readNode(id, node, time));
  }
  return { time, nodes };
}
