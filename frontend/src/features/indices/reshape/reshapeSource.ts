// Reads what the planner needs (ReshapeSource) out of the engine's answers about the source index:
// its copies from _cat/shards, its settings, the data nodes and their free disk, its routing
// shards. Lenient: a column or an answer missing leaves a safe default rather than failing.
import type { ReshapeAnswers } from '../../../api/operations/reshape';
import { isRecord } from '../../../lib/storage';
import type { DataNode, ReshapeSource, ShardCopy, ShardCopyState } from './reshapeTypes';

/** The planner's input, and what the form shows besides. */
export interface ReshapeInfo {
  source: ReshapeSource;
  /** The source's index.number_of_replicas, when read: the default for the new index. */
  replicas: number | null;
}

const STATES: readonly ShardCopyState[] = ['STARTED', 'RELOCATING', 'INITIALIZING', 'UNASSIGNED'];

/**
 * Role letters of nodes that hold regular shards (Elasticsearch: data, content, hot, warm, cold;
 * OpenSearch: data). Frozen nodes ('f') hold only searchable snapshots.
 */
const DATA_ROLES = /[dschw]/;

function whole(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function rows(answer: unknown): Record<string, unknown>[] {
  return Array.isArray(answer) ? answer.filter(isRecord) : [];
}

/** One _cat/shards row as a copy; null when it names no shard. A moving copy reads 'a -> ... b'. */
function shardCopy(row: Record<string, unknown>): ShardCopy | null {
  const shard = whole(row.shard);
  if (shard === null) return null;
  const state = STATES.find((known) => known === row.state) ?? 'INITIALIZING';
  const node = text(row.node)?.split(' -> ')[0].trim();
  return { shard, primary: row.prirep === 'p' || row.prirep === 'primary', state, node };
}

/** The copies of a _cat/shards answer. */
export function shardCopies(answer: unknown): ShardCopy[] {
  return rows(answer).flatMap((row) => shardCopy(row) ?? []);
}

/** The flat settings of `index` in a GET {index}/_settings answer (the only entry otherwise). */
function indexSettings(answer: unknown, index: string): Record<string, unknown> {
  if (!isRecord(answer)) return {};
  const entry = answer[index] ?? Object.values(answer)[0];
  return isRecord(entry) && isRecord(entry.settings) ? entry.settings : {};
}

function routingShards(metadata: unknown, settings: Record<string, unknown>): number | undefined {
  const indices =
    isRecord(metadata) && isRecord(metadata.metadata) ? metadata.metadata.indices : null;
  const entry = isRecord(indices) ? Object.values(indices)[0] : null;
  const fromState = isRecord(entry) ? whole(entry.routing_num_shards) : null;
  return fromState ?? whole(settings['index.number_of_routing_shards']) ?? undefined;
}

/**
 * The data nodes of _cat/nodes, with the free disk _cat/allocation gives (null where it gives
 * none). Without roles in the answer every node counts; without nodes, the allocation's.
 */
export function dataNodes(nodes: unknown, allocation: unknown): DataNode[] {
  const free = new Map<string, number | null>();
  for (const row of rows(allocation)) {
    const name = text(row.node);
    if (name && name !== 'UNASSIGNED') free.set(name, whole(row['disk.avail']));
  }
  const listed = rows(nodes);
  const names = listed.length
    ? listed
        .filter((row) => typeof row['node.role'] !== 'string' || DATA_ROLES.test(row['node.role']))
        .flatMap((row) => text(row.name) ?? [])
    : [...free.keys()];
  return names.map((name) => ({ name, freeDiskBytes: free.get(name) ?? null }));
}

export function reshapeInfo(index: string, answers: ReshapeAnswers): ReshapeInfo {
  const copies = shardCopies(answers.shards);
  const settings = indexSettings(answers.settings, index);
  const primaryShards =
    whole(settings['index.number_of_shards']) ??
    copies.reduce((most, copy) => Math.max(most, copy.shard + 1), 0);
  const sizes = rows(answers.shards).map((row) => (row.prirep === 'p' ? whole(row.store) : null));
  const source: ReshapeSource = {
    index,
    primaryShards,
    routingShards: routingShards(answers.metadata, settings),
    writeBlocked: String(settings['index.blocks.write']) === 'true',
    requireName: text(settings['index.routing.allocation.require._name']),
    copies,
    primaryStoreBytes: sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0),
    dataNodes: dataNodes(answers.nodes, answers.allocation),
  };
  return { source, replicas: whole(settings['index.number_of_replicas']) };
}
