// The JSON texts the template editors take: each must be a JSON object, and a text that is not
// is marked where it goes wrong before anything is sent. Big numbers stay exact (lib/json).
import { parseJson } from '../../lib/json';
import { jsonErrorPosition } from '../../lib/jsonError';
import { isRecord } from '../../lib/storage';

/** Why a text is not a JSON object: a syntax error at an offset, or another kind of value. */
export type JsonObjectProblem = { kind: 'syntax'; position: number } | { kind: 'notObject' };

export type JsonObjectResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; problem: JsonObjectProblem };

/** The object a text holds, or why it holds none. */
export function parseJsonObject(text: string): JsonObjectResult {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return { ok: false, problem: { kind: 'syntax', position: jsonErrorPosition(text) ?? 0 } };
  }
  return isRecord(value) ? { ok: true, value } : { ok: false, problem: { kind: 'notObject' } };
}

/** The fields the engines add to a template they list, which a write does not take back. */
const LISTED_ONLY = [
  'created_date',
  'created_date_millis',
  'modified_date',
  'modified_date_millis',
];

/** A listed template's body without the fields only a listing carries. */
export function writableFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !LISTED_ONLY.includes(key)));
}
