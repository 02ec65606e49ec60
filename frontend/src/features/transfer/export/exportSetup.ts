// What an export is asked to do, as the form gives it: where the documents come from, which of
// them, the file's format and name, and how fast to read. From it come the search the cluster
// is asked and the file the text goes to.
import type { ExportSearch } from '../../../engine/exportRequests';
import { parseJson } from '../../../lib/json';
import { jsonErrorPosition } from '../../../lib/jsonError';
import { isRecord } from '../../../lib/storage';
import { openFileSink, type FileSink, type FileSinkOptions } from '../files/fileSink';
import { fileType, formatWriter, sourceFields, type ExportFormat } from './exportFormat';

export interface ExportSetup {
  /** The indices, alias, data stream or pattern. */
  index: string;
  /** The query whose matches are exported; every document when missing. */
  query?: unknown;
  format: ExportFormat;
  /** Slices read side by side, 1 to MAX_SLICES. */
  slices: number;
  /** Documents per page. */
  pageSize: number;
  /** The file name without its extension. */
  fileName: string;
  /** Where the browser cannot write a file: the size of each part downloaded. */
  partBytes: number;
  /**
   * The CSV's columns hold every field of the mapping: the cluster sends whole documents, which
   * costs it less than picking the same fields out of each one.
   */
  everyField?: boolean;
}

export const MAX_SLICES = 4;
export const DEFAULT_PAGE_SIZE = 1000;
/** The engines' default `index.max_result_window` caps a page at this. */
export const MAX_PAGE_SIZE = 10_000;
export const DEFAULT_PART_MEGABYTES = 100;
export const MEGABYTE = 1_000_000;
/** How long the cluster keeps the point in time open between two pages. */
export const KEEP_ALIVE = '5m';

/** The search the cluster is asked for the documents. */
export function exportSearch(setup: ExportSetup): ExportSearch {
  return {
    index: setup.index,
    query: setup.query,
    size: setup.pageSize,
    keepAlive: KEEP_ALIVE,
    source: setup.everyField ? undefined : sourceFields(setup.format),
  };
}

/**
 * Characters file systems refuse in a name, a pattern's '*' and ',', and the dashes and
 * underscores around them (`logs-*` names `logs`).
 */
const UNSAFE_IN_NAME = /[-_]*(?:[\\/:*?"<>|,\s]+[-_]*)+/g;

/** The file name an export of `index` starts with: the name with what a file cannot hold replaced. */
export function defaultFileName(index: string): string {
  const name = index
    .trim()
    .replace(UNSAFE_IN_NAME, '_')
    .replace(/^[-_]+|[-_]+$/g, '');
  return name === '' ? 'export' : name;
}

/**
 * The file the text goes to. A resumed export writes the rest to a new file (or new parts), named
 * after the number of documents before it: `logs.from-40000.ndjson`.
 */
export function sinkOptions(setup: ExportSetup, head: string, resumedAt?: number): FileSinkOptions {
  const name = resumedAt === undefined ? setup.fileName : `${setup.fileName}.from-${resumedAt}`;
  return { name, ...fileType(setup.format), head, partBytes: setup.partBytes };
}

/**
 * Opens the file of an export (of its rest, `resumedAt` documents in): where the browser can
 * write one, this asks the user where, so it is called from the click that starts the export.
 */
export function openExportFile(setup: ExportSetup, resumedAt?: number): Promise<FileSink> {
  return openFileSink(sinkOptions(setup, formatWriter(setup.format).head, resumedAt));
}

/** The user declined to choose a file: nothing to say, nothing started. */
export function isDeclined(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export type QueryReading =
  | { ok: true; query?: unknown }
  | { ok: false; problem: { kind: 'syntax'; position: number } | { kind: 'notObject' } };

/**
 * The query the editor's text names: nothing for an empty text (every document), the `query` of
 * a whole search body pasted in, or the object itself.
 */
export function readQueryText(text: string): QueryReading {
  if (text.trim() === '') return { ok: true };
  const position = jsonErrorPosition(text);
  if (position !== null) return { ok: false, problem: { kind: 'syntax', position } };
  const value = parseJson(text);
  if (!isRecord(value)) return { ok: false, problem: { kind: 'notObject' } };
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'query' && isRecord(value.query))
    return { ok: true, query: value.query };
  return { ok: true, query: value };
}
