// Deleting a pipeline once the user confirmed. A pipeline that indices or templates still name
// is named with them in the question, and must be typed: indexing into them fails without it.
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/translate';
import { confirm } from '../../components/ConfirmDialog/confirm';
import { useDeleteIngestPipelineMutation } from './ingestPipelinesApi';
import type { PipelineRow } from './pipelineRows';
import { useFeedback } from '../../components/Feedback/useFeedback';
import { isUsed, usageText } from './usageText';

export function usePipelineDeletion(): (row: PipelineRow) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [deletePipeline] = useDeleteIngestPipelineMutation();
  return useCallback(
    (row: PipelineRow) =>
      void (async () => {
        const used = isUsed(row.usage);
        const confirmed = await confirm({
          title: t('ingest.delete.title'),
          message: used
            ? t('ingest.delete.questionUsed', {
                name: row.name,
                users: usageText(t, row.usage, Infinity),
              })
            : t('ingest.delete.question', { name: row.name }),
          confirmLabel: t('ingest.actions.delete'),
          danger: true,
          typed: used ? row.name : undefined,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t('ingest.delete.done', { name: row.name }),
            await deletePipeline(row.name).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, deletePipeline],
  );
}
