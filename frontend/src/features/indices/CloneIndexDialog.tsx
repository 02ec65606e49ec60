// The Clone index dialog: POST {index}/_clone/{target}. The cluster clones only a read-only
// index, so the dialog shows whether the source is, offers to set index.blocks.write and says
// why, and once the clone exists offers to allow writes to the source again.
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyRequestError } from '../../components/Notifications/notifyRequestError';
import { useCloneIndexMutation } from './indicesApi';
import { notifySuccess } from './notices';
import { useEngineName } from './useEngineName';
import { WriteBlockPanel } from './WriteBlockPanel';

interface CloneIndexDialogProps {
  /** The source index; null closes the dialog. */
  index: string | null;
  onClose: () => void;
}

export function CloneIndexDialog({ index, onClose }: CloneIndexDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={index !== null} onClose={onClose} title={t('indices.clone.title')} size={600}>
      {index !== null && <CloneForm source={index} onClose={onClose} />}
    </Modal>
  );
}

function CloneForm({ source, onClose }: { source: string; onClose: () => void }) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const [dest, setDest] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const [cloned, setCloned] = useState<string | null>(null);
  const [clone, { isLoading }] = useCloneIndexMutation();
  const target = dest.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target === '' || !readOnly || isLoading) return;
    try {
      const response = await clone({ source, dest: target }).unwrap();
      notifySuccess(
        t,
        { key: 'indices.clone.done', params: { index: source, dest: target } },
        response,
      );
      setCloned(target);
    } catch (error) {
      notifyRequestError(error, t, engine);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Text size="sm">{t('indices.clone.source', { index: source })}</Text>
        <WriteBlockPanel index={source} cloned={cloned} onReadOnlyChange={setReadOnly} />
        {cloned === null && (
          <TextInput
            label={t('indices.clone.dest')}
            required
            data-autofocus
            value={dest}
            onChange={(event) => setDest(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('indices.dialog.close')}
          </Button>
          {cloned === null && (
            <Button type="submit" disabled={target === '' || !readOnly} loading={isLoading}>
              {t('indices.clone.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
