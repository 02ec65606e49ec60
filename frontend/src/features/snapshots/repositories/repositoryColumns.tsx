// Columns of the repositories table. Cluster text is rendered as text only.
import { Text } from '@mantine/core';
import { IconCamera, IconCalendarTime, IconPlugConnectedX } from '@tabler/icons-react';
import type { TFunction, KeysUnder } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { RepositoryRow } from './repositoryRows';
import { RowActionButton, RowActions } from '../../../components/RowActions/RowActions';

export interface RepositoryRowActions {
  snapshotsPath: (name: string) => string;
  onPolicies: (name: string) => void;
  /** null: the rows offer no unregister (writes are not offered). */
  onDelete: ((name: string) => void) | null;
}

export function repositoryColumns(
  t: TFunction,
  actions: RepositoryRowActions,
): DataTableColumn<RepositoryRow>[] {
  const header = (id: KeysUnder<'snapshots.repositories.columns'>) =>
    t(`snapshots.repositories.columns.${id}`);
  return [
    { id: 'name', header: header('name'), accessorFn: (row) => row.name },
    { id: 'type', header: header('type'), accessorFn: (row) => row.type },
    {
      id: 'settings',
      header: header('settings'),
      enableSorting: false,
      cell: ({ row }) => (
        <Text
          size="sm"
          title={row.original.settingsJson}
          lineClamp={2}
          style={{ wordBreak: 'break-all' }}
        >
          {row.original.settingsSummary}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: header('actions'),
      enableSorting: false,
      cell: ({ row }) => <RepositoryActions name={row.original.name} actions={actions} t={t} />,
    },
  ];
}

function RepositoryActions({
  name,
  actions,
  t,
}: {
  name: string;
  actions: RepositoryRowActions;
  t: TFunction;
}) {
  const { onDelete } = actions;
  return (
    <RowActions>
      <RowActionButton
        icon={<IconCamera size={12} />}
        label={t('snapshots.repositories.snapshotsOf', { name })}
        to={actions.snapshotsPath(name)}
      >
        {t('snapshots.repositories.snapshots')}
      </RowActionButton>
      <RowActionButton
        icon={<IconCalendarTime size={12} />}
        label={t('snapshots.policies.buttonFor', { repository: name })}
        onClick={() => actions.onPolicies(name)}
      >
        {t('snapshots.policies.button')}
      </RowActionButton>
      {onDelete && (
        <RowActionButton
          icon={<IconPlugConnectedX size={12} />}
          label={t('snapshots.repositories.deleteRepository', { name })}
          color="red"
          onClick={() => onDelete(name)}
        >
          {t('snapshots.repositories.unregister')}
        </RowActionButton>
      )}
    </RowActions>
  );
}
