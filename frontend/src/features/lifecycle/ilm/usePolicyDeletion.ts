// Deleting a policy from its row. The policies are read again first, for who uses it now: while
// any index, data stream or composable template does, the user is told which (the first ten of
// each) and nothing is sent. An engine that does not say who uses a policy (before 7.17) is not
// a reason to refuse; the confirmation says the use could not be checked (the engine itself
// refuses to delete a policy an index uses, and its reason is shown if it does).
import { useCallback } from 'react';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { NOTIFICATION_TIMEOUT } from '../../../api/notifications';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { notify } from '../../../components/Notifications/notificationStore';
import { useAppDispatch } from '../../../store/hooks';
import { ilmApi, useIlmPolicyDeleteMutation } from './ilmApi';
import { namesText } from './PolicyDetails';
import { usageCount, type IlmPolicyRow, type PolicyUsage } from './policyRows';
import { useFeedback } from '../../../components/Feedback/useFeedback';

/** The row as the cluster lists it now; the cached row when the list cannot be read. */
function useFreshRow(): (row: IlmPolicyRow) => Promise<IlmPolicyRow> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (row) => {
      const request = dispatch(
        ilmApi.endpoints.ilmPolicyList.initiate(undefined, { forceRefetch: true }),
      );
      try {
        return (await request.unwrap()).find((fresh) => fresh.name === row.name) ?? row;
      } catch {
        return row;
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch],
  );
}

/** "Indices: a, b and 3 more. Data streams: logs." */
function usersText(t: TFunction, usage: PolicyUsage): string {
  const parts: [string[], 'indices' | 'dataStreams' | 'templates'][] = [
    [usage.indices, 'indices'],
    [usage.dataStreams, 'dataStreams'],
    [usage.templates, 'templates'],
  ];
  return parts
    .filter(([names]) => names.length > 0)
    .map(([names, kind]) => t(`lifecycle.ilm.delete.${kind}`, { names: namesText(t, names) }))
    .join('\n');
}

export function usePolicyDeletion(): (row: IlmPolicyRow) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const freshRow = useFreshRow();
  const [remove] = useIlmPolicyDeleteMutation();
  return useCallback(
    (listed: IlmPolicyRow) =>
      void (async () => {
        const row = await freshRow(listed);
        const { usage, name } = row;
        if (usage !== null && (usageCount(usage) ?? 0) > 0) {
          notify({
            color: 'yellow',
            timeout: NOTIFICATION_TIMEOUT.warning,
            title: t('lifecycle.ilm.delete.inUseTitle', { name }),
            body: `${t('lifecycle.ilm.delete.inUse')}\n${usersText(t, usage)}`,
          });
          return;
        }
        const question = t('lifecycle.ilm.delete.question', { name });
        const confirmed = await confirm({
          title: t('lifecycle.ilm.delete.title'),
          message:
            usage === null ? `${question}\n\n${t('lifecycle.ilm.delete.unchecked')}` : question,
          confirmLabel: t('lifecycle.ilm.delete.button'),
          danger: true,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(t('lifecycle.ilm.delete.done', { name }), await remove(name).unwrap());
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, freshRow, remove],
  );
}
