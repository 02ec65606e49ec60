// What the Shrink and Split dialog says, as i18n messages: the problems that block the operation,
// each step's name, how far a wait has come, what a stopped run leaves behind; and a planned
// request as the text shown before it is sent. Index and node names are parameters only.
import { pathWithQuery } from '../../../api/client';
import { formatBytes } from '../../../lib/bytes';
import { stringifyJson } from '../../../lib/json';
import type { Message } from '../actions/actionMessages';
import type {
  PlannedRequest,
  ReshapeKind,
  ReshapeProblem,
  ReshapeSource,
  ReshapeStepId,
} from './reshapeTypes';
import { defaultRoutingShards, MAX_SHARDS } from './shardCounts';
import type { Leftover, WaitProgress } from './reshapeRun';

const PREFIX = 'indices.reshapeDialog';

/** The request as shown: method, path with its query string, then the JSON body. */
export function requestText(request: PlannedRequest): string {
  const line = `${request.method} ${pathWithQuery(request.path, request.params)}`;
  return request.body === undefined ? line : `${line}\n${stringifyJson(request.body, 2)}`;
}

/** Why the operation cannot run, in words. `node`: the node of a shrink. */
export function problemMessage(
  problem: ReshapeProblem,
  source: ReshapeSource,
  node: string | undefined,
): Message {
  const key = `${PREFIX}.problem.${problem}` as const;
  const size = formatBytes(source.primaryStoreBytes);
  switch (problem) {
    case 'notFactor':
    case 'notMultiple':
      return { key, params: { shards: source.primaryShards } };
    case 'notRoutingFactor':
      return {
        key,
        params: { routing: source.routingShards ?? defaultRoutingShards(source.primaryShards) },
      };
    case 'tooManyShards':
      return { key, params: { max: MAX_SHARDS } };
    case 'noNodeWithRoom':
      return { key, params: { size } };
    case 'nodeWithoutRoom':
      return { key, params: { size, node: node ?? '' } };
    default:
      return { key };
  }
}

/** Why no target count is offered at all. */
export function noCountMessage(kind: ReshapeKind): Message {
  return { key: `${PREFIX}.noCount.${kind}` };
}

export interface StepNames {
  index: string;
  target: string;
  node: string | undefined;
}

/** A step's name. The move and its wait name the node when there is one. */
export function stepMessage(id: ReshapeStepId, names: StepNames): Message {
  if ((id === 'moveToOneNode' || id === 'waitRelocation') && names.node === undefined)
    return { key: `${PREFIX}.step.${id}NoNode`, params: { index: names.index } };
  return {
    key: `${PREFIX}.step.${id}`,
    params: { index: names.index, target: names.target, node: names.node ?? '' },
  };
}

/** How far a wait has come. */
export function progressMessage(progress: WaitProgress, node: string | undefined): Message {
  if (progress.kind === 'gather')
    return {
      key: `${PREFIX}.progress.gather`,
      params: { onNode: progress.onNode, total: progress.total, node: node ?? '' },
    };
  return {
    key: `${PREFIX}.progress.green`,
    params: { active: progress.active, total: progress.total, status: progress.status },
  };
}

/** What a run that did not finish leaves behind. */
export function leftoverMessage(leftover: Leftover, names: StepNames): Message {
  return { key: `${PREFIX}.leftover.${leftover}`, params: { ...names, node: names.node ?? '' } };
}
