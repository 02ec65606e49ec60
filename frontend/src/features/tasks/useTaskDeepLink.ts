// The task the address points at (?task=node:id): the table highlights its row and brings it
// into view, and the screen says so when an answer does not list it (it is not running any more).
import { useSearchParams } from 'react-router-dom';
import { TASK_PARAM } from '../../routing/screenPaths';
import type { TaskRow } from './taskRows';

export interface TaskDeepLink {
  /** The task id in the address, or null. */
  taskId: string | null;
  /** Set when an answer has come and does not list the task. */
  notRunning: boolean;
}

/** `rows` is null until the first answer. */
export function useTaskDeepLink(rows: readonly TaskRow[] | null): TaskDeepLink {
  const [params] = useSearchParams();
  const taskId = params.get(TASK_PARAM);
  const listed = rows !== null && taskId !== null && rows.some((row) => row.id === taskId);
  return { taskId, notRunning: rows !== null && taskId !== null && !listed };
}
