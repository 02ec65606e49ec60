// Shows a reindex or delete by query in a notification that stays until closed: while the task
// runs it follows GET _tasks/{id} (taskFollower) and shows its progress; then its result. The
// following stops when the notification is closed. A finished task reloads the index list.
import { useCallback } from 'react';
import type { TFunction } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/translate';
import { useStore } from 'react-redux';
import { activeClusterTarget } from '../../../api/clusterApi';
import { getTaskStatus, type TaskResult } from '../../../api/operations/taskStatus';
import {
  notify,
  updateNotification,
  type NotifyInput,
} from '../../../components/Notifications/notificationStore';
import { paths } from '../../../routing/paths';
import { useAppDispatch, type RootState } from '../../../store/hooks';
import { renderMessage } from '../actions/actionMessages';
import { indicesApi } from '../indicesApi';
import { followTask, type FollowState } from './taskFollower';
import { progressView, resultView, type ProgressView, type TaskJob } from './progressView';
import { TaskProgressContent } from './TaskProgressContent';

/** The notification's fields for `view`; it stays until closed. */
export function progressNotification(
  t: TFunction,
  view: ProgressView,
  taskHref: string,
): Pick<NotifyInput, 'color' | 'timeout' | 'title' | 'content'> {
  return {
    color: view.color,
    timeout: 0,
    title: renderMessage(t, view.title),
    content: <TaskProgressContent view={view} taskHref={taskHref} />,
  };
}

/** States after which the index list may have changed. */
function changesIndices(state: FollowState): boolean {
  return state.kind === 'done' || state.kind === 'noRecord';
}

export function useTaskProgress() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

  /** Follows task `task` running `job` in a new notification. */
  const followJob = useCallback(
    (job: TaskJob, task: string) => {
      const startState = store.getState();
      const target = activeClusterTarget(startState);
      const clusterIndex = startState.connection.activeClusterIndex;
      if (!target || clusterIndex === null) return;
      const taskHref = paths.tasks(clusterIndex, { task });
      const first = progressView(job, task, { kind: 'running', status: null });
      let stop = () => {};
      const id = notify({ ...progressNotification(t, first, taskHref), onDismiss: () => stop() });
      const isConnected = () => {
        const now = store.getState();
        return (
          now.connection.activeClusterIndex === clusterIndex &&
          activeClusterTarget(now)?.uri === target.uri
        );
      };
      stop = followTask({
        fetchStatus: (signal) => getTaskStatus(target, task, signal),
        isConnected,
        onState: (state) => {
          updateNotification(id, progressNotification(t, progressView(job, task, state), taskHref));
          if (changesIndices(state)) dispatch(indicesApi.util.invalidateTags(['Indices']));
        },
      });
    },
    [t, dispatch, store],
  );

  /** Shows the result a cluster answered at once (a synchronous delete by query). */
  const showResult = useCallback(
    (job: TaskJob, result: TaskResult) => {
      notify(progressNotification(t, resultView(job, result), ''));
    },
    [t],
  );

  return { followJob, showResult };
}
