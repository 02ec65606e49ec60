// The copy under way in this tab, kept outside React: leaving the screen does not stop it, and
// coming back shows where it stands. One copy at a time. A copy counts the source's documents,
// creates the new index on the destination unless the name is taken there (with the mapping and
// settings the user saw and edited; an existing index is written as it is, a data stream with
// `create` actions), then reads the source page by page and writes each body to the
// destination as an import does: several requests in flight, fewer and later while the
// destination is busy, rejected documents into a rejects file kept in memory. Nothing touches the
// disk. After an interruption, a copy from an engine with a point in time goes on from the last
// page every body of which was written: in this tab, or, from where it was last saved in the
// browser, after the tab was closed. The page warns before it is closed while a copy runs.
import { endWrites, type WriteConsent } from '../../../api/client';
import { targetEngine, type ClusterTarget } from '../../../api/types';
import { countOf, countRequest, exportReading } from '../../../engine/exportRequests';
import type { ImportBatch } from '../../../engine/importBatch';
import { runImport } from '../../../engine/importRun';
import { batchByteLimit } from '../../../lib/transfer/batcher';
import { EMPTY_SUMMARY, NO_COUNTS, type TransferCounts } from '../../../lib/transfer/rejects';
import { clusterSender } from '../export/exportApi';
import { bulkSender, createIndex, readFailure } from '../run/importApi';
import { importBodyLimit, maxBodyBytes, type ServerLimits } from '../run/limits';
import { RejectsFile } from '../run/rejectsFile';
import { destinationKind, planCopy } from './copyApi';
import { copyBatches, type CopyResume } from './copyBatches';
import { copyKey, sumCounts, type CopyCheckpoint } from './copyCheckpoint';
import { deleteCopyCheckpoint, saveCopyCheckpoint } from './copyCheckpointStore';
import { copyClusterKey, type CopySource } from './copyClusters';
import { copySearch, type CopySetup } from './copySetup';
import { copyRunState, publish, type CopyEnd, type CopyProgress } from './copyRunState';

/** The two clusters of a copy: read from `source`, written to `destination`. */
export interface CopyClusters {
  source: CopySource;
  destination: CopySource;
  /** Our server's body limits, for a destination it proxies; none known when left out. */
  server?: ServerLimits;
}

const NO_LIMITS: ServerLimits = { proxyBodyLimit: null, proxySignedBodyLimit: null };

let abort: AbortController | null = null;
let rejects = new RejectsFile();
/** The latest copy, which Go on continues. */
let lastRun: Run | null = null;

function warnBeforeLeaving(event: Event): void {
  event.preventDefault();
}

/** The page, which warns before it is left while a copy runs; none where there is no page. */
const page: Window | null = typeof window === 'undefined' ? null : window;

function firstProgress(setup: CopySetup, resume: CopyResume | null): CopyProgress {
  const now = Date.now();
  return {
    summary: EMPTY_SUMMARY,
    bytesRead: resume?.documents ?? 0,
    inFlight: 0,
    concurrency: setup.concurrency,
    busyRejections: 0,
    startedAt: now,
    now,
    total: null,
  };
}

/** The destination cluster's name, as the run panel says where the copy goes. */
const nameOf = ({ destination }: CopyClusters) => destination.name ?? destination.uri;

interface Run extends CopyClusters {
  setup: CopySetup;
  signal: AbortSignal;
  progress: CopyProgress;
  /** Where the copy goes on from: the last page end written. */
  resume: CopyResume | null;
  /** The documents counted by the runs of this copy before this one. */
  earlier: TransferCounts;
  /** Those and this run's, as they were when `resume` last moved. */
  counts: TransferCounts;
}

/** What the browser keeps of a copy to go on from `resume` after the tab is closed. */
function checkpointOf(run: Run, resume: CopyResume): CopyCheckpoint {
  const destination = { uri: run.destination.uri, name: nameOf(run) };
  return { setup: run.setup, destination, resume, counts: run.counts, savedAt: Date.now() };
}

/** Whether a copy from `source` can go on after an interruption: a scroll cannot be resumed. */
const resumable = (source: ClusterTarget) => exportReading(targetEngine(source)) !== 'scroll';

/** The copy itself, under the destination's consent; resolves with how it ended. */
async function copy(run: Run): Promise<CopyEnd> {
  const { source, destination, setup, signal } = run;
  const profile = targetEngine(source);
  const search = copySearch(setup);
  const send = clusterSender(source);
  let total: number | null = null;
  try {
    total = countOf(await send(countRequest(search), signal));
  } catch (thrown) {
    return signal.aborted
      ? { status: 'cancelled' }
      : { status: 'source-failed', failure: readFailure(thrown) };
  }
  run.progress = { ...run.progress, total };
  const name = setup.target.name;
  // The bodies stay under what the destination takes, whatever size the user chose.
  const proxying = {
    proxyId: destination.proxyId ?? null,
    signedByProxy: destination.signedByProxy ?? false,
  };
  const limit = importBodyLimit(await maxBodyBytes(destination), proxying, run.server ?? NO_LIMITS);
  const batchBytes = batchByteLimit(setup.batchBytes, [limit?.bytes ?? null]);
  const kind = await destinationKind(destination, name, signal);
  const creation = kind === 'missing' ? setup.createIndex : null;
  const target = { name, dataStream: kind === 'data-stream' };
  const left = (total ?? 0) - (run.resume?.documents ?? 0);
  const consent: WriteConsent = planCopy(name, creation, Math.ceil(left / setup.pageSize));
  let readError: unknown = null;
  const batches = copyBatches({
    profile,
    search,
    send,
    slices: setup.slices,
    target,
    keepIds: setup.keepIds,
    batchBytes,
    resume: run.resume ?? undefined,
    signal,
  });
  const read: AsyncIterator<ImportBatch> = {
    next: () =>
      batches.next().catch((thrown: unknown) => {
        readError = thrown;
        throw thrown;
      }),
  };
  try {
    if (creation) await createIndex(destination, creation, consent, signal);
    const outcome = await runImport({
      batches: read,
      send: bulkSender(destination, name, consent),
      readFailure,
      concurrency: setup.concurrency,
      stopAtFirstError: false,
      signal,
      start: { line: (run.resume?.documents ?? 0) + 1, offset: 0 },
      maxBytes: batchBytes,
      onProgress: (progress) => {
        run.progress = { ...progress, total };
        const { progress: shown } = run;
        publish({
          phase: 'running',
          setup,
          destination: nameOf(run),
          progress: shown,
          rejectsCount: rejects.count,
        });
      },
      onRejects: (more) => rejects.add(more),
      onCheckpoint: (position, summary) => {
        const resume = batches.resumeAt(position);
        if (resume === null || resume === run.resume) return;
        run.resume = resume;
        run.counts = sumCounts(run.earlier, summary.counts);
        // A checkpoint that fails to be saved does not stop the copy.
        if (resumable(source))
          return saveCopyCheckpoint(copyClusterKey(source), checkpointOf(run, resume));
      },
    });
    if (readError !== null && outcome.end.status === 'failed' && !signal.aborted)
      return { status: 'source-failed', failure: readFailure(readError) };
    return outcome.end;
  } catch (thrown) {
    return signal.aborted
      ? { status: 'cancelled' }
      : { status: 'failed', failure: readFailure(thrown) };
  } finally {
    endWrites(consent);
    await batches.close().catch(() => undefined);
  }
}

async function execute(run: Run): Promise<void> {
  const end = await copy(run).catch((thrown: unknown): CopyEnd =>
    run.signal.aborted
      ? { status: 'cancelled' }
      : { status: 'failed', failure: readFailure(thrown) },
  );
  const canGoOn = end.status !== 'done' && resumable(run.source);
  const resume = canGoOn ? (run.resume ?? { position: startOf(run.setup), documents: 0 }) : null;
  if (end.status === 'done') await forget(run);
  const { setup, progress } = run;
  const destination = nameOf(run);
  publish({
    phase: 'ended',
    setup,
    destination,
    end,
    progress,
    rejectsCount: rejects.count,
    resume,
  });
}

/** Each slice from its start. */
function startOf(setup: CopySetup) {
  return Array.from({ length: Math.max(1, setup.slices) }, () => null);
}

/** Forgets the saved checkpoint of `run`'s copy, if any. */
async function forget({ source, setup, destination }: Run): Promise<void> {
  const key = copyKey(copyClusterKey(source), { setup, destination });
  await deleteCopyCheckpoint(key).catch(() => undefined);
}

/** Where a copy starts: from its resume point, with the counts before it; none for a new one. */
interface CopyStart {
  resume: CopyResume;
  counts: TransferCounts;
}

function begin(clusters: CopyClusters, setup: CopySetup, start: CopyStart | null): Run {
  if (copyRunState().phase === 'running')
    throw new Error('A copy is already under way in this tab');
  if (clusters.destination.protection === 'read-only')
    throw new Error('The destination cluster is read-only');
  const controller = new AbortController();
  abort = controller;
  const resume = start?.resume ?? null;
  const progress = firstProgress(setup, resume);
  const destination = nameOf(clusters);
  publish({ phase: 'running', setup, destination, progress, rejectsCount: rejects.count });
  page?.addEventListener('beforeunload', warnBeforeLeaving);
  const counts = start?.counts ?? NO_COUNTS;
  const { signal } = controller;
  const run: Run = { ...clusters, setup, signal, progress, resume, earlier: counts, counts };
  lastRun = run;
  void execute(run).finally(() => {
    page?.removeEventListener('beforeunload', warnBeforeLeaving);
    if (abort === controller) abort = null;
  });
  return run;
}

/**
 * Starts a copy of `setup` from `clusters.source` to `clusters.destination` (never a read-only
 * one); a destination that asks before writes asks once for the whole copy.
 */
export function startCopy(clusters: CopyClusters, setup: CopySetup): void {
  rejects = new RejectsFile();
  // A copy saved earlier into the same place is started over rather than gone on with.
  void forget(begin(clusters, setup, null));
}

/** Goes on with an interrupted copy from the last page written; its rejects file goes on too. */
export function resumeCopy(): void {
  const state = copyRunState();
  if (state.phase !== 'ended' || state.resume === null || lastRun === null) return;
  const { source, destination, counts } = lastRun;
  begin({ source, destination }, state.setup, { resume: state.resume, counts });
}

/**
 * Goes on with a copy saved in the browser (its tab closed, or another copy since), from
 * `clusters.source` to `clusters.destination` as the list of clusters has them now; a new
 * rejects file holds the documents refused from here on.
 */
export function resumeSavedCopy(clusters: CopyClusters, checkpoint: CopyCheckpoint): void {
  rejects = new RejectsFile();
  const { setup, resume, counts } = checkpoint;
  begin(clusters, setup, { resume, counts });
}

/** Stops the copy under way; the source's point in time is closed. */
export function cancelCopy(): void {
  abort?.abort();
}

/** The rejects file so far (NDJSON), downloadable at any time. */
export function copyRejectsBlob(): Blob {
  return rejects.blob();
}

/** Back to idle, once the end was read. */
export function clearCopy(): void {
  if (copyRunState().phase === 'running') return;
  rejects = new RejectsFile();
  publish({ phase: 'idle' });
}
