// The Metrics screen's choices: whose metrics (the cluster's or one node's, nodes listed with
// their roles, the ones gone marked), how often to sample, the range shown (with a way back
// from a zoom), keeping the last hour across reloads, and the samples as CSV.
import { memo } from 'react';
import { Button, Group, Select, Switch } from '@mantine/core';
import { IconDownload, IconZoomReset } from '@tabler/icons-react';
import type { KnownNode, MetricsScope } from '../../engine/metrics/types';
import { useTranslation, type TFunction } from '../../i18n/translate';
import { METRICS_RANGES, type MetricsRange } from '../../routing/screenPaths';
import { SegmentSwitch } from '../../components/SegmentSwitch/SegmentSwitch';

/** The intervals offered, in seconds (the preference takes any whole second from 1 to 60). */
export const INTERVAL_CHOICES = [1, 2, 5, 10, 15, 30, 60] as const;

/** The scope picker's value for the whole cluster. */
const CLUSTER = '';

/** The scope picker's choices: the cluster, then each node with its roles, absent ones said so. */
export function scopeChoices(
  t: TFunction,
  nodes: readonly KnownNode[],
  scope: MetricsScope,
): { value: string; label: string }[] {
  const choices = [{ value: CLUSTER, label: t('metrics.scope.cluster') }];
  for (const node of nodes) {
    const roles = node.roles.length > 0 ? node.roles.join(', ') : t('metrics.scope.noRoles');
    const key = node.present ? 'metrics.scope.node' : 'metrics.scope.absentNode';
    choices.push({ value: node.id, label: t(key, { name: node.name, roles }) });
  }
  if (scope.kind === 'node' && !nodes.some((node) => node.id === scope.id)) {
    choices.push({ value: scope.id, label: t('metrics.scope.unknownNode', { id: scope.id }) });
  }
  return choices;
}

interface MetricsToolbarProps {
  nodes: readonly KnownNode[];
  scope: MetricsScope;
  onScope: (nodeId: string | null) => void;
  intervalSeconds: number;
  onInterval: (seconds: number) => void;
  range: MetricsRange;
  onRange: (range: MetricsRange) => void;
  zoomed: boolean;
  onResetZoom: () => void;
  keepHistory: boolean;
  onKeepHistory: (keep: boolean) => void;
  onExport: () => void;
  canExport: boolean;
}

export const MetricsToolbar = memo(function MetricsToolbar(props: MetricsToolbarProps) {
  const { t } = useTranslation();
  const intervals = [...new Set([...INTERVAL_CHOICES, props.intervalSeconds])]
    .sort((a, b) => a - b)
    .map((seconds) => ({
      value: String(seconds),
      label: t('metrics.interval.seconds', { seconds }),
    }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('metrics.scope.label')}
        data={scopeChoices(t, props.nodes, props.scope)}
        value={props.scope.kind === 'node' ? props.scope.id : CLUSTER}
        onChange={(value) => props.onScope(value ? value : null)}
        allowDeselect={false}
        searchable
        w={320}
        size="xs"
      />
      <Select
        label={t('metrics.interval.label')}
        data={intervals}
        value={String(props.intervalSeconds)}
        onChange={(value) => value && props.onInterval(Number(value))}
        allowDeselect={false}
        w={110}
        size="xs"
      />
      <SegmentSwitch
        aria-label={t('metrics.range.label')}
        size="xs"
        data={METRICS_RANGES.map((value) => ({ value, label: t(`metrics.range.${value}`) }))}
        value={props.range}
        onChange={props.onRange}
      />
      {props.zoomed && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconZoomReset size={14} />}
          onClick={props.onResetZoom}
        >
          {t('metrics.range.reset')}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        onClick={props.onExport}
        disabled={!props.canExport}
      >
        {t('metrics.export')}
      </Button>
      <Switch
        size="xs"
        label={t('metrics.keepHistory')}
        checked={props.keepHistory}
        onChange={(event) => props.onKeepHistory(event.currentTarget.checked)}
      />
    </Group>
  );
});
