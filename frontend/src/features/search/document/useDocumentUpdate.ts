// Update in the edit dialog: PUT the editor text (checked to be a JSON object by the form) and
// say 'document updated'. The results reload because the update invalidates them.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { DocumentRef } from '../../../api/operations/documents';
import { successNotification } from '../../../api/notifications';
import { useEngineName } from '../../../store/hooks';
import {
  notifyContent,
  notifyRequestError,
} from '../../../components/Notifications/notifyRequestError';
import { useUpdateDocumentMutation } from '../searchApi';

export function useDocumentUpdate(onDone: () => void) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const [mutate, { isLoading }] = useUpdateDocumentMutation();

  const update = useCallback(
    async (ref: DocumentRef, source: string) => {
      try {
        const response = await mutate({ ref, source }).unwrap();
        notifyContent(successNotification(t('search.edit.updated'), response), t);
        onDone();
      } catch (error) {
        notifyRequestError(error, t, engine);
      }
    },
    [t, engine, mutate, onDone],
  );

  return { update, updating: isLoading };
}
