import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { resetApp } from './resetApp';

/** The 'Disconnect and reset' card of the settings screen, with its confirmation. */
export function ResetCard() {
  const { t } = useTranslation();
  const [resetting, setResetting] = useState(false);
  const onReset = async () => {
    const confirmed = await confirm({
      title: t('settings.reset.confirmTitle'),
      message: t('settings.reset.confirmMessage'),
      confirmLabel: t('settings.reset.button'),
      danger: true,
    });
    if (!confirmed) return;
    setResetting(true);
    await resetApp(localStorage);
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-reset">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="settings-reset">
          {t('settings.reset.title')}
        </Title>
        <Text size="sm">{t('settings.reset.description')}</Text>
        <Button
          // Red: it drops every saved cluster; white on orange is too faint to read.
          color="red"
          leftSection={<IconPlugConnectedX size={16} />}
          loading={resetting}
          onClick={() => void onReset()}
        >
          {t('settings.reset.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
