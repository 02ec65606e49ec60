// Dates in an import's sample: which of the common formats a text is written in (ISO 8601, or a
// year-month-day, day-month-year or month-day-year form with or without a time), whether a number
// counts as a time since the epoch (only in a field whose name says it holds a time), and whether
// a value fits a date field's `format` as the engine would read it, so that the values it would
// refuse are shown before the import runs.
import { isLosslessNumber } from '../lib/json';

/** The format the engines read a date field with when its mapping names none. */
export const DEFAULT_DATE_FORMAT = 'strict_date_optional_time||epoch_millis';

/** ISO 8601 with the full date and, optionally, a time and an offset. */
export const ISO_FORMAT = 'strict_date_optional_time';

/**
 * The formats the inference recognises, in order of preference: when every value of a field fits
 * two of them (01/02/2024 is read both day first and month first), the first is proposed.
 */
export const DATE_CANDIDATES: readonly string[] = [
  ISO_FORMAT,
  'yyyy-MM-dd HH:mm:ss',
  'yyyy-MM-dd HH:mm:ss.SSS',
  'yyyy-MM-dd HH:mm:ss,SSS',
  'yyyy-MM-dd HH:mm',
  'yyyy/MM/dd',
  'yyyy/MM/dd HH:mm:ss',
  'dd/MM/yyyy',
  'MM/dd/yyyy',
  'dd/MM/yyyy HH:mm:ss',
  'MM/dd/yyyy HH:mm:ss',
  'dd.MM.yyyy',
  'dd.MM.yyyy HH:mm:ss',
  'dd-MM-yyyy',
];

const MONTH = '(0[1-9]|1[0-2])';
const DAY = '(0[1-9]|[12]\\d|3[01])';
const TIME = '([01]\\d|2[0-4])(:[0-5]\\d(:[0-5]\\d([.,]\\d{1,9})?)?)?';
const OFFSET = '(Z|[+-]\\d{2}(:?\\d{2})?)';
/** A full ISO date, then optionally 'T', a time and an offset: what the inference proposes. */
const ISO_FULL = new RegExp(`^\\d{4}-${MONTH}-${DAY}(T${TIME}${OFFSET}?)?$`);
/** What the ISO formats read: from a year alone to a date, time and offset. */
const ISO_ANY = new RegExp(`^[+-]?\\d{4}(-\\d{1,2}(-\\d{1,2}(T${TIME}${OFFSET}?)?)?)?$`);

/** The regular expression of each letter group of a Java time pattern the check understands. */
const PATTERN_LETTERS: Record<string, string> = {
  yyyy: '\\d{4}',
  uuuu: '\\d{4}',
  yy: '\\d{2}',
  MMMM: '[A-Za-z]+',
  MMM: '[A-Za-z]{3}',
  MM: MONTH,
  M: '(0?[1-9]|1[0-2])',
  dd: DAY,
  d: '(0?[1-9]|[12]\\d|3[01])',
  HH: '([01]\\d|2[0-3])',
  H: '([01]?\\d|2[0-3])',
  hh: '(0[1-9]|1[0-2])',
  h: '(0?[1-9]|1[0-2])',
  mm: '[0-5]\\d',
  ss: '[0-5]\\d',
  a: '([AaPp][Mm])',
  EEEE: '[A-Za-z]+',
  EEE: '[A-Za-z]{3}',
  XXX: '(Z|[+-]\\d{2}:\\d{2})',
  XX: '(Z|[+-]\\d{4})',
  X: '(Z|[+-]\\d{2}(\\d{2})?)',
  Z: '[+-]\\d{4}',
  ZZ: '[+-]\\d{4}',
  zzz: '[A-Za-z]{1,5}',
};

const patterns = new Map<string, RegExp | null>();

/**
 * The regular expression of a Java time pattern ('dd/MM/yyyy HH:mm'), or null when it holds a
 * letter group the check does not understand (the value is then not checked).
 */
export function patternRegex(pattern: string): RegExp | null {
  if (patterns.has(pattern)) return patterns.get(pattern) ?? null;
  let source = '';
  let ok = true;
  for (let i = 0; i < pattern.length && ok;) {
    const char = pattern[i];
    let run = 1;
    while (pattern[i + run] === char) run++;
    if (char === "'") {
      const end = pattern.indexOf("'", i + 1);
      if (end < 0) ok = false;
      else source += end === i + 1 ? "'" : escapeRegex(pattern.slice(i + 1, end));
      i = end + 1;
    } else if (/[A-Za-z]/.test(char)) {
      const group = char === 'S' ? `\\d{${run}}` : PATTERN_LETTERS[char.repeat(run)];
      if (group === undefined) ok = false;
      source += group ?? '';
      i += run;
    } else {
      source += escapeRegex(pattern.slice(i, i + run));
      i += run;
    }
  }
  const regex = ok ? new RegExp(`^${source}$`) : null;
  patterns.set(pattern, regex);
  return regex;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The engines' named formats the check reads, by the shape they take. */
const NAMED_FORMATS: Record<string, RegExp> = {
  strict_date_optional_time: ISO_ANY,
  strict_date_optional_time_nanos: ISO_ANY,
  date_optional_time: ISO_ANY,
  iso8601: ISO_ANY,
  strict_date_time: ISO_ANY,
  date_time: ISO_ANY,
  strict_date_time_no_millis: ISO_ANY,
  date_time_no_millis: ISO_ANY,
  strict_date: /^\d{4}-\d{2}-\d{2}$/,
  date: /^\d{4}-\d{1,2}-\d{1,2}$/,
  strict_year_month_day: /^\d{4}-\d{2}-\d{2}$/,
  year_month_day: /^\d{4}-\d{1,2}-\d{1,2}$/,
  basic_date: /^\d{8}$/,
};

const EPOCH_FORMATS = new Set(['epoch_millis', 'epoch_second']);
const EPOCH_TEXT = /^-?\d+(\.\d+)?$/;

/** Whether the value is a number, or a text a number is written in, as the epoch formats read. */
function isEpochValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (isLosslessNumber(value)) return true;
  return typeof value === 'string' && EPOCH_TEXT.test(value);
}

/** Whether one format (no '||') reads the value; null when the check does not know the format. */
function oneFormatReads(format: string, value: unknown): boolean | null {
  if (EPOCH_FORMATS.has(format)) return isEpochValue(value);
  if (typeof value !== 'string') return false;
  const named = NAMED_FORMATS[format];
  if (named) return named.test(value);
  // A Java pattern; the engines' other named formats hold a letter no pattern here uses.
  const regex = patternRegex(format);
  return regex === null ? null : regex.test(value);
}

/**
 * Whether a date field of `format` (formats joined by '||'; the engines' default when missing)
 * reads the value: true or false, or null when one of the formats is beyond what the check knows
 * and none of the others reads it.
 */
export function dateFormatReads(format: string | undefined, value: unknown): boolean | null {
  let unknown = false;
  for (const one of (format ?? DEFAULT_DATE_FORMAT).split('||')) {
    const reads = oneFormatReads(one.trim(), value);
    if (reads === true) return true;
    if (reads === null) unknown = true;
  }
  return unknown ? null : false;
}

/** The candidates (DATE_CANDIDATES) a text fits, as bits of their index; 0 for none. */
export function dateCandidates(text: string): number {
  if (text.length < 8 || text.length > 40 || !/^\d/.test(text)) return 0;
  let mask = 0;
  DATE_CANDIDATES.forEach((format, index) => {
    const fits = format === ISO_FORMAT ? ISO_FULL.test(text) : patternRegex(format)?.test(text);
    if (fits) mask |= 1 << index;
  });
  return mask;
}

/**
 * The fewest candidates that together read every text counted in `masks` (each set of fitting
 * candidates with how many texts fit exactly those), the one reading most first, ties going to
 * the preferred.
 */
export function coveringFormats(masks: ReadonlyMap<number, number>): string[] {
  const left = new Map(masks);
  const chosen: string[] = [];
  while (left.size > 0) {
    let best = -1;
    let bestCount = 0;
    DATE_CANDIDATES.forEach((_, index) => {
      let count = 0;
      for (const [mask, texts] of left) if (mask & (1 << index)) count += texts;
      if (count > bestCount) [best, bestCount] = [index, count];
    });
    if (best < 0) break;
    chosen.push(DATE_CANDIDATES[best]);
    for (const mask of [...left.keys()]) if (mask & (1 << best)) left.delete(mask);
  }
  return chosen;
}

/** The words of a field name: 'createdAt', 'created_at' and 'Created At' give created, at. */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter((word) => word !== '');
}

const TIME_WORDS = new Set([
  'time',
  'timestamp',
  'date',
  'datetime',
  'ts',
  'at',
  'created',
  'updated',
  'modified',
  'epoch',
  'when',
]);
const UNIT_WORDS = new Set(['ms', 'millis', 'sec', 'secs', 'seconds']);

/**
 * Whether a field's name says it holds a time ('timestamp', 'created_at', 'eventTime',
 * 'time_ms'): the name ends in a time word, or in a unit after one.
 */
export function timeLikeName(name: string): boolean {
  const words = nameWords(name);
  const last = words[words.length - 1];
  if (last === undefined) return false;
  if (TIME_WORDS.has(last)) return true;
  return UNIT_WORDS.has(last) && words.slice(0, -1).some((word) => TIME_WORDS.has(word));
}

/** Milliseconds and seconds since the epoch between 1973 and 2286. */
const EPOCH_RANGES = [
  { format: 'epoch_millis', min: 1e11, max: 1e13 },
  { format: 'epoch_second', min: 1e8, max: 1e10 },
] as const;

/**
 * The epoch format whole numbers between `min` and `max` are read in, in a field named `name`:
 * only a name that says it holds a time makes numbers dates; null otherwise.
 */
export function epochFormat(name: string, min: number, max: number): string | null {
  if (!timeLikeName(name)) return null;
  const range = EPOCH_RANGES.find((one) => min >= one.min && max <= one.max);
  return range?.format ?? null;
}
