// A rollover's conditions: the request body of the conditions a user set, and each condition's
// outcome as the engine's answer states it.
import { isRecord } from '../../lib/storage';

/** One condition of a rollover answer, as the engine wrote it ("[max_age: 7d]"). */
export interface RolloverCondition {
  condition: string;
  met: boolean;
}

/** The conditions a user may set for a rollover; empty ones are left out of the request. */
export interface RolloverConditionsInput {
  /** A duration such as '7d'. */
  maxAge?: string;
  maxDocs?: number;
  /** A byte size such as '50gb' (Elasticsearch). */
  maxPrimaryShardSize?: string;
  /** A byte size such as '50gb': the whole index's primaries (OpenSearch has only this one). */
  maxSize?: string;
}

/**
 * The conditions of a rollover answer (a dry run or a real one), in the engine's order, each with
 * whether the index met it. An answer without conditions (a rollover asked without any) gives an
 * empty list; entries whose value is not a boolean are skipped.
 */
export function rolloverConditions(answer: unknown): RolloverCondition[] {
  if (!isRecord(answer) || !isRecord(answer.conditions)) return [];
  return Object.entries(answer.conditions).flatMap(([condition, met]) =>
    typeof met === 'boolean' ? [{ condition, met }] : [],
  );
}

/**
 * The body of a rollover request with the conditions the user set: blank texts and numbers that
 * are not whole and non-negative count as unset. undefined when none is set, so the request goes
 * without a body and rolls over at once.
 */
export function rolloverBody(
  conditions: RolloverConditionsInput,
): Record<string, unknown> | undefined {
  const set: Record<string, unknown> = {};
  const maxAge = conditions.maxAge?.trim();
  if (maxAge) set.max_age = maxAge;
  const { maxDocs } = conditions;
  if (maxDocs !== undefined && Number.isSafeInteger(maxDocs) && maxDocs >= 0)
    set.max_docs = maxDocs;
  const maxPrimaryShardSize = conditions.maxPrimaryShardSize?.trim();
  if (maxPrimaryShardSize) set.max_primary_shard_size = maxPrimaryShardSize;
  const maxSize = conditions.maxSize?.trim();
  if (maxSize) set.max_size = maxSize;
  return Object.keys(set).length > 0 ? { conditions: set } : undefined;
}
