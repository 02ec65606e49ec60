// The reading side of a copy between clusters: the source's documents are read page after page as
// an export reads them (a point in time or a scroll, in slices), and each document becomes its bulk
// lines for the destination, grouped into bodies of at most the chosen bytes, as an import's file
// would be. Nothing is written to disk: a page is let go once its documents are in bodies. A body
// never spans two pages, so each body that ends a page knows where the read stands after it, which
// is where a copy interrupted after that body goes on from (on engines with a point in time).
import type { BulkTarget } from '../../../engine/bulkRequests';
import { bulkDocumentLines } from '../../../engine/bulkRequests';
import type { ExportSearch } from '../../../engine/exportRequests';
import {
  exportPages,
  type ExportPosition,
  type ExportedPage,
  type SendRequest,
} from '../../../engine/exportRun';
import { packRecords, type ImportBatch, type LinedRecord } from '../../../engine/importBatch';
import type { EngineProfile } from '../../../engine/profile';
import { Batcher, bodyBytes, type Batch, type FilePosition } from '../../../lib/transfer/batcher';
import { jsonLine, type ExportHit } from '../../../lib/transfer/exportHit';
import type { Problem } from '../../../lib/transfer/reading';

/** Where a copy goes on from: the read's position and how many documents came before it. */
export interface CopyResume {
  position: ExportPosition;
  documents: number;
}

export interface CopyReadOptions {
  /** The source's engine, its search (index, query, page size) and its request sender. */
  profile: EngineProfile;
  search: ExportSearch;
  send: SendRequest;
  slices: number;
  /** Where the documents go on the destination. */
  target: BulkTarget;
  /** Each copy keeps its source document's `_id` (a copy made again replaces rather than adds). */
  keepIds: boolean;
  /** Already capped by batchByteLimit. */
  batchBytes: number;
  resume?: CopyResume;
  signal?: AbortSignal;
}

/** The bodies of a copy, and where the read stands after each body that ended a page. */
export interface CopyBatches extends AsyncIterator<ImportBatch> {
  /**
   * Where a copy goes on from once every body up to `end` (a body's end) is written: the last
   * page end at or before it. Null before the first page end (the copy starts over).
   */
  resumeAt(end: FilePosition): CopyResume | null;
  /** Stops the read and closes what it holds on the source. */
  close(): Promise<void>;
}

/** A document whose index keeps no source: it cannot be copied and goes to the rejects file. */
function noSource(hit: ExportHit, line: number): Problem {
  return {
    kind: 'problem',
    error: 'empty',
    line,
    column: 1,
    offset: 0,
    reason: `Document [${hit._id}] of index [${hit._index}] has no _source to copy`,
    text: JSON.stringify({ _index: hit._index, _id: hit._id }),
  };
}

/** The bodies of a copy, read from the source as they are asked for; see the header comment. */
export function copyBatches(options: CopyReadOptions): CopyBatches {
  const { profile, search, send, slices, target, keepIds, batchBytes, resume, signal } = options;
  const pages = exportPages(profile, search, send, {
    slices,
    signal,
    resume: resume?.position,
  });
  const batcher = new Batcher<LinedRecord>({ maxBytes: batchBytes, maxDocuments: Infinity });
  /** Documents read so far, those before a resumed copy's start included. */
  let read = resume?.documents ?? 0;
  let sequence = 0;
  let problems: Problem[] = [];
  const ready: ImportBatch[] = [];
  /** The page ends not yet written, by the number of documents read at each, in read order. */
  const pageEnds: { documents: number; position: ExportPosition }[] = [];
  let written: CopyResume | null = resume ?? null;

  const hand = (batch: Batch<LinedRecord>) => {
    const { records, bytes, tooLarge, end } = batch;
    const packed = packRecords(records, bytes, tooLarge);
    ready.push({
      sequence: sequence++,
      records: packed,
      bytes,
      tooLarge,
      problems,
      end,
      bytesRead: read,
    });
    problems = [];
  };

  const take = ({ page, position }: ExportedPage) => {
    for (const hit of page.hits) {
      read += 1;
      if (hit._source === undefined) {
        problems.push(noSource(hit, read));
        continue;
      }
      const text = jsonLine(hit._source);
      const lines = bulkDocumentLines(target, { source: text, id: keepIds ? hit._id : null });
      const record = { line: read, offset: 0, text, lines, bytes: bodyBytes(lines) };
      batcher.add(record).forEach(hand);
    }
    const end = { line: read + 1, offset: 0 };
    const closed = batcher.finish(end);
    closed.forEach(hand);
    // Problems alone at a page end still go out, so the rejects file and the position move on.
    if (closed.length === 0 && problems.length > 0)
      hand({ sequence, records: [], bytes: 0, tooLarge: false, start: end, end });
    pageEnds.push({ documents: read, position });
  };

  return {
    async next(): Promise<IteratorResult<ImportBatch>> {
      while (ready.length === 0) {
        const step = await pages.next();
        if (step.done) return { done: true, value: undefined };
        take(step.value);
      }
      return { done: false, value: ready.shift()! };
    },
    resumeAt(end) {
      while (pageEnds.length > 0 && pageEnds[0].documents + 1 <= end.line)
        written = pageEnds.shift()!;
      return written;
    },
    async close() {
      await pages.return(undefined);
    },
  };
}
