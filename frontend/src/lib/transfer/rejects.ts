// Nothing an import cannot write is lost: every rejected document becomes one line of the rejects
// file (NDJSON: where it was in the file, the status and error the cluster gave, and the
// document's text as read), which the user can download at any time and import again once
// fixed. Beside it, a running summary counts the documents sent, created, updated, rejected and
// retried, and the rejects per error type with the first few examples of each.
import { isRecord } from '../storage';

/** One document the import could not write. */
export interface RejectedRecord {
  /** Its line number in the file (1-based) and the byte offset of its start. */
  line: number;
  offset: number;
  /** The status the cluster gave, or null for a document refused before sending. */
  status: number | null;
  /** The error type (`mapper_parsing_exception`...), or what refused it before sending. */
  type: string;
  reason: string;
  /** The reason of the error's cause, when the cluster gave one. */
  causedBy: string | null;
  /** The document's text as read (for a `_bulk` body, its action and source lines). */
  source: string;
}

/** The line (newline included) of the rejects file for one rejected document. */
export function rejectLine(reject: RejectedRecord): string {
  const { line, offset, status, type, reason, causedBy, source } = reject;
  return `${JSON.stringify({ line, offset, status, type, reason, caused_by: causedBy, source })}\n`;
}

/** Whether a value read back is a count: a whole number, zero or more. */
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A line of a rejects file read back, or null when it is not one. */
export function parseRejectLine(text: string): RejectedRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { line, offset, status, type, reason, caused_by: causedBy, source } = value;
  if (!isCount(line) || !isCount(offset) || (status !== null && !isCount(status))) return null;
  if (typeof type !== 'string' || typeof reason !== 'string' || typeof source !== 'string')
    return null;
  if (causedBy !== null && typeof causedBy !== 'string') return null;
  return { line, offset, status, type, reason, causedBy, source };
}

/** What happened to the documents of a run so far. */
export interface TransferCounts {
  /** Documents sent at least once (a document sent again counts once). */
  sent: number;
  created: number;
  updated: number;
  /** Created with an id already there (a data stream's documents): kept as they were, not rejected. */
  existing: number;
  rejected: number;
  /** Sends of a document again after the cluster turned it away for being busy. */
  retried: number;
}

export const NO_COUNTS: TransferCounts = {
  sent: 0,
  created: 0,
  updated: 0,
  existing: 0,
  rejected: 0,
  retried: 0,
};

/** One error type among the rejects: how many, and the first few of them. */
export interface RejectReason {
  type: string;
  count: number;
  examples: { line: number; reason: string }[];
}

export interface TransferSummary {
  counts: TransferCounts;
  /** By error type, in the order the types first came up. */
  reasons: RejectReason[];
}

export const EMPTY_SUMMARY: TransferSummary = { counts: NO_COUNTS, reasons: [] };

/** How many examples each error type keeps. */
export const EXAMPLES_PER_REASON = 3;

/** What one answer (or a refusal before sending) adds to the summary. */
export interface SummaryChange {
  sent?: number;
  created?: number;
  updated?: number;
  existing?: number;
  retried?: number;
  rejects?: readonly RejectedRecord[];
}

function addReject(reasons: RejectReason[], reject: RejectedRecord): RejectReason[] {
  const index = reasons.findIndex((reason) => reason.type === reject.type);
  const example = { line: reject.line, reason: reject.reason };
  if (index < 0) return [...reasons, { type: reject.type, count: 1, examples: [example] }];
  const { count, examples } = reasons[index];
  const kept = examples.length < EXAMPLES_PER_REASON ? [...examples, example] : examples;
  return reasons.map((reason, i) =>
    i === index ? { type: reject.type, count: count + 1, examples: kept } : reason,
  );
}

/** The summary with `change` added; `summary` itself is left as it was. */
export function addToSummary(summary: TransferSummary, change: SummaryChange): TransferSummary {
  const rejects = change.rejects ?? [];
  const { counts } = summary;
  return {
    counts: {
      sent: counts.sent + (change.sent ?? 0),
      created: counts.created + (change.created ?? 0),
      updated: counts.updated + (change.updated ?? 0),
      existing: counts.existing + (change.existing ?? 0),
      rejected: counts.rejected + rejects.length,
      retried: counts.retried + (change.retried ?? 0),
    },
    reasons: rejects.reduce(addReject, summary.reasons),
  };
}

/** The error types by how many documents each rejected, most first. */
export function reasonsByCount(summary: TransferSummary): RejectReason[] {
  return [...summary.reasons].sort((a, b) => b.count - a.count);
}

/** The error type of a document larger than a whole bulk request may be. */
export const TOO_LARGE = 'document_too_large';

/** The reject of a document not sent because it alone is over the byte limit of a request. */
export function tooLargeReject(
  record: { line: number; offset: number; bytes: number; text: string },
  maxBytes: number,
): RejectedRecord {
  const { line, offset, bytes, text } = record;
  const reason = `${bytes} bytes, over the ${maxBytes}-byte limit of a bulk request`;
  return { line, offset, status: null, type: TOO_LARGE, reason, causedBy: null, source: text };
}
