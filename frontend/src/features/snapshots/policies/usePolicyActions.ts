// Execute and delete of the Policies dialog: each asks first, tells the
// outcome, and the policy list reloads through cache invalidation.
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { executedSnapshotName } from './policyRows';
import { useDeletePolicyMutation, useExecutePolicyMutation } from '../snapshotsApi';
import { useFeedback } from '../../../components/Feedback/useFeedback';

export function usePolicyActions(repository: string) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [executePolicy] = useExecutePolicyMutation();
  const [deletePolicy] = useDeletePolicyMutation();

  return useMemo(() => {
    const run = async (
      question: Parameters<typeof feedback.ask>[0],
      send: () => Promise<unknown>,
      done: (response: unknown) => string,
    ) => {
      if (!(await feedback.ask(question))) return;
      try {
        const response = await send();
        feedback.succeeded(done(response), response);
      } catch (error) {
        feedback.failed(error);
      }
    };
    return {
      execute: (id: string) =>
        void run(
          {
            title: t('snapshots.policies.executeTitle'),
            message: t('snapshots.policies.executeQuestion', { id, repository }),
            confirmLabel: t('snapshots.policies.execute'),
          },
          () => executePolicy({ id, repository }).unwrap(),
          (response) => {
            const snapshot = executedSnapshotName(response);
            return snapshot === null
              ? t('snapshots.policies.executed', { id })
              : t('snapshots.policies.executedAs', { id, snapshot });
          },
        ),
      remove: (id: string) =>
        void run(
          {
            title: t('snapshots.policies.deleteTitle'),
            message: t('snapshots.policies.deleteQuestion', { id }),
            confirmLabel: t('snapshots.delete'),
            danger: true,
          },
          () => deletePolicy(id).unwrap(),
          () => t('snapshots.policies.deleted', { id }),
        ),
    };
  }, [t, feedback, repository, executePolicy, deletePolicy]);
}
