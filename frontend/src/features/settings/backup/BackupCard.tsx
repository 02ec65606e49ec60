import { useState } from 'react';
import {
  Accordion,
  Alert,
  Button,
  Checkbox,
  Divider,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { ImportForm } from './ImportForm';
import { useBackupExport } from './useBackupExport';

const INCLUDED = [
  'clusters',
  'activeCluster',
  'codeEditor',
  'search',
  'theme',
  'language',
  'restHistory',
] as const;

function WhatIsIncluded() {
  const { t } = useTranslation();
  return (
    <Accordion variant="contained">
      <Accordion.Item value="included">
        <Accordion.Control>{t('settings.backup.included.title')}</Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={4}>
            {INCLUDED.map((item) => (
              <List.Item key={item}>{t(`settings.backup.included.${item}`)}</List.Item>
            ))}
          </List>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The Import/Export card of the settings screen. */
export function BackupCard() {
  const { t } = useTranslation();
  // Secrets stay out of the file unless the user asks for them.
  const [includeSecrets, setIncludeSecrets] = useState(false);
  const { exporting, exportBackup } = useBackupExport(includeSecrets);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-backup">
      <Stack gap="sm">
        <Title order={3} size="h4" id="settings-backup">
          {t('settings.backup.title')}
        </Title>
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {t('settings.backup.notClusterData')}
        </Alert>
        <Checkbox
          label={t('settings.backup.export.includeSecrets')}
          checked={includeSecrets}
          onChange={(event) => setIncludeSecrets(event.currentTarget.checked)}
          data-testid="backup-include-secrets"
        />
        {includeSecrets ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {t('settings.backup.plainTextPasswords')}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.backup.export.secretsLeftOut')}
          </Text>
        )}
        <div>
          <Button
            leftSection={<IconDownload size={16} />}
            loading={exporting}
            onClick={() => void exportBackup()}
          >
            {t('settings.backup.export.button')}
          </Button>
        </div>
        <WhatIsIncluded />
        <Divider />
        <Text fw={500}>{t('settings.backup.import.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('settings.backup.import.overwrites')}
        </Text>
        <ImportForm confirmFirst />
      </Stack>
    </Paper>
  );
}
