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

/** What JSON.parse hands a reviver as third argument where it gives the source text. */
interface ReviverContext {
  source?: string;
}

/**
 * A JSON.parse reviver that holds each number as parseNumberLiteral does, from its source text.
 * Safe integers are taken as parsed: their literal can only give the same number.
 */
export function exactNumberReviver(
  _key: string,
  value: unknown,
  context?: ReviverContext,
): unknown {
  if (typeof value !== 'number' || Number.isSafeInteger(value) || context?.source === undefined)
    return value;
  return parseNumberLiteral(context.source);
}

/** Whether this JavaScript engine gives revivers the source text (current browsers do). */
function hasSourceText(): boolean {
  try {
    let source: string | undefined;
    const reviver = (_key: string, value: unknown, context?: ReviverContext) => {
      source = context?.source;
      return value;
    };
    JSON.parse('12', reviver as (key: string, value: unknown) => unknown);
    return source === '12';
  } catch {
    return false;
  }
}

const NATIVE_SOURCE_TEXT = hasSourceText();

/**
 * Parses JSON text like JSON.parse, keeping unsafe numbers exact. Throws SyntaxError on bad input.
 * Only a text that may hold such a number needs the exact path. There, the native parser with a
 * reviver reading each number's source text (about three times faster) is used where the
 * engine offers it, the big-number library's parser elsewhere; most answers (a 4.5 MB search
 * answer: about 0.25 s against 1.3 s) take the plain native path.
 */
export function parseJson(text: string): unknown {
  return parseJsonUsing(text, NATIVE_SOURCE_TEXT);
}

/** parseJson, told whether the native parser gives revivers the source text. */
export function parseJsonUsing(text: string, nativeSourceText: boolean): unknown {
  if (!mayHoldUnsafeNumber(text)) return JSON.parse(text);
  if (nativeSourceText)
    return JSON.parse(text, exactNumberReviver as (key: string, value: unknown) => unknown);
  return losslessParse(text, null, parseNumberLiteral);
}

/**
 * Serialises like JSON.stringify(value, null, indent) but prints LosslessNumber values exactly.
 * `undefined` (or a function) at the top level gives the empty string rather than undefined.
 */
export function stringifyJson(value: unknown, indent?: number | string): string {
  // The native serialiser, four times faster, prints the same for values without such numbers
  // (an export writes every document through here).
  if (!holdsLosslessNumber(value)) return JSON.stringify(value, null, indent) ?? '';
  return losslessStringify(value, undefined, indent) ?? '';
}

/** Whether a LosslessNumber is anywhere in `value`. */
function holdsLosslessNumber(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (isLosslessNumber(value)) return true;
  if (Array.isArray(value)) return value.some(holdsLosslessNumber);
  for (const key in value) {
    if (holdsLosslessNumber((value as Record<string, unknown>)[key])) return true;
  }
  return false;
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
