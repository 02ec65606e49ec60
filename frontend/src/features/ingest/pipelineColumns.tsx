// Columns of the ingest pipelines table. Cluster text is rendered as text only. A row opens to
// its JSON; its buttons edit, simulate or delete the pipeline (the writes only where writes are
// offered).
import { IconPlayerPlay } from '@tabler/icons-react';
import type { KeysUnder, TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../../components/DataTable/types';
import { BreakableName } from '../../components/BreakableName/BreakableName';
import { RowActionBar } from '../../components/RowActions/RowActions';
import {
  actionsColumn,
  deleteAction,
  editAction,
  ExpandableName,
  rowAction,
  type RowHandler,
} from '../../components/ListScreen/listCells';
import type { PipelineRow } from './pipelineRows';
import { usageText } from './usageText';

export interface PipelineRowActions {
  isExpanded: (name: string) => boolean;
  onSimulate: (row: PipelineRow) => void;
  onEdit: RowHandler<PipelineRow>;
  onDelete: RowHandler<PipelineRow>;
}

export function pipelineColumns(
  t: TFunction,
  actions: PipelineRowActions,
): DataTableColumn<PipelineRow>[] {
  const header = (id: KeysUnder<'ingest.columns'>) => t(`ingest.columns.${id}`);
  return [
    {
      id: 'name',
      header: header('name'),
      accessorFn: (row) => row.name,
      cell: ({ row }) => (
        <NameCell name={row.original.name} open={actions.isExpanded(row.original.name)} t={t} />
      ),
    },
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
    actionsColumn(header('actions'), (row) => (
      <PipelineActions row={row} actions={actions} t={t} />
    )),
  ];
}

function NameCell({ name, open, t }: { name: string; open: boolean; t: TFunction }) {
  return (
    <ExpandableName open={open} label={t(open ? 'ingest.collapse' : 'ingest.expand')}>
      <BreakableName name={name} />
    </ExpandableName>
  );
}

interface ActionsProps {
  row: PipelineRow;
  actions: PipelineRowActions;
  t: TFunction;
}

function PipelineActions({ row, actions, t }: ActionsProps) {
  const { onEdit, onSimulate, onDelete } = actions;
  return (
    <RowActionBar
      actions={[
        editAction(
          {
            label: t('ingest.actions.editFor', { name: row.name }),
            text: t('ingest.actions.edit'),
          },
          row,
          onEdit,
        ),
        rowAction(
          {
            icon: <IconPlayerPlay size={12} />,
            label: t('ingest.actions.simulateFor', { name: row.name }),
            text: t('ingest.actions.simulate'),
          },
          row,
          onSimulate,
        ),
        deleteAction(
          {
            label: t('ingest.actions.deleteFor', { name: row.name }),
            text: t('ingest.actions.delete'),
          },
          row,
          onDelete,
        ),
      ]}
    />
  );
}
