// Task rows: the grouped _tasks answer (top-level tasks with their children) and the _cat/tasks
// rows become one flat list in tree order, each child right after its parent with its depth.

import type { CatRow } from '../../api/operations/cat';
import type { GroupedTasksResponse, TaskInfo } from '../../api/operations/tasks';
import { toNumber } from '../../lib/json';
import { progressOf, type TaskProgress } from './taskProgress';

export interface TaskRow {
  /** `node:id`, unique within one answer. */
  id: string;
  /** 0 for a top-level task, 1 for its children, and so on. */
  depth: number;
  parentId: string | null;
  action: string;
  /** Node id as the answer gives it. */
  node: string;
  /** Node name when known, otherwise the node id. */
  nodeName: string;
  type: string;
  description: string;
  startTimeInMillis: number | null;
  /** Running time in nanoseconds; _cat/tasks gives only a text, kept in `runningTimeText`. */
  runningTimeInNanos: number | null;
  runningTimeText: string | null;
  cancellable: boolean;
  cancelled: boolean;
  progress: TaskProgress | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function numberOrNull(value: unknown): number | null {
  return toNumber(value) ?? null;
}

/** The answer's key for a top-level task; `node:id` for a child. */
function taskId(key: string | null, task: TaskInfo): string {
  if (key !== null) return key;
  return task.node !== undefined && task.id !== undefined ? `${task.node}:${String(task.id)}` : '';
}

function taskRow(task: TaskInfo, id: string, depth: number, names: NodeNames): TaskRow {
  const node = text(task.node);
  return {
    id,
    depth,
    parentId: typeof task.parent_task_id === 'string' ? task.parent_task_id : null,
    action: text(task.action),
    node,
    nodeName: names[node] ?? node,
    type: text(task.type),
    description: text(task.description),
    startTimeInMillis: numberOrNull(task.start_time_in_millis),
    runningTimeInNanos: numberOrNull(task.running_time_in_nanos),
    runningTimeText: null,
    cancellable: task.cancellable === true,
    cancelled: task.cancelled === true,
    progress: progressOf(task.status),
  };
}

/** Node id to node name. */
export type NodeNames = Readonly<Record<string, string>>;

/** Oldest first: the tasks that have run longest lead. */
function byStartTime(a: TaskRow, b: TaskRow): number {
  return (a.startTimeInMillis ?? Infinity) - (b.startTimeInMillis ?? Infinity);
}

function appendTree(
  rows: TaskRow[],
  task: TaskInfo,
  key: string | null,
  depth: number,
  names: NodeNames,
): void {
  rows.push(taskRow(task, taskId(key, task), depth, names));
  const children = Array.isArray(task.children) ? task.children : [];
  const ordered = children
    .map((child) => ({ child, row: taskRow(child, taskId(null, child), depth + 1, names) }))
    .sort((a, b) => byStartTime(a.row, b.row));
  for (const { child } of ordered) appendTree(rows, child, null, depth + 1, names);
}

/** The grouped answer as rows: top-level tasks oldest first, each followed by its children. */
export function groupedTaskRows(response: GroupedTasksResponse, names: NodeNames = {}): TaskRow[] {
  const entries = Object.entries(response.tasks ?? {});
  const tops = entries
    .map(([key, task]) => ({ key, task, row: taskRow(task, taskId(key, task), 0, names) }))
    .sort((a, b) => byStartTime(a.row, b.row));
  const rows: TaskRow[] = [];
  for (const { key, task } of tops) appendTree(rows, task, key, 0, names);
  return rows;
}

function catRow(row: CatRow): TaskRow {
  const parent = row.parent_task_id;
  return {
    id: row.task_id ?? '',
    depth: 0,
    parentId: parent && parent !== '-' ? parent : null,
    action: row.action ?? '',
    node: row.node ?? '',
    nodeName: row.node ?? '',
    type: row.type ?? '',
    description: row.description ?? '',
    startTimeInMillis: numberOrNull(row.start_time),
    runningTimeInNanos: null,
    runningTimeText: row.running_time ?? null,
    cancellable: false,
    cancelled: false,
    progress: null,
  };
}

/**
 * _cat/tasks rows in tree order: a row whose parent is in the list follows it one level deeper;
 * the others are top-level. Oldest first at each level.
 */
export function catTaskRows(rows: readonly CatRow[]): TaskRow[] {
  const all = rows.map(catRow).sort(byStartTime);
  const ids = new Set(all.map((row) => row.id));
  const children = new Map<string, TaskRow[]>();
  const tops: TaskRow[] = [];
  for (const row of all) {
    if (row.parentId !== null && ids.has(row.parentId) && row.parentId !== row.id) {
      const siblings = children.get(row.parentId) ?? [];
      siblings.push(row);
      children.set(row.parentId, siblings);
    } else tops.push(row);
  }
  const out: TaskRow[] = [];
  const visit = (row: TaskRow, depth: number) => {
    out.push({ ...row, depth });
    for (const child of children.get(row.id) ?? []) visit(child, depth + 1);
  };
  for (const row of tops) visit(row, 0);
  return out;
}
