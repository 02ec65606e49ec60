// Cancelling a task: confirm (naming the action and the task id), POST _cancel, then the row
// shows 'cancelling' until a later answer no longer lists the task. A refusal is shown as a
// notification with the engine's reason, and the row is offered again.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { confirm } from '../../components/ConfirmDialog/confirm';
import { notifyRequestError } from '../../components/Notifications/notifyRequestError';
import type { TaskRow } from './taskRows';
import { useCancelTaskMutation } from './tasksApi';

/** The ids still cancelling: those the latest answer still lists. */
export function stillListed(
  cancelling: ReadonlySet<string>,
  rows: readonly TaskRow[],
): Set<string> {
  if (cancelling.size === 0) return cancelling as Set<string>;
  const listed = new Set(rows.map((row) => row.id));
  return new Set([...cancelling].filter((id) => listed.has(id)));
}

export interface TaskCancel {
  cancelling: ReadonlySet<string>;
  cancel: (row: TaskRow) => Promise<void>;
}

/**
 * `rows` is the latest answer (a new array per answer); `reload` asks for the next one; `engine`
 * names the search engine in a refusal's notification.
 */
export function useTaskCancel(
  rows: readonly TaskRow[],
  reload: () => unknown,
  engine: string,
): TaskCancel {
  const { t } = useTranslation();
  const [cancelTask] = useCancelTaskMutation();
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(() => new Set());
  const [answered, setAnswered] = useState(rows);
  // A new answer drops the tasks it no longer lists (adjusting state while rendering).
  if (answered !== rows) {
    setAnswered(rows);
    const kept = stillListed(cancelling, rows);
    if (kept.size !== cancelling.size) setCancelling(kept);
  }
  const hasCancelling = cancelling.size > 0;
  useEffect(() => {
    if (!hasCancelling) return undefined;
    // Asks again until the cancelled tasks are gone, also without auto-refresh.
    const timer = window.setInterval(() => reload(), 2000);
    return () => window.clearInterval(timer);
  }, [hasCancelling, reload]);

  const cancel = useCallback(
    async (row: TaskRow) => {
      const ok = await confirm({
        title: t('tasks.cancel.title'),
        message: t('tasks.cancel.confirm', { action: row.action, id: row.id }),
        confirmLabel: t('tasks.cancel.confirmLabel'),
        cancelLabel: t('tasks.cancel.keep'),
        danger: true,
      });
      if (!ok) return;
      const result = await cancelTask(row.id);
      if (result.error) {
        notifyRequestError(result.error, t, engine);
        return;
      }
      setCancelling((current) => new Set([...current, row.id]));
      reload();
    },
    [cancelTask, engine, reload, t],
  );
  return { cancelling, cancel };
}
