// The two line-per-document export formats: NDJSON of the documents (for jq, scripts and other
// tools), and a `_bulk` body that can be sent back to a cluster as it is to import them again.
import { jsonLine, type ExportHit, type ExportWriter } from './exportHit';

export interface NdjsonOptions {
  /** Each line also names the index the document came from, as `_index`. */
  index?: boolean;
  /** Each line also gives the document's id, as `_id`. */
  id?: boolean;
}

/** The document of a hit; an index that keeps no source gives an empty one. */
const sourceOf = (hit: ExportHit): unknown => hit._source ?? {};

/**
 * One line per document: its source, after `_index` and `_id` when chosen. The engines refuse
 * those two names as fields of a document, so they cannot clash with the source's own.
 */
export function ndjsonWriter(options: NdjsonOptions = {}): ExportWriter {
  const { index = false, id = false } = options;
  const line = (hit: ExportHit): string => {
    const source = sourceOf(hit);
    if ((!index && !id) || typeof source !== 'object' || source === null || Array.isArray(source))
      return jsonLine(source);
    const meta: Record<string, unknown> = {};
    if (index) meta._index = hit._index;
    if (id) meta._id = hit._id;
    return jsonLine({ ...meta, ...source });
  };
  return { head: '', page: (hits) => linesOf(hits, line) };
}

export interface BulkOptions {
  /**
   * The action of each document: `index` replaces a document of the same id, `create` refuses it
   * (and is the only action a data stream takes). Default `index`.
   */
  action?: 'index' | 'create';
  /**
   * The index every document goes to on import; by default each goes back to the index it came
   * from. A data stream's documents come from its backing indices, so a re-import into the stream
   * names it here.
   */
  targetIndex?: string;
  /** Keep each document's id (default), or let the cluster give new ones. */
  id?: boolean;
}

/** Per document an action line naming its index and id, then its source: a `_bulk` body. */
export function bulkWriter(options: BulkOptions = {}): ExportWriter {
  const { action = 'index', targetIndex, id = true } = options;
  const line = (hit: ExportHit): string => {
    const meta: Record<string, string> = { _index: targetIndex ?? hit._index };
    if (id) meta._id = hit._id;
    return `${jsonLine({ [action]: meta })}\n${jsonLine(sourceOf(hit))}`;
  };
  return { head: '', page: (hits) => linesOf(hits, line) };
}

/** Each hit's text followed by a newline (a `_bulk` body must end with one). */
function linesOf(hits: readonly ExportHit[], line: (hit: ExportHit) => string): string {
  let text = '';
  for (const hit of hits) text += `${line(hit)}\n`;
  return text;
}
