// The New index dialog: name, shards and replicas (default 1). The name is
// checked with the engine's rules before anything is sent, the reason shown beside the field.
// The form lives only while the dialog is open, so closing it resets it.
import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { indexCreated } from '../actions/actionMessages';
import { IndexDialogForm } from './IndexDialogForm';
import { useCreateIndexMutation } from '../indicesApi';
import {
  isNewIndexValid,
  NEW_INDEX_DEFAULTS,
  newIndexProblems,
  toNewIndex,
  type NewIndexForm,
} from './newIndexForm';
import { NameField } from '../../../components/FormDialog/NameField';
import { indexNeed } from '../../../engine/writeNeeds';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

export function NewIndexDialog({ opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('indices.newIndex.title')} size={500}>
      <NewIndexFormBody onClose={onClose} />
    </FormDialog>
  );
}

function NewIndexFormBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<NewIndexForm>(NEW_INDEX_DEFAULTS);
  const [create, { isLoading }] = useCreateIndexMutation();
  const valid = isNewIndexValid(form);
  const problems = newIndexProblems(form);

  const index = toNewIndex(form);

  return (
    <IndexDialogForm
      need={indexNeed('create', index.name)}
      send={() => create(index).unwrap()}
      done={(response) => indexCreated(index.name, response)}
      canSubmit={valid}
      busy={isLoading}
      onClose={onClose}
      submitLabel={t('indices.newIndex.create')}
    >
      <NameField
        label={t('indices.newIndex.name')}
        value={form.name}
        onChange={(value) => setForm({ ...form, name: value })}
        error={problems.name && t(`indices.newIndex.nameProblem.${problems.name}`)}
      />
      <NumberInput
        label={t('indices.newIndex.shards')}
        min={1}
        allowDecimal={false}
        value={form.shards}
        error={problems.shards && t('indices.newIndex.shardsAtLeastOne')}
        onChange={(shards) => setForm({ ...form, shards })}
      />
      <NumberInput
        label={t('indices.newIndex.replicas')}
        min={0}
        allowDecimal={false}
        description={t('indices.newIndex.replicasHint')}
        value={form.replicas}
        error={problems.replicas && t('indices.newIndex.replicasNegative')}
        onChange={(replicas) => setForm({ ...form, replicas })}
      />
    </IndexDialogForm>
  );
}
