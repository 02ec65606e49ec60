// What an export writes from: the hits of one page of a search, and the writer of one file format
// that turns each page into the next piece of the file, so that no file is ever held whole.
import { stringifyJson } from '../json';

/** One document of a search answer, as the export reads it. */
export interface ExportHit {
  _index: string;
  _id: string;
  /** The document; missing when the index keeps no source. */
  _source?: unknown;
}

/** Writes a file of one format, page by page. */
export interface ExportWriter {
  /** What the file starts with (a CSV header row); '' for formats that start with a document. */
  readonly head: string;
  /** The text of one page of hits, to be appended to what the earlier pages gave. */
  page(hits: readonly ExportHit[]): string;
}

/** How the plain serialiser writes a big number the exact parser kept (see lib/json). */
const LOSSLESS_MARK = '"isLosslessNumber":true';

/**
 * A value as JSON text on one line. Big numbers come out digit for digit; the plain serialiser is
 * used first, being several times faster, and the exact one only where a big number shows.
 */
export function jsonLine(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.includes(LOSSLESS_MARK) ? stringifyJson(value) : text;
}
