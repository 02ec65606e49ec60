// The checkpoints of an import run. Answers come back in any order while several requests are in
// flight; a checkpoint is recorded once a batch and every batch before it are answered, with the
// position after them and the summary of the documents before that position only (documents
// answered beyond it are sent again by a resumed run, and counted then).
import type { FilePosition } from '../lib/transfer/batcher';
import { InOrder } from '../lib/transfer/checkpoint';
import {
  addToSummary,
  EMPTY_SUMMARY,
  type SummaryChange,
  type TransferSummary,
} from '../lib/transfer/rejects';

/** A batch until it is answered: where the document after it starts, and what it changed. */
export interface BatchState {
  sequence: number;
  end: FilePosition;
  changes: SummaryChange[];
}

export type SaveCheckpoint = (
  position: FilePosition,
  summary: TransferSummary,
) => Promise<void> | void;

export class Checkpoints {
  /** Where a resumed run starts: after the last batch answered with all before it. */
  position: FilePosition;
  private summary = EMPTY_SUMMARY;
  private order: InOrder<BatchState> | null = null;
  private saving: Promise<void> = Promise.resolve();
  private readonly save: SaveCheckpoint;

  constructor(start: FilePosition, save: SaveCheckpoint) {
    this.position = start;
    this.save = save;
  }

  /** A batch handed over by the reader: the first one's sequence number starts the count. */
  read(batch: { sequence: number; end: FilePosition }): BatchState {
    this.order ??= new InOrder(batch.sequence);
    return { sequence: batch.sequence, end: batch.end, changes: [] };
  }

  /** A batch answered in full: saved, in order, once every batch before it is answered too. */
  answered(batch: BatchState): void {
    const released = this.order?.acknowledge(batch.sequence, batch) ?? [];
    if (released.length === 0) return;
    for (const done of released)
      for (const change of done.changes) this.summary = addToSummary(this.summary, change);
    this.position = released[released.length - 1].end;
    const { position, summary, save } = this;
    // A checkpoint that cannot be saved does not stop the run; the next one may be.
    this.saving = this.saving.then(() => save(position, summary)).catch(() => undefined);
  }

  /** Once every checkpoint recorded so far is saved (or failed to be). */
  saved(): Promise<void> {
    return this.saving;
  }
}
