// The dashboard's status cards, refreshed every 10 s: cluster name and uuid,
// health, nodes, shards and indices; once they have their first answer, the Live card below them.
import { Group, SimpleGrid, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDatabase,
  IconLayoutGrid,
  IconServer2,
  IconStack2,
} from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { useActiveClusterIndex } from '../../store/hooks';
import { paths } from '../../routing/paths';
import { queryRequestState } from '../../api/queryState';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { formatBytes } from '../../lib/bytes';
import { HealthDetailsMenu } from './HealthDetailsMenu';
import { LiveCardSlot } from './LiveCardSlot';
import { useScreenQuery } from '../../api/screenQuery';
import { CLUSTER_HEALTH, CLUSTER_STATS, STATUS_REFRESH_MS } from './homeApi';
import { formatCount } from './numbers';
import { StatCard } from './StatCard';
import { WhyButton } from './WhyButton';
import type { StatusSummary } from './statusSummary';

/** The stats and health are polled while the dashboard shows. */
const POLLING = { pollingInterval: STATUS_REFRESH_MS };

interface StatusCardsProps {
  uuid: string;
  uri: string;
}

export function StatusCards({ uuid, uri }: StatusCardsProps) {
  const stats = useScreenQuery(CLUSTER_STATS, undefined, POLLING);
  const health = useScreenQuery(CLUSTER_HEALTH, undefined, POLLING);
  const summary = stats.data;
  return (
    <LoaderStatus state={queryRequestState(stats)} uri={uri}>
      {summary && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
            <ClusterCard name={summary.clusterName} uuid={uuid} />
            <HealthCard status={health.data?.status} failed={health.error !== undefined} />
            <CountCards summary={summary} />
          </SimpleGrid>
          <LiveCardSlot />
        </Stack>
      )}
    </LoaderStatus>
  );
}

function ClusterCard({ name, uuid }: { name: string; uuid: string }) {
  const { t } = useTranslation();
  return (
    <StatCard
      icon={<IconStack2 size={20} />}
      color="blue"
      label={t('home.cards.cluster')}
      headline={name}
      lines={[uuid]}
    />
  );
}

/** `failed`: the last health call failed; the Cluster Health card shows why. */
function HealthCard({ status, failed }: { status: string | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const unhealthy = status === 'yellow' || status === 'red';
  const color = status === 'green' ? 'green' : status === 'red' ? 'red' : 'yellow';
  return (
    <StatCard
      icon={
        status === 'green' ? (
          <IconCircleCheck size={20} aria-hidden />
        ) : (
          <IconAlertTriangle size={20} aria-hidden />
        )
      }
      color={color}
      label={t('home.cards.health')}
      headline={status ?? (failed ? '–' : '…')}
      extra={
        unhealthy ? (
          <Group gap={6}>
            <HealthDetailsMenu status={status} />
            <WhyButton status={status} />
          </Group>
        ) : null
      }
    />
  );
}

function CountCards({ summary }: { summary: StatusSummary }) {
  const { t, i18n } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const n = (value: number) => ({ count: value, value: formatCount(value, i18n.language) });
  const { nodes, shards, indices } = summary;
  return (
    <>
      <StatCard
        icon={<IconServer2 size={20} />}
        color="grape"
        label={t('home.cards.nodesLabel')}
        headline={t('home.cards.nodes', n(nodes.total))}
        to={paths.nodes(clusterIndex)}
        lines={[t('home.cards.master', n(nodes.master)), t('home.cards.data', n(nodes.data))]}
      />
      <StatCard
        icon={<IconLayoutGrid size={20} />}
        color="cyan"
        label={t('home.cards.shardsLabel')}
        headline={t('home.cards.shards', n(shards.total))}
        to={paths.shards(clusterIndex)}
        lines={[
          t('home.cards.primaries', n(shards.primaries)),
          t('home.cards.replicas', n(shards.replicas)),
        ]}
      />
      <StatCard
        icon={<IconDatabase size={20} />}
        color="orange"
        label={t('home.cards.indicesLabel')}
        headline={t('home.cards.indices', n(indices.count))}
        to={paths.indices(clusterIndex)}
        lines={[
          t('home.cards.docs', n(indices.docs)),
          t('home.cards.onDisk', { size: formatBytes(indices.bytes) }),
        ]}
      />
    </>
  );
}
