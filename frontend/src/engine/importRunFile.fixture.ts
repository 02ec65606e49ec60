// A file's lines cut into the batches the reading side hands over, and an import of them into a
// cluster of importRun.fixture.ts on its moving clock, keeping all the run hands on.
import type { FilePosition } from '../lib/transfer/batcher';
import { bodyBytes, utf8Length } from '../lib/transfer/batcher';
import type { Problem } from '../lib/transfer/reading';
import type { RejectedRecord, TransferSummary } from '../lib/transfer/rejects';
import { bulkDocumentLines } from './bulkRequests';
import { packRecords, type ImportBatch, type LinedRecord } from './importBatch';
import { runImport, type ImportProgress } from './importRun';
import { BulkCluster, FakeTime, readFailure, type ClusterRules } from './importRun.fixture';

/** A line of the file: a document (its id and text) or a line the reader could not take. */
export type FileLine = { id: string } | { problem: string };

/** The text of the document `id` in the file. */
export const docText = (id: string) => `{"id":"${id}","bytes":"12kB"}`;

const TARGET = { name: 'logs', dataStream: false };

/**
 * The lines of a file (a document per line, its text made from its id) in batches of `perBatch`
 * lines; a document of `tooLarge` alone in its batch, over the byte limit.
 */
export function fileOf(lines: readonly FileLine[], perBatch: number, tooLarge = new Set<string>()) {
  let offset = 0;
  const placed = lines.map((source, n) => {
    const text = 'id' in source ? docText(source.id) : source.problem;
    const at = { line: n + 1, offset, text, source };
    offset += utf8Length(text) + 1;
    return at;
  });
  type Placed = (typeof placed)[number];
  const big = ({ source }: Placed) => 'id' in source && tooLarge.has(source.id);
  const groups: Placed[][] = [[]];
  for (const line of placed) {
    if (big(line)) groups.push([line], []);
    else if (groups[groups.length - 1].push(line) === perBatch) groups.push([]);
  }
  const parts = groups.filter((group) => group.length > 0);
  const fileEnd: FilePosition = { line: lines.length + 1, offset };
  const batches = parts.map((part, sequence): ImportBatch => {
    const next = parts[sequence + 1]?.[0];
    const end = next ? { line: next.line, offset: next.offset } : fileEnd;
    const lined: LinedRecord[] = [];
    const problems: Problem[] = [];
    for (const { line, offset: at, text, source } of part) {
      if ('problem' in source) {
        const reason = 'Not JSON';
        problems.push({
          kind: 'problem',
          error: 'json',
          line,
          column: 1,
          offset: at,
          reason,
          text,
        });
      } else {
        const lines = bulkDocumentLines(TARGET, { source: text, id: source.id });
        lined.push({ line, offset: at, text, lines, bytes: bodyBytes(lines) });
      }
    }
    const bytes = lined.reduce((sum, record) => sum + record.bytes, 0);
    const tooLargeBatch = part.some(big);
    const records = packRecords(lined, bytes, tooLargeBatch);
    return {
      sequence,
      records,
      bytes,
      tooLarge: tooLargeBatch,
      problems,
      end,
      bytesRead: end.offset,
    };
  });
  return { batches, end: fileEnd };
}

/** The batches from `position` on, as the reading side hands them over; `closed` once told to stop. */
export function readFrom(
  batches: readonly ImportBatch[],
  from: FilePosition = { line: 1, offset: 0 },
) {
  const rest = batches.filter((batch) => batch.end.offset > from.offset);
  const state = { pulled: 0, closed: false };
  const iterator: AsyncIterator<ImportBatch> = {
    next: async () => {
      const batch = rest[state.pulled];
      if (!batch || state.closed) return { done: true, value: undefined };
      state.pulled += 1;
      return { done: false, value: { ...batch, sequence: state.pulled - 1 } };
    },
    return: async () => {
      state.closed = true;
      return { done: true, value: undefined };
    },
  };
  return { iterator, state };
}

/** `count` documents with the ids d{from}, d{from + 1}... */
export const docs = (count: number, from = 1): FileLine[] =>
  Array.from({ length: count }, (_, n) => ({ id: `d${n + from}` }));

export interface Setup {
  perBatch?: number;
  concurrency?: number;
  stopAtFirstError?: boolean;
  rules?: ClusterRules;
  tooLarge?: Set<string>;
  from?: FilePosition;
  /** Cancels the run once this many checkpoints are recorded. */
  cancelAfter?: number;
  maxAttempts?: number;
  growAfter?: number;
}

/** Imports `lines` into a cluster playing by `rules`, and keeps all the run hands on. */
export async function importLines(lines: readonly FileLine[], setup: Setup = {}) {
  const time = new FakeTime();
  const cluster = new BulkCluster(time, setup.rules);
  const file = fileOf(lines, setup.perBatch ?? 4, setup.tooLarge);
  const reader = readFrom(file.batches, setup.from);
  const rejects: RejectedRecord[] = [];
  const progress: ImportProgress[] = [];
  const checkpoints: { position: FilePosition; summary: TransferSummary; answered: string[] }[] =
    [];
  const cancel = new AbortController();
  const outcome = await time.run(
    runImport({
      batches: reader.iterator,
      send: cluster.send,
      readFailure,
      concurrency: setup.concurrency ?? 3,
      stopAtFirstError: setup.stopAtFirstError ?? false,
      signal: cancel.signal,
      onProgress: (report) => progress.push(report),
      onRejects: (more) => rejects.push(...more),
      onCheckpoint: (position, summary) => {
        checkpoints.push({ position, summary, answered: [...cluster.answered] });
        if (checkpoints.length === setup.cancelAfter) cancel.abort();
      },
      start: setup.from,
      maxBytes: 1000,
      maxAttempts: setup.maxAttempts,
      growAfter: setup.growAfter,
      clock: time.clock,
      sleep: time.sleep,
      random: () => 0.5,
    }),
  );
  return { outcome, cluster, file, reader, rejects, progress, checkpoints, time };
}

/** The ids of the documents of `lines` that lie before `position`. */
export function idsBefore(lines: readonly FileLine[], position: FilePosition): string[] {
  return lines.flatMap((line, n) => ('id' in line && n + 1 < position.line ? [line.id] : []));
}

/** Answers that take longer for earlier requests, so they come back out of order. */
export const slowFirst = (index: number) => 100 - 7 * (index % 10);
