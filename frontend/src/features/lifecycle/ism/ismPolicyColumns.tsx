// Columns of the ISM policies table: id, description, states with arrows to their targets,
// ISM templates, how many indices use the policy, when it last changed, and the row's Edit and
// Delete (none on a read-only cluster). Cluster text is rendered as text only.
import { Stack, Text } from '@mantine/core';
import type { KeysUnder, TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { BreakableName } from '../../../components/BreakableName/BreakableName';
import { RowActionBar } from '../../../components/RowActions/RowActions';
import {
  actionsColumn,
  deleteAction,
  editAction,
  ExpandableName,
  type RowHandler,
} from '../../../components/ListScreen/listCells';
import { formatDateTime } from '../../../lib/dates';
import { IsmStateLines } from './IsmStateLines';
import type { IsmPolicyRow } from './ismPolicyRows';
import { templateText } from './ismPolicyText';

export interface IsmPolicyRowActions {
  isExpanded: (id: string) => boolean;
  onEdit: RowHandler<IsmPolicyRow>;
  onDelete: RowHandler<IsmPolicyRow>;
}

export function ismPolicyColumns(
  t: TFunction,
  actions: IsmPolicyRowActions,
): DataTableColumn<IsmPolicyRow>[] {
  const header = (id: KeysUnder<'lifecycle.ism.columns'>) => t(`lifecycle.ism.columns.${id}`);
  return [
    {
      id: 'id',
      header: header('id'),
      accessorFn: (row) => row.id,
      cell: ({ row }) => (
        <IdCell id={row.original.id} open={actions.isExpanded(row.original.id)} t={t} />
      ),
    },
    { id: 'description', header: header('description'), accessorFn: (row) => row.description },
    {
      id: 'states',
      header: header('states'),
      accessorFn: (row) => row.states.map((state) => state.name).join(' '),
      enableSorting: false,
      cell: ({ row }) => (
        <IsmStateLines states={row.original.states} defaultState={row.original.defaultState} />
      ),
    },
    {
      id: 'templates',
      header: header('templates'),
      accessorFn: (row) => row.templates.map((template) => templateText(t, template)).join('; '),
      cell: ({ row }) => (
        <Stack gap={2}>
          {row.original.templates.map((template, index) => (
            <Text key={index} size="xs" style={{ wordBreak: 'break-word' }}>
              {templateText(t, template)}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'usedBy',
      header: header('usedBy'),
      accessorFn: (row) => row.usedBy?.length ?? -1,
      cell: ({ row }) =>
        row.original.usedBy === null
          ? '–'
          : t('lifecycle.ism.usedBy', { count: row.original.usedBy.length }),
    },
    {
      id: 'lastUpdated',
      header: header('lastUpdated'),
      accessorFn: (row) => row.lastUpdated ?? 0,
      cell: ({ row }) => formatDateTime(row.original.lastUpdated),
    },
    actionsColumn(header('actions'), (row) => <PolicyActions row={row} actions={actions} t={t} />),
  ];
}

function IdCell({ id, open, t }: { id: string; open: boolean; t: TFunction }) {
  return (
    <ExpandableName open={open} label={t(open ? 'lifecycle.ism.collapse' : 'lifecycle.ism.expand')}>
      <BreakableName name={id} />
    </ExpandableName>
  );
}

interface PolicyActionsProps {
  row: IsmPolicyRow;
  actions: IsmPolicyRowActions;
  t: TFunction;
}

function PolicyActions({ row, actions, t }: PolicyActionsProps) {
  const { onEdit, onDelete } = actions;
  return (
    <RowActionBar
      actions={[
        editAction(
          {
            label: t('lifecycle.ism.edit.buttonFor', { id: row.id }),
            text: t('lifecycle.ism.edit.button'),
          },
          row,
          onEdit,
        ),
        deleteAction(
          {
            label: t('lifecycle.ism.delete.buttonFor', { id: row.id }),
            text: t('lifecycle.ism.delete.button'),
          },
          row,
          onDelete,
        ),
      ]}
    />
  );
}
