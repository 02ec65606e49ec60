// The Reindex dialog: copies the source index into a destination, without
// waiting for the copy to finish; the cluster's answer names the task that runs it, which a
// notification then follows to its result.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { useReindexMutation } from '../indicesApi';
import { reindexStarted } from '../actions/actionMessages';
import { startedTaskId } from '../../../api/operations/taskStatus';
import { useTaskProgress } from '../progress/useTaskProgress';
import { IndexDialogForm } from './IndexDialogForm';
import { NameField } from '../../../components/FormDialog/NameField';
import { indexNeed } from '../../../engine/writeNeeds';

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
  const { followJob } = useTaskProgress();
  const target = dest.trim();

  // With a task id the progress notification tells the rest; without one, that it started.
  const started = (response: { task?: unknown }) => {
    const task = startedTaskId(response);
    if (task !== null) followJob({ kind: 'reindex', source, dest: target }, task);
    onClose();
  };

  return (
    <IndexDialogForm
      need={[indexNeed('read', source), indexNeed('document', target)]}
      send={() => reindex({ source, dest: target }).unwrap()}
      done={(response) =>
        startedTaskId(response) === null ? reindexStarted(target, response) : null
      }
      onDone={started}
      canSubmit={target !== ''}
      busy={isLoading}
      onClose={onClose}
      submitLabel={t('indices.reindex.submit')}
    >
      <Text size="sm">{t('indices.reindex.source', { index: source })}</Text>
      <NameField label={t('indices.reindex.dest')} value={dest} onChange={setDest} />
    </IndexDialogForm>
  );
}
