// The New snapshot dialog: a name, and the indices as a pattern or a
// pick from the cluster's indices. The form lives only while the dialog is open.
import { useState } from 'react';
import { Input } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { IndexSelectionInput } from '../../../components/IndexSelect/IndexSelectionInput';
import { MATCH_ALL_PATTERN } from '../../../components/IndexSelect/indexPattern';
import type { IndexSelection } from '../../../components/IndexSelect/selection';
import { isNewSnapshotValid, snapshotIndicesOf } from './newSnapshotForm';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { useCreateSnapshotMutation, useIndexTargetsQuery } from '../snapshotsApi';
import { NameField } from '../../../components/FormDialog/NameField';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

interface NewSnapshotDialogProps {
  repository: string;
  opened: boolean;
  onClose: () => void;
}

export function NewSnapshotDialog({ repository, opened, onClose }: NewSnapshotDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('snapshots.newSnapshot.title')}
      size={600}
    >
      <NewSnapshotBody repository={repository} onClose={onClose} />
    </FormDialog>
  );
}

function NewSnapshotBody({ repository, onClose }: { repository: string; onClose: () => void }) {
  const { t } = useTranslation();
  const targets = useIndexTargetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [name, setName] = useState('');
  const [indices, setIndices] = useState<IndexSelection>(MATCH_ALL_PATTERN);
  const [create, { isLoading, error }] = useCreateSnapshotMutation();
  const snapshot = name.trim();
  const valid = isNewSnapshotValid(name, indices);

  return (
    <CallDialogForm
      need={WRITE_NEEDS.createSnapshot}
      send={() => create({ repository, snapshot, indices: snapshotIndicesOf(indices) }).unwrap()}
      done={t('snapshots.newSnapshot.created', { name: snapshot })}
      canSubmit={valid}
      busy={isLoading}
      error={error}
      onClose={onClose}
      submitLabel={t('snapshots.create')}
    >
      <NameField label={t('snapshots.newSnapshot.name')} value={name} onChange={setName} />
      <Input.Wrapper label={t('snapshots.newSnapshot.indices')}>
        <IndexSelectionInput
          value={indices}
          onChange={setIndices}
          indexNames={targets.data?.names ?? []}
          aliases={targets.data?.aliases}
          loading={targets.isLoading}
        />
      </Input.Wrapper>
    </CallDialogForm>
  );
}
