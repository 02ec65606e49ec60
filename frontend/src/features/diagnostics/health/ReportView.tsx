// The health report's overview: the cluster's status and each indicator, worst first. Refresh
// asks again no sooner than HEALTH_REPORT_MIN_INTERVAL_MS after the last answer (the report is
// expensive to compute); until then the button is disabled and says when it may ask.
import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import type { HealthReport } from '../../../engine/diagnostics/healthReport';
import { useTranslation } from '../../../i18n/translate';
import { dateTimeFormat, formatLocale } from '../../../lib/locale';
import type { ClusterErrorInfo } from '../../../api/errors';
import { nextAskAt } from './healthView';
import { IndicatorCard } from './IndicatorCard';
import { StatusBadge } from './StatusBadge';

export interface ReportViewProps {
  report: HealthReport | null;
  /** When the shown answer came (ms since the epoch); null before the first. */
  answeredAt: number | null;
  fetching: boolean;
  error: ClusterErrorInfo | undefined;
  onRefresh: () => void;
}

/** The time now, moved on when `until` passes, so that what waits for it shows again. */
function useNowUntil(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = until - Date.now();
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [until]);
  return now;
}

export function ReportView({ report, answeredAt, fetching, error, onRefresh }: ReportViewProps) {
  const { t } = useTranslation();
  const next = answeredAt === null ? 0 : nextAskAt(answeredAt);
  const now = useNowUntil(next);
  const waiting = now < next;
  const time = dateTimeFormat(formatLocale(), { timeStyle: 'medium' }).format(next);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {report?.status && (
          <Group gap={6}>
            <Text size="sm">{t('diagnostics.health.clusterStatus')}</Text>
            <StatusBadge status={report.status} />
          </Group>
        )}
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRefresh}
          disabled={waiting || fetching}
        >
          {t('diagnostics.health.refresh')}
        </Button>
        {waiting && (
          <Text size="sm" c="dimmed">
            {t('diagnostics.health.askAgainAt', { time })}
          </Text>
        )}
        {fetching && <Loader size="xs" aria-label={t('diagnostics.health.loading')} />}
      </Group>
      <ErrorReason error={error} refused />
      {report && report.indicators.length === 0 && (
        <Text size="sm">{t('diagnostics.health.noIndicators')}</Text>
      )}
      {report?.indicators.map((indicator) => (
        <IndicatorCard key={indicator.name} indicator={indicator} />
      ))}
    </Stack>
  );
}
