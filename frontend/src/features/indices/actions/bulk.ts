// Index actions over several indices: sent by indexAction in sequential
// chunks of 16; a failing chunk does not stop the others. This turns the chunk outcomes into
// what the user is told: what succeeded, with the cluster's answer, and which indices failed
// and why.
import { errorMember, isRecord, type ClusterErrorInfo } from '../../../api/errors';
import {
  indexAction,
  summariseIndexAction,
  type IndexAction,
  type IndexActionChunk,
} from '../../../api/operations/indexActions';
import type { ClusterTarget } from '../../../api/types';

/** Who an action applied to, for the wording of the outcome message. */
export type ActionTarget =
  { kind: 'all' } | { kind: 'one'; index: string } | { kind: 'many'; count: number };

export function actionTarget(indices: readonly string[]): ActionTarget {
  if (indices.length === 0) return { kind: 'all' };
  if (indices.length === 1) return { kind: 'one', index: indices[0] };
  return { kind: 'many', count: indices.length };
}

export interface BulkReport {
  /** The indices of the chunks that succeeded. */
  succeeded: string[];
  /** The part that succeeded (null when nothing did) with the cluster's answer. */
  success: { target: ActionTarget; response: unknown } | null;
  /**
   * The indices of the failed chunks (empty when the request named none), their distinct
   * reasons and the errors themselves.
   */
  failure: {
    target: ActionTarget;
    indices: string[];
    reasons: string[];
    errors: ClusterErrorInfo[];
  } | null;
}

/** The reason a cluster gives in its error body, or the error's message. */
export function failureReason(error: ClusterErrorInfo): string {
  const member = errorMember(error.body);
  if (isRecord(member) && typeof member.reason === 'string') return member.reason;
  if (typeof member === 'string') return member;
  return error.message;
}

export function bulkReport(
  requested: readonly string[],
  chunks: readonly IndexActionChunk[],
): BulkReport {
  const summary = summariseIndexAction(chunks);
  const anySucceeded = chunks.some((chunk) => chunk.ok);
  const everyIndex = requested.length === 0;
  const success = anySucceeded
    ? {
        target: everyIndex ? actionTarget([]) : actionTarget(summary.succeeded),
        response: summary.responses.length === 1 ? summary.responses[0] : summary.responses,
      }
    : null;
  const failure = summary.ok
    ? null
    : {
        target: everyIndex ? actionTarget([]) : actionTarget(summary.failed),
        indices: summary.failed,
        reasons: [...new Set(summary.errors.map(failureReason))],
        errors: summary.errors,
      };
  return { succeeded: summary.succeeded, success, failure };
}

/** Runs `action` on `indices` (all indices when empty, where the action allows it). */
export async function runBulkAction(
  target: ClusterTarget,
  action: IndexAction,
  indices: readonly string[],
  signal?: AbortSignal,
): Promise<BulkReport> {
  return bulkReport(indices, await indexAction(target, action, indices, signal));
}
