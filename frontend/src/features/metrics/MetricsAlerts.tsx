// The thresholds crossed on the newest sample, above the charts: which node, what crossed, and
// links to the node's details (for heap, to its hot threads too).
import { memo } from 'react';
import { Alert, Anchor, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { MetricsAlert } from '../../engine/metrics/types';
import { useTranslation, type TFunction } from '../../i18n/translate';
import { formatPercent } from '../../lib/locale';
import { paths } from '../../routing/paths';
import { formatMetric } from './metricUnits';

/** What crossed, in words. */
export function alertText(t: TFunction, alert: MetricsAlert): string {
  const node = alert.nodeName;
  const percent = (value: number) => formatPercent(value, 0);
  switch (alert.kind) {
    case 'heap':
      return t('metrics.alerts.heap', {
        node,
        value: percent(alert.value),
        limit: percent(Number(alert.limit)),
      });
    case 'rejections':
      return t('metrics.alerts.rejections', {
        node,
        pool: alert.detail ?? '',
        value: formatMetric(t, 'perSecond', alert.value),
      });
    case 'breaker':
      return t('metrics.alerts.breaker', {
        node,
        breaker: alert.detail ?? '',
        value: percent(alert.value),
      });
    case 'disk': {
      const level = alert.limit === 'low' || alert.limit === 'high' ? alert.limit : 'flood';
      return t('metrics.alerts.disk', {
        node,
        value: percent(alert.value),
        watermark: t(`components.diskWatermarks.names.${level}`),
      });
    }
  }
}

interface MetricsAlertsProps {
  alerts: readonly MetricsAlert[];
  clusterIndex: number;
}

export const MetricsAlerts = memo(function MetricsAlerts({
  alerts,
  clusterIndex,
}: MetricsAlertsProps) {
  const { t } = useTranslation();
  if (alerts.length === 0) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle />}
      p="xs"
      title={t('metrics.alerts.title')}
      component="section"
      role="region"
      aria-label={t('metrics.alerts.title')}
    >
      <List size="sm" spacing={2}>
        {alerts.map((alert) => (
          <List.Item key={`${alert.nodeId}-${alert.kind}-${alert.detail ?? ''}`}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{alertText(t, alert)}</Text>
              <Anchor
                component={Link}
                size="sm"
                to={paths.nodes(clusterIndex, { node: alert.nodeId })}
              >
                {t('metrics.alerts.details', { node: alert.nodeName })}
              </Anchor>
              {alert.kind === 'heap' && (
                <Anchor
                  component={Link}
                  size="sm"
                  to={paths.nodes(clusterIndex, { node: alert.nodeId, tab: 'hotThreads' })}
                >
                  {t('metrics.alerts.hotThreads', { node: alert.nodeName })}
                </Anchor>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
});
