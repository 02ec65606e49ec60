// Columns of the ingest pipelines table. Cluster text is rendered as text only. A row opens to
// its JSON; its buttons edit, simulate or delete the pipeline (the writes only where writes are
// offered).
import { IconPlayerPlay } from '@tabler/icons-react';
import type { KeysUnder, TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../../components/DataTable/types';
import {
  deleteAction,
  editAction,
  nameColumn,
  rowAction,
  rowActionsColumn,
  type EditableRowActions,
} from '../../components/ListScreen/listCells';
import { actionWords, toggleLabel } from '../../components/ListScreen/listTexts';
import type { PipelineRow } from './pipelineRows';
import { usageText } from './usageText';

export interface PipelineRowActions extends EditableRowActions<PipelineRow> {
  onSimulate: (row: PipelineRow) => void;
}

export function pipelineColumns(
  t: TFunction,
  actions: PipelineRowActions,
): DataTableColumn<PipelineRow>[] {
  const header = (id: KeysUnder<'ingest.columns'>) => t(`ingest.columns.${id}`);
  return [
    nameColumn({
      header: header('name'),
      name: (row) => row.name,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'ingest', open),
    }),
    { id: 'description', header: header('description'), accessorFn: (row) => row.description },
    {
      id: 'processors',
      header: header('processors'),
      accessorFn: (row) => row.processorCount,
    },
    { id: 'version', header: header('version'), accessorFn: (row) => row.version ?? '' },
    {
      id: 'usedBy',
      header: header('usedBy'),
      accessorFn: (row) =>
        row.usage.known || row.usage.templates.length > 0
          ? usageText(t, row.usage)
          : t('ingest.usage.unknown'),
    },
    rowActionsColumn(header('actions'), (row) => [
      editAction(
        actionWords(t, 'ingest.actions.edit', 'ingest.actions.editFor', { name: row.name }),
        row,
        actions.onEdit,
      ),
      rowAction(
        {
          icon: <IconPlayerPlay size={12} />,
          label: t('ingest.actions.simulateFor', { name: row.name }),
          text: t('ingest.actions.simulate'),
        },
        row,
        actions.onSimulate,
      ),
      deleteAction(
        actionWords(t, 'ingest.actions.delete', 'ingest.actions.deleteFor', { name: row.name }),
        row,
        actions.onDelete,
      ),
    ]),
  ];
}
