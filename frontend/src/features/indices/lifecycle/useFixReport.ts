// Tells the user what a lifecycle fix did: the green notification with the cluster's answer for
// the indices it updated, and a red one naming every index it did not, with the reason. A single
// request that failed shows as the usual error notification of its status.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { NOTIFICATION_TIMEOUT } from '../../../api/notifications';
import type { ManagedIndicesChunk } from '../../../api/operations/managedIndices';
import { notify } from '../../../components/Notifications/notificationStore';
import { useEngineName } from '../../../store/hooks';
import { useEngineFeedback } from '../../../components/Feedback/feedback';
import { fixOutcome, refusalLines, type FixOutcome } from './fixOutcome';

/** Reports `chunks`; `done` titles the success with the count of updated indices. */
export function useFixReport() {
  const { t } = useTranslation();
  const feedback = useEngineFeedback(useEngineName());
  return useCallback(
    (chunks: readonly ManagedIndicesChunk[], done: (updated: number) => string): FixOutcome => {
      const outcome = fixOutcome(chunks);
      if (outcome.error && chunks.length === 1) {
        feedback.failed(outcome.error);
        return outcome;
      }
      if (outcome.responses.length > 0 && (outcome.updated > 0 || outcome.refused.length === 0)) {
        const { responses } = outcome;
        feedback.succeeded(
          done(outcome.updated),
          responses.length === 1 ? responses[0] : responses,
        );
      }
      if (outcome.refused.length > 0) {
        const body = refusalLines(outcome.refused);
        notify({
          color: 'red',
          timeout: NOTIFICATION_TIMEOUT.error,
          title: t('indices.lifecycle.outcome.refused', { count: outcome.refused.length }),
          body,
          copyableText: body,
        });
      }
      return outcome;
    },
    [t, feedback],
  );
}
