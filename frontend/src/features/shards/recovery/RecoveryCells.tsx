// Cells of the shard recovery table.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { orNotAvailable, recoveryTime, type Progress } from './recoveryFormat';
import { isStageInProgress, type RecoveryRow } from './recoveryRows';

export function IndexCell({ row }: { row: RecoveryRow }) {
  const { t } = useTranslation();
  const shard = t(row.primary ? 'shards.recovery.shardPrimary' : 'shards.recovery.shardReplica', {
    shard: row.shard,
  });
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
        {row.index}
      </Text>
      <Text size="xs">{shard}</Text>
      <Text size="xs" c="dimmed">
        {t('shards.recovery.type', { type: row.type })}
      </Text>
    </Stack>
  );
}

/** DONE in the normal colour, any other stage in the warning colour. */
export function StageCell({ stage }: { stage: string }) {
  return (
    <Text
      size="sm"
      c={isStageInProgress(stage) ? 'orange' : undefined}
      fw={isStageInProgress(stage) ? 600 : undefined}
    >
      {stage}
    </Text>
  );
}

export function EndpointCell({ node, host }: { node: string | null; host: string | null }) {
  const { t } = useTranslation();
  const na = t('shards.recovery.notAvailable');
  return (
    <Stack gap={0}>
      <Text size="sm">{orNotAvailable(node, na)}</Text>
      <Text size="xs" c="dimmed">
        {orNotAvailable(host, na)}
      </Text>
    </Stack>
  );
}

/** Start and stop time in the user's time zone, written the way the chosen language writes dates. */
export function TimeCell({ row }: { row: RecoveryRow }) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Stack gap={0}>
      <Text size="sm">{recoveryTime(row.startTimeInMillis, locale)}</Text>
      <Text size="xs" c="dimmed">
        {recoveryTime(row.stopTimeInMillis, locale)}
      </Text>
    </Stack>
  );
}

export function ProgressCell({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm">{progress.percent}</Text>
      <Text size="xs" c="dimmed">
        {t('shards.recovery.progress', { recovered: progress.recovered, total: progress.total })}
      </Text>
    </Stack>
  );
}
