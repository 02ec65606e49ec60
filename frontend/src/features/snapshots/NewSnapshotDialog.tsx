// The New snapshot dialog: a name, and the indices as a pattern or a
// pick from the cluster's indices. The form lives only while the dialog is open.
import { useState, type FormEvent } from 'react';
import { Button, Group, Input, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IndexSelectionInput } from '../../components/IndexSelect/IndexSelectionInput';
import { MATCH_ALL_PATTERN } from '../../components/IndexSelect/indexPattern';
import type { IndexSelection } from '../../components/IndexSelect/selection';
import { ErrorReason } from './ErrorReason';
import { isNewSnapshotValid, snapshotIndicesOf } from './newSnapshotForm';
import { useCreateSnapshotMutation, useIndexTargetsQuery } from './snapshotsApi';
import { useFeedback } from './useFeedback';

interface NewSnapshotDialogProps {
  repository: string;
  opened: boolean;
  onClose: () => void;
}

export function NewSnapshotDialog({ repository, opened, onClose }: NewSnapshotDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('snapshots.newSnapshot.title')} size={600}>
      {opened && <NewSnapshotBody repository={repository} onClose={onClose} />}
    </Modal>
  );
}

function NewSnapshotBody({ repository, onClose }: { repository: string; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const targets = useIndexTargetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [name, setName] = useState('');
  const [indices, setIndices] = useState<IndexSelection>(MATCH_ALL_PATTERN);
  const [create, { isLoading, error }] = useCreateSnapshotMutation();
  const snapshot = name.trim();
  const valid = isNewSnapshotValid(name, indices);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || isLoading) return;
    try {
      const response = await create({
        repository,
        snapshot,
        indices: snapshotIndicesOf(indices),
      }).unwrap();
      feedback.succeeded(t('snapshots.newSnapshot.created', { name: snapshot }), response);
      onClose();
    } catch {
      // The dialog shows the reason itself (ErrorReason); a notification would repeat it.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <TextInput
          label={t('snapshots.newSnapshot.name')}
          withAsterisk
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Input.Wrapper label={t('snapshots.newSnapshot.indices')}>
          <IndexSelectionInput
            value={indices}
            onChange={setIndices}
            indexNames={targets.data?.names ?? []}
            aliases={targets.data?.aliases}
            loading={targets.isLoading}
          />
        </Input.Wrapper>
        <ErrorReason error={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('snapshots.close')}
          </Button>
          <Button type="submit" disabled={!valid} loading={isLoading}>
            {t('snapshots.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
