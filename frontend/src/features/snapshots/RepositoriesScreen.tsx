// The snapshot repositories screen: repositories in the shared table, filtered
// by name, each with its snapshots, its lifecycle policies and a delete that asks first.
import { useCallback, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { queryRequestState } from '../../api/queryState';
import { useActiveCluster, useAppSelector } from '../../store/hooks';
import { paths } from '../../routing/paths';
import { DataTable } from '../../components/DataTable/DataTable';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { ListToolbar } from './ListToolbar';
import { NewRepositoryDialog } from './NewRepositoryDialog';
import { PoliciesDialog } from './PoliciesDialog';
import { repositoryColumns } from './repositoryColumns';
import { matchesRepositoryName, type RepositoryRow } from './repositoryRows';
import { useDeleteRepositoryMutation, useRepositoryListQuery } from './snapshotsApi';
import { useFeedback } from './useFeedback';

const NO_ROWS: RepositoryRow[] = [];
const rowId = (row: RepositoryRow) => row.name;

export function RepositoriesScreen() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const clusterIndex = useAppSelector((state) => state.connection.activeClusterIndex) ?? 0;
  const query = useRepositoryListQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = query.data ?? NO_ROWS;
  const [filter, setFilter] = useState('');
  const [newOpen, setNewOpen] = useState(false);
  const [policiesOf, setPoliciesOf] = useState<string | null>(null);
  const remove = useDeleteRepository();
  const matched = useMemo(
    () => rows.filter((row) => matchesRepositoryName(row, filter)).length,
    [rows, filter],
  );
  const columns = useMemo(
    () =>
      repositoryColumns(t, {
        snapshotsPath: (name) => paths.snapshots(clusterIndex, name),
        onPolicies: setPoliciesOf,
        onDelete: remove,
      }),
    [t, clusterIndex, remove],
  );

  return (
    <Stack gap="sm">
      <ListToolbar
        title={t('snapshots.repositories.title')}
        onReload={() => query.refetch()}
        loading={query.isFetching}
        filter={filter}
        onFilterChange={setFilter}
        matched={matched}
        total={rows.length}
        newLabel={t('snapshots.repositories.new')}
        onNew={() => setNewOpen(true)}
      />
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        <DataTable
          label={t('snapshots.repositories.title')}
          data={rows}
          columns={columns}
          getRowId={rowId}
          filterText={filter}
          filterFn={matchesRepositoryName}
          initialSorting={[{ id: 'name', desc: false }]}
          emptyText={t('snapshots.repositories.empty')}
        />
      </LoaderStatus>
      <NewRepositoryDialog opened={newOpen} onClose={() => setNewOpen(false)} />
      <PoliciesDialog repository={policiesOf} onClose={() => setPoliciesOf(null)} />
    </Stack>
  );
}

/**
 * Unregisters a repository after the user confirmed. Its snapshots stay in the storage, and the
 * question says so (it does not claim to delete the snapshots inside).
 */
function useDeleteRepository(): (name: string) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [deleteRepository] = useDeleteRepositoryMutation();
  return useCallback(
    (name: string) =>
      void (async () => {
        const confirmed = await feedback.ask({
          title: t('snapshots.repositories.deleteTitle'),
          message: t('snapshots.repositories.deleteQuestion', { name }),
          confirmLabel: t('snapshots.repositories.unregister'),
          danger: true,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t('snapshots.repositories.deleted', { name }),
            await deleteRepository(name).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, deleteRepository],
  );
}
