// One export from the cluster to a file: the pages of the read are written as they come and then
// let go, so that memory stays flat however many documents there are; where the export stands is
// reported after each page that is in the file. The read is closed on the cluster whatever
// happens (exportPages does it); the file is kept at the end and after a failure (a resumed export
// writes the rest to a new file), and stopped on cancel.
import {
  countOf,
  countRequest,
  exportReading,
  type ExportSearch,
} from '../../../engine/exportRequests';
import { exportPages, type ExportPosition, type SendRequest } from '../../../engine/exportRun';
import type { EngineProfile } from '../../../engine/profile';
import type { ExportWriter } from '../../../lib/transfer/exportHit';
import type { FileSink } from '../files/fileSink';

export interface ExportRunInput {
  profile: EngineProfile;
  search: ExportSearch;
  send: SendRequest;
  /** Writes the pages; its head is the sink's to write. */
  writer: ExportWriter;
  sink: FileSink;
  slices: number;
  /** Where an earlier run of a point in time export stopped. */
  resume?: ExportPosition;
  signal: AbortSignal;
  /**
   * The documents the export will read, once the first pages have counted them (`_count` for a
   * resumed export); not called when no count comes.
   */
  onTotal: (total: number) => void;
  /** After each page that is in the file. */
  onPage: (written: WrittenPage) => void;
}

export interface WrittenPage {
  documents: number;
  /** Documents missing from the page because a shard failed to answer. */
  failedShards: number;
  /** Where the export stands; null when it cannot resume (a scroll). */
  position: ExportPosition | null;
}

export type ExportRunEnd =
  { status: 'done' } | { status: 'cancelled' } | { status: 'failed'; error: unknown };

/** The pages of the read written one after the other; resolves with how the export ended. */
export async function runExport(input: ExportRunInput): Promise<ExportRunEnd> {
  const { profile, search, send, writer, sink, signal } = input;
  const resumable = exportReading(profile) !== 'scroll';
  // A resumed export's first pages count only what is left: the whole is counted beside them,
  // not waited for.
  if (input.resume)
    void send(countRequest(search), signal).then(
      (answer) => {
        const total = countOf(answer);
        if (total !== null) input.onTotal(total);
      },
      () => undefined,
    );
  const options = { slices: input.slices, signal, resume: input.resume };
  try {
    for await (const { page, position, total } of exportPages(profile, search, send, options)) {
      if (total !== null) input.onTotal(total);
      await sink.write(writer.page(page.hits));
      input.onPage({
        documents: page.hits.length,
        failedShards: page.failedShards,
        position: resumable ? position : null,
      });
      if (signal.aborted) break;
    }
  } catch (error) {
    if (signal.aborted) return stopped(sink);
    await sink.close().catch(() => undefined);
    return { status: 'failed', error };
  }
  if (signal.aborted) return stopped(sink);
  try {
    await sink.close();
    return { status: 'done' };
  } catch (error) {
    return { status: 'failed', error };
  }
}

async function stopped(sink: FileSink): Promise<ExportRunEnd> {
  await sink.abort().catch(() => undefined);
  return { status: 'cancelled' };
}
