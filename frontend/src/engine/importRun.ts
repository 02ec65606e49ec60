// Writes an import's bulk bodies to the cluster: several requests in flight (the number the user
// chose, fewer while the cluster is busy), the documents a busy cluster turned away sent again
// after a randomised, growing wait, every rejected document and unreadable line handed on for
// the rejects file, and a checkpoint after each body answered together with every body before
// it, so an interrupted import resumes where it stood. The run goes on past rejected documents
// unless the user chose to stop at the first; it pauses when the cluster stops answering or the
// target index is removed (the caller offers to continue from the outcome's position), fails
// when the cluster refuses the requests themselves, and stops at once when the user cancels.
import { ImportRun } from './importRunLoop';
import type { ImportOutcome, ImportRunOptions } from './importRunTypes';

export type {
  ImportEnd,
  ImportOutcome,
  ImportProgress,
  ImportRunOptions,
  ReadFailure,
  SendBulk,
  SendFailure,
  Sleep,
} from './importRunTypes';

/** Runs an import to its end; see ImportRunOptions. */
export function runImport(options: ImportRunOptions): Promise<ImportOutcome> {
  return new ImportRun(options).run();
}
