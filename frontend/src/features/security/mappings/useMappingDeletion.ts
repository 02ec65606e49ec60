// Deleting a role mapping once its name is typed: the users it matched lose the roles it gave.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import { useDeleteRoleMappingMutation } from './mappingsApi';

export function useMappingDeletion<Row>(nameOf: (row: Row) => string): (row: Row) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [deleteMapping] = useDeleteRoleMappingMutation();
  return useCallback(
    (row: Row) =>
      void (async () => {
        const name = nameOf(row);
        const confirmed = await confirm({
          title: t('security.mappings.delete.title'),
          message: t('security.mappings.delete.question', { name }),
          confirmLabel: t('security.mappings.delete.button'),
          danger: true,
          typed: name,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t('security.mappings.delete.done', { name }),
            await deleteMapping(name).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, deleteMapping, nameOf],
  );
}
