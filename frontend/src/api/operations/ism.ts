// OpenSearch Index State Management (ISM) policies: list, read, create or update, delete, and
// which managed indices each policy runs on (the explain answer of every index, which does not
// page). The policy list pages: the plugin reads `size` (20 by default) although the published API
// description lists no query parameter, so it asks for up to 1000 at once.
import { toNumber } from '../../lib/json';
import { encodePathSegment } from '../../lib/indexName';
import { isRecord } from '../../lib/storage';
import { clusterRequest, pathWithQuery, type QueryParams } from '../client';
import type { ClusterTarget } from '../types';
import { explainManagedIndices } from './managedIndices';

export const ISM_POLICIES_PATH = '_plugins/_ism/policies';
/** How many policies one list call asks for. */
export const ISM_PAGE_SIZE = 1000;

/** One listed policy, as GET _plugins/_ism/policies sends it; fields are read with care. */
export interface IsmPolicyEntry {
  _id?: string;
  _seq_no?: unknown;
  _primary_term?: unknown;
  policy?: unknown;
}

export interface IsmPoliciesResponse {
  policies?: IsmPolicyEntry[];
  total_policies?: number;
}

/** Per policy id, the names of the indices it manages. */
export type PolicyUse = Record<string, string[]>;

/** The version a policy was read at: an update is refused unless it still is. */
export interface IsmPolicyVersion {
  seqNo: number;
  primaryTerm: number;
}

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

/** GET _plugins/_ism/policies?size=1000. */
export function getIsmPolicies(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<IsmPoliciesResponse> {
  return clusterRequest<IsmPoliciesResponse>(target, {
    method: 'GET',
    path: ISM_POLICIES_PATH,
    params: { size: ISM_PAGE_SIZE },
    signal,
  });
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

function policyIdOf(entry: Record<string, unknown>): string | null {
  const id =
    entry.policy_id ??
    entry['index.plugins.index_state_management.policy_id'] ??
    entry['index.opendistro.index_state_management.policy_id'];
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * The explain answer read per policy: every key but total_managed_indices is an index, whose
 * entry names its policy (policy_id, or the index setting on older versions).
 */
export function policyUseFromExplain(answer: unknown): PolicyUse {
  const use: PolicyUse = {};
  if (!isRecord(answer)) return use;
  for (const [index, entry] of Object.entries(answer)) {
    if (index === 'total_managed_indices' || !isRecord(entry)) continue;
    const id = policyIdOf(entry);
    if (id === null) continue;
    (use[id] ??= []).push(index);
  }
  for (const names of Object.values(use)) names.sort();
  return use;
}

/**
 * The managed indices of every policy, from the explain of every index (hidden ones included):
 * the list form of explain (`_plugins/_ism/explain` alone) pages, and would undercount.
 */
export async function countPolicyUse(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<PolicyUse> {
  return policyUseFromExplain(await explainManagedIndices(target, 'ism', signal));
}

/** The version of a listed or read policy, when it carries both numbers. */
export function policyVersionOf(entry: IsmPolicyEntry): IsmPolicyVersion | null {
  const seqNo = toNumber(entry._seq_no);
  const primaryTerm = toNumber(entry._primary_term);
  return seqNo === undefined || primaryTerm === undefined ? null : { seqNo, primaryTerm };
}
