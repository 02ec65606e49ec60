// What shows when a screen fails to load or throws: most often a new version was deployed and
// the old screen chunks are gone, which a reload fixes.
import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/translate';
import { useRouteError } from 'react-router-dom';

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = errorText(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={640} role="alert">
        <Title order={3}>{t('app.routeError.title')}</Title>
        <Text>{t('app.routeError.text')}</Text>
        {detail && (
          <Code block style={{ whiteSpace: 'pre-wrap', maxWidth: '100%' }}>
            {detail}
          </Code>
        )}
        <Button onClick={() => window.location.reload()}>{t('app.routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
