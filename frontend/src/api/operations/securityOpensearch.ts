// The OpenSearch security plugin's action groups, tenants and audit configuration
// (_plugins/_security/api/*): their lists, the writes of one entry (PUT of the whole entry, or
// PATCH with an RFC 6902 JSON Patch), their deletion, and the audit config read and replaced.
import { readActionGroups, type ActionGroup } from '../../engine/opensearchActionGroups';
import { readAuditAnswer, type AuditAnswer } from '../../engine/opensearchAudit';
import { readTenants, type Tenant } from '../../engine/opensearchTenants';
import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';
import { OPENSEARCH_SECURITY_API } from './security';

/** The two lists of named entries these calls manage. */
export type OpensearchEntryKind = 'actiongroups' | 'tenants';

/** The path of one action group or tenant. */
export function opensearchEntryPath(kind: OpensearchEntryKind, name: string): string {
  return `${OPENSEARCH_SECURITY_API}/${kind}/${encodePathSegment(name)}`;
}

/** The path the audit configuration is replaced at. */
export const AUDIT_CONFIG_PATH = `${OPENSEARCH_SECURITY_API}/audit/config`;

/** One operation of a JSON Patch. */
export interface JsonPatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

/** A write of one entry: its whole body (PUT), or the JSON Patch of what changed (PATCH). */
export type OpensearchEntryWrite =
  | { kind: OpensearchEntryKind; name: string; method: 'PUT'; body: Record<string, unknown> }
  | { kind: OpensearchEntryKind; name: string; method: 'PATCH'; body: JsonPatchOperation[] };

export async function getActionGroups(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<ActionGroup[]> {
  const path = `${OPENSEARCH_SECURITY_API}/actiongroups`;
  return readActionGroups(await clusterRequest<unknown>(target, { method: 'GET', path, signal }));
}

export async function getTenants(target: ClusterTarget, signal?: AbortSignal): Promise<Tenant[]> {
  const path = `${OPENSEARCH_SECURITY_API}/tenants`;
  return readTenants(await clusterRequest<unknown>(target, { method: 'GET', path, signal }));
}

export async function getAudit(target: ClusterTarget, signal?: AbortSignal): Promise<AuditAnswer> {
  const path = `${OPENSEARCH_SECURITY_API}/audit`;
  return readAuditAnswer(await clusterRequest<unknown>(target, { method: 'GET', path, signal }));
}

export function writeOpensearchEntry(
  target: ClusterTarget,
  write: OpensearchEntryWrite,
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: write.method,
    path: opensearchEntryPath(write.kind, write.name),
    body: write.body,
    signal,
  });
}

export function deleteOpensearchEntry(
  target: ClusterTarget,
  { kind, name }: { kind: OpensearchEntryKind; name: string },
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: 'DELETE',
    path: opensearchEntryPath(kind, name),
    signal,
  });
}

/** Replaces the audit configuration with `config` (the plugin takes it as the whole body). */
export function putAuditConfig(
  target: ClusterTarget,
  config: Record<string, unknown>,
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: AUDIT_CONFIG_PATH,
    body: config,
    signal,
  });
}
