// History rules of the REST console: an entry is recorded after every answer,
// failed ones too (the request being debugged is usually the one that failed), with its status
// and an empty body for GET and HEAD; it is skipped when it repeats the last entry; at most
// 1000 are kept, the oldest going first.
import type { RestQueryHistoryEntry, RestRequest } from '../../../engine/clusterDb';
import { sendsBody } from '../restRequest';

export const HISTORY_CAP = 1000;
export const PREVIEW_LENGTH = 100;

export function historyEntry(request: RestRequest, date: Date, status = ''): RestQueryHistoryEntry {
  return {
    method: request.method,
    path: request.path,
    body: sendsBody(request.method) ? request.body : '',
    date,
    ...(status === '' ? {} : { status }),
  };
}

type Recorded = RestRequest & { status?: string };

/** Whether `entry` repeats `last` (same method, path, body and status). */
export function repeatsLast(last: Recorded | undefined, entry: Recorded): boolean {
  return (
    last !== undefined &&
    last.method === entry.method &&
    last.path === entry.path &&
    last.body === entry.body &&
    (last.status ?? '') === (entry.status ?? '')
  );
}

/** How many of the oldest entries go before one more is inserted into `count` entries. */
export function overflowBeforeInsert(count: number, cap = HISTORY_CAP): number {
  return Math.max(0, count - cap + 1);
}

/** The body shown in the tables: whitespace removed, then the first 100 characters. */
export function bodyPreview(body: string): string {
  return body.replace(/\s+/g, '').slice(0, PREVIEW_LENGTH);
}
