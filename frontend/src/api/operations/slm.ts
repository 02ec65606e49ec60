// Snapshot lifecycle policies.

import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

export interface SlmRetention {
  expire_after?: string;
  max_count?: number;
  min_count?: number;
}

export interface SlmPolicy {
  name: string;
  schedule: string;
  repository: string;
  config?: { indices?: string[]; ignore_unavailable?: boolean; include_global_state?: boolean };
  retention?: SlmRetention;
}

export interface SlmPolicyEntry {
  policy: SlmPolicy;
  version?: number;
  modified_date_millis?: number;
  next_execution_millis?: number;
  last_success?: unknown;
  last_failure?: unknown;
}

export type SlmPoliciesResponse = Record<string, SlmPolicyEntry>;

const policyPath = (id: string) => `_slm/policy/${encodePathSegment(id)}`;

/** GET _slm/policy: policies keyed by id. */
export function catSlmPolicies(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<SlmPoliciesResponse> {
  return clusterRequest<SlmPoliciesResponse>(target, {
    method: 'GET',
    path: '_slm/policy',
    signal,
  });
}

/** GET _slm/policy/{id}. */
export function slmGetPolicy(
  target: ClusterTarget,
  id: string,
  signal?: AbortSignal,
): Promise<SlmPoliciesResponse> {
  return clusterRequest<SlmPoliciesResponse>(target, {
    method: 'GET',
    path: policyPath(id),
    signal,
  });
}

/** The policy in a GET _slm/policy/{id} answer: response[id].policy, response.policy or response[id]. */
export function policyFromResponse(response: unknown, id: string): SlmPolicy | null {
  if (typeof response !== 'object' || response === null) return null;
  const record = response as Record<string, unknown>;
  const entry = record[id] as Record<string, unknown> | undefined;
  const policy = entry?.policy ?? record.policy ?? entry;
  return typeof policy === 'object' && policy !== null ? (policy as SlmPolicy) : null;
}

/** PUT _slm/policy/{id}: creates or replaces the policy. */
export function slmPutPolicy(
  target: ClusterTarget,
  id: string,
  policy: SlmPolicy,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: policyPath(id),
    body: policy,
    signal,
  });
}

/** DELETE _slm/policy/{id}. */
export function slmDeletePolicy(
  target: ClusterTarget,
  id: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'DELETE', path: policyPath(id), signal });
}

/**
 * PUT _slm/policy/{id}/_execute: takes a snapshot now; resolves to { snapshot_name }. PUT is the
 * method Elasticsearch's specification gives the endpoint.
 */
export function slmExecutePolicy(
  target: ClusterTarget,
  id: string,
  signal?: AbortSignal,
): Promise<{ snapshot_name?: string }> {
  return clusterRequest<{ snapshot_name?: string }>(target, {
    method: 'PUT',
    path: `${policyPath(id)}/_execute`,
    signal,
  });
}

/** GET _slm/status: { operation_mode }. */
export function slmGetStatus(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<{ operation_mode?: string }> {
  return clusterRequest<{ operation_mode?: string }>(target, {
    method: 'GET',
    path: '_slm/status',
    signal,
  });
}
