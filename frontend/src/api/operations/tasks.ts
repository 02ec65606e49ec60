// Task management: the running tasks grouped by parents, their cancellation, and _cat/tasks for
// clusters that do not serve the task management API.

import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';
import { catParams, catPath } from './cat';
import type { CatRow } from './cat';

/** One task as GET _tasks?detailed=true describes it; `children` only with group_by=parents. */
export interface TaskInfo {
  node?: string;
  id?: number;
  type?: string;
  action?: string;
  description?: string;
  /** Progress of reindex, update by query and delete by query (created, updated, total, ...). */
  status?: Record<string, unknown>;
  start_time_in_millis?: number;
  running_time_in_nanos?: number;
  cancellable?: boolean;
  cancelled?: boolean;
  parent_task_id?: string;
  headers?: Record<string, unknown>;
  children?: TaskInfo[];
}

/** GET _tasks?group_by=parents: the top-level tasks by id, each with its children. */
export interface GroupedTasksResponse {
  tasks?: Record<string, TaskInfo>;
  node_failures?: unknown[];
  task_failures?: unknown[];
}

/** GET _tasks?detailed=true&group_by=parents. */
export function listTasks(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<GroupedTasksResponse> {
  return clusterRequest<GroupedTasksResponse>(target, {
    method: 'GET',
    path: '_tasks',
    params: { detailed: true, group_by: 'parents' },
    signal,
  });
}

/** GET _cat/tasks?format=json: action, task_id, parent_task_id ('-' for none), node, times. */
export function catTasks(target: ClusterTarget, signal?: AbortSignal): Promise<CatRow[]> {
  return clusterRequest<CatRow[]>(target, {
    method: 'GET',
    path: catPath('tasks'),
    params: catParams({}),
    signal,
  });
}

/** POST _tasks/{node:id}/_cancel; the id is percent-encoded as one path segment. */
export function cancelTask(target: ClusterTarget, taskId: string): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: `_tasks/${encodeURIComponent(taskId)}/_cancel`,
  });
}
