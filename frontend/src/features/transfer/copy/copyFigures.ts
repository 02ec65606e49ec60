// The figures a copy's progress and summary show: how much of the source's documents are written,
// refused, or read and on their way, the documents written per second, and the time spent.
import type { CopyProgress } from './copyRunState';

/** A share of the source's documents, in percent; null while their count is not known. */
function share(count: number, total: number | null): number | null {
  return total === null || total === 0 ? null : Math.min(100, (count / total) * 100);
}

export function copyFigures(progress: CopyProgress) {
  const elapsedMs = Math.max(0, progress.now - progress.startedAt);
  const { counts } = progress.summary;
  const written = counts.created + counts.updated;
  const read = share(progress.bytesRead, progress.total);
  const writtenShare = share(written, progress.total) ?? 0;
  const rejectedShare = share(counts.rejected, progress.total) ?? 0;
  return {
    /** The share read; null while the count is not known. */
    percent: read,
    written: writtenShare,
    rejected: rejectedShare,
    /** Read but not answered yet. */
    underway: read === null ? 0 : Math.max(0, read - writtenShare - rejectedShare),
    documentsPerSecond: elapsedMs > 0 ? (counts.sent * 1000) / elapsedMs : 0,
    elapsedMs,
  };
}
