// What the lifecycle parts of the indices table share: the context its cells and menus read, the
// open dialog, and the handler their items call (explain and the ISM forms open a dialog; retry and
// remove ask and send at once).
import { useCallback, useMemo, useState } from 'react';
import type { VisibilityState } from '@tanstack/react-table';
import { useTranslation } from '../../../i18n/translate';
import { lifecycleLabels, type IndexLifecycleEnvironment } from './lifecycleContext';
import type { LifecycleDialogState } from './LifecycleDialogs';
import type { LifecycleAction } from './lifecycleMenu';
import type { IndexLifecycle } from './useIndexLifecycle';
import { useLifecycleFixes } from './useLifecycleFixes';

const SHOWN: VisibilityState = {};
const HIDDEN: VisibilityState = { lifecycle: false };

export function useLifecycleScope(lifecycle: IndexLifecycle, writes: boolean) {
  const { t } = useTranslation();
  const { kind, managed, unavailable } = lifecycle;
  const [dialog, setDialog] = useState<LifecycleDialogState | null>(null);
  const { retry, remove } = useLifecycleFixes(kind);
  const labels = useMemo(() => lifecycleLabels(t), [t]);

  const onAction = useCallback(
    (action: LifecycleAction, indices: string[]) => {
      if (action === 'explain') setDialog({ kind: 'explain', index: indices[0] });
      else if (action === 'ismAdd' || action === 'ismChange') setDialog({ kind: action, indices });
      else if (action === 'retry') void retry(indices);
      else void remove(indices);
    },
    [retry, remove],
  );

  const environment = useMemo<IndexLifecycleEnvironment>(
    () => ({ kind, managed, labels, writes, onAction }),
    [kind, managed, labels, writes, onAction],
  );

  return {
    environment,
    dialog,
    closeDialog: useCallback(() => setDialog(null), []),
    /** The lifecycle column hides where the cluster has no lifecycle API to offer. */
    columnVisibility: unavailable ? HIDDEN : SHOWN,
  };
}
