// The reading side of an import: the file streams in piece by piece, its format's reader gives
// documents and problems in file order, each document becomes its bulk lines (ids and CSV types
// as the user chose), and the documents are grouped into bodies of at most the chosen bytes and
// documents. Each body carries the problems met before and among its documents, for the rejects
// file, and where the next body starts, for the checkpoint; a long run of problems without a
// document is handed on by itself rather than held. Runs in a Worker (importWorker.ts) or, in
// tests, directly; only the piece of text being read and the body being filled are held.
import type { BulkTarget } from '../../../engine/bulkRequests';
import { packRecords, type ImportBatch } from '../../../engine/importBatch';
import { Batcher, type Batch, type FilePosition } from '../../../lib/transfer/batcher';
import type { FormatOptions } from '../../../lib/transfer/checkpoint';
import type { Problem } from '../../../lib/transfer/reading';
import { documentReader, type ReadRecord, type SizedRecord } from './importDocument';
import { csvHeader, csvOptions, openSource, type ReadStep } from './importSource';

export interface ImportReadOptions {
  format: FormatOptions;
  target: BulkTarget;
  /** Already capped by batchByteLimit. */
  batchBytes: number;
  maxDocuments?: number;
  resume: FilePosition | null;
  /** CSV: the type of each column as the target's mapping says (numbers, booleans kept as such); empty cells left out. */
  columnTypes?: Record<string, string>;
}

/** Where a problem's text starts; its line is where it goes wrong, which may be further on. */
function problemStart(problem: Problem): FilePosition {
  let breaks = 0;
  for (let at = problem.text.indexOf('\n'); at !== -1; at = problem.text.indexOf('\n', at + 1))
    breaks++;
  return { line: Math.max(1, problem.line - breaks), offset: problem.offset };
}

/** Groups records into bodies and hands each on with its problems, in file order. */
class BatchAssembler {
  private readonly batcher: Batcher<SizedRecord>;
  private problems: Problem[] = [];
  /** About how much memory the held problems take, in characters. */
  private problemSize = 0;
  private sequence = 0;
  private bytesRead = 0;
  private out: ImportBatch[] = [];

  constructor(
    private readonly options: ImportReadOptions,
    private readonly document: (record: ReadRecord) => SizedRecord | Problem,
  ) {
    const { batchBytes, maxDocuments } = options;
    this.batcher = new Batcher({ maxBytes: batchBytes, maxDocuments: maxDocuments ?? Infinity });
  }

  /** The bodies a step of reading completes. */
  take(step: ReadStep): ImportBatch[] {
    this.bytesRead = step.bytesRead;
    for (const item of step.items) {
      if (item.kind === 'problem') this.problem(item, problemStart(item));
      else {
        const record = this.document(item);
        if ('lines' in record) this.record(record);
        else this.problem(record, item);
      }
    }
    if (step.end) this.finish(step.end);
    const out = this.out;
    this.out = [];
    return out;
  }

  private record(record: SizedRecord): void {
    this.flushProblems(record);
    for (const batch of this.batcher.add(record)) this.hand(batch);
  }

  /** A problem at `start`, held with the body in progress. */
  private problem(problem: Problem, start: FilePosition): void {
    this.flushProblems(start);
    this.problems.push(problem);
    this.problemSize += problem.text.length + 100;
  }

  /** Hands on the body in progress once the problems held are as large as a body. */
  private flushProblems(next: FilePosition): void {
    if (this.problemSize < this.options.batchBytes) return;
    const closed = this.batcher.finish(next);
    if (closed.length > 0) closed.forEach((batch) => this.hand(batch));
    else this.handProblems(next);
  }

  private finish(end: FilePosition): void {
    const closed = this.batcher.finish(end);
    closed.forEach((batch) => this.hand(batch));
    if (closed.length === 0 && this.problems.length > 0) this.handProblems(end);
  }

  private hand(batch: Batch<SizedRecord>): void {
    const { records, bytes, tooLarge, end } = batch;
    this.out.push({
      ...this.next(end),
      records: packRecords(records, bytes, tooLarge),
      bytes,
      tooLarge,
    });
  }

  private handProblems(end: FilePosition): void {
    this.out.push({ ...this.next(end), records: [], bytes: 0, tooLarge: false });
  }

  /** What every body handed on holds besides its documents: the problems held go with it. */
  private next(end: FilePosition) {
    const problems = this.problems;
    this.problems = [];
    this.problemSize = 0;
    return { sequence: this.sequence++, problems, end, bytesRead: this.bytesRead };
  }
}

/** The bodies of an import of `file`, in file order; see the header comment. */
export async function* importBatches(
  file: Blob,
  options: ImportReadOptions,
): AsyncGenerator<ImportBatch> {
  const { format, resume, target } = options;
  const header = format.format === 'csv' && csvOptions(format).header;
  const columns = header ? await csvHeader(file, format) : null;
  if (header && resume !== null && columns === null)
    throw new Error('The header row of this CSV file cannot be read, so its columns are not known');
  const source = await openSource(file, {
    format,
    resume,
    columns,
    maxLineBytes: options.batchBytes,
  });
  const { delimiter, quote } = source;
  const columnTypes = options.columnTypes ?? {};
  const documents = { target, idField: format.idField, columnTypes, columns, delimiter, quote };
  const assembler = new BatchAssembler(options, documentReader(documents));
  for await (const step of source.steps) yield* assembler.take(step);
}
