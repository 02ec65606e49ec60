// The state of this tab's copy, as the screen reads it: kept outside React (copyRun.ts changes it),
// so that leaving the screen does not lose it.
import type { ImportOutcome, ImportProgress, SendFailure } from '../../../engine/importRun';
import type { CopyResume } from './copyBatches';
import type { CopySetup } from './copySetup';
import { runStore, useRunState } from '../run/runStore';

/** How a copy ended: as an import's run does, a failure of the source's read told apart. */
export type CopyEnd = ImportOutcome['end'] | { status: 'source-failed'; failure: SendFailure };

export interface CopyProgress extends ImportProgress {
  /** The documents the copy reads, once the source's `_count` answered. */
  total: number | null;
}

export type CopyRunState =
  | { phase: 'idle' }
  | {
      phase: 'running';
      setup: CopySetup;
      /** The destination cluster's name. */
      destination: string;
      progress: CopyProgress;
      rejectsCount: number;
    }
  | {
      phase: 'ended';
      setup: CopySetup;
      destination: string;
      end: CopyEnd;
      progress: CopyProgress;
      rejectsCount: number;
      /** Where the copy can go on from; null when it cannot (finished, or read by scroll). */
      resume: CopyResume | null;
    };

const store = runStore<CopyRunState>({ phase: 'idle' });

export function publish(next: CopyRunState): void {
  store.publish(next);
}

export function copyRunState(): CopyRunState {
  return store.get();
}

/** The copy of this tab, for components. */
export function useCopyRun(): CopyRunState {
  return useRunState(store);
}
