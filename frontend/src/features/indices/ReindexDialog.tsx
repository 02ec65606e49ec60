// The Reindex dialog: copies the source index into a destination, without
// waiting for the copy to finish; the cluster's answer names the task that runs it.
import { useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/FormDialog/FormDialog';
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
    <FormDialog
      opened={index !== null}
      onClose={onClose}
      title={t('indices.reindex.title')}
      size={600}
    >
      {index !== null && <ReindexForm source={index} onClose={onClose} />}
    </FormDialog>
  );
}

function ReindexForm({ source, onClose }: { source: string; onClose: () => void }) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const [dest, setDest] = useState('');
  const [reindex, { isLoading }] = useReindexMutation();
  const target = dest.trim();

  const submit = async () => {
    try {
      const response = await reindex({ source, dest: target }).unwrap();
      notifySuccess(t, reindexStarted(target, response), response);
      onClose();
    } catch (error) {
      notifyRequestError(error, t, engine);
    }
  };

  return (
    <DialogForm
      onSubmit={submit}
      canSubmit={target !== ''}
      busy={isLoading}
      onClose={onClose}
      closeLabel={t('indices.dialog.close')}
      submitLabel={t('indices.reindex.submit')}
    >
      <Text size="sm">{t('indices.reindex.source', { index: source })}</Text>
      <TextInput
        label={t('indices.reindex.dest')}
        required
        data-autofocus
        value={dest}
        onChange={(event) => setDest(event.currentTarget.value)}
      />
    </DialogForm>
  );
}
