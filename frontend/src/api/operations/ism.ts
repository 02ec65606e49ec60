// OpenSearch Index State Management (ISM) policies: list, read, create or update, delete, and
// which managed indices each policy runs on (read from the managed indices' list, the explain of
// every index, which does not page). The policy list pages: the plugin reads `size` (20 by default) although the published API
// description lists no query parameter, so it asks for up to 1000 at once. The answers are read
// by engine/lifecycle and engine/lifecyclePolicies.
import type { ManagedIndex } from '../../engine/lifecycle';
import { ismPolicies, type IsmPolicy, type IsmPolicyVersion } from '../../engine/lifecyclePolicies';
import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest, pathWithQuery, type QueryParams } from '../client';
import type { ClusterTarget } from '../types';

export const ISM_POLICIES_PATH = '_plugins/_ism/policies';
/** The query of the list: up to 1000 policies at once. */
export const ISM_POLICY_LIST_PARAMS: Readonly<Record<string, string>> = { size: '1000' };

/** One policy, as GET _plugins/_ism/policies/{id} sends it. */
export interface IsmPolicyEntry {
  _id?: string;
  _seq_no?: unknown;
  _primary_term?: unknown;
  policy?: unknown;
}

/** Per policy id, the names of the indices it manages. */
export type PolicyUse = Record<string, string[]>;

export interface PutIsmPolicyArg {
  id: string;
  /** The request body, {"policy": {...}}. */
  body: Record<string, unknown>;
  /** Given for an update (the engine requires it then); none creates the policy. */
  version?: IsmPolicyVersion | null;
}

export function ismPolicyPath(id: string): string {
  return `${ISM_POLICIES_PATH}/${encodePathSegment(id)}`;
}

function versionParams(version: IsmPolicyVersion | null | undefined): QueryParams | undefined {
  return version ? { if_seq_no: version.seqNo, if_primary_term: version.primaryTerm } : undefined;
}

/** The path a save sends, with its query string, as the dialog shows it. */
export function putIsmPolicyPath(id: string, version?: IsmPolicyVersion | null): string {
  return pathWithQuery(ismPolicyPath(id), versionParams(version));
}

/** GET _plugins/_ism/policies?size=1000, read. */
export async function getIsmPolicies(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<IsmPolicy[]> {
  const answer = await clusterRequest<unknown>(target, {
    method: 'GET',
    path: ISM_POLICIES_PATH,
    params: ISM_POLICY_LIST_PARAMS,
    signal,
  });
  return ismPolicies(answer);
}

/** GET _plugins/_ism/policies/{id}: one policy with its _seq_no and _primary_term. */
export function getIsmPolicy(
  target: ClusterTarget,
  id: string,
  signal?: AbortSignal,
): Promise<IsmPolicyEntry> {
  return clusterRequest<IsmPolicyEntry>(target, {
    method: 'GET',
    path: ismPolicyPath(id),
    signal,
  });
}

/** PUT _plugins/_ism/policies/{id}, with if_seq_no and if_primary_term for an update. */
export function putIsmPolicy(
  target: ClusterTarget,
  { id, body, version }: PutIsmPolicyArg,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: ismPolicyPath(id),
    params: versionParams(version),
    body,
    signal,
  });
}

/** DELETE _plugins/_ism/policies/{id}. */
export function deleteIsmPolicy(
  target: ClusterTarget,
  id: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'DELETE', path: ismPolicyPath(id), signal });
}

/** The managed indices read per policy: the indices of each, sorted by name. */
export function policyUseOf(indices: readonly ManagedIndex[]): PolicyUse {
  const use: PolicyUse = {};
  for (const { index, policy } of indices) (use[policy] ??= []).push(index);
  for (const names of Object.values(use)) names.sort();
  return use;
}
