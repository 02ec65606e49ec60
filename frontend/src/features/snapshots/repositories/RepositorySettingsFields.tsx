// The settings fields of the New repository dialog: the type's own settings
// and those every type has. The general settings are labelled with their Elasticsearch names.
import { Select, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import {
  S3_PROTOCOLS,
  type FsSettings,
  type GeneralSettings,
  type S3Protocol,
  type S3Settings,
} from './repositoryForm';
import { SettingSwitch } from '../SettingSwitch';

interface FieldsProps<T> {
  settings: T;
  onChange: (patch: Partial<T>) => void;
}

export function FsFields({ settings, onChange }: FieldsProps<FsSettings>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('snapshots.newRepository.location')}
      description={t('snapshots.newRepository.locationHint')}
      withAsterisk
      value={settings.location}
      onChange={(event) => onChange({ location: event.currentTarget.value })}
    />
  );
}

export function S3Fields({ settings, onChange }: FieldsProps<S3Settings>) {
  const { t } = useTranslation();
  const text = (key: 'bucket' | 'client' | 'region' | 'endpoint', required = false) => (
    <TextInput
      label={t(`snapshots.newRepository.${key}`)}
      withAsterisk={required}
      value={settings[key]}
      onChange={(event) => onChange({ [key]: event.currentTarget.value })}
    />
  );
  return (
    <Stack gap="xs">
      {text('bucket', true)}
      {text('client')}
      {text('region')}
      {text('endpoint')}
      <Select
        label={t('snapshots.newRepository.protocol')}
        withAsterisk
        data={S3_PROTOCOLS}
        allowDeselect={false}
        value={settings.protocol}
        onChange={(protocol) => protocol && onChange({ protocol: protocol as S3Protocol })}
      />
      <SettingSwitch
        label={t('snapshots.newRepository.pathStyleAccess')}
        checked={settings.pathStyleAccess}
        onChange={(pathStyleAccess) => onChange({ pathStyleAccess })}
      />
    </Stack>
  );
}

export function GeneralFields({ settings, onChange }: FieldsProps<GeneralSettings>) {
  const { t } = useTranslation();
  const text = (
    key: 'chunkSize' | 'maxRestoreBytesPerSec' | 'maxSnapshotBytesPerSec',
    label: string,
  ) => (
    <TextInput
      label={label}
      description={t(`snapshots.newRepository.${key}Hint`)}
      value={settings[key]}
      onChange={(event) => onChange({ [key]: event.currentTarget.value })}
    />
  );
  return (
    <Stack gap="xs">
      <Title order={5}>{t('snapshots.newRepository.general')}</Title>
      {text('chunkSize', 'chunk_size')}
      {text('maxRestoreBytesPerSec', 'max_restore_bytes_per_sec')}
      {text('maxSnapshotBytesPerSec', 'max_snapshot_bytes_per_sec')}
      {(['compress', 'readonly'] as const).map((key) => (
        <SettingSwitch
          key={key}
          label={key}
          checked={settings[key]}
          onChange={(on) => onChange({ [key]: on })}
        />
      ))}
    </Stack>
  );
}
