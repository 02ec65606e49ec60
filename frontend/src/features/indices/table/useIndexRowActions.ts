// The selection, the open dialog and the handlers the rows and the bulk menu call.
import { useCallback, useMemo, useState } from 'react';
import type { IndexDialogState } from '../dialogs/IndexDialogs';
import {
  isDialogAction,
  type BulkAction,
  type ClusterGate,
  type RowAction,
} from '../actions/indexGates';
import type { IndexRow } from './indexRows';
import type { RowLabels } from './rowLabels';
import type { IndexRowEnvironment } from './tableContext';
import { useIndexActions } from '../actions/useIndexActions';

export function useIndexRowActions(clusterIndex: number, gate: ClusterGate, labels: RowLabels) {
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<IndexDialogState | null>(null);
  // Deleted indices leave the selection.
  const onDeleted = useCallback((deleted: string[]) => {
    const gone = new Set(deleted);
    setSelected((current) => current.filter((index) => !gone.has(index)));
  }, []);
  const { runAction, deleteAllDocuments } = useIndexActions({ onDeleted });

  const onRowAction = useCallback(
    (action: RowAction, row: IndexRow) => {
      if (isDialogAction(action)) setDialog({ kind: action, index: row.index });
      else if (action === 'deleteByQuery') void deleteAllDocuments(row.index);
      else void runAction(action, [row.index]);
    },
    [runAction, deleteAllDocuments],
  );

  /**
   * Runs a bulk action over `indices`, the selection as the table shows it (none: every index,
   * for the actions that allow it), or opens its dialog over them.
   */
  const runBulk = useCallback(
    async (action: BulkAction, indices: string[]) => {
      if (action === 'settings' || action === 'forcemerge') {
        setDialog({ kind: action, index: indices[0] ?? '', indices });
        return;
      }
      const ran = await runAction(action, indices);
      // After a bulk delete the selection is cleared.
      if (ran && action === 'delete') setSelected([]);
    },
    [runAction],
  );

  const environment = useMemo<IndexRowEnvironment>(
    () => ({ clusterIndex, gate, labels, onRowAction }),
    [clusterIndex, gate, labels, onRowAction],
  );

  return {
    selected,
    onSelectionChange: useCallback((_rows: IndexRow[], ids: string[]) => setSelected(ids), []),
    dialog,
    closeDialog: useCallback(() => setDialog(null), []),
    runBulk,
    environment,
  };
}
