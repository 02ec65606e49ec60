// The Reindex dialog: copies the source index into a destination, without
// waiting for the copy to finish; the cluster's answer names the task that runs it.
import { useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { useReindexMutation } from '../indicesApi';
import { reindexStarted } from '../actions/actionMessages';
import { IndexDialogForm } from './IndexDialogForm';

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
  const [dest, setDest] = useState('');
  const [reindex, { isLoading }] = useReindexMutation();
  const target = dest.trim();

  return (
    <IndexDialogForm
      send={() => reindex({ source, dest: target }).unwrap()}
      done={(response) => reindexStarted(target, response)}
      canSubmit={target !== ''}
      busy={isLoading}
      onClose={onClose}
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
    </IndexDialogForm>
  );
}
