// Deleting templates from their row. A component template is deleted only when no composable
// template is composed of it: GET _index_template is asked first, and when any is, the user is
// told which, and nothing is sent (the engine would refuse too, and its reason is shown if it
// does). Otherwise, as for a composable or legacy template, a danger confirmation comes first.
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/translate';
import { NOTIFICATION_TIMEOUT } from '../../api/notifications';
import { confirm } from '../../components/ConfirmDialog/confirm';
import { notify } from '../../components/Notifications/notificationStore';
import { useAppDispatch } from '../../store/hooks';
import { componentTemplateUsers } from './componentTemplate';
import type { TemplateRow } from './templateRows';
import {
  templatesApi,
  useDeleteComponentTemplateMutation,
  useDeleteIndexTemplateMutation,
  useDeleteLegacyTemplateMutation,
} from './templatesApi';
import { useFeedback } from '../../components/Feedback/useFeedback';

/** The composable templates as the cluster lists them now (not an older cached answer). */
function useFreshComposableTemplates(): () => Promise<TemplateRow[]> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const request = dispatch(
      templatesApi.endpoints.templateList.initiate('_index_template', { forceRefetch: true }),
    );
    try {
      return await request.unwrap();
    } finally {
      request.unsubscribe();
    }
  }, [dispatch]);
}

export function useDeleteComponentTemplate(): (row: TemplateRow) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const composable = useFreshComposableTemplates();
  const [remove] = useDeleteComponentTemplateMutation();
  return useCallback(
    (row: TemplateRow) =>
      void (async () => {
        try {
          const users = componentTemplateUsers(row.name, await composable());
          if (users.length > 0) {
            notify({
              color: 'yellow',
              timeout: NOTIFICATION_TIMEOUT.warning,
              title: t('templates.component.inUseTitle', { name: row.name }),
              body: t('templates.component.inUse', {
                count: users.length,
                templates: users.join(', '),
              }),
            });
            return;
          }
          const confirmed = await confirm({
            title: t('templates.component.deleteTitle'),
            message: t('templates.component.deleteQuestion', { name: row.name }),
            confirmLabel: t('templates.editor.delete'),
            danger: true,
          });
          if (!confirmed) return;
          feedback.succeeded(
            t('templates.component.deleted', { name: row.name }),
            await remove(row.name).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, composable, remove],
  );
}

export function useDeleteComposableTemplate(): (row: TemplateRow) => void {
  const [remove] = useDeleteIndexTemplateMutation();
  return useConfirmedDeletion('composable', remove);
}

export function useDeleteLegacyTemplate(): (row: TemplateRow) => void {
  const [remove] = useDeleteLegacyTemplateMutation();
  return useConfirmedDeletion('legacy', remove);
}

/** A delete by name once the user confirmed it, told in the words of `kind`. */
function useConfirmedDeletion(
  kind: 'composable' | 'legacy',
  remove: (name: string) => { unwrap: () => Promise<unknown> },
): (row: TemplateRow) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  return useCallback(
    (row: TemplateRow) =>
      void (async () => {
        const confirmed = await confirm({
          title: t(`templates.${kind}.deleteTitle`),
          message: t(`templates.${kind}.deleteQuestion`, {
            name: row.name,
            patterns: row.indexPatterns,
          }),
          confirmLabel: t('templates.editor.delete'),
          danger: true,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t(`templates.${kind}.deleted`, { name: row.name }),
            await remove(row.name).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, kind, remove],
  );
}
