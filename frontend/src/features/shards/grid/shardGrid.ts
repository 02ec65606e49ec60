// The shards grid: nodes as rows after a first 'unassigned' row, indices as columns.
// _cat/indices, _cat/shards and _cat/nodes are fetched once each and joined here, in memory, so no
// request ever lists index names (thousands of them would not fit in a URL).

import type { CatRow } from '../../../api/operations/cat';
import type { HealthStatus } from '../../../components/StatusDot/StatusDot';
import { compareShards, shardEntryOf, type ShardEntry } from './shardEntry';

/** One index column (the index summary). pri and rep are '' when the cluster has none. */
export interface IndexColumn {
  name: string;
  health: HealthStatus;
  pri: string;
  rep: string;
  status: string;
}

/** The shards of one index: unassigned ones, and the others by node name, each cell in order. */
export interface IndexShards {
  unassigned: ShardEntry[];
  byNode: Map<string, ShardEntry[]>;
}

export interface ShardGrid {
  /** In the order the cluster listed them (health descending, then name). */
  columns: IndexColumn[];
  /** Row names after the unassigned row, sorted. */
  nodes: string[];
  shards: Map<string, IndexShards>;
}

const HEALTHS: readonly string[] = ['green', 'yellow', 'red'];

function healthOf(value: string | null | undefined): HealthStatus {
  return value && HEALTHS.includes(value) ? (value as HealthStatus) : 'unknown';
}

/** Index columns of _cat/indices rows; rows without a name and repeated names are left out. */
export function indexColumnsOf(rows: readonly CatRow[]): IndexColumn[] {
  const seen = new Set<string>();
  const columns: IndexColumn[] = [];
  for (const row of rows) {
    const name = row.index;
    if (typeof name !== 'string' || name === '' || seen.has(name)) continue;
    seen.add(name);
    columns.push({
      name,
      health: healthOf(row.health),
      pri: row.pri ?? '',
      rep: row.rep ?? '',
      status: row.status ?? '',
    });
  }
  return columns;
}

/** Node names in order, 'node-2' before 'node-10'; one collator (a localeCompare given options builds one a call). */
let nodeOrder: Intl.Collator | null = null;
const byName = (a: string, b: string) =>
  (nodeOrder ??= new Intl.Collator('en', { numeric: true })).compare(a, b);

function addToCell(cells: IndexShards, shard: ShardEntry): void {
  if (shard.node === null) {
    cells.unassigned.push(shard);
    return;
  }
  const cell = cells.byNode.get(shard.node);
  if (cell) cell.push(shard);
  else cells.byNode.set(shard.node, [shard]);
}

function sortCells(cells: IndexShards): void {
  cells.unassigned.sort(compareShards);
  for (const cell of cells.byNode.values()) cell.sort(compareShards);
}

/**
 * Joins the three listings. Shards of indices the index listing does not hold (filtered by
 * health) are left out; nodes that hold shards but are missing from the node listing (it was
 * read a moment earlier) still get a row. Closed indices without shards get an empty column.
 */
export function buildShardGrid(
  indexRows: readonly CatRow[],
  shardRows: readonly CatRow[],
  nodeRows: readonly CatRow[],
): ShardGrid {
  const columns = indexColumnsOf(indexRows);
  const shards = new Map<string, IndexShards>(
    columns.map((column) => [column.name, { unassigned: [], byNode: new Map() }]),
  );
  const nodes = new Set<string>();
  for (const row of nodeRows) if (row.name) nodes.add(row.name);
  for (const row of shardRows) {
    const shard = shardEntryOf(row);
    const cells = shard && shards.get(shard.index);
    if (!shard || !cells) continue;
    addToCell(cells, shard);
    if (shard.node !== null) nodes.add(shard.node);
  }
  shards.forEach(sortCells);
  return { columns, nodes: [...nodes].sort(byName), shards };
}

const NO_SHARDS: readonly ShardEntry[] = [];

/** The chips of one cell; `node` null is the unassigned row. */
export function cellShards(
  grid: ShardGrid,
  index: string,
  node: string | null,
): readonly ShardEntry[] {
  const cells = grid.shards.get(index);
  if (!cells) return NO_SHARDS;
  return (node === null ? cells.unassigned : cells.byNode.get(node)) ?? NO_SHARDS;
}
