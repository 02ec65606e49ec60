// One health rule's result, shown as an indicator is: its status (word and icon), what it checked,
// its threshold and where that comes from, and the resources it found (unassigned shards grouped
// by reason, with the allocation explain's answer for each group); or that it could not check,
// and why.
import { useId } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { errorReason, type ClusterErrorInfo } from '../../../api/errors';
import { UnassignedGroupList } from '../../../components/AllocationExplain/UnassignedGroupList';
import type { UnassignedGroup } from '../../../components/AllocationExplain/unassignedGroups';
import { WRAP } from '../../../components/RequestPreview/wrap';
import type { HealthRuleResult, RuleThreshold } from '../../../engine/diagnostics/healthRuleTypes';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { paths } from '../../../routing/paths';
import { useActiveClusterIndex, useEngineName } from '../../../store/hooks';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { ResourceList } from './ResourceList';
import { StatusBadge } from './StatusBadge';

function thresholdText(t: TFunction, threshold: RuleThreshold): string {
  const value = String(threshold.value);
  if (threshold.from.kind === 'documented')
    return t('diagnostics.health.thresholdDocumented', { value });
  return t(`diagnostics.health.thresholdSetting.${threshold.from.source}`, {
    value,
    setting: threshold.from.setting,
  });
}

export function RuleCard({
  result,
  failure,
  groups = null,
}: {
  result: HealthRuleResult;
  /** The refused answer the rule needed, if any. */
  failure: ClusterErrorInfo | null;
  /** For the unassigned shards: their groups by reason, explained. */
  groups?: readonly UnassignedGroup[] | null;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { measures } = result;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {t(`diagnostics.health.rule.${result.id}.title`)}
          </Title>
          <StatusBadge status={result.status} />
        </Group>
        {result.status === 'unknown' ? (
          <Text size="sm" style={WRAP}>
            {failure
              ? t('diagnostics.health.couldNotCheck', { reason: errorReason(failure).reason })
              : t('diagnostics.health.notChecked')}
          </Text>
        ) : (
          <>
            <Text size="sm" style={WRAP}>
              {t(`diagnostics.health.rule.${result.id}.checked`, { checked: result.checked })}
            </Text>
            {measures.limit !== undefined && (
              <Text size="sm">
                {t('diagnostics.health.shardsUsed', {
                  used: measures.used ?? 0,
                  limit: measures.limit,
                })}
              </Text>
            )}
            {result.threshold && (
              <Text size="sm" c="dimmed" style={WRAP}>
                {thresholdText(t, result.threshold)}
              </Text>
            )}
            {result.resources.length === 0 ? (
              <Text size="sm">{t('diagnostics.health.nothingFound')}</Text>
            ) : groups && groups.length > 0 ? (
              <ExplainedGroups groups={groups} />
            ) : (
              <ResourceList resources={result.resources} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The unassigned shards by reason, explained; the retry offered as the cluster's access allows. */
function ExplainedGroups({ groups }: { groups: readonly UnassignedGroup[] }) {
  const clusterIndex = useActiveClusterIndex();
  const engine = useEngineName();
  const writeReason = useWriteAccess().reason;
  return (
    <UnassignedGroupList
      groups={groups}
      shardsPath={(index) => paths.shards(clusterIndex, { index })}
      writeReason={writeReason}
      engine={engine}
    />
  );
}
