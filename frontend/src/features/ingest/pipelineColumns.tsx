// Columns of the ingest pipelines table. Cluster text is rendered as text only. A row opens to
// its JSON; its buttons edit, simulate or delete the pipeline (the writes only where writes are
// offered).
import { Group, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconPencil,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import type { KeysUnder, TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../../components/DataTable/types';
import { BreakableName } from '../../components/BreakableName/BreakableName';
import { RowActionButton, RowActions } from '../../components/RowActions/RowActions';
import type { PipelineRow } from './pipelineRows';
import { usageText } from './usageText';

export interface PipelineRowActions {
  isExpanded: (name: string) => boolean;
  onSimulate: (row: PipelineRow) => void;
  /** null: the rows offer no writes (a read-only cluster). */
  onEdit: ((row: PipelineRow) => void) | null;
  onDelete: ((row: PipelineRow) => void) | null;
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
    {
      id: 'actions',
      header: header('actions'),
      enableSorting: false,
      cell: ({ row }) => <PipelineActions row={row.original} actions={actions} t={t} />,
    },
  ];
}

function NameCell({ name, open, t }: { name: string; open: boolean; t: TFunction }) {
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} role="img" aria-label={t(open ? 'ingest.collapse' : 'ingest.expand')} />
      <Text size="sm" component="span">
        <BreakableName name={name} />
      </Text>
    </Group>
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
    // A click on a button acts; it does not also open or close the row.
    <div onClick={(event) => event.stopPropagation()} role="presentation">
      <RowActions>
        {onEdit && (
          <RowActionButton
            icon={<IconPencil size={12} />}
            label={t('ingest.actions.editFor', { name: row.name })}
            onClick={() => onEdit(row)}
          >
            {t('ingest.actions.edit')}
          </RowActionButton>
        )}
        <RowActionButton
          icon={<IconPlayerPlay size={12} />}
          label={t('ingest.actions.simulateFor', { name: row.name })}
          onClick={() => onSimulate(row)}
        >
          {t('ingest.actions.simulate')}
        </RowActionButton>
        {onDelete && (
          <RowActionButton
            icon={<IconTrash size={12} />}
            label={t('ingest.actions.deleteFor', { name: row.name })}
            color="red"
            onClick={() => onDelete(row)}
          >
            {t('ingest.actions.delete')}
          </RowActionButton>
        )}
      </RowActions>
    </div>
  );
}
