// Follows a force merge in a notification that stays until closed, as a reindex is followed: the
// same follower (progress/taskFollower) asks GET _tasks/{id}, the same content shows it
// (progress/useTaskProgress's progressNotification). Once the merge is over the segments are
// counted again and the notification says how many there were before and after. A merge the
// engine did at once (it answers with its _shards, no task) is shown as over straight away.
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { activeClusterTarget } from '../../../api/clusterApi';
import { getTaskStatus } from '../../../api/operations/taskStatus';
import { notify, updateNotification } from '../../../components/Notifications/notificationStore';
import { useTranslation } from '../../../i18n/translate';
import { paths } from '../../../routing/paths';
import { useAppDispatch, type RootState } from '../../../store/hooks';
import { followTask, type FollowState } from '../progress/taskFollower';
import { progressNotification } from '../progress/useTaskProgress';
import { forceMergeView, mergedShards, mergedView, type SegmentCounts } from './forceMergeView';
import { reshapeApi } from './reshapeApi';

/** States after which the merge is over and the segments are worth counting again. */
function over(state: FollowState): boolean {
  return state.kind === 'done' || state.kind === 'noRecord';
}

export function useForceMergeProgress() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

  /** The segments of `indices` now; null when the count fails. */
  const countAfter = useCallback(
    async (indices: readonly string[]): Promise<number | null> => {
      const asked = dispatch(
        reshapeApi.endpoints.segmentCount.initiate(indices, { forceRefetch: true }),
      );
      try {
        return await asked.unwrap();
      } catch {
        return null;
      } finally {
        asked.unsubscribe();
      }
    },
    [dispatch],
  );

  /** Follows the merge of `indices` running as `task`; `before`: the segments before it. */
  const followMerge = useCallback(
    (indices: readonly string[], task: string, before: number | null) => {
      const startState = store.getState();
      const target = activeClusterTarget(startState);
      const clusterIndex = startState.connection.activeClusterIndex;
      if (!target || clusterIndex === null) return;
      const taskHref = paths.tasks(clusterIndex, { task });
      let record: unknown = null;
      const show = (id: number, state: FollowState, segments: SegmentCounts) =>
        updateNotification(
          id,
          progressNotification(t, forceMergeView(indices, task, state, record, segments), taskHref),
        );
      let stop = () => {};
      const first = forceMergeView(indices, task, { kind: 'running', status: null }, null, {
        before,
        after: null,
      });
      const id = notify({ ...progressNotification(t, first, taskHref), onDismiss: () => stop() });
      stop = followTask({
        fetchStatus: async (signal) => (record = await getTaskStatus(target, task, signal)),
        isConnected: () => {
          const now = store.getState();
          return (
            now.connection.activeClusterIndex === clusterIndex &&
            activeClusterTarget(now)?.uri === target.uri
          );
        },
        onState: (state) => {
          if (!over(state)) return show(id, state, { before, after: null });
          dispatch(reshapeApi.util.invalidateTags(['Indices']));
          show(id, state, { before, after: 'counting' });
          void countAfter(indices).then((after) => show(id, state, { before, after }));
        },
      });
    },
    [t, dispatch, store, countAfter],
  );

  /** Shows a merge the engine answered at once, with the segments counted again. */
  const showMerged = useCallback(
    (indices: readonly string[], answer: unknown, before: number | null) => {
      const shards = mergedShards(answer);
      const view = (after: SegmentCounts['after']) =>
        progressNotification(t, mergedView(indices, shards, { before, after }), '');
      const id = notify(view('counting'));
      void countAfter(indices).then((after) => updateNotification(id, view(after)));
    },
    [t, countAfter],
  );

  return { followMerge, showMerged, countAfter };
}
