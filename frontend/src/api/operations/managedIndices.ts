// Calls on the indices a lifecycle policy manages: where each stands (explain), and the fixes an
// operator applies to them. Elasticsearch (ILM): retry a failed step, move to a step, remove the
// policy. OpenSearch (ISM): retry, add, change and remove a policy. Calls that name many indices
// are sent in groups whose path stays short enough for proxies and clusters; a cluster that asks
// before writes asks once for all the groups.
import { chunkByPathLength } from '../../lib/chunk';
import { escapeIndexName, indexPath } from '../../lib/indexName';
import { ilmManagedIndices, type LifecycleKind } from '../../engine/lifecycle';
import {
  clusterRequest,
  NAMES_PLACEHOLDER,
  withPlannedWrites,
  type BatchRequest,
  type WriteConsent,
} from '../client';
import {
  ClusterRequestError,
  errorMember,
  toClusterErrorInfo,
  type ClusterErrorInfo,
} from '../errors';
import type { ClusterTarget } from '../types';

/** Every index, hidden ones (data streams' backing indices) included: '.*' matches those. */
const ALL_INDICES = '*,.*';

/** What the list of managed indices needs of each entry, to keep a large answer small. */
const ILM_LIST_FIELDS = [
  'index',
  'managed',
  'policy',
  'phase',
  'action',
  'step',
  'age',
  'failed_step',
  'failed_step_retry_count',
  'step_info.reason',
]
  .map((field) => `indices.*.${field}`)
  .join(',');

/** The path that explains where `names` (already escaped, joined by commas) stand. */
export function explainPath(kind: LifecycleKind, names: string): string {
  return kind === 'ilm' ? `${names}/_ilm/explain` : `_plugins/_ism/explain/${names}`;
}

/** The path that explains every managed index, on either engine. */
export function managedIndicesPath(kind: LifecycleKind): string {
  const path = explainPath(kind, ALL_INDICES);
  return kind === 'ilm' ? `${path}?only_managed=true&filter_path=${ILM_LIST_FIELDS}` : path;
}

/**
 * Where every managed index stands, as the engine sent it (engine/lifecycle reads it). A cluster
 * without any index answers 404 index_not_found: no index is managed then.
 */
export async function explainManagedIndices(
  target: ClusterTarget,
  kind: LifecycleKind,
  signal?: AbortSignal,
): Promise<unknown> {
  try {
    return await clusterRequest<unknown>(target, {
      method: 'GET',
      path: managedIndicesPath(kind),
      signal,
    });
  } catch (err) {
    if (err instanceof ClusterRequestError && isIndexNotFound(err)) return {};
    throw err;
  }
}

function isIndexNotFound(err: ClusterRequestError): boolean {
  const error = errorMember(err.body);
  return (
    err.status === 404 &&
    typeof error === 'object' &&
    error !== null &&
    (error as Record<string, unknown>).type === 'index_not_found_exception'
  );
}

/** The full explain of one index: every field the engine has, for the explain view. */
export function explainIndex(
  target: ClusterTarget,
  kind: LifecycleKind,
  index: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const path = explainPath(kind, escapeIndexName(index));
  return clusterRequest<unknown>(target, { method: 'GET', path, signal });
}

/**
 * The outcome of a call on many indices, one entry per request sent; a `settled` entry names the
 * indices an ILM retry left out because they were no longer in ERROR (nothing was sent for them).
 */
export type ManagedIndicesChunk =
  | { indices: string[]; ok: true; response: unknown; settled?: true }
  | { indices: string[]; ok: false; error: ClusterErrorInfo };

/** A POST on many indices: the path that names them (already escaped, joined), and its body. */
interface GroupCall {
  path: (names: string) => string;
  body?: IsmPolicyChange;
}

/** The plan of a call sent in several groups; none for one request, which asks on its own. */
function groupPlan(
  { path, body }: GroupCall,
  indices: readonly string[],
  groups: number,
): BatchRequest[] {
  if (groups < 2) return [];
  return [
    { method: 'POST', pattern: path(NAMES_PLACEHOLDER), names: indices.map(escapeIndexName), body },
  ];
}

/**
 * Sends `call` for `indices`, one request per group, each reported on its own. The groups go
 * under one consent: `consent` when the call belongs to a larger operation, else their own.
 */
async function eachGroup(
  target: ClusterTarget,
  indices: readonly string[],
  call: GroupCall,
  consent?: WriteConsent,
): Promise<ManagedIndicesChunk[]> {
  const groups = chunkByPathLength(indices);
  const sendEach = async (planned: WriteConsent) => {
    const outcomes: ManagedIndicesChunk[] = [];
    for (const group of groups) {
      const path = call.path(indexPath(group));
      try {
        const request = { method: 'POST', path, body: call.body, consent: planned } as const;
        outcomes.push({
          indices: group,
          ok: true,
          response: await clusterRequest(target, request),
        });
      } catch (err) {
        outcomes.push({ indices: group, ok: false, error: toClusterErrorInfo(err) });
      }
    }
    return outcomes;
  };
  return withPlannedWrites(groupPlan(call, indices, groups.length), sendEach, consent);
}

/** The request that retries the failed step of `indices` (their names joined in the path). */
export function retryPath(kind: LifecycleKind, names: string): string {
  return kind === 'ilm' ? `${names}/_ilm/retry` : `_plugins/_ism/retry/${names}`;
}

/** The read that names which of `names` are in ERROR now (with their policy, as read). */
export function stillFailedPath(names: string): string {
  const fields = 'indices.*.index,indices.*.policy';
  return `${explainPath('ilm', names)}?only_errors=true&filter_path=${fields}`;
}

/**
 * Retries the failed step (ILM) or action (ISM) of every index in `indices`. ILM refuses a whole
 * retry when one of its indices is no longer in ERROR (ILM retries some failures itself, so a
 * list read a minute ago may be old): the indices still in ERROR are read again first, and only
 * those are sent.
 */
export async function retryManagedIndices(
  target: ClusterTarget,
  kind: LifecycleKind,
  indices: readonly string[],
  consent?: WriteConsent,
): Promise<ManagedIndicesChunk[]> {
  const call = { path: (names: string) => retryPath(kind, names) };
  if (kind === 'ism') return eachGroup(target, indices, call, consent);
  const failed = new Set<string>();
  for (const group of chunkByPathLength(indices)) {
    const answer = await clusterRequest<unknown>(target, {
      method: 'GET',
      path: stillFailedPath(indexPath(group)),
    }).catch(() => null);
    // Without an answer, the group is sent as it is and the engine says what it refuses.
    const names = answer === null ? group : ilmManagedIndices(answer).map(({ index }) => index);
    for (const name of names) failed.add(name);
  }
  const settled = indices.filter((index) => !failed.has(index));
  const sent = await eachGroup(
    target,
    indices.filter((index) => failed.has(index)),
    call,
    consent,
  );
  return settled.length > 0
    ? [...sent, { indices: settled, ok: true, response: null, settled: true }]
    : sent;
}

/** The request that takes the policy off `indices`. */
export function removePolicyPath(kind: LifecycleKind, names: string): string {
  return kind === 'ilm' ? `${names}/_ilm/remove` : `_plugins/_ism/remove/${names}`;
}

/** Takes the lifecycle policy off every index in `indices`: they stay as they are. */
export function removeLifecyclePolicy(
  target: ClusterTarget,
  kind: LifecycleKind,
  indices: readonly string[],
): Promise<ManagedIndicesChunk[]> {
  return eachGroup(target, indices, { path: (names) => removePolicyPath(kind, names) });
}

/** A step of an ILM policy: the phase alone, the phase and action, or all three. */
export interface IlmStepKey {
  phase: string;
  action?: string;
  name?: string;
}

export interface MoveToStepBody {
  current_step: Required<IlmStepKey>;
  next_step: IlmStepKey;
}

/** POST _ilm/move/{index}: the engine refuses it unless `current_step` is where the index is. */
export function moveToStep(
  target: ClusterTarget,
  index: string,
  body: MoveToStepBody,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: `_ilm/move/${escapeIndexName(index)}`,
    body,
  });
}

/** ISM: the body of add (policy_id) and of change_policy (policy_id, optional state). */
export interface IsmPolicyChange {
  policy_id: string;
  state?: string;
}

export function ismAddPath(names: string): string {
  return `_plugins/_ism/add/${names}`;
}

export function ismChangePath(names: string): string {
  return `_plugins/_ism/change_policy/${names}`;
}

/** ISM: puts `body.policy_id` on indices that have none. */
export function addIsmPolicy(
  target: ClusterTarget,
  indices: readonly string[],
  body: IsmPolicyChange,
): Promise<ManagedIndicesChunk[]> {
  return eachGroup(target, indices, { path: ismAddPath, body });
}

/** ISM: moves managed indices to another policy (after their current state, or into `state`). */
export function changeIsmPolicy(
  target: ClusterTarget,
  indices: readonly string[],
  body: IsmPolicyChange,
): Promise<ManagedIndicesChunk[]> {
  return eachGroup(target, indices, { path: ismChangePath, body });
}

/**
 * The indices a call left out although it answered 200: ISM's `failed_indices` (each with its
 * `reason`) and ILM remove's `failed_indexes`.
 */
export function refusedIndices(response: unknown): { index: string; reason: string | null }[] {
  if (typeof response !== 'object' || response === null) return [];
  const answer = response as Record<string, unknown>;
  const list = answer.failed_indices ?? answer.failed_indexes;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [{ index: entry, reason: null }];
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Record<string, unknown>;
    const index = typeof item.index_name === 'string' ? item.index_name : null;
    return index ? [{ index, reason: typeof item.reason === 'string' ? item.reason : null }] : [];
  });
}
