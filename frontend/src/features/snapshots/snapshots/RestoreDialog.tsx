// The Restore snapshot dialog: pick indices of the snapshot, optionally rename
// them, and restore. The form lives only while the dialog is open.
import { useState } from 'react';
import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { queryRequestState } from '../../../api/queryState';
import { useActiveCluster } from '../../../store/hooks';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { IndexMultiSelect } from '../../../components/IndexSelect/IndexMultiSelect';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import {
  isRestoreValid,
  renamedIndices,
  RESTORE_DEFAULTS,
  restoreOptionsOf,
  type RestoreForm,
} from './restoreForm';
import { restoreQuestion } from './restoreQuestion';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { useRestoreSnapshotMutation, useSnapshotIndicesQuery } from '../snapshotsApi';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

interface RestoreDialogProps {
  repository: string;
  /** The snapshot to restore; null closes the dialog. */
  snapshot: string | null;
  onClose: () => void;
}

export function RestoreDialog({ repository, snapshot, onClose }: RestoreDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={snapshot !== null}
      onClose={onClose}
      title={t('snapshots.restore.title', { snapshot: snapshot ?? '' })}
      size={600}
    >
      {snapshot !== null && (
        <RestoreBody repository={repository} snapshot={snapshot} onClose={onClose} />
      )}
    </FormDialog>
  );
}

function RestoreBody({
  repository,
  snapshot,
  onClose,
}: {
  repository: string;
  snapshot: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const indices = useSnapshotIndicesQuery(
    { repository, snapshot },
    { refetchOnMountOrArgChange: true },
  );
  const [form, setForm] = useState<RestoreForm>(RESTORE_DEFAULTS);
  const [restore, { isLoading, error }] = useRestoreSnapshotMutation();
  const valid = isRestoreValid(form);
  const change = (patch: Partial<RestoreForm>) => setForm({ ...form, ...patch });

  return (
    <CallDialogForm
      need={WRITE_NEEDS.restoreSnapshot}
      question={() => restoreQuestion(t, snapshot, form)}
      send={() => restore({ repository, snapshot, options: restoreOptionsOf(form) }).unwrap()}
      done={t('snapshots.restore.restored', { name: snapshot })}
      canSubmit={valid}
      busy={isLoading}
      error={error}
      onClose={onClose}
      submitLabel={t('snapshots.restore.button')}
    >
      <LoaderStatus state={queryRequestState(indices)} uri={cluster?.uri}>
        <IndexMultiSelect
          label={t('snapshots.restore.indices')}
          value={form.indices}
          onChange={(picked) => change({ indices: picked })}
          indexNames={indices.data ?? []}
        />
      </LoaderStatus>
      <TextInput
        label={t('snapshots.restore.renamePattern')}
        description={t('snapshots.restore.renamePatternHint')}
        value={form.renamePattern}
        onChange={(event) => change({ renamePattern: event.currentTarget.value })}
      />
      <TextInput
        label={t('snapshots.restore.renameReplacement')}
        description={t('snapshots.restore.renameReplacementHint')}
        value={form.renameReplacement}
        onChange={(event) => change({ renameReplacement: event.currentTarget.value })}
      />
      <RenamePreview form={form} />
      <Switch
        label="ignore_unavailable"
        description={t('snapshots.restore.ignoreUnavailableHint')}
        checked={form.ignoreUnavailable}
        onChange={(event) => change({ ignoreUnavailable: event.currentTarget.checked })}
      />
      <Switch
        label="include_global_state"
        description={t('snapshots.restore.globalStateHint')}
        checked={form.includeGlobalState}
        onChange={(event) => change({ includeGlobalState: event.currentTarget.checked })}
      />
    </CallDialogForm>
  );
}

/** 'a → restored-a' for each picked index, while a rename pattern is set. */
function RenamePreview({ form }: { form: RestoreForm }) {
  const { t } = useTranslation();
  const renamed = renamedIndices(form);
  if (renamed.length === 0) return null;
  return (
    <Stack gap={0} aria-label={t('snapshots.restore.preview')}>
      <Text size="xs" c="dimmed">
        {t('snapshots.restore.preview')}
      </Text>
      {renamed.map(({ from, to }) => (
        <Text key={from} size="xs" style={{ wordBreak: 'break-all' }}>
          {from} → {to}
        </Text>
      ))}
    </Stack>
  );
}
