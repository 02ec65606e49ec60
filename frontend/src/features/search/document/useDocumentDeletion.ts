// Deleting one document or the selected ones, after a confirmation. A
// success notifies and the results reload (the mutations invalidate them).
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { DocumentRef } from '../../../api/operations/documents';
import { NOTIFICATION_TIMEOUT, successNotification } from '../../../api/notifications';
import { useEngineName } from '../../../store/hooks';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { notify } from '../../../components/Notifications/notificationStore';
import {
  notifyContent,
  notifyRequestError,
} from '../../../components/Notifications/notifyRequestError';
import { stringifyJson } from '../../../lib/json';
import { documentTitle, failedBulkItems } from './documentMessages';
import { useBulkDeleteDocumentsMutation, useDeleteDocumentMutation } from '../searchApi';

export function useDocumentDeletion() {
  const { t } = useTranslation();
  const engine = useEngineName();
  const [deleteOne] = useDeleteDocumentMutation();
  const [deleteMany] = useBulkDeleteDocumentsMutation();

  const remove = useCallback(
    async (ref: DocumentRef) => {
      const asked = await confirm({
        title: t('search.delete.title'),
        message: t('search.delete.message', { document: documentTitle(ref) }),
        confirmLabel: t('search.delete.confirm'),
        danger: true,
      });
      if (!asked) return;
      try {
        notifyContent(
          successNotification(t('search.delete.done'), await deleteOne(ref).unwrap()),
          t,
        );
      } catch (error) {
        notifyRequestError(error, t, engine);
      }
    },
    [t, engine, deleteOne],
  );

  /** Resolves true when the request went through (some documents may still have failed). */
  const removeMany = useCallback(
    async (refs: readonly DocumentRef[]): Promise<boolean> => {
      const asked = await confirm({
        title: t('search.bulkDelete.title'),
        message: t('search.bulkDelete.message', { count: refs.length }),
        confirmLabel: t('search.delete.confirm'),
        danger: true,
      });
      if (!asked) return false;
      try {
        const response = await deleteMany(refs).unwrap();
        const failed = failedBulkItems(response);
        if (failed === 0)
          notifyContent(
            successNotification(t('search.bulkDelete.done', { count: refs.length }), response),
            t,
          );
        else
          notify({
            color: 'red',
            timeout: NOTIFICATION_TIMEOUT.error,
            title: t('search.bulkDelete.failed', { failed, count: refs.length }),
            copyableText: stringifyJson(response, 2),
          });
        return true;
      } catch (error) {
        notifyRequestError(error, t, engine);
        return false;
      }
    },
    [t, engine, deleteMany],
  );

  return useMemo(() => ({ remove, removeMany }), [remove, removeMany]);
}
