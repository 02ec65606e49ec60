// The text of one CSV cell: the value a column names in a document, found by its dotted path,
// written as a spreadsheet shows it.
import { isLosslessNumber } from '../json';
import { isRecord } from '../storage';
import { jsonLine } from './exportHit';

/**
 * The value at the dotted path `segments` in a document; undefined where it holds none. A key may
 * itself hold dots (`{"geo.lat": 1}` as well as `{"geo": {"lat": 1}}`), as the engines accept
 * both. Through an array of objects the values of every object are gathered, in order, as the
 * engines index them.
 */
export function valueAt(value: unknown, segments: readonly string[], start = 0): unknown {
  if (start === segments.length) return value;
  if (Array.isArray(value)) {
    const found: unknown[] = [];
    for (const item of value) {
      const inner = valueAt(item, segments, start);
      if (inner !== undefined) found.push(inner);
    }
    return found.length > 0 ? found : undefined;
  }
  if (!isRecord(value)) return undefined;
  let key = '';
  for (let end = start; end < segments.length; end++) {
    key = end === start ? segments[end] : `${key}.${segments[end]}`;
    if (Object.hasOwn(value, key)) {
      const found = valueAt(value[key], segments, end + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * A value as the text of a cell: nothing for a missing value or null, numbers digit for digit
 * (big ones too), the values of an array joined with `arraySeparator` (nested arrays flattened,
 * nulls left out), and an object as JSON text.
 */
export function cellText(value: unknown, arraySeparator: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isLosslessNumber(value)) return value.toString();
  if (Array.isArray(value))
    return value
      .flat(Infinity)
      .filter((item: unknown) => item !== undefined && item !== null)
      .map((item: unknown) => cellText(item, arraySeparator))
      .join(arraySeparator);
  return jsonLine(value);
}

/**
 * What a spreadsheet would run as a formula: a cell starting with `=`, `+`, `-` or `@`, or with a
 * tab or carriage return (OWASP's CSV injection guidance).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A negative number and nothing else: `-12`, `-0.5`, `-1.2e-7`. */
const NEGATIVE_NUMBER = /^-(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The text with a `'` in front where a spreadsheet could take it for a formula, which the
 * spreadsheet then shows as text. Negative numbers are guarded too unless `keepNegativeNumbers`:
 * OWASP asks for every cell starting with `-`, and a spreadsheet then reads `-12` as text rather
 * than a number, which a user who only opens the file as data may not want.
 */
export function guardFormula(text: string, keepNegativeNumbers: boolean): string {
  if (!FORMULA_START.test(text)) return text;
  if (keepNegativeNumbers && NEGATIVE_NUMBER.test(text)) return text;
  return `'${text}`;
}
