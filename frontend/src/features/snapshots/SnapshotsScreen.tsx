// The snapshots of one repository: the shared table filtered by name, with
// New snapshot, and per row restore and a delete that asks first. Both row actions write: a
// read-only cluster's table has no actions column, and New snapshot stays disabled saying why.
import { useCallback, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { useParams } from 'react-router-dom';
import { useActiveClusterIndex } from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { firstReason, usePrivilegeReason } from '../../components/WriteAccess/usePrivilegeReason';
import { WRITE_NEEDS } from '../../engine/writeNeeds';
import { paths } from '../../routing/paths';
import { NameFilteredList } from './NameFilteredList';
import { NewSnapshotDialog } from './snapshots/NewSnapshotDialog';
import { RestoreDialog } from './snapshots/RestoreDialog';
import { snapshotColumns } from './snapshots/snapshotColumns';
import { matchesSnapshotName, type SnapshotRow } from './snapshots/snapshotRows';
import { useScreenQuery } from '../../api/screenQuery';
import { SNAPSHOT_LIST, useDeleteSnapshotMutation } from './snapshotsApi';
import { useFeedback } from '../../components/Feedback/useFeedback';
import { SmallLink } from '../../components/PlainControls/plainLayout';

export { SNAPSHOTS_DATA } from './snapshotsApi';

const NO_ROWS: SnapshotRow[] = [];
const rowId = (row: SnapshotRow) => row.id;

export function SnapshotsScreen() {
  const { t, i18n } = useTranslation();
  const repository = useParams().repositoryName ?? '';
  const clusterIndex = useActiveClusterIndex();
  const query = useScreenQuery(SNAPSHOT_LIST, repository);
  const rows = query.data ?? NO_ROWS;
  const [newOpen, setNewOpen] = useState(false);
  const [restoring, setRestoring] = useState<string | null>(null);
  const remove = useDeleteSnapshot(repository);
  const readOnly = useWriteAccess().reason;
  const writeReason = firstReason(readOnly, usePrivilegeReason(WRITE_NEEDS.createSnapshot));
  // Restoring and deleting need the manage privilege.
  const rowReason = firstReason(readOnly, usePrivilegeReason(WRITE_NEEDS.deleteSnapshot));
  const columns = useMemo(
    () =>
      snapshotColumns(
        t,
        i18n.language,
        rowReason === null ? { onRestore: setRestoring, onDelete: remove } : null,
      ),
    [t, i18n.language, remove, rowReason],
  );

  return (
    <Stack gap="sm">
      <SmallLink to={paths.snapshotRepositories(clusterIndex)}>
        <IconArrowLeft size={12} /> {t('snapshots.repositories.title')}
      </SmallLink>
      <NameFilteredList
        title={t('snapshots.snapshots.title', { repository })}
        query={query}
        rows={rows}
        columns={columns}
        getRowId={rowId}
        matchesName={matchesSnapshotName}
        initialSorting={[{ id: 'start', desc: true }]}
        emptyText={t('snapshots.snapshots.empty')}
        newLabel={t('snapshots.newSnapshot.button')}
        onNew={() => setNewOpen(true)}
        writeReason={writeReason}
      />
      <NewSnapshotDialog
        repository={repository}
        opened={newOpen}
        onClose={() => setNewOpen(false)}
      />
      <RestoreDialog
        repository={repository}
        snapshot={restoring}
        onClose={() => setRestoring(null)}
      />
    </Stack>
  );
}

function useDeleteSnapshot(repository: string): (name: string) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [deleteSnapshot] = useDeleteSnapshotMutation();
  return useCallback(
    (name: string) =>
      void (async () => {
        const confirmed = await feedback.ask({
          title: t('snapshots.snapshots.deleteTitle'),
          message: t('snapshots.snapshots.deleteQuestion', { name, repository }),
          confirmLabel: t('snapshots.delete'),
          danger: true,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t('snapshots.snapshots.deleted', { name }),
            await deleteSnapshot({ repository, snapshot: name }).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, repository, deleteSnapshot],
  );
}
