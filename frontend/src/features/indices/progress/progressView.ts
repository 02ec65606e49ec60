// What a task's notification says in each state of the following, as i18n messages: the title,
// the lines, the progress bar, the failures, the colour and whether to link to the tasks screen.
import type { NotificationColor } from '../../../components/Notifications/notificationStore';
import type { TaskCounts, TaskFailure, TaskResult } from '../../../api/operations/taskStatus';
import type { Message } from '../actions/actionMessages';
import type { FollowState } from './taskFollower';

/** What the task does: copy one index into another, or delete every document of one. */
export type TaskJob =
  { kind: 'reindex'; source: string; dest: string } | { kind: 'deleteByQuery'; index: string };

export interface ProgressView {
  color: NotificationColor;
  title: Message;
  /** Percent done, while running with a known total; null otherwise. */
  percent: number | null;
  lines: Message[];
  /** The first failures, one line each, then 'and N more'. */
  failures: Message[];
  /** Link to the task on the tasks screen (while it is followed). */
  linkToTask: boolean;
  /** Nothing more will change. */
  finished: boolean;
}

/** How many failures are listed before 'and N more'. */
export const LISTED_FAILURES = 3;

const PREFIX = 'indices.progress';

function jobParams(job: TaskJob): Record<string, string> {
  return job.kind === 'reindex' ? { source: job.source, dest: job.dest } : { index: job.index };
}

function title(job: TaskJob, phase: 'running' | 'done' | 'failed' | 'ended'): Message {
  return { key: `${PREFIX}.${job.kind}.${phase}`, params: jobParams(job) };
}

/** Documents handled so far: written, deleted, left unchanged or skipped on a conflict. */
export function handled(counts: TaskCounts): number {
  return counts.created + counts.updated + counts.deleted + counts.noops + counts.versionConflicts;
}

/** The duration of `took`: '850 ms', '12.3 s'. */
export function tookText(ms: number): Message {
  return ms < 1000
    ? { key: `${PREFIX}.tookMs`, params: { ms } }
    : { key: `${PREFIX}.tookSeconds`, params: { seconds: (Math.round(ms / 100) / 10).toFixed(1) } };
}

function failureLine(failure: TaskFailure): Message {
  const where = [failure.index, failure.id].filter((part) => part !== null).join('/');
  const why = failure.type ? `${failure.type}: ${failure.reason}` : failure.reason;
  return where
    ? { key: `${PREFIX}.failureAt`, params: { where, reason: why } }
    : { key: `${PREFIX}.failure`, params: { reason: why } };
}

export function failureLines(failures: readonly TaskFailure[]): Message[] {
  const lines = failures.slice(0, LISTED_FAILURES).map(failureLine);
  const more = failures.length - LISTED_FAILURES;
  return more > 0 ? [...lines, { key: `${PREFIX}.moreFailures`, params: { count: more } }] : lines;
}

/** The view of a finished task's result (from its record or a synchronous answer). */
export function resultView(job: TaskJob, result: TaskResult): ProgressView {
  const { counts, tookMs, failures } = result;
  const lines: Message[] = [
    {
      key: `${PREFIX}.counts`,
      params: { created: counts.created, updated: counts.updated, deleted: counts.deleted },
    },
    { key: `${PREFIX}.conflicts`, params: { count: counts.versionConflicts } },
  ];
  if (tookMs !== null) lines.push(tookText(tookMs));
  if (failures.length > 0)
    lines.push({ key: `${PREFIX}.failures`, params: { count: failures.length } });
  const failed = failures.length > 0;
  return {
    color: failed ? 'red' : 'green',
    title: title(job, failed ? 'failed' : 'done'),
    percent: null,
    lines,
    failures: failureLines(failures),
    linkToTask: false,
    finished: true,
  };
}

function ended(
  job: TaskJob,
  color: NotificationColor,
  line: Message,
  linkToTask = false,
): ProgressView {
  return {
    color,
    title: title(job, 'ended'),
    percent: null,
    lines: [line],
    failures: [],
    linkToTask,
    finished: true,
  };
}

function runningView(job: TaskJob, counts: TaskCounts | null): ProgressView {
  const total = counts?.total ?? 0;
  const done = counts ? handled(counts) : 0;
  const line: Message = counts
    ? { key: `${PREFIX}.running`, params: { done, total, batches: counts.batches } }
    : { key: `${PREFIX}.waiting` };
  return {
    color: 'gray',
    title: title(job, 'running'),
    percent: total > 0 ? Math.min(100, (done / total) * 100) : null,
    lines: [line],
    failures: [],
    linkToTask: true,
    finished: false,
  };
}

/** The view of `state` for `job`, started as task `task`. */
export function progressView(job: TaskJob, task: string, state: FollowState): ProgressView {
  const where = job.kind === 'reindex' ? job.dest : job.index;
  switch (state.kind) {
    case 'running':
      return runningView(job, state.status?.counts ?? null);
    case 'done':
      if (state.error !== null) {
        const line = { key: `${PREFIX}.error` as const, params: { reason: state.error } };
        return { ...ended(job, 'red', line), title: title(job, 'failed') };
      }
      if (state.result) return resultView(job, state.result);
      return { ...ended(job, 'green', { key: `${PREFIX}.completed` }), title: title(job, 'done') };
    case 'noRecord':
      return ended(job, 'yellow', { key: `${PREFIX}.noRecord`, params: { index: where } });
    case 'unsupported':
      return ended(job, 'yellow', {
        key: `${PREFIX}.unsupported`,
        params: { reason: state.reason, task },
      });
    case 'failed':
      return ended(
        job,
        'red',
        { key: `${PREFIX}.lost`, params: { reason: state.reason, task } },
        true,
      );
    case 'disconnected':
      return ended(job, 'gray', { key: `${PREFIX}.disconnected`, params: { task } });
  }
}
