// The dashboard. Serverless clusters get an info card instead of the status and
// health cards, and no stats or health calls.
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconCloud } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { useActiveCluster } from '../../store/hooks';
import { ClusterHealthCard, ClusterInfoCard } from './InfoCards';
import { StatusCards } from './StatusCards';
import { DiskCard } from './DiskCard';

export { DASHBOARD_DATA } from './homeApi';

export function HomeScreen() {
  const cluster = useActiveCluster();
  if (!cluster) return null;
  const serverless = cluster.flavor === 'serverless';
  return (
    <Stack gap="md">
      {serverless ? <ServerlessCard /> : <StatusCards uuid={cluster.uuid} uri={cluster.uri} />}
      <SimpleGrid cols={{ base: 1, md: serverless ? 1 : 2 }} spacing="md">
        <ClusterInfoCard uri={cluster.uri} />
        {!serverless && <ClusterHealthCard uri={cluster.uri} />}
      </SimpleGrid>
      {!serverless && <DiskCard />}
    </Stack>
  );
}

function ServerlessCard() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconCloud />} title={t('home.serverless.title')}>
      {t('home.serverless.text')}
    </Alert>
  );
}
