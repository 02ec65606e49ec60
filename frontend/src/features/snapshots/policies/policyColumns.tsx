// Columns of the Policies dialog's table. Cluster text is rendered as text only.
import { ActionIcon, Group } from '@mantine/core';
import { IconEdit, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { TFunction, KeysUnder } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { actionsColumn } from '../../../components/ListScreen/listCells';
import { retentionParts, type PolicyRow, type RetentionPart } from './policyRows';

export interface PolicyRowActions {
  onExecute: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

function retentionText(t: TFunction, parts: RetentionPart[]): string {
  return parts
    .map((part) =>
      part.kind === 'expireAfter'
        ? part.value
        : t(`snapshots.policies.retention.${part.kind}`, { value: part.value }),
    )
    .join(', ');
}

export function policyColumns(
  t: TFunction,
  /** null: no actions column (execute, edit and delete all write; writes are not offered). */
  actions: PolicyRowActions | null,
): DataTableColumn<PolicyRow>[] {
  const header = (id: KeysUnder<'snapshots.policies.columns'>) =>
    t(`snapshots.policies.columns.${id}`);
  const columns: DataTableColumn<PolicyRow>[] = [
    { id: 'id', header: header('id'), accessorFn: (row) => row.id },
    { id: 'name', header: header('name'), accessorFn: (row) => row.name },
    { id: 'schedule', header: header('schedule'), accessorFn: (row) => row.schedule },
    {
      id: 'retention',
      header: header('retention'),
      enableSorting: false,
      accessorFn: (row) => retentionText(t, retentionParts(row.retention)),
    },
  ];
  if (actions === null) return columns;
  return [
    ...columns,
    actionsColumn(header('actions'), (row) => (
      <PolicyActions id={row.id} actions={actions} t={t} />
    )),
  ];
}

function PolicyActions({
  id,
  actions,
  t,
}: {
  id: string;
  actions: PolicyRowActions;
  t: TFunction;
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="light"
        aria-label={t('snapshots.policies.executePolicy', { id })}
        title={t('snapshots.policies.execute')}
        onClick={() => actions.onExecute(id)}
      >
        <IconPlayerPlay size={14} />
      </ActionIcon>
      <ActionIcon
        variant="light"
        aria-label={t('snapshots.policies.editPolicy', { id })}
        title={t('snapshots.policies.edit')}
        onClick={() => actions.onEdit(id)}
      >
        <IconEdit size={14} />
      </ActionIcon>
      <ActionIcon
        variant="light"
        color="red"
        aria-label={t('snapshots.policies.deletePolicy', { id })}
        title={t('snapshots.delete')}
        onClick={() => actions.onDelete(id)}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Group>
  );
}
