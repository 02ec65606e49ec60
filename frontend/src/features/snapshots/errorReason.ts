// The reason a cluster gives for a failed call, for a line inside the dialog that made it
// (the notification of core spec 8.2 tells it too, but closes itself).
import { errorMember, isRecord, toClusterErrorInfo } from '../../api/errors';

/**
 * error.reason and, when it says more, error.caused_by.reason; a string error as is; otherwise
 * the error message.
 */
export function errorReason(error: unknown): { reason: string; cause: string | null } {
  const info = toClusterErrorInfo(error);
  const member = errorMember(info.body);
  if (isRecord(member) && typeof member.reason === 'string') {
    const causedBy = isRecord(member.caused_by) ? member.caused_by.reason : undefined;
    const cause = typeof causedBy === 'string' && causedBy !== member.reason ? causedBy : null;
    return { reason: member.reason, cause };
  }
  if (typeof member === 'string') return { reason: member, cause: null };
  return { reason: info.message, cause: null };
}
