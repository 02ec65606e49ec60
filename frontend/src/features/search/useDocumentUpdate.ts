// Update in the edit dialog: the editor text must be a JSON object; then PUT it and say
// 'document updated'. The results reload because the update invalidates them.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRef } from '../../api/operations/documents';
import { successNotification } from '../../api/notifications';
import { useActiveCluster } from '../../app/hooks';
import { notify } from '../../components/Notifications/notificationStore';
import {
  notifyContent,
  notifyRequestError,
} from '../../components/Notifications/notifyRequestError';
import { engineName } from '../../lib/version';
import { parseQueryText } from './searchQuery';
import { useUpdateDocumentMutation } from './searchApi';

export function useDocumentUpdate(onDone: () => void) {
  const { t } = useTranslation();
  const engine = engineName(useActiveCluster()?.distribution ?? 'elasticsearch');
  const [mutate, { isLoading }] = useUpdateDocumentMutation();

  const update = useCallback(
    async (ref: DocumentRef, source: string) => {
      if (parseQueryText(source) === null) {
        notify({ color: 'yellow', timeout: 8000, title: t('search.edit.invalidJson') });
        return;
      }
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
