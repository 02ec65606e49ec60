// The planner behind the Shrink and Split dialogs: what blocks the operation, and the steps to run,
// each with the request it sends (or the check it waits on). The target counts the engine accepts
// are in shardCounts.ts, the node a shrink gathers on in gatherNode.ts. Pure: the caller reads the
// cluster and sends the requests.
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
import { escapeIndexName } from '../../../lib/indexName';
import { holdsEveryShard, nodeFits, shrinkNode } from './gatherNode';
import type {
  PlannedRequest,
  ReshapeKind,
  ReshapePlan,
  ReshapeProblem,
  ReshapeSource,
  ReshapeStep,
  ReshapeTarget,
} from './reshapeTypes';
import { countProblem } from './shardCounts';

/**
 * How long one wait step's health check waits before the engine answers (timed_out, with HTTP
 * 408); the caller asks again until the wait is over.
 */
export const WAIT_TIMEOUT = '30s';

const WRITE_BLOCK = 'index.blocks.write';
const REQUIRE_NAME = 'index.routing.allocation.require._name';

function settingsRequest(index: string, settings: Record<string, unknown>): PlannedRequest {
  return { method: 'PUT', path: `${escapeIndexName(index)}/_settings`, body: settings };
}

function healthRequest(index: string, params: Record<string, string>): PlannedRequest {
  const path = `_cluster/health/${escapeIndexName(index)}`;
  return { method: 'GET', path, params: { ...params, timeout: WAIT_TIMEOUT } };
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
