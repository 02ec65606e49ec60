// Where an export stands, as its progress shows it: the documents and bytes written against the
// count, kept up to date page by page and shown at most every 100 ms, so that a fast export does
// not draw the screen for every page; and the figures drawn from it (share, speed, time left).
import type { FileSink } from '../files/fileSink';
import type { WrittenPage } from './exportRunner';

export interface ExportProgress {
  /** The documents `_count` gave; null until it answers, or when it failed. */
  total: number | null;
  /** Documents in the file (or files), those of earlier runs of a resumed export included. */
  documents: number;
  bytes: number;
  /** Shard failures met: the documents of those shards are missing from their pages. */
  failedShards: number;
  /** The documents and bytes when this run started (more than 0 once resumed). */
  startDocuments: number;
  startBytes: number;
  startedAt: number;
  now: number;
}

/** Progress is shown at most this often; the count and the end at once. */
export const PROGRESS_INTERVAL_MS = 100;

export interface ProgressTracker {
  page(written: WrittenPage): void;
  total(total: number): void;
  /** Shows nothing more; gives the progress at the end. */
  stop(): ExportProgress;
}

/**
 * Follows a run that starts where `before` ended (a resumed export) or at nothing, writing into
 * `sink`; `show` is called at once, then with what changed, at most every PROGRESS_INTERVAL_MS.
 */
export function progressTracker(
  before: ExportProgress | undefined,
  sink: Pick<FileSink, 'bytes'>,
  show: (progress: ExportProgress) => void,
): ProgressTracker {
  const now = Date.now();
  const startBytes = before?.bytes ?? 0;
  let progress: ExportProgress = {
    total: before?.total ?? null,
    documents: before?.documents ?? 0,
    bytes: startBytes,
    failedShards: before?.failedShards ?? 0,
    startDocuments: before?.documents ?? 0,
    startBytes,
    startedAt: now,
    now,
  };
  let shownAt = 0;
  let later: ReturnType<typeof setTimeout> | undefined;
  const publish = (force: boolean) => {
    const wait = shownAt + PROGRESS_INTERVAL_MS - Date.now();
    if (!force && wait > 0) {
      later ??= setTimeout(() => publish(true), wait);
      return;
    }
    clearTimeout(later);
    later = undefined;
    progress = { ...progress, now: Date.now() };
    shownAt = progress.now;
    show(progress);
  };
  publish(true);
  return {
    page: (written) => {
      progress = {
        ...progress,
        documents: progress.documents + written.documents,
        failedShards: progress.failedShards + written.failedShards,
        bytes: startBytes + sink.bytes,
      };
      publish(false);
    },
    // A resumed export keeps the first count: the documents before it are in that one.
    total: (total) => {
      if (progress.total === null) progress = { ...progress, total };
      publish(true);
    },
    stop: () => {
      clearTimeout(later);
      return { ...progress, bytes: startBytes + sink.bytes, now: Date.now() };
    },
  };
}

export interface ExportFigures {
  /** 0 to 100; null while the count is not known. */
  percent: number | null;
  documentsPerSecond: number;
  elapsedMs: number;
  /** null while the count or the speed is not known. */
  leftMs: number | null;
}

export function exportFigures(progress: ExportProgress): ExportFigures {
  const elapsedMs = Math.max(0, progress.now - progress.startedAt);
  const read = progress.documents - progress.startDocuments;
  const documentsPerSecond = elapsedMs > 0 ? (read * 1000) / elapsedMs : 0;
  const { total, documents } = progress;
  if (total === null) return { percent: null, documentsPerSecond, elapsedMs, leftMs: null };
  const percent = total === 0 ? 100 : Math.min(100, (documents / total) * 100);
  const left = Math.max(0, total - documents);
  const leftMs =
    left === 0 ? 0 : documentsPerSecond > 0 ? (left / documentsPerSecond) * 1000 : null;
  return { percent, documentsPerSecond, elapsedMs, leftMs };
}
