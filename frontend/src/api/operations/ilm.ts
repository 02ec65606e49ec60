// Elasticsearch index lifecycle management (ILM) calls: the policies, writing and deleting one,
// and whether ILM runs (its operation mode), started and stopped. Served from Elasticsearch 6.6 on.
// The policy list is read by engine/lifecyclePolicies.
import { ilmPolicies, type IlmPolicy } from '../../engine/lifecyclePolicies';
import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

/** What GET _ilm/status answers: RUNNING, STOPPING or STOPPED. */
export interface IlmStatusAnswer {
  operation_mode?: string;
}

/** The body of PUT _ilm/policy/{name}: `{policy: {phases, _meta}}`. */
export interface IlmPolicyBody {
  policy: Record<string, unknown>;
  [key: string]: unknown;
}

/** The path of the policy list. */
export const ILM_POLICIES_PATH = '_ilm/policy';

/** The path of one policy. */
export function ilmPolicyPath(name: string): string {
  return `${ILM_POLICIES_PATH}/${encodePathSegment(name)}`;
}

/** GET _ilm/policy, read: every policy with its version, modified_date and (7.17 on) in_use_by. */
export async function getIlmPolicies(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<IlmPolicy[]> {
  const answer = await clusterRequest<unknown>(target, {
    method: 'GET',
    path: ILM_POLICIES_PATH,
    signal,
  });
  return ilmPolicies(answer);
}

/** PUT _ilm/policy/{name}: creates the policy or replaces it (its version goes up). */
export function putIlmPolicy(
  target: ClusterTarget,
  name: string,
  body: IlmPolicyBody,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: ilmPolicyPath(name),
    body,
    signal,
  });
}

/** DELETE _ilm/policy/{name}: refused by the engine while an index uses it. */
export function deleteIlmPolicy(
  target: ClusterTarget,
  name: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'DELETE', path: ilmPolicyPath(name), signal });
}

/** GET _ilm/status. */
export function getIlmStatus(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<IlmStatusAnswer> {
  return clusterRequest<IlmStatusAnswer>(target, { method: 'GET', path: '_ilm/status', signal });
}

/** POST _ilm/start: indices move through their policies again. */
export function startIlm(target: ClusterTarget, signal?: AbortSignal): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'POST', path: '_ilm/start', signal });
}

/** POST _ilm/stop: no index moves on to its next step until ILM is started again. */
export function stopIlm(target: ClusterTarget, signal?: AbortSignal): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'POST', path: '_ilm/stop', signal });
}
