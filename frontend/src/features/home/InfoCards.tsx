// The Cluster Information card (always shown) and the Cluster Health card (not for serverless
// clusters) of the dashboard.
import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { queryRequestState } from '../../api/queryState';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { clusterHealthRows, clusterInfoRows } from './cardRows';
import { useScreenQuery } from '../../api/screenQuery';
import { CLUSTER_HEALTH, CLUSTER_INFO, STATUS_REFRESH_MS } from './homeApi';
import { KeyValueList } from './KeyValueList';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function ClusterInfoCard({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const query = useScreenQuery(CLUSTER_INFO);
  const rows = query.data ? clusterInfoRows(query.data) : null;
  return (
    <Card title={t('home.info.title')}>
      <LoaderStatus state={queryRequestState(query)} uri={uri}>
        {rows && (
          <>
            <KeyValueList rows={rows.general} labels="home.info" />
            <Title order={4} size="h5" mt="sm">
              {t('home.info.version')}
            </Title>
            <KeyValueList rows={rows.version} labels="home.info" />
          </>
        )}
      </LoaderStatus>
    </Card>
  );
}

export function ClusterHealthCard({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const query = useScreenQuery(CLUSTER_HEALTH, undefined, { pollingInterval: STATUS_REFRESH_MS });
  return (
    <Card title={t('home.health.title')}>
      <LoaderStatus state={queryRequestState(query)} uri={uri}>
        {query.data && <KeyValueList rows={clusterHealthRows(query.data)} labels="home.health" />}
      </LoaderStatus>
    </Card>
  );
}
