// JSON with big-number support. Clusters send 64-bit integers (ids, counters, long fields) that
// JavaScript numbers cannot hold exactly. Parsing keeps every number that a double represents
// faithfully as a plain `number`, so ordinary code reads numbers as numbers, and keeps the rest
// (integers beyond 2^53, values that overflow or underflow a double) as LosslessNumber, which
// stringifyJson prints back digit for digit.

import {
  isLosslessNumber,
  isSafeNumber,
  LosslessNumber,
  parse as losslessParse,
  stringify as losslessStringify,
} from 'lossless-json';

export { isLosslessNumber, LosslessNumber };

const PLAIN_SHORT_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Decides how one number literal is held. Floats that lose only digits beyond double precision
 * (scores like 0.28768207245178090) count as safe: exactness there is not meaningful, and a
 * LosslessNumber would make sorting and formatting of such fields awkward everywhere.
 */
export function parseNumberLiteral(literal: string): number | LosslessNumber {
  // Up to 15 characters without an exponent always fit a double exactly enough; skip the check.
  if (literal.length <= 15 && PLAIN_SHORT_NUMBER.test(literal)) return Number(literal);
  return isSafeNumber(literal, { approx: true }) ? Number(literal) : new LosslessNumber(literal);
}

/**
 * A number JSON.parse may change: an integer part of 16 or more digits, or an exponent of three
 * digits, where JSON puts number literals (at the start, or after ':', ',' or '['). The same
 * characters inside a string rarely follow those, so texts such as base64 uuids ('…4e123…',
 * likely somewhere among thousands of indices) keep the fast path.
 */
const MAY_HOLD_UNSAFE_NUMBER = /(?:^|[:,[])\s*-?(?:\d{16,}|\d+(?:\.\d+)?[eE][+-]?\d{3,})/;

/** Whether the exact parser is needed; a false alarm only costs time. */
export function mayHoldUnsafeNumber(text: string): boolean {
  return MAY_HOLD_UNSAFE_NUMBER.test(text);
}

/**
 * Parses JSON text like JSON.parse, keeping unsafe numbers exact. Throws SyntaxError on bad input.
 * The exact parser is several times slower than JSON.parse, so it runs only when the text may
 * hold such a number; most answers (a 4.5 MB search answer: about 0.25 s against 1.3 s) take the
 * native path.
 */
export function parseJson(text: string): unknown {
  return mayHoldUnsafeNumber(text)
    ? losslessParse(text, null, parseNumberLiteral)
    : JSON.parse(text);
}

/**
 * Serialises like JSON.stringify(value, null, indent) but prints LosslessNumber values exactly.
 * `undefined` (or a function) at the top level gives the empty string rather than undefined.
 */
export function stringifyJson(value: unknown, indent?: number | string): string {
  return losslessStringify(value, undefined, indent) ?? '';
}

/** A number from a parsed value: plain numbers, LosslessNumber (possibly rounded) and numeric strings. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (isLosslessNumber(value)) return Number(value.value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

/**
 * Serialisability check for the Redux store: a parsed cluster response may hold LosslessNumber,
 * which is a class instance but carries only its digits. Pass to the serializableCheck
 * middleware option `isSerializable`.
 */
export function isSerializableJsonValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return true;
  if (isLosslessNumber(value) || Array.isArray(value)) return true;
  if (type !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
