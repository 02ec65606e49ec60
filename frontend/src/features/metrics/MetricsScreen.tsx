// The Metrics screen: the cluster's (or one node's) statistics sampled live from _nodes/stats,
// drawn as charts with a shared crosshair, the thresholds crossed listed on top. Its address names
// the node and the range; a drag over a chart zooms every chart to what it covered.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { DISK_SETTINGS, useDiskWatermarks } from '../../api/diskApi';
import type { ScreenData } from '../../api/screenQuery';
import { CHARTS } from '../../engine/metrics/catalogue';
import type { ChartDef, TimeRange } from '../../engine/metrics/types';
import { useTranslation } from '../../i18n/translate';
import { formatBytes } from '../../lib/bytes';
import { useActiveClusterIndex, useAppDispatch, useAppSelector } from '../../store/hooks';
import { saveFile } from '../../components/DownloadButton/download';
import type { ChartThreshold } from '../../components/charts/chartOptions';
import { useMetrics } from '../../components/metrics/useMetrics';
import {
  selectMetricsPreferences,
  setKeepMetricsHistory,
  setMetricsInterval,
} from '../../components/metrics/metricsPreferences';
import { METRICS_NODE_PARAM, METRICS_RANGE_PARAM, type MetricsRange } from '../../routing/paths';
import { ChartCard } from './ChartCard';
import { MetricsAlerts } from './MetricsAlerts';
import { MetricsStatusLine } from './MetricsStatusLine';
import { MetricsToolbar } from './MetricsToolbar';
import { formatMetricTime } from './metricUnits';
import { shownRange, shownScope, thresholdMarks, visibleRange } from './metricsView';
import { useThresholdLabel } from './useThresholdLabel';
import { alertsKey, nodesKey, useSameContent } from './sameContent';

/** The disk watermarks in force, for the disk chart's lines (the samples come from the sampler). */
export const METRICS_DATA: ScreenData = { queries: [DISK_SETTINGS] };

/** The samples' CSV file name, after the newest time it holds. */
export function csvFileName(to: number): string {
  return `metrics-${new Date(to).toISOString().replace(/[:.]/g, '-')}.csv`;
}

export function MetricsScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const clusterIndex = useActiveClusterIndex();
  const [params, setParams] = useSearchParams();
  const nodeParam = params.get(METRICS_NODE_PARAM);
  const scope = useMemo(() => shownScope(nodeParam), [nodeParam]);
  const rangeName = shownRange(params.get(METRICS_RANGE_PARAM));
  const { history, status, version } = useMetrics();
  const { intervalSeconds, keepHistory } = useAppSelector(selectMetricsPreferences);
  const { watermarks } = useDiskWatermarks();
  const [zoom, setZoom] = useState<TimeRange | null>(null);
  const [openedAt] = useState(() => Date.now());
  const newest = history.span()?.to ?? null;
  const range = useMemo(
    () => visibleRange(rangeName, zoom, newest, openedAt),
    [rangeName, zoom, newest, openedAt],
  );
  const thresholdLabel = useThresholdLabel();
  const diskTotal = history.latest('fs.total', scope);
  const thresholdsOf = useCallback(
    (chart: ChartDef): ChartThreshold[] =>
      thresholdMarks(chart, diskTotal, watermarks).map((mark) => ({
        value: mark.value,
        label: thresholdLabel(mark.kind),
      })),
    [diskTotal, watermarks, thresholdLabel],
  );

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // The toolbar and the alerts render again only when what they show changes, not at every
  // sample: their handlers stay the same, and the export reads the newest samples when clicked.
  const onScope = useCallback(
    (node: string | null) => setParam(METRICS_NODE_PARAM, node),
    [setParam],
  );
  const onRange = useCallback(
    (next: MetricsRange) => {
      setZoom(null);
      setParam(METRICS_RANGE_PARAM, next);
    },
    [setParam],
  );
  const onInterval = useCallback(
    (seconds: number) => dispatch(setMetricsInterval(seconds)),
    [dispatch],
  );
  const onKeepHistory = useCallback(
    (keep: boolean) => dispatch(setKeepMetricsHistory(keep)),
    [dispatch],
  );
  const shown = useRef({ history, range });
  useLayoutEffect(() => {
    shown.current = { history, range };
  });
  const onExport = useCallback(() => {
    const { history: samples, range: exported } = shown.current;
    saveFile(samples.csv(exported), csvFileName(exported.to));
  }, []);
  const nodes = useSameContent(history.nodes(), nodesKey);
  const alerts = useSameContent(history.alerts(), alertsKey);
  const resetZoom = useCallback(() => setZoom(null), []);
  const spanText = zoom
    ? t('metrics.summary.between', {
        from: formatMetricTime(zoom.from),
        to: formatMetricTime(zoom.to),
      })
    : t(`metrics.summary.last.${rangeName}`);
  // Gaps alone (every sample failed) are nothing to show or export.
  const held = history.nodes().length > 0;
  const showCharts = held || status.state !== 'unsupported';

  return (
    <Stack gap="sm">
      <Title order={2}>{t('metrics.title')}</Title>
      <MetricsToolbar
        nodes={nodes}
        scope={scope}
        onScope={onScope}
        intervalSeconds={intervalSeconds}
        onInterval={onInterval}
        range={rangeName}
        onRange={onRange}
        zoomed={zoom !== null}
        onResetZoom={resetZoom}
        keepHistory={keepHistory}
        onKeepHistory={onKeepHistory}
        onExport={onExport}
        canExport={held}
      />
      <MetricsStatusLine status={status} intervalSeconds={intervalSeconds} />
      <MetricsAlerts alerts={alerts} clusterIndex={clusterIndex} />
      {showCharts && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
          {CHARTS.map((chart) => (
            <ChartCard
              key={chart.id}
              chart={chart}
              history={history}
              version={version}
              scope={scope}
              range={range}
              spanText={spanText}
              thresholds={thresholdsOf(chart)}
              syncKey={`metrics-${clusterIndex}`}
              onZoom={setZoom}
              onResetZoom={resetZoom}
            />
          ))}
        </SimpleGrid>
      )}
      {held && (
        <Text size="xs" c="dimmed">
          {t('metrics.memory', { size: formatBytes(history.bytes()) })}
        </Text>
      )}
    </Stack>
  );
}
