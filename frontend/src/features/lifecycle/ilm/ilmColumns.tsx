// Columns of the ILM policies table. Cluster text is rendered as text only. A row opens to its
// JSON and users (PolicyDetails); its buttons edit or delete the policy.
import { Badge } from '@mantine/core';
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
import { usageText } from './ilmText';
import { PhaseTimeline } from './PhaseTimeline';
import { usageCount, type IlmPolicyRow } from './policyRows';

export interface PolicyRowActions {
  isExpanded: (name: string) => boolean;
  onEdit: RowHandler<IlmPolicyRow>;
  onDelete: RowHandler<IlmPolicyRow>;
}

export function ilmPolicyColumns(
  t: TFunction,
  actions: PolicyRowActions,
): DataTableColumn<IlmPolicyRow>[] {
  const header = (id: KeysUnder<'lifecycle.ilm.columns'>) => t(`lifecycle.ilm.columns.${id}`);
  return [
    {
      id: 'name',
      header: header('name'),
      accessorFn: (row) => row.name,
      cell: ({ row }) => (
        <NameCell row={row.original} open={actions.isExpanded(row.original.name)} t={t} />
      ),
    },
    {
      id: 'phases',
      header: header('phases'),
      accessorFn: (row) => row.phases.length,
      cell: ({ row }) => <PhaseTimeline phases={row.original.phases} t={t} />,
    },
    {
      id: 'version',
      header: header('version'),
      accessorFn: (row) => row.version ?? -1,
      cell: ({ row }) => row.original.version ?? '',
    },
    {
      id: 'modified',
      header: header('modified'),
      accessorFn: (row) => String(row.modifiedDate ?? ''),
      cell: ({ row }) => formatDateTime(row.original.modifiedDate),
    },
    {
      id: 'usage',
      header: header('usage'),
      accessorFn: (row) => usageCount(row.usage) ?? -1,
      cell: ({ row }) => usageText(t, row.original.usage),
    },
    actionsColumn(header('actions'), (row) => <PolicyActions row={row} actions={actions} t={t} />),
  ];
}

function NameCell({ row, open, t }: { row: IlmPolicyRow; open: boolean; t: TFunction }) {
  return (
    <ExpandableName
      open={open}
      label={t(open ? 'lifecycle.ilm.collapse' : 'lifecycle.ilm.expand')}
      after={
        row.managed && (
          <Badge size="xs" variant="light" color="gray" title={t('lifecycle.ilm.managedHint')}>
            {t('lifecycle.ilm.managed')}
          </Badge>
        )
      }
    >
      <BreakableName name={row.name} />
    </ExpandableName>
  );
}

function PolicyActions(props: { row: IlmPolicyRow; actions: PolicyRowActions; t: TFunction }) {
  const { row, t } = props;
  const { onEdit, onDelete } = props.actions;
  return (
    <RowActionBar
      actions={[
        editAction(
          {
            label: t('lifecycle.ilm.edit.buttonFor', { name: row.name }),
            text: t('lifecycle.ilm.edit.button'),
          },
          row,
          onEdit,
        ),
        deleteAction(
          {
            label: t('lifecycle.ilm.delete.buttonFor', { name: row.name }),
            text: t('lifecycle.ilm.delete.button'),
          },
          row,
          onDelete,
        ),
      ]}
    />
  );
}
