// The reason a cluster gives for a failed call, in words, for the place that shows the failure
// (a screen's error area, a dialog's line); the raw answer stays available to copy.

export interface ErrorReason {
  reason: string;
  /** What caused it, when that says more than the reason. */
  cause: string | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function reasonOf(value: unknown): string | undefined {
  return isObject(value) && typeof value.reason === 'string' ? value.reason : undefined;
}

/**
 * What caused `error`: its caused_by, or else the first failed shard's reason (a search that
 * failed on every shard says only 'all shards failed' at the top).
 */
function causeOf(error: Record<string, unknown>): string | undefined {
  const causedBy = reasonOf(error.caused_by);
  if (causedBy !== undefined) return causedBy;
  const shards = error.failed_shards;
  return Array.isArray(shards) && isObject(shards[0]) ? reasonOf(shards[0].reason) : undefined;
}

/**
 * From a cluster's error body: error.reason and, when it says more, what caused it; a string
 * error as is; otherwise `fallback` (the error message).
 */
export function bodyReason(body: unknown, fallback: string): ErrorReason {
  const member = isObject(body) ? body.error : undefined;
  if (isObject(member) && typeof member.reason === 'string') {
    const causedBy = causeOf(member);
    const cause = causedBy !== undefined && causedBy !== member.reason ? causedBy : null;
    return { reason: member.reason, cause };
  }
  if (typeof member === 'string') return { reason: member, cause: null };
  return { reason: fallback, cause: null };
}
