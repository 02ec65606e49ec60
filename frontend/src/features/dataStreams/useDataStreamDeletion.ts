// Deleting a data stream, with all its backing indices, once the user typed its name.
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/translate';
import { useFeedback } from '../../components/Feedback/useFeedback';
import type { DataStreamRow } from './dataStreamRows';
import { useDeleteDataStreamMutation } from './dataStreamsApi';

export function useDataStreamDeletion(): (row: DataStreamRow) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [deleteStream] = useDeleteDataStreamMutation();
  return useCallback(
    (row: DataStreamRow) =>
      void (async () => {
        const confirmed = await feedback.ask({
          title: t('dataStreams.delete.title'),
          message: t('dataStreams.delete.question', {
            name: row.name,
            count: row.backingIndices.length,
          }),
          confirmLabel: t('dataStreams.delete.button'),
          danger: true,
          typed: row.name,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t('dataStreams.delete.done', { name: row.name }),
            await deleteStream(row.name).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, deleteStream],
  );
}
