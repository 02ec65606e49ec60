// The figures the progress of an import shows: how much of the file is read, how many documents
// were sent, written and rejected (the counts of earlier runs of a resumed import included), how
// fast the documents and bytes go, and the time left at that speed.
import type { ImportProgress } from '../../../engine/importRun';
import type { ImportSetup } from '../run/importController';

export interface ImportFigures {
  /** Of the file, 0 to 100. */
  percent: number;
  bytesRead: number;
  totalBytes: number;
  /** Documents sent, written (created or updated) and rejected, earlier runs included. */
  sent: number;
  written: number;
  /** Created with an id already there (a data stream keeps the first): not written again, not rejected. */
  existing: number;
  rejected: number;
  documentsPerSecond: number;
  bytesPerSecond: number;
  elapsedMs: number;
  /** null while the speed is not known. */
  leftMs: number | null;
}

export function importFigures(setup: ImportSetup, progress: ImportProgress): ImportFigures {
  const { counts } = progress.summary;
  const earlier = setup.earlier;
  const totalBytes = setup.file.size;
  const bytesRead = Math.min(totalBytes, progress.bytesRead);
  // A resumed gzip file is read again from its start; any other from the checkpoint's offset.
  const startBytes = setup.read.format.gzip ? 0 : (setup.read.resume?.offset ?? 0);
  const elapsedMs = Math.max(0, progress.now - progress.startedAt);
  const perSecond = (amount: number) => (elapsedMs > 0 ? (amount * 1000) / elapsedMs : 0);
  const bytesPerSecond = perSecond(Math.max(0, bytesRead - startBytes));
  const left = totalBytes - bytesRead;
  return {
    percent: totalBytes === 0 ? 100 : (bytesRead / totalBytes) * 100,
    bytesRead,
    totalBytes,
    sent: counts.sent + (earlier?.sent ?? 0),
    written: counts.created + counts.updated + (earlier?.created ?? 0) + (earlier?.updated ?? 0),
    existing: counts.existing + (earlier?.existing ?? 0),
    rejected: counts.rejected + (earlier?.rejected ?? 0),
    documentsPerSecond: perSecond(counts.sent),
    bytesPerSecond,
    elapsedMs,
    leftMs: left <= 0 ? 0 : bytesPerSecond > 0 ? (left / bytesPerSecond) * 1000 : null,
  };
}
