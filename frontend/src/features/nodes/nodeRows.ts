// Rows of the nodes table, built from _cat/nodes (asked with bytes=b) and the _nodes attributes.
import type { CatRow } from '../../api/operations/cat';
import { parseByteSize } from '../../engine/watermarks';
import { formatBytes } from '../../lib/bytes';
import type { NodeAttributes } from './attributes';
import { roleFlags, type NodeRoleFlags } from './roles';

export interface NodeRow extends NodeRoleFlags {
  id: string;
  name: string;
  version: string;
  ip: string;
  heapPercent: number | null;
  heapCurrent: number | null;
  heapMax: number | null;
  ramPercent: number | null;
  ramCurrent: number | null;
  ramMax: number | null;
  diskPercent: number | null;
  diskCurrent: number | null;
  diskMax: number | null;
  cpu: number | null;
  load1m: string;
  load5m: string;
  load15m: string;
  nodeRole: string;
  shards: number | null;
  attributes: NodeAttributes;
  /** The elected master (the master column holds '*'). */
  master: boolean;
}

/** The columns the nodes filter searches. */
export const NODE_FILTER_COLUMNS = ['name', 'ip', 'id', 'version'] as const;

function text(row: CatRow, column: string): string {
  return row[column] ?? '';
}

/** A number from a _cat cell ('25', '20.00'), or null when the cell is empty or not a number. */
export function catNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A size in bytes from a _cat cell: a byte count, or '1.2gb' from an engine that ignores bytes=b. */
export function catBytes(value: string | null | undefined): number | null {
  return catNumber(value) ?? (value ? parseByteSize(value) : null);
}

export function nodeRow(row: CatRow, attributes: NodeAttributes = {}): NodeRow {
  const nodeRole = text(row, 'node.role');
  return {
    id: text(row, 'id'),
    name: text(row, 'name'),
    version: text(row, 'version'),
    ip: text(row, 'ip'),
    heapPercent: catNumber(row['heap.percent']),
    heapCurrent: catBytes(row['heap.current']),
    heapMax: catBytes(row['heap.max']),
    ramPercent: catNumber(row['ram.percent']),
    ramCurrent: catBytes(row['ram.current']),
    ramMax: catBytes(row['ram.max']),
    diskPercent: catNumber(row['disk.used_percent']),
    diskCurrent: catBytes(row['disk.used']),
    diskMax: catBytes(row['disk.total']),
    cpu: catNumber(row.cpu),
    load1m: text(row, 'load_1m'),
    load5m: text(row, 'load_5m'),
    load15m: text(row, 'load_15m'),
    nodeRole,
    shards: catNumber(row.shards),
    attributes,
    master: row.master === '*',
    ...roleFlags(nodeRole),
  };
}

/** One row per node; a node's attributes are looked up by its full id. */
export function nodeRows(
  rows: readonly CatRow[],
  attributes: Record<string, NodeAttributes>,
): NodeRow[] {
  return rows.map((row) => nodeRow(row, attributes[text(row, 'id')] ?? {}));
}

/** The load column: '1m / 5m / 15m'; a value the node does not report is '-'. */
export function loadText(row: Pick<NodeRow, 'load1m' | 'load5m' | 'load15m'>): string {
  return [row.load1m, row.load5m, row.load15m].map((value) => value || '-').join(' / ');
}

/** A size that does not break between its number and its unit. */
const unbroken = (bytes: number | null) => formatBytes(bytes).replaceAll(' ', '\u00a0') || '-';

/**
 * 'current / max' of a resource cell in the one bytes format, breaking only at the slash in a
 * narrow column; empty when the node reports neither.
 */
export function currentOfMax(current: number | null, max: number | null): string {
  if (current === null && max === null) return '';
  return `${unbroken(current)} / ${unbroken(max)}`;
}
