// What the sampling is doing, in one line above the charts: sampling, paused while the tab is
// hidden, failed with the cluster's reason (the charts keep what they have), or not served by
// this cluster at all.
import { Alert, Group, Text } from '@mantine/core';
import {
  IconActivity,
  IconAlertTriangle,
  IconInfoCircle,
  IconPlayerPause,
} from '@tabler/icons-react';
import type { SamplerStatus } from '../../components/metrics/useMetrics';
import { errorReason } from '../../api/errors';
import { useTranslation } from '../../i18n/translate';

interface MetricsStatusLineProps {
  status: SamplerStatus;
  intervalSeconds: number;
}

export function MetricsStatusLine({ status, intervalSeconds }: MetricsStatusLineProps) {
  const { t } = useTranslation();
  switch (status.state) {
    case 'idle':
      return null;
    case 'sampling':
      return (
        <Group gap={6} role="status">
          <IconActivity size={16} color="var(--mantine-color-green-filled)" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('metrics.status.sampling', { seconds: intervalSeconds })}
          </Text>
        </Group>
      );
    case 'paused':
      return (
        <Group gap={6} role="status">
          <IconPlayerPause size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('metrics.status.paused')}
          </Text>
        </Group>
      );
    case 'failed':
      return (
        <Alert color="yellow" icon={<IconAlertTriangle />} p="xs" role="status">
          {t('metrics.status.failed', { reason: errorReason(status.error).reason })}
        </Alert>
      );
    case 'unsupported':
      return (
        <Alert color="blue" icon={<IconInfoCircle />} p="xs" role="status">
          {t('metrics.status.unsupported', {
            status: status.error.status > 0 ? status.error.status : status.error.message,
            reason: errorReason(status.error).reason,
          })}
        </Alert>
      );
  }
}
