// The Clone index dialog: POST {index}/_clone/{target}. The cluster clones only a read-only
// index, so the dialog shows whether the source is, offers to set index.blocks.write and says
// why, and once the clone exists offers to allow writes to the source again.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { IndexDialogForm } from './IndexDialogForm';
import { useCloneIndexMutation } from '../indicesApi';
import { WriteBlockPanel } from '../actions/WriteBlockPanel';
import { NameField } from '../../../components/FormDialog/NameField';
import { indexNeed } from '../../../engine/writeNeeds';

interface CloneIndexDialogProps {
  /** The source index; null closes the dialog. */
  index: string | null;
  onClose: () => void;
}

export function CloneIndexDialog({ index, onClose }: CloneIndexDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={index !== null}
      onClose={onClose}
      title={t('indices.clone.title')}
      size={600}
    >
      {index !== null && <CloneForm source={index} onClose={onClose} />}
    </FormDialog>
  );
}

function CloneForm({ source, onClose }: { source: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [dest, setDest] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const [cloned, setCloned] = useState<string | null>(null);
  const [clone, { isLoading }] = useCloneIndexMutation();
  const target = dest.trim();

  return (
    <IndexDialogForm
      need={[indexNeed('resize', source), indexNeed('create', target)]}
      send={() => clone({ source, dest: target }).unwrap()}
      done={() => ({ key: 'indices.clone.done', params: { index: source, dest: target } })}
      onDone={() => setCloned(target)}
      canSubmit={target !== '' && readOnly}
      busy={isLoading}
      onClose={onClose}
      submitLabel={cloned === null ? t('indices.clone.submit') : null}
    >
      <Text size="sm">{t('indices.clone.source', { index: source })}</Text>
      <WriteBlockPanel index={source} cloned={cloned} onReadOnlyChange={setReadOnly} />
      {cloned === null && (
        <NameField label={t('indices.clone.dest')} value={dest} onChange={setDest} />
      )}
    </IndexDialogForm>
  );
}
