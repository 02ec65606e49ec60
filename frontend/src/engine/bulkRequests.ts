// The bulk requests an import sends and how their answers are read. Each document gets an action
// line naming the target: `create` for a data stream (which takes nothing else), `index` for an
// index or an alias, with the document's `_id` when it has one, so a re-run with the same ids
// overwrites rather than duplicates. A record of a `_bulk` body file keeps its own action line.
// An answer is read item by item, in the order the documents were sent: an answer of 200 whose
// items hold errors is never counted as a success, and each failure says whether sending the
// document again may succeed (the cluster was busy) or not (the document itself was refused).
import { escapeIndexName } from '../lib/indexName';
import { isRecord } from '../lib/storage';

/** Where the documents go: an index, an alias or a data stream, by name. */
export interface BulkTarget {
  name: string;
  /** A data stream accepts only `create` actions. */
  dataStream: boolean;
}

/** The action line (without its newline) of one document for `target`, with `_id` when given. */
export function bulkActionLine(target: BulkTarget, id?: string | null): string {
  const meta: Record<string, string> = { _index: target.name };
  if (id !== undefined && id !== null) meta._id = id;
  return JSON.stringify({ [target.dataStream ? 'create' : 'index']: meta });
}

/** One document to send: its source line, with an id, or a record of a `_bulk` body file. */
export type BulkDocument =
  { source: string; id?: string | null } | { action: string; source: string | null };

/**
 * The lines (without newlines) of one document in a bulk body: a `_bulk` body record as it
 * is (a `delete` has no source line), any other with the target's action line.
 */
export function bulkDocumentLines(target: BulkTarget, document: BulkDocument): string[] {
  if ('action' in document)
    return document.source === null ? [document.action] : [document.action, document.source];
  return [bulkActionLine(target, document.id), document.source];
}

/**
 * The request carrying a bulk body to `target`: `POST {target}/_bulk`, without a refresh (the
 * documents become searchable at the index's own refresh, which keeps a large import fast).
 */
export function bulkRequest(target: string): { method: 'POST'; path: string } {
  return { method: 'POST', path: `${escapeIndexName(target)}/_bulk?refresh=false` };
}

const VERSION_CONFLICT = 'version_conflict_engine_exception';

/** The error types of a cluster too busy to take more writes for now (Elasticsearch, OpenSearch). */
const REJECTED_EXECUTION = new Set([
  'es_rejected_execution_exception',
  'rejected_execution_exception',
]);

/** Whether sending again later may succeed: 429 or 503, or a rejected execution. */
export function isRetryable(status: number | null, type: string | null): boolean {
  return status === 429 || status === 503 || (type !== null && REJECTED_EXECUTION.has(type));
}

/** What the cluster did with one document. */
export type BulkItemOutcome = BulkItemSuccess | BulkItemFailure;

export interface BulkItemSuccess {
  ok: true;
  status: number;
  /**
   * `created`, `updated`, `noop`, `deleted`, `not_found` (a delete of a missing document) or
   * `exists` (a `create` of a document whose id is there already: kept as it was).
   */
  result: string;
  id: string | null;
}

export interface BulkItemFailure {
  ok: false;
  /** The item's status, or the answer's when the whole request failed; null when none is given. */
  status: number | null;
  /** The error type (`mapper_parsing_exception`...). */
  type: string;
  reason: string;
  /** The reason of the error's cause, often the one that names the field or value at fault. */
  causedBy: string | null;
  retryable: boolean;
  id: string | null;
}

/** An error as the engines write one, `{type, reason, caused_by}`; another value as its text. */
function readError(error: unknown): { type: string; reason: string; causedBy: string | null } {
  if (!isRecord(error)) return { type: 'unknown', reason: String(error), causedBy: null };
  const type = typeof error.type === 'string' ? error.type : 'unknown';
  const reason = typeof error.reason === 'string' ? error.reason : '';
  const cause = error.caused_by;
  const causedBy = isRecord(cause) && typeof cause.reason === 'string' ? cause.reason : null;
  return { type, reason, causedBy };
}

/**
 * A failure with `status` and `error`: an error object as the engines write one, or a text (a
 * network failure's message). For a request that failed as a whole, it stands for each document.
 */
export function requestFailure(status: number | null, error: unknown): BulkItemFailure {
  const read =
    typeof error === 'string'
      ? { type: 'http_error', reason: error, causedBy: null }
      : readError(error);
  return { ok: false, status, ...read, retryable: isRetryable(status, read.type), id: null };
}

/** The outcome of one item of a bulk answer (`{"index": {...}}`), or null when it has no shape. */
function readItem(item: unknown): BulkItemOutcome | null {
  if (!isRecord(item)) return null;
  const keys = Object.keys(item);
  const body = keys.length === 1 ? item[keys[0]] : undefined;
  if (!isRecord(body) || typeof body.status !== 'number') return null;
  const { status } = body;
  const id = typeof body._id === 'string' ? body._id : null;
  const result = typeof body.result === 'string' ? body.result : null;
  // A delete of a document that is not there is answered 404 `not_found`, without an error.
  if (body.error === undefined && (status < 300 || result === 'not_found'))
    return { ok: true, status, result: result ?? (status === 201 ? 'created' : 'updated'), id };
  const error = body.error === undefined ? { type: `http_${status}`, reason: '' } : body.error;
  const failure = { ...requestFailure(status, error), id };
  // A data stream (or a `create` action) keeps the document already there under that id: a
  // re-run of an import with its ids finds it written, which is no loss.
  if (keys[0] === 'create' && status === 409 && failure.type === VERSION_CONFLICT)
    return { ok: true, status, result: 'exists', id };
  return failure;
}

/** A bulk answer read: one outcome per document sent, or why the answer cannot be read. */
export type BulkAnswer =
  | { ok: true; items: BulkItemOutcome[] }
  | { ok: false; failure: BulkItemFailure; problem: 'request' | 'shape' | 'count' };

/**
 * Reads the answer (`status`, parsed `body`) to a bulk request of `sent` documents. An answer that
 * is not a bulk answer (an error of the whole request, a proxy's page) or that has not one item
 * per document is an error for every document: nothing is taken as written that was not.
 */
export function readBulkAnswer(status: number, body: unknown, sent: number): BulkAnswer {
  if (status >= 300 || (isRecord(body) && body.error !== undefined)) {
    const error = isRecord(body) && body.error !== undefined ? body.error : `HTTP ${status}`;
    return { ok: false, failure: requestFailure(status, error), problem: 'request' };
  }
  const invalid = (problem: 'shape' | 'count', reason = ''): BulkAnswer => {
    const failure = requestFailure(status, { type: 'invalid_bulk_answer', reason });
    return { ok: false, failure, problem };
  };
  if (!isRecord(body) || !Array.isArray(body.items) || typeof body.errors !== 'boolean')
    return invalid('shape');
  const items: BulkItemOutcome[] = [];
  for (const raw of body.items as unknown[]) {
    const item = readItem(raw);
    if (item === null) return invalid('shape');
    items.push(item);
  }
  if (items.length !== sent) return invalid('count', `${items.length} items for ${sent} documents`);
  return { ok: true, items };
}
