// Rows of the Policies dialog: the policies of one repository, by name.
import type { SlmPoliciesResponse, SlmRetention } from '../../../api/operations/slm';
import { toClusterErrorInfo } from '../../../api/errors';

export interface PolicyRow {
  id: string;
  name: string;
  schedule: string;
  retention: SlmRetention | null;
}

/** The policies that write to `repository`, sorted by name (then id). */
export function policyRows(
  response: SlmPoliciesResponse | undefined,
  repository: string,
): PolicyRow[] {
  return Object.entries(response ?? {})
    .filter(([, entry]) => entry.policy?.repository === repository)
    .map(([id, entry]) => ({
      id,
      name: entry.policy.name ?? '',
      schedule: entry.policy.schedule ?? '',
      retention: entry.policy.retention ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** The retention parts to show, in order; the caller words them ('30d', 'max 10', 'min 2'). */
export type RetentionPart =
  { kind: 'expireAfter'; value: string } | { kind: 'max' | 'min'; value: number };

export function retentionParts(retention: SlmRetention | null): RetentionPart[] {
  if (!retention) return [];
  const parts: RetentionPart[] = [];
  if (retention.expire_after) parts.push({ kind: 'expireAfter', value: retention.expire_after });
  if (typeof retention.max_count === 'number')
    parts.push({ kind: 'max', value: retention.max_count });
  if (typeof retention.min_count === 'number')
    parts.push({ kind: 'min', value: retention.min_count });
  return parts;
}

/**
 * A cluster without snapshot lifecycle management: OpenSearch (and any engine without the
 * x-pack SLM API) answers `_slm` with 400 'no handler found' or 404. Other failures (auth,
 * a server error, the network) are real errors and are shown as such.
 */
export function isSlmUnsupported(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  const info = toClusterErrorInfo(error);
  return info.kind === 'api' && (info.status === 400 || info.status === 404);
}

/** The snapshot an executed policy started (PUT _slm/policy/{id}/_execute answers its name). */
export function executedSnapshotName(response: unknown): string | null {
  if (typeof response !== 'object' || response === null || !('snapshot_name' in response))
    return null;
  return typeof response.snapshot_name === 'string' ? response.snapshot_name : null;
}
