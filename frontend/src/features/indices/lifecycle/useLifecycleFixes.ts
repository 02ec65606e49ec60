// The lifecycle fixes that need no form: retry the failed step, and remove the policy (the indices
// stay as they are, unmanaged). Each asks first, naming the indices, then reports the outcome.
// The managed indices and the index list reload through cache invalidation.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import {
  useRemoveLifecyclePolicyMutation,
  useRetryManagedIndicesMutation,
} from '../../../api/lifecycleApi';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { useEngineName } from '../../../store/hooks';
import { useEngineFeedback } from '../../../components/Feedback/feedback';
import { namesText } from './fixOutcome';
import { useFixReport } from './useFixReport';

export function useLifecycleFixes(kind: LifecycleKind) {
  const { t } = useTranslation();
  const feedback = useEngineFeedback(useEngineName());
  const report = useFixReport();
  const [sendRetry] = useRetryManagedIndicesMutation();
  const [sendRemove] = useRemoveLifecyclePolicyMutation();

  /** Resolves true when something was sent. */
  const retry = useCallback(
    async (indices: string[]) => {
      const count = indices.length;
      const yes = await confirm({
        title: t('indices.lifecycle.retry.title'),
        message: t('indices.lifecycle.retry.message', { count, names: namesText(indices) }),
        confirmLabel: t('indices.lifecycle.retry.confirm'),
      });
      if (!yes) return false;
      try {
        const chunks = await sendRetry({ kind, indices }).unwrap();
        report(chunks, (updated) => t('indices.lifecycle.retry.done', { count: updated }));
      } catch (error) {
        feedback.failed(error);
      }
      return true;
    },
    [t, kind, sendRetry, report, feedback],
  );

  const remove = useCallback(
    async (indices: string[]) => {
      const count = indices.length;
      const yes = await confirm({
        title: t(`indices.lifecycle.remove.title.${kind}`),
        message: t('indices.lifecycle.remove.message', { count, names: namesText(indices) }),
        confirmLabel: t('indices.lifecycle.remove.confirm'),
        danger: true,
      });
      if (!yes) return false;
      try {
        const chunks = await sendRemove({ kind, indices }).unwrap();
        report(chunks, (updated) => t('indices.lifecycle.remove.done', { count: updated }));
      } catch (error) {
        feedback.failed(error);
      }
      return true;
    },
    [t, kind, sendRemove, report, feedback],
  );

  return { retry, remove };
}
