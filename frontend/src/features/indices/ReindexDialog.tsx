// The Reindex dialog: copies the source index into a destination, without
// waiting for the copy to finish; the cluster's answer names the task that runs it.
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyRequestError } from '../../components/Notifications/notifyRequestError';
import { useReindexMutation } from './indicesApi';
import { reindexStarted } from './actionMessages';
import { notifySuccess } from './notices';
import { useEngineName } from './useEngineName';

interface ReindexDialogProps {
  /** The source index; null closes the dialog. */
  index: string | null;
  onClose: () => void;
}

export function ReindexDialog({ index, onClose }: ReindexDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={index !== null} onClose={onClose} title={t('indices.reindex.title')} size={600}>
      {index !== null && <ReindexForm source={index} onClose={onClose} />}
    </Modal>
  );
}

function ReindexForm({ source, onClose }: { source: string; onClose: () => void }) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const [dest, setDest] = useState('');
  const [reindex, { isLoading }] = useReindexMutation();
  const target = dest.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target === '' || isLoading) return;
    try {
      const response = await reindex({ source, dest: target }).unwrap();
      notifySuccess(t, reindexStarted(target, response), response);
      onClose();
    } catch (error) {
      notifyRequestError(error, t, engine);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Text size="sm">{t('indices.reindex.source', { index: source })}</Text>
        <TextInput
          label={t('indices.reindex.dest')}
          required
          data-autofocus
          value={dest}
          onChange={(event) => setDest(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('indices.dialog.close')}
          </Button>
          <Button type="submit" disabled={target === ''} loading={isLoading}>
            {t('indices.reindex.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
