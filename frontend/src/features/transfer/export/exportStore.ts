// The export under way in this tab, kept outside React: leaving the screen does not stop it, and
// coming back shows where it stands. One export at a time; the page warns before it is closed or
// reloaded while one runs. After a failure it resumes, in a new file, from the last page written.
import { toClusterErrorInfo, type ClusterErrorInfo } from '../../../api/errors';
import { targetEngine, type ClusterTarget } from '../../../api/types';
import { exportReading } from '../../../engine/exportRequests';
import type { ExportPosition } from '../../../engine/exportRun';
import type { FileSink } from '../files/fileSink';
import { clusterSender } from './exportApi';
import { formatWriter } from './exportFormat';
import { progressTracker, type ExportProgress } from './exportProgress';
import { runExport, type ExportRunEnd } from './exportRunner';
import { exportSearch, type ExportSetup } from './exportSetup';
import { runStore, useRunState } from '../run/runStore';

export type ExportEnd =
  { status: 'done' } | { status: 'cancelled' } | { status: 'failed'; error: ClusterErrorInfo };

export type ExportRunState =
  | { phase: 'idle' }
  | { phase: 'running'; setup: ExportSetup; progress: ExportProgress }
  | {
      phase: 'ended';
      setup: ExportSetup;
      progress: ExportProgress;
      end: ExportEnd;
      /** Where a failed point in time export can go on from; null when it cannot. */
      resume: ExportPosition | null;
    };

const store = runStore<ExportRunState>({ phase: 'idle' });
const { publish } = store;
let controller: AbortController | null = null;
/** The cluster of the last export, which a resumed export reads again. */
let lastTarget: ClusterTarget | null = null;

export function exportRunState(): ExportRunState {
  return store.get();
}

/** The export of this tab, for components. */
export function useExportRun(): ExportRunState {
  return useRunState(store);
}

function warnBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

interface RunStart {
  target: ClusterTarget;
  setup: ExportSetup;
  sink: FileSink;
  resume?: { position: ExportPosition; progress: ExportProgress };
}

function run({ target, setup, sink, resume }: RunStart): void {
  controller?.abort();
  const abort = new AbortController();
  controller = abort;
  lastTarget = target;
  const profile = targetEngine(target);
  const tracker = progressTracker(resume?.progress, sink, (progress) => {
    if (controller === abort) publish({ phase: 'running', setup, progress });
  });
  let position = resume?.position ?? null;
  window.addEventListener('beforeunload', warnBeforeLeaving);
  void runExport({
    profile,
    search: exportSearch(setup),
    send: clusterSender(target),
    writer: formatWriter(setup.format),
    sink,
    slices: setup.slices,
    resume: resume?.position,
    signal: abort.signal,
    onTotal: tracker.total,
    onPage: (written) => {
      position = written.position;
      tracker.page(written);
    },
  }).then((end) => {
    const progress = tracker.stop();
    if (controller !== abort) return;
    controller = null;
    window.removeEventListener('beforeunload', warnBeforeLeaving);
    const resumable = end.status === 'failed' && exportReading(profile) !== 'scroll';
    const from = resumable ? (position ?? emptyPosition(setup)) : null;
    publish({ phase: 'ended', setup, progress, end: endOf(end), resume: from });
  });
}

function endOf(end: ExportRunEnd): ExportEnd {
  return end.status === 'failed' ? { status: 'failed', error: toClusterErrorInfo(end.error) } : end;
}

/** Each slice from its start: a failure before the first page resumes from the beginning. */
function emptyPosition(setup: ExportSetup): ExportPosition {
  return Array.from({ length: Math.max(1, setup.slices) }, () => null);
}

/** Starts an export of `setup` from `target` into `sink`. */
export function startExport(target: ClusterTarget, setup: ExportSetup, sink: FileSink): void {
  run({ target, setup, sink });
}

/** Goes on with a failed export from the last page written, into `sink`. */
export function resumeExport(sink: FileSink): void {
  const state = store.get();
  if (state.phase !== 'ended' || state.resume === null || lastTarget === null) return;
  run({
    target: lastTarget,
    setup: state.setup,
    sink,
    resume: { position: state.resume, progress: state.progress },
  });
}

/** Stops the export under way; the cluster's point in time is closed. */
export function cancelExport(): void {
  controller?.abort();
}

/** Back to a new export, once the end was read. */
export function clearExport(): void {
  if (store.get().phase === 'running') return;
  publish({ phase: 'idle' });
}
