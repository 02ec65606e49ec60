// The mapping proposed for a new index from the first documents of an import, worked out in the
// browser where the engine cannot find a file's structure itself (OpenSearch, older
// Elasticsearch): whole numbers as long and others as double, booleans, dates in the formats the
// values are written in (numbers only in a field whose name says it holds a time, as milliseconds
// or seconds since the epoch), short texts without spaces as keyword and other texts as text with
// a keyword subfield, objects as object properties and arrays by their elements. A field seen
// with several types takes the wider one: long and double give double, a text with anything
// gives a text type, an object with plain values an object the engine keeps without indexing.
import { isLosslessNumber, LosslessNumber } from '../lib/json';
import { isRecord } from '../lib/storage';
import { coveringFormats, dateCandidates, epochFormat } from './mappingInferenceDates';

/** What the inference found for one field, for showing beside the proposal. */
export interface FieldGuess {
  /** The dotted path ('user.name'). */
  path: string;
  type: string;
  /** A date field's format(s), joined by '||'. */
  format?: string;
  /** How many of the documents hold a value for it. */
  seen: number;
  /** Up to three different values, as text. */
  examples: string[];
}

export interface InferredMapping {
  properties: Record<string, unknown>;
}

/** Texts longer than this are text (with a keyword subfield) even without spaces. */
export const KEYWORD_LENGTH = 256;
const EXAMPLES = 3;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** What the values of one field were. */
interface Tally {
  seen: number;
  lastDoc: number;
  booleans: number;
  integers: number;
  decimals: number;
  strings: number;
  objects: number;
  /** For each set of date formats texts fit (bits of DATE_CANDIDATES), how many texts fit it. */
  dateMasks: Map<number, number>;
  notDates: number;
  /** A text with white space or longer than KEYWORD_LENGTH. */
  longText: boolean;
  min: number;
  max: number;
  examples: string[];
  children: Map<string, Tally>;
}

function newTally(): Tally {
  return {
    seen: 0,
    lastDoc: -1,
    booleans: 0,
    integers: 0,
    decimals: 0,
    strings: 0,
    objects: 0,
    dateMasks: new Map(),
    notDates: 0,
    longText: false,
    min: Infinity,
    max: -Infinity,
    examples: [],
    children: new Map(),
  };
}

function tallyOf(tallies: Map<string, Tally>, name: string): Tally {
  let tally = tallies.get(name);
  if (!tally) tallies.set(name, (tally = newTally()));
  return tally;
}

function countDocument(tally: Tally, doc: number): void {
  if (tally.lastDoc === doc) return;
  tally.lastDoc = doc;
  tally.seen++;
}

function addExample(tally: Tally, text: string): void {
  if (tally.examples.length < EXAMPLES && !tally.examples.includes(text)) tally.examples.push(text);
}

/** A number: whole within the engines' long, or not (kept exact: 1.0 in a CSV cell is not whole). */
function countNumber(tally: Tally, value: number, whole: boolean): void {
  if (whole) tally.integers++;
  else tally.decimals++;
  tally.min = Math.min(tally.min, value);
  tally.max = Math.max(tally.max, value);
}

const inLongRange = (value: bigint) => value >= LONG_MIN && value <= LONG_MAX;

function countText(tally: Tally, text: string): void {
  tally.strings++;
  const mask = dateCandidates(text);
  if (mask === 0) tally.notDates++;
  else tally.dateMasks.set(mask, (tally.dateMasks.get(mask) ?? 0) + 1);
  if (text.length > KEYWORD_LENGTH || /\s/.test(text)) tally.longText = true;
}

function countValue(tally: Tally, value: unknown, doc: number): void {
  if (value === null || value === undefined || value === '') return;
  if (Array.isArray(value)) {
    for (const element of value) countValue(tally, element, doc);
    return;
  }
  countDocument(tally, doc);
  if (isRecord(value) && !isLosslessNumber(value)) {
    tally.objects++;
    countObject(tally.children, value, doc);
    return;
  }
  const text = String(value);
  addExample(tally, text.length > 80 ? `${text.slice(0, 79)}…` : text);
  if (typeof value === 'boolean') tally.booleans++;
  else if (typeof value === 'number')
    countNumber(tally, value, Number.isInteger(value) && Math.abs(value) < 2 ** 63);
  else if (isLosslessNumber(value))
    countNumber(tally, Number(text), /^-?\d+$/.test(text) && inLongRange(BigInt(text)));
  else if (typeof value === 'string') countText(tally, value);
}

/** The fields of an object; a dotted name ('user.name') is a field of an object, as the engines read it. */
function countObject(tallies: Map<string, Tally>, object: Record<string, unknown>, doc: number) {
  for (const [key, value] of Object.entries(object)) {
    const names = key.split('.').filter((name) => name !== '');
    if (names.length === 0) continue;
    let level = tallies;
    for (const name of names.slice(0, -1)) {
      const parent = tallyOf(level, name);
      countDocument(parent, doc);
      parent.objects++;
      level = parent.children;
    }
    countValue(tallyOf(level, names[names.length - 1]), value, doc);
  }
}

const textType = (tally: Tally) =>
  tally.longText
    ? { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: KEYWORD_LENGTH } } }
    : { type: 'keyword' };

/** The mapping of a field of plain values (no objects). */
function valueMapping(name: string, tally: Tally): Record<string, unknown> {
  const numbers = tally.integers + tally.decimals;
  const epoch =
    tally.decimals === 0 && tally.integers > 0 ? epochFormat(name, tally.min, tally.max) : null;
  if (tally.strings > 0) {
    const dates = tally.notDates === 0 && tally.booleans === 0 && (numbers === 0 || epoch);
    if (!dates) return textType(tally);
    const formats = coveringFormats(tally.dateMasks);
    return { type: 'date', format: [...formats, ...(epoch ? [epoch] : [])].join('||') };
  }
  if (tally.booleans > 0) return numbers > 0 ? { type: 'keyword' } : { type: 'boolean' };
  if (epoch) return { type: 'date', format: epoch };
  return { type: tally.decimals > 0 ? 'double' : 'long' };
}

function fieldMapping(name: string, tally: Tally): Record<string, unknown> | null {
  const values = tally.booleans + tally.integers + tally.decimals + tally.strings;
  // The engines refuse a plain value where an object is mapped and the other way round, except
  // in an object they do not index.
  if (tally.objects > 0 && values > 0) return { type: 'object', enabled: false };
  if (tally.objects > 0) {
    const properties = propertiesOf(tally.children);
    return Object.keys(properties).length > 0 ? { properties } : { type: 'object' };
  }
  return values > 0 ? valueMapping(name, tally) : null;
}

function propertiesOf(tallies: Map<string, Tally>): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, tally] of tallies) {
    const mapping = fieldMapping(name, tally);
    if (mapping) properties[name] = mapping;
  }
  return properties;
}

function guessesOf(tallies: Map<string, Tally>, prefix: string, out: FieldGuess[]): FieldGuess[] {
  for (const [name, tally] of tallies) {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    const mapping = fieldMapping(name, tally);
    if (!mapping) continue;
    if (mapping.properties) {
      guessesOf(tally.children, path, out);
      continue;
    }
    const guess: FieldGuess = {
      path,
      type: String(mapping.type),
      seen: tally.seen,
      examples: tally.examples,
    };
    if (typeof mapping.format === 'string') guess.format = mapping.format;
    out.push(guess);
  }
  return out;
}

function tallyDocuments(docs: readonly Record<string, unknown>[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  docs.forEach((doc, index) => countObject(tallies, doc, index));
  return tallies;
}

const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * A CSV cell as the value it stands for: true and false as booleans, numbers written plainly (no
 * leading zero, which marks a code such as a postcode) as numbers, empty cells left out.
 */
function cellValue(cell: string): unknown {
  if (cell === '') return undefined;
  if (cell === 'true' || cell === 'false') return cell === 'true';
  if (DECIMAL.test(cell)) return new LosslessNumber(cell);
  return cell;
}

function csvDocuments(rows: readonly Record<string, string>[]): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([column, cell]) => [column, cellValue(cell)])),
  );
}

/** The mapping proposed for the documents (`{ properties }`, the body's `mappings`). */
export function inferMapping(docs: readonly Record<string, unknown>[]): InferredMapping {
  return { properties: propertiesOf(tallyDocuments(docs)) };
}

/** The mapping proposed for CSV rows, read as the cells' texts say (see cellValue). */
export function inferCsvMapping(rows: readonly Record<string, string>[]): InferredMapping {
  return inferMapping(csvDocuments(rows));
}

/** Each field of the proposal with what was seen of it, objects' fields by their dotted path. */
export function fieldGuesses(docs: readonly Record<string, unknown>[]): FieldGuess[] {
  return guessesOf(tallyDocuments(docs), '', []);
}

/** fieldGuesses of CSV rows. */
export function csvFieldGuesses(rows: readonly Record<string, string>[]): FieldGuess[] {
  return fieldGuesses(csvDocuments(rows));
}
