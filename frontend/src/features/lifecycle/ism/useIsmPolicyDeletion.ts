// Deleting a policy from its row. The engine deletes a policy that indices still use (they then
// fail at their next step), so the managed indices are read afresh first: when any uses it, the
// user is told which (the first ten, then how many more) and nothing is sent. Otherwise a danger
// confirmation naming the policy comes first.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { lifecycleApi } from '../../../api/lifecycleApi';
import { policyUseOf, type PolicyUse } from '../../../api/operations/ism';
import { NOTIFICATION_TIMEOUT } from '../../../api/notifications';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { notify } from '../../../components/Notifications/notificationStore';
import { useAppDispatch } from '../../../store/hooks';
import { useDeleteIsmPolicyMutation } from './ismApi';
import type { IsmPolicyRow } from './ismPolicyRows';
import { namesText } from './ismPolicyText';
import { useFeedback } from '../../../components/Feedback/useFeedback';

/** Which indices use each policy now (not an older cached answer); null when unreadable. */
function useFreshPolicyUse(): () => Promise<PolicyUse | null> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const request = dispatch(
      lifecycleApi.endpoints.managedIndices.initiate('ism', { forceRefetch: true }),
    );
    try {
      return policyUseOf((await request.unwrap()).indices);
    } catch {
      return null;
    } finally {
      request.unsubscribe();
    }
  }, [dispatch]);
}

export function useIsmPolicyDeletion(): (row: IsmPolicyRow) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const freshUse = useFreshPolicyUse();
  const [remove] = useDeleteIsmPolicyMutation();
  return useCallback(
    (row: IsmPolicyRow) =>
      void (async () => {
        const use = await freshUse();
        // Unreadable now: what the list read is the best there is.
        const users = use === null ? (row.usedBy ?? []) : (use[row.id] ?? []);
        if (users.length > 0) {
          notify({
            color: 'yellow',
            timeout: NOTIFICATION_TIMEOUT.warning,
            title: t('lifecycle.ism.delete.inUseTitle', { id: row.id }),
            body: t('lifecycle.ism.delete.inUse', {
              count: users.length,
              names: namesText(t, users),
            }),
          });
          return;
        }
        const confirmed = await confirm({
          title: t('lifecycle.ism.delete.title'),
          message: t('lifecycle.ism.delete.question', { id: row.id }),
          confirmLabel: t('lifecycle.ism.delete.button'),
          danger: true,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t('lifecycle.ism.delete.done', { id: row.id }),
            await remove(row.id).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, freshUse, remove],
  );
}
