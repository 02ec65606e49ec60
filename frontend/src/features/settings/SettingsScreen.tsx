// The settings screen: preferences, backup import and export, and reset. It
// shows even while the active cluster cannot be reached.
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { BackupCard } from './backup/BackupCard';
import { PreferencesCard } from './fields/PreferencesCard';
import { ResetCard } from './reset/ResetCard';

export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={900}>
      <Title order={2}>{t('settings.title')}</Title>
      <PreferencesCard />
      <BackupCard />
      <ResetCard />
    </Stack>
  );
}
