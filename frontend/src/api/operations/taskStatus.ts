// The state of one task (GET _tasks/{taskId}) and the result of a reindex or delete by query,
// whether it comes from the task's record or straight from a synchronous answer.

import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

/** The counters of a bulk-by-scroll task (reindex, update or delete by query). */
export interface TaskCounts {
  total: number;
  created: number;
  updated: number;
  deleted: number;
  batches: number;
  versionConflicts: number;
  noops: number;
}

/** One failed document (index, id) or search failure, with the cause's type and reason. */
export interface TaskFailure {
  index: string | null;
  id: string | null;
  type: string | null;
  reason: string;
}

/** The final answer of a bulk-by-scroll request. */
export interface TaskResult {
  counts: TaskCounts;
  /** Milliseconds the request took (`took`), when given. */
  tookMs: number | null;
  failures: TaskFailure[];
}

export interface TaskStatus {
  completed: boolean;
  description: string | null;
  counts: TaskCounts;
  /** Nanoseconds the task has run, when given. */
  runningTimeNanos: number | null;
  /** Present once a completed task kept its answer. */
  result: TaskResult | null;
  /** What a completed task failed with: the reason of its `error`. */
  error: string | null;
}

/** GET _tasks/{taskId}: the task's state, running or done. The id is `node:number`. */
export function getTaskStatus(
  target: ClusterTarget,
  taskId: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: `_tasks/${encodeURIComponent(taskId).replace(/%3A/gi, ':')}`,
    signal,
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** The counters of a task's `status` or of a final answer. */
export function parseCounts(value: unknown): TaskCounts {
  const source = isObject(value) ? value : {};
  return {
    total: count(source.total),
    created: count(source.created),
    updated: count(source.updated),
    deleted: count(source.deleted),
    batches: count(source.batches),
    versionConflicts: count(source.version_conflicts),
    noops: count(source.noops),
  };
}

/** The reason of an `error` object or string: its reason, else its type. */
function errorText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return null;
  return text(value.reason) ?? text(value.type);
}

/**
 * One entry of `failures`: a bulk failure ({ index, id, cause: { type, reason } }) or a search
 * failure ({ index, shard, reason: { type, reason } }).
 */
function parseFailure(value: unknown): TaskFailure {
  const failure = isObject(value) ? value : {};
  const cause = isObject(failure.cause) ? failure.cause : failure.reason;
  return {
    index: text(failure.index),
    id: text(failure.id),
    type: isObject(cause) ? text(cause.type) : null,
    reason: errorText(cause) ?? text(failure.status) ?? '',
  };
}

/** A final answer: the counters, `took` and the failures. */
export function parseTaskResult(value: unknown): TaskResult {
  const source = isObject(value) ? value : {};
  const failures = Array.isArray(source.failures) ? source.failures.map(parseFailure) : [];
  return {
    counts: parseCounts(source),
    tookMs: typeof source.took === 'number' ? source.took : null,
    failures,
  };
}

/** Reads the answer of GET _tasks/{taskId}. */
export function parseTaskStatus(answer: unknown): TaskStatus {
  const source = isObject(answer) ? answer : {};
  const task = isObject(source.task) ? source.task : {};
  const running = task.running_time_in_nanos;
  return {
    completed: source.completed === true,
    description: text(task.description),
    counts: parseCounts(task.status),
    runningTimeNanos: typeof running === 'number' ? running : null,
    result: isObject(source.response) ? parseTaskResult(source.response) : null,
    error: errorText(source.error),
  };
}

/** Whether an answer is a started task ({ task: 'node:id' }) rather than a final result. */
export function startedTaskId(answer: unknown): string | null {
  return isObject(answer) && typeof answer.task === 'string' ? answer.task : null;
}
