// A plain summary of the active cluster, until the dashboard screen replaces it.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusDot } from '../components/StatusDot/StatusDot';
import { selectActiveCluster } from '../features/clusters/connectionSlice';
import { useAppSelector } from './hooks';

export function HomeScreen() {
  const { t } = useTranslation();
  const cluster = useAppSelector(selectActiveCluster);
  if (!cluster) return null;
  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack gap="xs">
        <Group gap="sm">
          <StatusDot status={cluster.status} loading={cluster.loading} size={12} />
          <Title order={2} style={{ wordBreak: 'break-word' }}>
            {cluster.name}
          </Title>
        </Group>
        <Text c="dimmed" style={{ wordBreak: 'break-all' }}>
          {cluster.uri}
        </Text>
        {cluster.clusterName && (
          <Text>{t('app.home.clusterName', { name: cluster.clusterName })}</Text>
        )}
        {cluster.version && <Text>{t('app.home.version', { version: cluster.version })}</Text>}
      </Stack>
    </Paper>
  );
}
