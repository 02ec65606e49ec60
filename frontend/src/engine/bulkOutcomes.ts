// What one bulk answer means for the documents it answers: which were created or updated, which
// the cluster turned away for being busy and go out again in a later request, and which are
// rejected for good (their lines go to the rejects file). A document is counted once as sent,
// however many times it goes out; a busy cluster's refusal becomes final after the last attempt.
import type { RejectedRecord, SummaryChange } from '../lib/transfer/rejects';
import type { BulkAnswer, BulkItemFailure, BulkItemOutcome } from './bulkRequests';

/** A document as sent: where it is in the file, and which send this was. */
export interface SentRecord {
  line: number;
  offset: number;
  /** 1 for the first send, 2 for the first retry... */
  attempt: number;
}

export interface SortedAnswer<R extends SentRecord> {
  change: SummaryChange;
  /** The documents to send again, in file order. */
  retry: R[];
}

function reject(record: SentRecord, source: string, failure: BulkItemFailure): RejectedRecord {
  const { status, type, reason, causedBy } = failure;
  return {
    line: record.line,
    offset: record.offset,
    status,
    type,
    reason,
    causedBy,
    source,
  };
}

/**
 * Sorts the documents of one request (`records`, in the order sent) by the `answer` to it. A
 * retryable failure goes out again while the document has been sent fewer than `maxAttempts`
 * times. `textOf` gives a document's text as read, for the rejects file.
 */
export function sortAnswer<R extends SentRecord>(
  records: readonly R[],
  answer: BulkAnswer,
  maxAttempts: number,
  textOf: (record: R) => string,
): SortedAnswer<R> {
  const outcome = (index: number): BulkItemOutcome =>
    answer.ok ? answer.items[index] : answer.failure;
  let created = 0;
  let updated = 0;
  let existing = 0;
  const retry: R[] = [];
  const rejects: RejectedRecord[] = [];
  records.forEach((record, index) => {
    const item = outcome(index);
    if (item.ok) {
      if (item.result === 'created') created += 1;
      else if (item.result === 'updated') updated += 1;
      else if (item.result === 'exists') existing += 1;
    } else if (item.retryable && record.attempt < maxAttempts) retry.push(record);
    else rejects.push(reject(record, textOf(record), item));
  });
  const sent = records.filter((record) => record.attempt === 1).length;
  return { change: { sent, created, updated, existing, retried: retry.length, rejects }, retry };
}
