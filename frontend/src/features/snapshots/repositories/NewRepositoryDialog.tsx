// The New repository dialog: name, type, the type's settings and the general
// ones. The form lives only while the dialog is open, so closing it resets it.
import { useState } from 'react';
import { Button, Group, Radio } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import {
  isRepositoryFormValid,
  NEW_REPOSITORY_DEFAULTS,
  REPOSITORY_TYPES,
  repositoryDefinition,
  withGeneralSettings,
  withType,
  type RepositoryForm,
  type RepositoryType,
} from './repositoryForm';
import { FsFields, GeneralFields, S3Fields } from './RepositorySettingsFields';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { useCreateRepositoryMutation } from '../snapshotsApi';
import { NameField } from '../../../components/FormDialog/NameField';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

export function NewRepositoryDialog({ opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('snapshots.newRepository.title')}
      size={500}
    >
      <RepositoryFormBody onClose={onClose} />
    </FormDialog>
  );
}

function RepositoryFormBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<RepositoryForm>(NEW_REPOSITORY_DEFAULTS);
  const [create, { isLoading, error, reset }] = useCreateRepositoryMutation();
  const valid = isRepositoryFormValid(form);

  const name = form.name.trim();

  return (
    <CallDialogForm
      need={WRITE_NEEDS.repositories}
      send={() => create({ name, definition: repositoryDefinition(form) }).unwrap()}
      done={t('snapshots.newRepository.created', { name })}
      canSubmit={valid}
      busy={isLoading}
      error={error}
      onClose={onClose}
      submitLabel={t('snapshots.create')}
      extraAction={
        <Button
          variant="subtle"
          onClick={() => {
            setForm(NEW_REPOSITORY_DEFAULTS);
            reset();
          }}
        >
          {t('snapshots.reset')}
        </Button>
      }
    >
      <NameField
        label={t('snapshots.newRepository.name')}
        value={form.name}
        onChange={(value) => setForm({ ...form, name: value })}
      />
      <Radio.Group
        label={t('snapshots.newRepository.type')}
        withAsterisk
        value={form.type}
        onChange={(type) => setForm(withType(form, type as RepositoryType))}
      >
        <Group gap="md" mt={4}>
          {REPOSITORY_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`snapshots.newRepository.types.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      {form.type === 'fs' ? (
        <FsFields
          settings={form.settings}
          onChange={(patch) => setForm({ ...form, settings: { ...form.settings, ...patch } })}
        />
      ) : (
        <S3Fields
          settings={form.settings}
          onChange={(patch) => setForm({ ...form, settings: { ...form.settings, ...patch } })}
        />
      )}
      <GeneralFields
        settings={form.settings}
        onChange={(patch) => setForm(withGeneralSettings(form, patch))}
      />
    </CallDialogForm>
  );
}
