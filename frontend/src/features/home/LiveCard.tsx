// The dashboard's Live card: the cluster's heap (its highest node) and its indexing and search
// rates over the last 15 minutes, each with its newest value and a link to the Metrics screen,
// from the page's one metrics sampler (the nodes table and the Metrics screen share its requests).
// It shows nothing on an engine that does not serve node statistics.
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Sparkline } from '../../components/charts/Sparkline';
import {
  sparklineFailure,
  sparklineName,
  sparklinesShown,
  SPARKLINES,
  type SparklineDef,
} from '../../components/metrics/sparklineSeries';
import { useMetrics } from '../../components/metrics/useMetrics';
import { useSparkline } from '../../components/metrics/useSparkline';
import type { MetricsHistoryView, MetricsScope } from '../../engine/metrics/types';
import { useTranslation } from '../../i18n/translate';
import { paths } from '../../routing/paths';
import { useActiveClusterIndex } from '../../store/hooks';
import { SmallLink } from '../../components/PlainControls/plainLayout';

const CLUSTER: MetricsScope = { kind: 'cluster' };

/** Points drawn per line: about one per 2 px. */
const POINTS = 60;

export function LiveCard() {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const snapshot = useMetrics();
  if (!sparklinesShown(snapshot)) return null;
  const title = t('metrics.sparklines.title');
  const failure = sparklineFailure(t, snapshot);
  const to = paths.metrics(clusterIndex, { range: '15m' });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          <SmallLink to={to}>{t('metrics.sparklines.openMetrics')}</SmallLink>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {SPARKLINES.map((def) => (
            <LiveTile
              key={def.key}
              def={def}
              history={snapshot.history}
              version={snapshot.version}
              to={to}
            />
          ))}
        </SimpleGrid>
        {failure && (
          <Text size="sm" c="dimmed">
            {failure}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

interface LiveTileProps {
  def: SparklineDef;
  history: MetricsHistoryView;
  /** The sampler's version: the figures are read again when it changes. */
  version: number;
  to: string;
}

function LiveTile({ def, history, version, to }: LiveTileProps) {
  const { t } = useTranslation();
  const line = useSparkline(history, version, def, CLUSTER, POINTS);
  return (
    <Stack gap={2}>
      <SmallLink to={to}>{sparklineName(t, def.key, CLUSTER)}</SmallLink>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text fw={600} size="lg">
          {line.nowText}
        </Text>
        <Sparkline values={line.values} label={line.label} width={120} height={28} />
      </Group>
    </Stack>
  );
}
