// Follows a task by asking GET _tasks/{id} about once a second until it completes. A cluster
// without a record of the task, or without the tasks API, ends the following with what it said;
// other failures are retried with growing pauses, and a few in a row end it with the reason.
import { errorReason, toClusterErrorInfo } from '../../../api/errors';
import {
  parseTaskStatus,
  type TaskResult,
  type TaskStatus,
} from '../../../api/operations/taskStatus';

export type FollowState =
  /** Not yet answered (status null) or running with the cluster's counters. */
  | { kind: 'running'; status: TaskStatus | null }
  /** Completed: its result when the cluster kept it, its error when it failed. */
  | { kind: 'done'; result: TaskResult | null; error: string | null }
  /** The cluster has no record of the task (it finished and kept no result). */
  | { kind: 'noRecord' }
  /** The cluster does not serve the tasks API; `reason` is what it answered. */
  | { kind: 'unsupported'; reason: string }
  /** Asking failed `FOLLOW_MAX_FAILURES` times in a row; the last reason. */
  | { kind: 'failed'; reason: string }
  /** The cluster connection changed: the task is no longer followed. */
  | { kind: 'disconnected' };

/** Pause between two questions while the task runs. */
export const FOLLOW_INTERVAL_MS = 1000;
/** Longest pause after failures. */
export const FOLLOW_MAX_INTERVAL_MS = 8000;
/** Failures in a row that end the following. */
export const FOLLOW_MAX_FAILURES = 4;

export interface FollowOptions {
  /** Asks the cluster about the task; resolves with the answer of GET _tasks/{id}. */
  fetchStatus: (signal: AbortSignal) => Promise<unknown>;
  /** Each new state; a state other than 'running' is the last. */
  onState: (state: FollowState) => void;
  /** False once the cluster connection is no longer the one the task was started on. */
  isConnected: () => boolean;
}

/** The pause before the next question after `failures` failures in a row. */
export function nextDelay(failures: number): number {
  return Math.min(FOLLOW_MAX_INTERVAL_MS, FOLLOW_INTERVAL_MS * 2 ** failures);
}

/** The final state a failed question leads to, or null when asking again may help. */
export function finalStateOfError(error: unknown): FollowState | null {
  const info = toClusterErrorInfo(error);
  if (info.kind !== 'api') return null;
  const body = info.body;
  const member =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : '';
  const type =
    typeof member === 'object' && member !== null ? (member as { type?: unknown }).type : null;
  if (info.status === 404 && type === 'resource_not_found_exception') return { kind: 'noRecord' };
  const reason = errorReason(error).reason;
  if (info.status === 400 && /no handler found for uri/i.test(reason)) {
    return { kind: 'unsupported', reason };
  }
  return null;
}

/** Starts following; returns the function that stops it (without a further state). */
export function followTask({ fetchStatus, onState, isConnected }: FollowOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let failures = 0;

  const finish = (state: FollowState) => {
    stopped = true;
    onState(state);
  };

  const ask = async () => {
    if (stopped) return;
    if (!isConnected()) {
      finish({ kind: 'disconnected' });
      return;
    }
    controller = new AbortController();
    try {
      const status = parseTaskStatus(await fetchStatus(controller.signal));
      if (stopped) return;
      failures = 0;
      if (status.completed) {
        finish({ kind: 'done', result: status.result, error: status.error });
        return;
      }
      onState({ kind: 'running', status });
    } catch (error) {
      if (stopped) return;
      const final = finalStateOfError(error);
      failures += 1;
      if (final) return finish(final);
      if (failures >= FOLLOW_MAX_FAILURES)
        return finish({ kind: 'failed', reason: errorReason(error).reason });
    }
    timer = setTimeout(() => void ask(), nextDelay(failures));
  };

  onState({ kind: 'running', status: null });
  void ask();

  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
