// Runs the maintenance actions of the row dropdown and the bulk menu: asks first for the
// actions that need a confirmation, sends the action (in chunks of 16), and tells the outcome.
// The listing reloads through cache invalidation.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { IndexAction } from '../../../api/operations/indexActions';
import { useAppSelector, useEngineName } from '../../../store/hooks';
import { selectIndicesPreferences } from '../../../preferences/indicesPreferences';
import { notifyRequestError } from '../../../components/Notifications/notifyRequestError';
import { parseTaskResult, startedTaskId } from '../../../api/operations/taskStatus';
import { useTaskProgress } from '../progress/useTaskProgress';
import { confirmationFor, deleteAllDocumentsConfirmation, doneMessage } from './actionMessages';
import { useDeleteAllDocumentsMutation, useIndexActionMutation } from '../indicesApi';
import { ask, notifyReport } from './notices';

export interface IndexActionCallbacks {
  /** Called with the indices a delete removed. */
  onDeleted: (indices: string[]) => void;
}

export function useIndexActions({ onDeleted }: IndexActionCallbacks) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const { typeToConfirmDeletion } = useAppSelector(selectIndicesPreferences);
  const [sendAction] = useIndexActionMutation();
  const [sendDeleteAllDocuments] = useDeleteAllDocumentsMutation();
  const { followJob, showResult } = useTaskProgress();

  /**
   * `indices` empty: the action applies to every index (not for close, open or delete).
   * Resolves false when the user declined.
   */
  const runAction = useCallback(
    async (action: IndexAction, indices: string[]) => {
      const question = confirmationFor(action, indices, typeToConfirmDeletion);
      if (question && !(await ask(t, question))) return false;
      try {
        const report = await sendAction({ action, indices }).unwrap();
        notifyReport(
          t,
          engine,
          action,
          report,
          report.success ? doneMessage(action, report.success.target) : null,
        );
        if (action === 'delete' && report.succeeded.length > 0) onDeleted(report.succeeded);
      } catch (error) {
        notifyRequestError(error, t, engine);
      }
      return true;
    },
    [t, engine, typeToConfirmDeletion, sendAction, onDeleted],
  );

  const deleteAllDocuments = useCallback(
    async (index: string) => {
      if (!(await ask(t, deleteAllDocumentsConfirmation(index)))) return;
      try {
        // A started task is followed; a cluster that answers with the result at once shows it.
        const response = await sendDeleteAllDocuments(index).unwrap();
        const task = startedTaskId(response);
        if (task !== null) followJob({ kind: 'deleteByQuery', index }, task);
        else showResult({ kind: 'deleteByQuery', index }, parseTaskResult(response));
      } catch (error) {
        notifyRequestError(error, t, engine);
      }
    },
    [t, engine, sendDeleteAllDocuments, followJob, showResult],
  );

  return { runAction, deleteAllDocuments };
}
