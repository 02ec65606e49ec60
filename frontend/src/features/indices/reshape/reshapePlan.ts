// The planner behind the Shrink and Split dialogs: which target shard counts the engine accepts,
// what blocks the operation, and the steps to run, each with the request it sends (or the check
// it waits on). Pure: the caller reads the cluster and sends the requests.
//
// Sources (Elasticsearch's; OpenSearch forked from 7.10 and keeps the same rules):
// - shrink: specification/indices/shrink/IndicesShrinkRequest.ts: the target count "must be a
//   factor" of the source's, the index must be read-only, "a (primary or replica) copy of every
//   shard" must be on one node, which "must have sufficient free disk space to accommodate a
//   second copy of the existing index"; removing replicas is only recommended, so it is left out.
// - split: specification/indices/split/IndicesSplitRequest.ts: the target count must be "a
//   multiple" of the source's and "a divisor of the source index's index.number_of_routing_shards".
// - the default routing shards: the split index reference (7.x): "The default is designed to allow
//   you to split by factors of 2 up to a maximum of 1024 shards", with its example 5 -> 10, 20, ...,
//   640; and "If the original index contains one primary shard [...] the index may by split into
//   an arbitrary number of shards greater than 1". See defaultRoutingShards.
// - request bodies: the examples folders of both endpoints (settings with dotted keys; null clears
//   a setting the target copied from the source).
import type { Distribution } from '../../../engine/version';
import { escapeIndexName, indexPath } from '../../../lib/indexName';

export type ReshapeKind = 'shrink' | 'split';

/** A shard copy's state, as _cat/shards names it. */
export type ShardCopyState = 'STARTED' | 'RELOCATING' | 'INITIALIZING' | 'UNASSIGNED';

/** Where one copy of one shard is. */
export interface ShardCopy {
  /** The shard number, 0 to primaryShards - 1. */
  shard: number;
  /** Primary or replica; the rules treat both alike, as the documentation does. */
  primary: boolean;
  /** The node's name; absent while the copy is unassigned. */
  node?: string;
  state: ShardCopyState;
}

/** A data node and the free bytes of its disk. */
export interface DataNode {
  name: string;
  /** null when the engine does not say: the node is then taken to have room. */
  freeDiskBytes: number | null;
}

/** What the planner knows of the source index and the cluster. */
export interface ReshapeSource {
  index: string;
  primaryShards: number;
  /**
   * The index's routing shards: index.number_of_routing_shards when set, or better the
   * routing_num_shards of the index in the cluster state metadata, which the engine always keeps
   * (an index made by a shrink or split inherits its source's without the setting showing).
   * Absent: the default of an index created with primaryShards (Elasticsearch 7.0 and later).
   */
  routingShards?: number;
  /** Whether index.blocks.write is true. */
  writeBlocked: boolean;
  /** index.routing.allocation.require._name, when set. */
  requireName?: string;
  /** Every copy, primaries and replicas. */
  copies: readonly ShardCopy[];
  /** The size of the primaries on disk (pri.store.size). */
  primaryStoreBytes: number;
  dataNodes: readonly DataNode[];
}

/** The index to create and its number of primary shards. */
export interface ReshapeTarget {
  index: string;
  shards: number;
  /** Shrink: the node to gather a copy of every shard on; absent, the planner picks one. */
  node?: string;
  /**
   * index.number_of_replicas of the new index, sent when given. Without it the engine decides
   * (noida-db gives 1, which a one-node cluster never makes green).
   */
  replicas?: number;
}

/**
 * What blocks the operation. A target index that already exists is not known here; the engine
 * reports it. 'invalidCount': not a whole number of at least 1; 'notFactor' (shrink) and
 * 'notMultiple' (split): the count does not fit the source's; 'notRoutingFactor': the split count
 * does not divide the routing shards; 'tooManyShards': above MAX_SHARDS; 'noNodeWithRoom': no data
 * node has free disk for a second copy of the primaries; 'nodeWithoutRoom': the node chosen for a
 * shrink is not a data node with that room; 'unassignedShards': a copy is unassigned (the engines
 * ask for a green index).
 */
export type ReshapeProblem =
  | 'noTargetName'
  | 'targetIsSource'
  | 'invalidCount'
  | 'sameCount'
  | 'notFactor'
  | 'notMultiple'
  | 'notRoutingFactor'
  | 'tooManyShards'
  | 'noNodeWithRoom'
  | 'nodeWithoutRoom'
  | 'unassignedShards';

/** A request to show and send as is: the path is relative to the cluster and already escaped. */
export interface PlannedRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  params?: Record<string, string>;
  body?: Record<string, unknown>;
}

export type ReshapeStepId =
  | 'writeBlock'
  | 'moveToOneNode'
  | 'waitRelocation'
  | 'shrink'
  | 'split'
  | 'waitGreen'
  | 'removeBlock'
  | 'removeAllocation';

/**
 * One step. `done` when the cluster is already as the step would leave it; a wait step's request
 * is the health check that returns once the wait is over.
 */
export interface ReshapeStep {
  id: ReshapeStepId;
  done: boolean;
  request?: PlannedRequest;
}

export interface ReshapePlan {
  /** Empty when the operation can run. */
  problems: ReshapeProblem[];
  steps: ReshapeStep[];
  /** Shrink only: the node chosen to gather a copy of every shard, when one has room. */
  node?: string;
}

/**
 * The most primary shards an index may have: the default of the engines' max_number_of_shards
 * system property (index.number_of_shards is refused above it).
 */
export const MAX_SHARDS = 1024;

/**
 * How long one wait step's health check waits before the engine answers (timed_out, with HTTP
 * 408); the caller asks again until the wait is over.
 */
export const WAIT_TIMEOUT = '30s';

const WRITE_BLOCK = 'index.blocks.write';
const REQUIRE_NAME = 'index.routing.allocation.require._name';

/**
 * The routing shards the engine gives an index created with `shards` primaries (7.0 and later;
 * before, it was `shards`, so no split): the largest shards * 2^k not above 1024, and at least
 * shards * 2 so that every index can be split once (MetadataCreateIndexService
 * .calculateNumRoutingShards). 1 -> 1024, 5 -> 640, 600 -> 1200.
 */
export function defaultRoutingShards(shards: number): number {
  let log2 = 0; // ceil(log2(shards))
  while (2 ** log2 < shards) log2 += 1;
  return shards * 2 ** Math.max(1, 10 - log2);
}

function routingShardsOf(source: ReshapeSource): number {
  return source.routingShards ?? defaultRoutingShards(source.primaryShards);
}

/** Why `count` is no target count for `kind` from `source`, or null when the engine takes it. */
function countProblem(
  kind: ReshapeKind,
  source: ReshapeSource,
  count: number,
): ReshapeProblem | null {
  const shards = source.primaryShards;
  if (!Number.isInteger(count) || count < 1) return 'invalidCount';
  if (count === shards) return 'sameCount';
  if (kind === 'shrink') return count < shards && shards % count === 0 ? null : 'notFactor';
  if (count % shards !== 0) return 'notMultiple';
  if (count > MAX_SHARDS) return 'tooManyShards';
  // The engine skips the routing check for a one-shard source: it splits into any count.
  if (shards > 1 && routingShardsOf(source) % count !== 0) return 'notRoutingFactor';
  return null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The target shard counts the engine accepts, ascending. Shrink: the factors of the source's
 * count below it (8 -> 1, 2, 4; a prime count -> 1; one shard -> none). Split: the multiples of
 * the source's count that divide its routing shards (explicit, or the default of
 * defaultRoutingShards), up to MAX_SHARDS; from one shard, every count from 2 to MAX_SHARDS.
 */
export function validTargetShardCounts(kind: ReshapeKind, source: ReshapeSource): number[] {
  const candidates = kind === 'shrink' ? range(1, source.primaryShards - 1) : range(1, MAX_SHARDS);
  return candidates.filter((count) => countProblem(kind, source, count) === null);
}

function settingsRequest(index: string, settings: Record<string, unknown>): PlannedRequest {
  return { method: 'PUT', path: `${escapeIndexName(index)}/_settings`, body: settings };
}

function healthRequest(index: string, params: Record<string, string>): PlannedRequest {
  const path = `_cluster/health/${escapeIndexName(index)}`;
  return { method: 'GET', path, params: { ...params, timeout: WAIT_TIMEOUT } };
}

/** How many distinct shards have a copy on `node`. */
function shardsOn(source: ReshapeSource, node: string): number {
  const held = source.copies.filter((copy) => copy.node === node && copy.state !== 'UNASSIGNED');
  return new Set(held.map((copy) => copy.shard)).size;
}

/** Free bytes for ranking: a disk the engine does not tell ranks after every known one. */
function knownFree(node: DataNode): number {
  return node.freeDiskBytes ?? -1;
}

function hasRoom(source: ReshapeSource, node: DataNode): boolean {
  return node.freeDiskBytes === null || node.freeDiskBytes >= source.primaryStoreBytes;
}

/**
 * The node to gather the shards on, among data nodes with free disk for a second copy of the
 * primaries: the one already named by the allocation filter (a move under way is not turned
 * round), else the one holding copies of the most shards, then the one with the most free disk.
 */
function shrinkNode(source: ReshapeSource): string | undefined {
  const roomy = source.dataNodes.filter((node) => hasRoom(source, node));
  const pinned = roomy.find((node) => node.name === source.requireName);
  if (pinned) return pinned.name;
  const ranked = [...roomy].sort(
    (a, b) =>
      shardsOn(source, b.name) - shardsOn(source, a.name) ||
      knownFree(b) - knownFree(a) ||
      a.name.localeCompare(b.name),
  );
  return ranked[0]?.name;
}

/** How far the gathering on one node is. */
export interface GatherProgress {
  /** Shards with a STARTED copy on the node. */
  onNode: number;
  /** The source's primary shards. */
  total: number;
  /** Whether a copy of the index still relocates or initialises. */
  moving: boolean;
}

/** How many of the `primaryShards` shards have a STARTED copy on `node`, and whether any moves. */
export function gatherProgress(
  copies: readonly ShardCopy[],
  node: string,
  primaryShards: number,
): GatherProgress {
  const started = copies.filter((copy) => copy.node === node && copy.state === 'STARTED');
  const onNode = new Set(
    started.map((copy) => copy.shard).filter((shard) => shard < primaryShards),
  );
  const moving = copies.some(
    (copy) => copy.state === 'RELOCATING' || copy.state === 'INITIALIZING',
  );
  return { onNode: onNode.size, total: primaryShards, moving };
}

/** Whether every shard has a STARTED copy on `node`. */
function holdsEveryShard(source: ReshapeSource, node: string): boolean {
  return gatherProgress(source.copies, node, source.primaryShards).onNode === source.primaryShards;
}

/** Whether `name` is a data node with room for a second copy of the primaries. */
function nodeFits(source: ReshapeSource, name: string): boolean {
  const node = source.dataNodes.find((candidate) => candidate.name === name);
  return node !== undefined && hasRoom(source, node);
}

function problemsOf(
  kind: ReshapeKind,
  source: ReshapeSource,
  target: ReshapeTarget,
): ReshapeProblem[] {
  const problems: ReshapeProblem[] = [];
  if (target.index.trim() === '') problems.push('noTargetName');
  else if (target.index === source.index) problems.push('targetIsSource');
  const count = countProblem(kind, source, target.shards);
  if (count) problems.push(count);
  if (source.copies.some((copy) => copy.state === 'UNASSIGNED')) problems.push('unassignedShards');
  return problems;
}

function writeBlockStep(source: ReshapeSource): ReshapeStep {
  return {
    id: 'writeBlock',
    done: source.writeBlocked,
    request: settingsRequest(source.index, { [WRITE_BLOCK]: true }),
  };
}

function waitGreenStep(target: ReshapeTarget): ReshapeStep {
  return {
    id: 'waitGreen',
    done: false,
    request: healthRequest(target.index, { wait_for_status: 'green' }),
  };
}

/**
 * Lifts the write block from the source; not done at plan time, the plan sets it first. None when
 * the source blocked writes before the run: that block is the user's and stays.
 */
function removeBlockSteps(source: ReshapeSource): ReshapeStep[] {
  if (source.writeBlocked) return [];
  return [
    {
      id: 'removeBlock',
      done: false,
      request: settingsRequest(source.index, { [WRITE_BLOCK]: null }),
    },
  ];
}

/**
 * Removes the allocation filter from the source. None when the source already had a filter naming
 * the node before the run: that filter is the user's and stays. A filter naming another node is
 * replaced by the move step, so the one left at the end is the run's.
 */
function removeAllocationSteps(
  source: ReshapeSource,
  node: string | undefined,
  move: ReshapeStep,
): ReshapeStep[] {
  if (node !== undefined && source.requireName === node) return [];
  return [
    {
      id: 'removeAllocation',
      // Nothing to remove when no filter is set and the move step sets none.
      done: move.done && source.requireName === undefined,
      request: settingsRequest(source.index, { [REQUIRE_NAME]: null }),
    },
  ];
}

/** The steps that gather a copy of every shard on `node` and wait for the moves to end. */
function gatherSteps(source: ReshapeSource, node: string | undefined): ReshapeStep[] {
  const gathered =
    node !== undefined &&
    holdsEveryShard(source, node) &&
    (source.requireName === undefined || source.requireName === node);
  const moving = source.copies.some(
    (copy) => copy.state === 'RELOCATING' || copy.state === 'INITIALIZING',
  );
  return [
    {
      id: 'moveToOneNode',
      done: gathered,
      ...(node === undefined
        ? {}
        : { request: settingsRequest(source.index, { [REQUIRE_NAME]: node }) }),
    },
    {
      id: 'waitRelocation',
      done: gathered && !moving,
      request: healthRequest(source.index, { wait_for_no_relocating_shards: 'true' }),
    },
  ];
}

function replicasSetting(target: ReshapeTarget): Record<string, number> {
  return target.replicas === undefined ? {} : { 'index.number_of_replicas': target.replicas };
}

function shrinkSteps(
  source: ReshapeSource,
  target: ReshapeTarget,
  node: string | undefined,
): ReshapeStep[] {
  const [move, wait] = gatherSteps(source, node);
  // The target copies the source's settings: the documented body clears the filter and block.
  const body = {
    settings: {
      'index.number_of_shards': target.shards,
      ...replicasSetting(target),
      [REQUIRE_NAME]: null,
      [WRITE_BLOCK]: null,
    },
  };
  const path = `${escapeIndexName(source.index)}/_shrink/${escapeIndexName(target.index)}`;
  return [
    writeBlockStep(source),
    move,
    wait,
    { id: 'shrink', done: false, request: { method: 'POST', path, body } },
    waitGreenStep(target),
    ...removeBlockSteps(source),
    ...removeAllocationSteps(source, node, move),
  ];
}

function splitSteps(source: ReshapeSource, target: ReshapeTarget): ReshapeStep[] {
  // The documented example sets only the count; the block is cleared too, since the target
  // copies the source's settings (as the shrink example clears it).
  const body = {
    settings: {
      'index.number_of_shards': target.shards,
      ...replicasSetting(target),
      [WRITE_BLOCK]: null,
    },
  };
  const path = `${escapeIndexName(source.index)}/_split/${escapeIndexName(target.index)}`;
  return [
    writeBlockStep(source),
    { id: 'split', done: false, request: { method: 'POST', path, body } },
    waitGreenStep(target),
    ...removeBlockSteps(source),
  ];
}

/**
 * The plan to shrink or split `source` into `target`: what blocks it, and the steps in order.
 * Shrink: write block, move a copy of every shard to one node (target.node, or the one the
 * planner picks; the allocation filter only, replicas are kept), wait for the moves, shrink, wait
 * for a green target, then lift the block and the filter from the source. Split: write block,
 * split, wait for a green target, lift the block. A block or a filter on that node the source had
 * before the run is the user's: it is not lifted.
 */
export function reshapePlan(
  kind: ReshapeKind,
  source: ReshapeSource,
  target: ReshapeTarget,
): ReshapePlan {
  const problems = problemsOf(kind, source, target);
  if (kind === 'split') return { problems, steps: splitSteps(source, target) };
  const node = target.node ?? shrinkNode(source);
  if (node === undefined) problems.push('noNodeWithRoom');
  else if (target.node !== undefined && !nodeFits(source, target.node))
    problems.push('nodeWithoutRoom');
  return { problems, steps: shrinkSteps(source, target, node), node };
}

export interface ForceMergeOptions {
  /**
   * Send wait_for_completion=false, for an answer with a task (see forceMergeTakesTask). Absent:
   * the plain request, which the engine answers once the merge is over.
   */
  asTask?: boolean;
  /** Merge each shard down to this many segments (at least 1). */
  maxNumSegments?: number;
  /** Only expunge deleted documents. */
  onlyExpungeDeletes?: boolean;
  /** Flush after the merge (the engine's default: true). */
  flush?: boolean;
}

/**
 * 'exclusiveOptions': max_num_segments with only_expunge_deletes=true, which Elasticsearch 8
 * refuses ("mutually exclusive") and older engines accept with a deprecation warning, ignoring
 * max_num_segments. 'invalidMaxSegments': not a whole number of at least 1.
 */
export type ForceMergeProblem = 'exclusiveOptions' | 'invalidMaxSegments';

/**
 * Whether the engine takes wait_for_completion on a force merge: documented from Elasticsearch 8.1
 * and OpenSearch 2.7 on; older engines refuse the unknown parameter (HTTP 400). An unknown
 * version is taken as one that does not.
 */
export function forceMergeTakesTask(distribution: Distribution, version: string): boolean {
  const match = /^(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  const [fromMajor, fromMinor] = distribution === 'opensearch' ? [2, 7] : [8, 1];
  return major > fromMajor || (major === fromMajor && minor >= fromMinor);
}

/**
 * POST {index}/_forcemerge with the options given, or why the engine would refuse them. With
 * asTask, wait_for_completion=false is sent and the engine answers with a task; else it answers
 * with the shards merged once the merge is over. `index` is one name or pattern, or a list of
 * names (each escaped, joined with ','); none merges every index.
 */
export function forceMergeRequest(
  index: string | readonly string[],
  options: ForceMergeOptions,
): PlannedRequest | ForceMergeProblem {
  const { maxNumSegments, onlyExpungeDeletes, flush, asTask } = options;
  if (maxNumSegments !== undefined && (!Number.isInteger(maxNumSegments) || maxNumSegments < 1))
    return 'invalidMaxSegments';
  if (maxNumSegments !== undefined && onlyExpungeDeletes === true) return 'exclusiveOptions';
  const params: Record<string, string> = asTask === true ? { wait_for_completion: 'false' } : {};
  if (maxNumSegments !== undefined) params.max_num_segments = String(maxNumSegments);
  if (onlyExpungeDeletes !== undefined) params.only_expunge_deletes = String(onlyExpungeDeletes);
  if (flush !== undefined) params.flush = String(flush);
  const names = indexPath(index);
  return { method: 'POST', path: names === '' ? '_forcemerge' : `${names}/_forcemerge`, params };
}
