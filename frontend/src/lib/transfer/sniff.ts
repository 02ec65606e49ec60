// Tells from the first bytes of an import file how to read it: whether it is gzip, its encoding
// (a UTF-8 or UTF-16 byte order mark, or UTF-16 recognised by its zero bytes), and a guess of its
// format (NDJSON, a _bulk body, a JSON array, or CSV/TSV with the delimiter its lines use), which
// the user may then change.
import type { FileFormat, TextEncoding } from './checkpoint';

export interface Sniffed {
  encoding: TextEncoding;
  /** Bytes of the byte order mark (0 without one); the text starts after them. */
  bom: number;
  format: FileFormat;
  /** The delimiter guessed for CSV/TSV. */
  delimiter: string;
}

/** The delimiters tried, in order of preference when several fit. */
export const DELIMITERS = [',', '\t', ';', '|'];

/** Lines of the sample the delimiter guess looks at. */
const SAMPLE_ROWS = 20;

/** Whether the bytes start a gzip stream. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** The encoding of the bytes and the length of their byte order mark. */
export function sniffEncoding(bytes: Uint8Array): { encoding: TextEncoding; bom: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { encoding: 'utf-8', bom: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  // Text in UTF-16 without a BOM has a zero in most code units (every ASCII character); UTF-8
  // text has none.
  let evenZeros = 0;
  let oddZeros = 0;
  const pairs = Math.floor(bytes.length / 2);
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs / 4 && evenZeros < oddZeros / 8) return { encoding: 'utf-16le', bom: 0 };
  if (evenZeros > pairs / 4 && oddZeros < evenZeros / 8) return { encoding: 'utf-16be', bom: 0 };
  return { encoding: 'utf-8', bom: 0 };
}

/** Whether the line is a _bulk action ({"index":{…}}, create, update or delete). */
function isBulkAction(line: string): boolean {
  try {
    const value: unknown = JSON.parse(line);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const keys = Object.keys(value);
    const metadata: unknown = (value as Record<string, unknown>)[keys[0]];
    return (
      keys.length === 1 &&
      ['index', 'create', 'update', 'delete'].includes(keys[0]) &&
      typeof metadata === 'object' &&
      metadata !== null
    );
  } catch {
    return false;
  }
}

/**
 * Fields per row of the sample for a delimiter, quotes read as CSV reads them; only complete rows
 * count (the sample may stop in the middle of one).
 */
function fieldCounts(text: string, delimiter: string, complete: boolean): number[] {
  const counts: number[] = [];
  let quoted = false;
  let fields = 1;
  let empty = true;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) fields++;
    else if (!quoted && char === '\n') {
      if (!empty) counts.push(fields);
      if (counts.length === SAMPLE_ROWS) return counts;
      fields = 1;
      empty = true;
      continue;
    }
    if (char !== '\r') empty = false;
  }
  if (complete && !empty) counts.push(fields);
  return counts;
}

/**
 * The delimiter splitting every sampled row into the same number (above one) of fields, the most
 * fields winning; when none is that regular, the one most frequent in the first row; else ','.
 */
export function guessDelimiter(text: string, complete: boolean): string {
  let best = { delimiter: ',', fields: 1, regular: false };
  for (const delimiter of DELIMITERS) {
    const counts = fieldCounts(text, delimiter, complete);
    if (counts.length === 0) continue;
    const regular = counts.every((count) => count === counts[0]);
    const better = regular === best.regular ? counts[0] > best.fields : regular;
    if (counts[0] > 1 && better) best = { delimiter, fields: counts[0], regular };
  }
  return best.delimiter;
}

/**
 * The format of a text sample: '[' starts a JSON array, '{' NDJSON or (when its first line is an
 * action) a _bulk body, anything else CSV/TSV. `complete` says whether the sample is the whole text.
 */
export function sniffFormat(
  text: string,
  complete = true,
): { format: FileFormat; delimiter: string } {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('[')) return { format: 'json-array', delimiter: ',' };
  if (start.startsWith('{')) {
    const end = start.indexOf('\n');
    const first = end === -1 ? start : start.slice(0, end);
    return { format: isBulkAction(first) ? 'bulk' : 'ndjson', delimiter: ',' };
  }
  return { format: 'csv', delimiter: guessDelimiter(start, complete) };
}

/**
 * How to read a file from its first bytes (after gzip decompression; see isGzip). `complete`
 * says whether the bytes are the whole file.
 */
export function sniff(bytes: Uint8Array, complete = false): Sniffed {
  const { encoding, bom } = sniffEncoding(bytes);
  // A sample may end inside a character; the decoder then leaves that character out.
  const text = new TextDecoder(encoding).decode(bytes.subarray(bom), { stream: !complete });
  return { encoding, bom, ...sniffFormat(text, complete) };
}
