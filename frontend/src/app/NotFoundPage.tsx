// What an address that names no screen shows: a cluster number that is not
// saved, or a path the console does not have. It says so instead of going home silently.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/translate';
import { Link, useLocation } from 'react-router-dom';
import { selectConnection } from '../features/clusters/connection/connectionSlice';
import { landingPath } from './guards';
import { useAppSelector } from '../store/hooks';
import { paths } from '../routing/paths';

interface NotFoundPageProps {
  /** The cluster number of the address when it names no saved cluster. */
  unknownCluster?: string;
}

export function NotFoundPage({ unknownCluster }: NotFoundPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const connection = useAppSelector(selectConnection);
  const home = landingPath(connection) ?? paths.welcome();
  const text =
    unknownCluster === undefined
      ? t('app.notFound.page', { path: pathname })
      : t('app.notFound.cluster', { index: unknownCluster, count: connection.clusters.length });
  return (
    <Center mih="60vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={640} role="alert">
        <Title order={2}>{t('app.notFound.title')}</Title>
        <Text ta="center" style={{ wordBreak: 'break-word' }}>
          {text}
        </Text>
        <Button component={Link} to={home}>
          {t('app.notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
