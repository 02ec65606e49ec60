import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { httpUrl } from './safeUrl';

/** Replaces the screen while the active cluster cannot be reached (core spec 2.3). */
export function NetworkErrorPanel({
  uri,
  reload = () => window.location.reload(),
}: {
  uri: string;
  reload?: () => void;
}) {
  const { t } = useTranslation();
  const href = httpUrl(uri);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconPlugConnectedX />}
      title={t('app.networkError.text')}
      maw={720}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {uri}
        </Text>
        {href && (
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
            {t('app.networkError.open')}
          </Anchor>
        )}
        <Button onClick={reload}>{t('app.networkError.reload')}</Button>
      </Stack>
    </Alert>
  );
}
