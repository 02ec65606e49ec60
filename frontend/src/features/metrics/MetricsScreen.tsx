// The Metrics screen: the cluster's (or one node's) statistics sampled live from _nodes/stats,
// drawn as charts with a shared crosshair, the thresholds crossed listed on top. Its address names
// the node and the range; a drag over a chart zooms every chart to what it covered.
import { useCallback, useMemo, useState } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { DISK_SETTINGS, useDiskWatermarks } from '../../api/diskApi';
import type { ScreenData } from '../../api/screenQuery';
import { CHARTS } from '../../engine/metrics/catalogue';
import type { TimeRange } from '../../engine/metrics/types';
import { useTranslation } from '../../i18n/translate';
import { formatBytes } from '../../lib/bytes';
import { useActiveClusterIndex, useAppDispatch, useAppSelector } from '../../store/hooks';
import { saveFile } from '../../components/DownloadButton/download';
import type { ChartThreshold } from '../../components/charts/chartOptions';
import {
  openMetricsSampling,
  useMetricsSelection,
  useMetricsSource,
  type MetricsSnapshot,
  type MetricsSource,
} from '../../components/metrics/useMetrics';
import {
  selectMetricsPreferences,
  setKeepMetricsHistory,
  setMetricsInterval,
} from '../../components/metrics/metricsPreferences';
import {
  METRICS_NODE_PARAM,
  METRICS_RANGE_PARAM,
  type MetricsRange,
} from '../../routing/screenPaths';
import { ChartCard } from './ChartCard';
import { MetricsAlerts } from './MetricsAlerts';
import { MetricsStatusLine } from './MetricsStatusLine';
import { MetricsToolbar } from './MetricsToolbar';
import { formatMetricTime } from './metricUnits';
import { shownRange, shownScope, thresholdMarks, visibleRange } from './metricsView';
import { useThresholdLabel } from './useThresholdLabel';

/**
 * The disk watermarks in force, for the disk chart's lines, and the first sample: the sampling
 * starts with the screen's opening.
 */
export const METRICS_DATA: ScreenData = {
  queries: [DISK_SETTINGS],
  also: () => openMetricsSampling,
};

/** The samples' CSV file name, after the newest time it holds. */
export function csvFileName(to: number): string {
  return `metrics-${new Date(to).toISOString().replace(/[:.]/g, '-')}.csv`;
}

/** Nodes and alerts of the history: the same arrays while they stay as they were. */
const selectNodes = (snapshot: MetricsSnapshot) => snapshot.history.nodes();
const selectAlerts = (snapshot: MetricsSnapshot) => snapshot.history.alerts();
const selectStatus = (snapshot: MetricsSnapshot) => snapshot.status;
/** Gaps alone (every sample failed) are nothing to show or export. */
const selectHeld = (snapshot: MetricsSnapshot) => snapshot.history.nodes().length > 0;
const selectBytes = (snapshot: MetricsSnapshot) => snapshot.history.bytes();

/** How much memory the history takes (more once a node joins, less once one is forgotten). */
function MetricsMemory({ source }: { source: MetricsSource }) {
  const { t } = useTranslation();
  const bytes = useMetricsSelection(source, selectBytes);
  return (
    <Text size="xs" c="dimmed">
      {t('metrics.memory', { size: formatBytes(bytes) })}
    </Text>
  );
}

/**
 * The screen renders again when what it shows of the samples changes (the nodes, the alerts, the
 * status, the disk's size for its watermark lines), not at every sample: each chart card follows
 * the samples itself.
 */
export function MetricsScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const clusterIndex = useActiveClusterIndex();
  const [params, setParams] = useSearchParams();
  const nodeParam = params.get(METRICS_NODE_PARAM);
  const scope = useMemo(() => shownScope(nodeParam), [nodeParam]);
  const rangeName = shownRange(params.get(METRICS_RANGE_PARAM));
  const source = useMetricsSource();
  const status = useMetricsSelection(source, selectStatus);
  const nodes = useMetricsSelection(source, selectNodes);
  const alerts = useMetricsSelection(source, selectAlerts);
  const held = useMetricsSelection(source, selectHeld);
  const diskTotal = useMetricsSelection(
    source,
    useCallback((snapshot: MetricsSnapshot) => snapshot.history.latest('fs.total', scope), [scope]),
  );
  const { intervalSeconds, keepHistory } = useAppSelector(selectMetricsPreferences);
  const { watermarks } = useDiskWatermarks();
  const [zoom, setZoom] = useState<TimeRange | null>(null);
  const [openedAt] = useState(() => Date.now());
  const thresholdLabel = useThresholdLabel();
  // Each chart's lines, made again only when the disk's size or the watermarks change.
  const thresholds = useMemo(
    () =>
      new Map(
        CHARTS.map((chart) => [
          chart.id,
          thresholdMarks(chart, diskTotal, watermarks).map((mark): ChartThreshold => ({
            value: mark.value,
            label: thresholdLabel(mark.kind),
          })),
        ]),
      ),
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
  // The export takes the samples in the range the charts show when it is clicked.
  const onExport = useCallback(() => {
    const samples = source.snapshot().history;
    const exported = visibleRange(rangeName, zoom, samples.span()?.to ?? null, openedAt);
    saveFile(samples.csv(exported), csvFileName(exported.to));
  }, [source, rangeName, zoom, openedAt]);
  const resetZoom = useCallback(() => setZoom(null), []);
  const spanText = zoom
    ? t('metrics.summary.between', {
        from: formatMetricTime(zoom.from),
        to: formatMetricTime(zoom.to),
      })
    : t(`metrics.summary.last.${rangeName}`);
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
              source={source}
              scope={scope}
              rangeName={rangeName}
              zoom={zoom}
              openedAt={openedAt}
              spanText={spanText}
              thresholds={thresholds.get(chart.id) ?? NO_THRESHOLDS}
              syncKey={`metrics-${clusterIndex}`}
              onZoom={setZoom}
              onResetZoom={resetZoom}
            />
          ))}
        </SimpleGrid>
      )}
      {held && <MetricsMemory source={source} />}
    </Stack>
  );
}

const NO_THRESHOLDS: readonly ChartThreshold[] = [];
