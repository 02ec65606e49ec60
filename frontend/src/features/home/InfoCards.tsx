// The Cluster Information card (always shown) and the Cluster Health card (not for serverless
// clusters) of the dashboard.
import { Title } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { queryRequestState } from '../../api/queryState';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { clusterHealthRows, clusterInfoRows } from './cardRows';
import { useScreenQuery } from '../../api/screenQuery';
import { CLUSTER_HEALTH, CLUSTER_INFO, STATUS_REFRESH_MS } from './homeApi';
import { HomeCard } from './HomeCard';
import { KeyValueList } from './KeyValueList';

export function ClusterInfoCard({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const query = useScreenQuery(CLUSTER_INFO);
  const rows = query.data ? clusterInfoRows(query.data) : null;
  return (
    <HomeCard title={t('home.info.title')}>
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
    </HomeCard>
  );
}

export function ClusterHealthCard({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const query = useScreenQuery(CLUSTER_HEALTH, undefined, { pollingInterval: STATUS_REFRESH_MS });
  return (
    <HomeCard title={t('home.health.title')}>
      <LoaderStatus state={queryRequestState(query)} uri={uri}>
        {query.data && <KeyValueList rows={clusterHealthRows(query.data)} labels="home.health" />}
      </LoaderStatus>
    </HomeCard>
  );
}
