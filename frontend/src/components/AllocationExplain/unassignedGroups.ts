// Why the cluster is not green: its unassigned shards from _cat/shards, grouped by the reason
// they are unassigned, each group explained by one explain call for its first shard. The
// dashboard's "Why?" and the diagnostics' unassigned-shards rule both read them.

import { errorReason } from '../../api/errors';
import type { CatRow } from '../../api/operations/cat';
import { explainAllocation, type ShardCopy } from '../../api/operations/allocation';
import {
  firstRefusal,
  parseAllocationExplanation,
  type AllocationExplanation,
  type Refusal,
} from '../../api/operations/allocationExplanation';
import type { ClusterTarget } from '../../api/types';

/** The columns the dialog asks _cat/shards for. */
export const UNASSIGNED_COLUMNS = ['index', 'shard', 'prirep', 'state', 'unassigned.reason'];

/** The reason of a shard whose row names none. */
export const UNKNOWN_REASON = 'UNKNOWN';

export interface UnassignedShard {
  index: string;
  shard: number;
  primary: boolean;
}

export interface UnassignedGroup {
  reason: string;
  /** Every shard of the group, in the cluster's order. */
  shards: UnassignedShard[];
  /** The first NO decider (or the overall explanation) for the group's first shard. */
  refusal: Refusal | null;
  /** The cluster gave up allocating the group's first shard after too many failures. */
  maxRetriesExceeded: boolean;
  /** The cluster's reason when the explain call failed, else null. */
  failure: string | null;
}

/** The unassigned shards of _cat/shards rows; rows without an index or shard number are skipped. */
export function unassignedShardsByReason(rows: readonly CatRow[]): Map<string, UnassignedShard[]> {
  const groups = new Map<string, UnassignedShard[]>();
  for (const row of rows) {
    if (row.state !== 'UNASSIGNED') continue;
    const shard = Number.parseInt(row.shard ?? '', 10);
    if (!row.index || Number.isNaN(shard)) continue;
    const reason = row['unassigned.reason']?.trim() || UNKNOWN_REASON;
    const group = groups.get(reason) ?? [];
    group.push({ index: row.index, shard, primary: row.prirep === 'p' });
    groups.set(reason, group);
  }
  return groups;
}

export type Explain = (copy: ShardCopy) => Promise<AllocationExplanation>;

/** Explains one group by its first shard; a failure becomes the group's `failure`. */
async function explainGroup(
  reason: string,
  shards: UnassignedShard[],
  explain: Explain,
  failureReason: (error: unknown) => string,
): Promise<UnassignedGroup> {
  const { index, shard, primary } = shards[0];
  try {
    const explanation = await explain({ index, shard, primary });
    return {
      reason,
      shards,
      refusal: firstRefusal(explanation),
      maxRetriesExceeded: explanation.maxRetriesExceeded,
      failure: null,
    };
  } catch (error) {
    return {
      reason,
      shards,
      refusal: null,
      maxRetriesExceeded: false,
      failure: failureReason(error),
    };
  }
}

/**
 * The groups of unassigned shards, the largest first (then by reason), each explained by one
 * call at the same time as the others. No unassigned shard: no group and no call.
 */
export async function unassignedGroups(
  rows: readonly CatRow[],
  explain: Explain,
  failureReason: (error: unknown) => string,
): Promise<UnassignedGroup[]> {
  const byReason = [...unassignedShardsByReason(rows)].sort(
    ([reasonA, a], [reasonB, b]) => b.length - a.length || reasonA.localeCompare(reasonB),
  );
  return Promise.all(
    byReason.map(([reason, shards]) => explainGroup(reason, shards, explain, failureReason)),
  );
}

/** The first `limit` items and how many more there are. */
export function firstItems<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** The groups of `rows` (an answer of _cat/shards with UNASSIGNED_COLUMNS), explained by `target`. */
export function explainUnassigned(
  target: ClusterTarget,
  rows: unknown,
  signal?: AbortSignal,
): Promise<UnassignedGroup[]> {
  const explain = async (copy: ShardCopy) =>
    parseAllocationExplanation(await explainAllocation(target, copy, signal));
  return unassignedGroups(
    Array.isArray(rows) ? rows : [],
    explain,
    (error) => errorReason(error).reason,
  );
}
