// The tasks screen's data. GET _tasks grouped by parents, with node names from _cat/nodes; a
// cluster that refuses the task management API (400, 404 or 405: not served there) gets its list
// from _cat/tasks instead, read-only, with the engine's reason for the refusal.
import { clusterApi, clusterQuery } from '../../api/clusterApi';
import { errorReason, toClusterErrorInfo } from '../../api/errors';
import { catNodes } from '../../api/operations/nodes';
import { cancelTask, catTasks, listTasks } from '../../api/operations/tasks';
import type { ClusterTarget } from '../../api/types';
import { catTaskRows, groupedTaskRows, type NodeNames, type TaskRow } from './taskRows';

export interface TaskList {
  rows: TaskRow[];
  /** 'tasks': the task management API; 'cat': _cat/tasks, read-only. */
  source: 'tasks' | 'cat';
  /** Why the cluster refused the task management API (source 'cat'). */
  refusal: string | null;
}

const NOT_SERVED = [400, 404, 405];

/** Whether a failed _tasks call means the cluster does not serve it, so _cat/tasks is asked. */
export function fallsBackToCatTasks(error: unknown): boolean {
  const info = toClusterErrorInfo(error);
  return info.kind === 'api' && NOT_SERVED.includes(info.status);
}

/** Names are secondary: without _cat/nodes the table shows node ids. */
async function nodeNames(target: ClusterTarget, signal?: AbortSignal): Promise<NodeNames> {
  try {
    const rows = await catNodes(target, { h: ['id', 'name'], fullId: true }, signal);
    const names: Record<string, string> = {};
    for (const row of Array.isArray(rows) ? rows : []) {
      if (row.id && row.name) names[row.id] = row.name;
    }
    return names;
  } catch (error) {
    if (toClusterErrorInfo(error).code !== 'aborted')
      console.error('Could not read node names', error);
    return {};
  }
}

export async function loadTasks(target: ClusterTarget, signal?: AbortSignal): Promise<TaskList> {
  const names = nodeNames(target, signal);
  try {
    const answer = await listTasks(target, signal);
    return { rows: groupedTaskRows(answer, await names), source: 'tasks', refusal: null };
  } catch (error) {
    if (!fallsBackToCatTasks(error)) throw error;
    const rows = await catTasks(target, signal);
    return {
      rows: catTaskRows(Array.isArray(rows) ? rows : []),
      source: 'cat',
      refusal: errorReason(error).reason,
    };
  }
}

export const tasksApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    taskList: build.query<TaskList, void>({
      queryFn: clusterQuery((target, _arg, signal) => loadTasks(target, signal)),
    }),
    cancelTask: build.mutation<unknown, string>({
      queryFn: clusterQuery((target, taskId) => cancelTask(target, taskId)),
    }),
  }),
});

export const { useTaskListQuery, useCancelTaskMutation } = tasksApi;
