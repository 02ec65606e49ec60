// The snapshot repositories screen: repositories in the shared table, filtered
// by name, each with its snapshots, its lifecycle policies and a delete that asks first. A
// read-only cluster's rows keep only the reads (snapshots, policies) and New repository stays
// disabled saying why.
import { useCallback, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { useActiveClusterIndex } from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { firstReason, usePrivilegeReason } from '../../components/WriteAccess/usePrivilegeReason';
import { WRITE_NEEDS } from '../../engine/writeNeeds';
import { paths } from '../../routing/paths';
import { NameFilteredList } from './NameFilteredList';
import { NewRepositoryDialog } from './repositories/NewRepositoryDialog';
import { PoliciesDialog } from './policies/PoliciesDialog';
import { repositoryColumns } from './repositories/repositoryColumns';
import { matchesRepositoryName, type RepositoryRow } from './repositories/repositoryRows';
import { useScreenQuery } from '../../api/screenQuery';
import { REPOSITORY_LIST, useDeleteRepositoryMutation } from './snapshotsApi';
import { useFeedback } from '../../components/Feedback/useFeedback';

export { REPOSITORIES_DATA } from './snapshotsApi';

const NO_ROWS: RepositoryRow[] = [];
const rowId = (row: RepositoryRow) => row.name;

export function RepositoriesScreen() {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const query = useScreenQuery(REPOSITORY_LIST);
  const rows = query.data ?? NO_ROWS;
  const [newOpen, setNewOpen] = useState(false);
  const [policiesOf, setPoliciesOf] = useState<string | null>(null);
  const remove = useDeleteRepository();
  const writeReason = firstReason(
    useWriteAccess().reason,
    usePrivilegeReason(WRITE_NEEDS.repositories),
  );
  const columns = useMemo(
    () =>
      repositoryColumns(t, {
        snapshotsPath: (name) => paths.snapshots(clusterIndex, name),
        onPolicies: setPoliciesOf,
        onDelete: writeReason === null ? remove : null,
      }),
    [t, clusterIndex, remove, writeReason],
  );

  return (
    <Stack gap="sm">
      <NameFilteredList
        title={t('snapshots.repositories.title')}
        query={query}
        rows={rows}
        columns={columns}
        getRowId={rowId}
        matchesName={matchesRepositoryName}
        initialSorting={[{ id: 'name', desc: false }]}
        emptyText={t('snapshots.repositories.empty')}
        newLabel={t('snapshots.repositories.new')}
        onNew={() => setNewOpen(true)}
        writeReason={writeReason}
      />
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
