// The import under way in this tab, kept outside React: leaving the screen does not stop it, and
// coming back shows where it stands. One import at a time. A run creates the new index first when
// there is one, turns the speed settings on, sends the file's bodies (read in a Worker) several at
// a time, records a checkpoint after each body answered with all before it, keeps the rejects
// file, and at its end, whatever ended it, puts the speed settings back; a run that finished
// forgets its checkpoint. The page warns before it is closed or reloaded while a run goes on.
import { endWrites, type WriteConsent } from '../../../api/client';
import type { Cluster, ClusterTarget } from '../../../api/types';
import type { ImportBatch } from '../../../engine/importBatch';
import {
  runImport,
  type ImportOutcome,
  type ImportProgress,
  type ImportRunOptions,
} from '../../../engine/importRun';
import {
  applySpeedSettings,
  restoreSpeedSettings,
  SpeedSettingsError,
  type SavedSettings,
  type SpeedSettings,
} from '../../../engine/importSpeed';
import type { FilePosition } from '../../../lib/transfer/batcher';
import { fingerprint } from '../../../lib/transfer/checkpoint';
import { EMPTY_SUMMARY, type TransferCounts } from '../../../lib/transfer/rejects';
import { deleteCheckpoint, saveCheckpoint } from './checkpointStore';
import type { ImportReadOptions } from './importBatches';
import { bulkSender, createIndex, planImport, readFailure, settingsSender } from './importApi';
import { RejectsFile } from './rejectsFile';
import { watchTarget } from './targetWatch';
import { workerBatches } from './workerBatches';
import { runStore, useRunState } from './runStore';

export interface ImportSetup {
  /** Pasted text becomes new File([text], 'pasted.ndjson'). */
  file: File;
  read: ImportReadOptions;
  concurrency: number;
  stopAtFirstError: boolean;
  speed: SpeedSettings;
  /** A new index: created first (mappings/settings). */
  createIndex: { name: string; body: unknown } | null;
  /** A resumed import: the counts of the runs before, which its checkpoints go on from. */
  earlier?: TransferCounts;
}

type RestoreFailure = { index: string; failure: string };

export type ImportRunState =
  | { phase: 'idle' }
  | {
      phase: 'running' | 'restoring';
      setup: ImportSetup;
      progress: ImportProgress;
      rejectsCount: number;
    }
  | {
      phase: 'ended';
      setup: ImportSetup;
      outcome: ImportOutcome;
      progress: ImportProgress;
      rejectsCount: number;
      restoreFailures: RestoreFailure[];
    };

/** The bodies of a file: read in a Worker; a test reads them directly. */
export type BatchesOf = (
  file: Blob,
  options: ImportReadOptions,
) => AsyncIterator<ImportBatch> & { close(): void };

/** The cluster of a run: where it writes, and its uuid, which its checkpoints are kept under. */
export type ImportTarget = ClusterTarget & Partial<Pick<Cluster, 'uuid'>>;

const store = runStore<ImportRunState>({ phase: 'idle' });
const { publish } = store;
let abort: AbortController | null = null;
let rejects = new RejectsFile();

export function importRunState(): ImportRunState {
  return store.get();
}

/** The import of this tab, for components. */
export function useImportRun(): ImportRunState {
  return useRunState(store);
}

function warnBeforeLeaving(event: Event): void {
  event.preventDefault();
}

function firstProgress(setup: ImportSetup): ImportProgress {
  const now = Date.now();
  return {
    summary: EMPTY_SUMMARY,
    bytesRead: setup.read.resume?.offset ?? 0,
    inFlight: 0,
    concurrency: setup.concurrency,
    busyRejections: 0,
    startedAt: now,
    now,
  };
}

/** The checkpoint the run records at `position`, under the cluster's key. */
function checkpointSaver(clusterKey: string, setup: ImportSetup): ImportRunOptions['onCheckpoint'] {
  const earlier = setup.earlier;
  return (position, summary) => {
    const { counts } = summary;
    const sum = (name: keyof TransferCounts) => counts[name] + (earlier?.[name] ?? 0);
    return saveCheckpoint(clusterKey, {
      file: fingerprint(setup.file),
      position,
      counts: {
        sent: sum('sent'),
        created: sum('created'),
        updated: sum('updated'),
        existing: sum('existing'),
        rejected: sum('rejected'),
        retried: sum('retried'),
      },
      target: setup.read.target,
      format: setup.read.format,
      savedAt: Date.now(),
    });
  };
}

interface Run {
  target: ImportTarget;
  setup: ImportSetup;
  batchesOf: BatchesOf;
  signal: AbortSignal;
  /** The latest progress. */
  progress: ImportProgress;
}

/** Where the cluster's checkpoints are kept: its uuid (its address when unknown). */
const clusterKey = (target: ImportTarget) => target.uuid || target.uri;

/** The outcome of a run that ended before its first body: failed, or cancelled. */
function endedEarly(thrown: unknown, run: Run): ImportOutcome {
  const position: FilePosition = run.setup.read.resume ?? { line: 1, offset: 0 };
  const end = run.signal.aborted
    ? { status: 'cancelled' as const }
    : { status: 'failed' as const, failure: readFailure(thrown) };
  return { end, summary: EMPTY_SUMMARY, position };
}

/** Sends the file's bodies once the index exists and the speed settings are on. */
async function sendFile(
  run: Run,
  consent: WriteConsent,
  speedIndices: readonly string[],
  saved: SavedSettings[],
) {
  const { target, setup, signal } = run;
  const { name } = setup.read.target;
  if (setup.createIndex) await createIndex(target, setup.createIndex, consent, signal);
  const sender = settingsSender(target, consent);
  for (const index of speedIndices)
    saved.push(...(await applySpeedSettings(sender, index, setup.speed)));
  // A data stream's older indices may be deleted by its lifecycle while it runs: not watched.
  const replaced = new AbortController();
  const watch = setup.read.target.dataStream
    ? null
    : await watchTarget(target, name, () => replaced.abort());
  const batches = run.batchesOf(setup.file, setup.read);
  try {
    const outcome = await runImport({
      batches,
      send: bulkSender(target, name, consent),
      readFailure,
      concurrency: setup.concurrency,
      stopAtFirstError: setup.stopAtFirstError,
      signal: AbortSignal.any([signal, replaced.signal]),
      start: setup.read.resume ?? undefined,
      maxBytes: setup.read.batchBytes,
      onProgress: (progress) => {
        run.progress = progress;
        publish({ phase: 'running', setup, progress, rejectsCount: rejects.count });
      },
      onRejects: (more) => rejects.add(more),
      onCheckpoint: checkpointSaver(clusterKey(target), setup),
    });
    const index = watch?.replaced ?? (outcome.end.status === 'done' ? await watch?.check() : null);
    return index ? { ...outcome, end: { status: 'target-recreated' as const, index } } : outcome;
  } finally {
    watch?.stop();
    batches.close();
  }
}

async function execute(run: Run): Promise<void> {
  const { target, setup } = run;
  const saved: SavedSettings[] = [];
  let consent: WriteConsent | null = null;
  let outcome: ImportOutcome;
  let restoreFailures: RestoreFailure[] = [];
  try {
    const plan = await planImport(target, setup);
    consent = plan.consent;
    outcome = await sendFile(run, consent, plan.speedIndices, saved);
  } catch (thrown) {
    outcome = endedEarly(thrown, run);
    if (thrown instanceof SpeedSettingsError) restoreFailures = thrown.restoreFailures;
  }
  // Whatever ended the run: the settings go back as they were.
  if (consent && saved.length > 0) {
    const { progress } = run;
    publish({ phase: 'restoring', setup, progress, rejectsCount: rejects.count });
    restoreFailures = await restoreSpeedSettings(settingsSender(target, consent), saved);
  }
  if (consent) endWrites(consent);
  // Finished, or nothing to go on from: the documents before the checkpoint are gone.
  if (outcome.end.status === 'done' || outcome.end.status === 'target-recreated')
    await deleteCheckpoint(clusterKey(target), fingerprint(setup.file)).catch(() => undefined);
  const { progress } = run;
  const rejectsCount = rejects.count;
  publish({ phase: 'ended', setup, outcome, progress, rejectsCount, restoreFailures });
}

/**
 * Starts an import of `setup` into `target`; a cluster that asks before writes asks once for the
 * whole run. `batchesOf` reads the file (in a Worker unless a test gives another reader).
 */
export function startImport(
  target: ImportTarget,
  setup: ImportSetup,
  batchesOf: BatchesOf = workerBatches,
): void {
  const { phase } = store.get();
  if (phase === 'running' || phase === 'restoring')
    throw new Error('An import is already under way in this tab');
  const controller = new AbortController();
  abort = controller;
  rejects = new RejectsFile();
  const progress = firstProgress(setup);
  publish({ phase: 'running', setup, progress, rejectsCount: 0 });
  window.addEventListener('beforeunload', warnBeforeLeaving);
  void execute({ target, setup, batchesOf, signal: controller.signal, progress }).finally(() => {
    window.removeEventListener('beforeunload', warnBeforeLeaving);
    if (abort === controller) abort = null;
  });
}

/** Stops the import under way; the speed settings are still put back. */
export function cancelImport(): void {
  abort?.abort();
}

/** The rejects file so far (NDJSON), downloadable at any time. */
export function rejectsBlob(): Blob {
  return rejects.blob();
}

/** Back to idle, once the end was read. */
export function clearImport(): void {
  const { phase } = store.get();
  if (phase === 'running' || phase === 'restoring') return;
  rejects = new RejectsFile();
  publish({ phase: 'idle' });
}
