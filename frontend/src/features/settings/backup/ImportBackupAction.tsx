import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { ImportForm } from './ImportForm';
import { Dialog } from '../../../components/Dialog/Dialog';

/** The welcome screen's 'Import backup' action: no confirmation there. */
export function ImportBackupAction() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} />}
        onClick={() => setOpened(true)}
      >
        {t('settings.backup.import.title')}
      </Button>
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('settings.backup.import.title')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('settings.backup.import.welcomeHint')}</Text>
          <ImportForm confirmFirst={false} />
        </Stack>
      </Dialog>
    </>
  );
}
