// "Health, explained" where the cluster has no health report: the health rules over the answers
// the console reads anyway (cluster health, node statistics, shards, indices, cluster settings,
// the lifecycle explain, the snapshots), each shown as an indicator is, worst first, under a line
// that says why rules are shown. An answer the cluster refused leaves its rules unable to check;
// the others still show.
import { useMemo } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { runHealthRules, rulesStatus } from '../../../engine/diagnostics/healthRules';
import { useTranslation } from '../../../i18n/translate';
import { useHealthRuleInputsQuery } from './healthApi';
import { failedInput } from './healthView';
import { RuleCard } from './RuleCard';
import { StatusBadge } from './StatusBadge';

/** Why rules are shown: the engine has no report, it answered that it has none, or refused it. */
export type RulesReason = 'engine' | 'missing' | 'forbidden';

export function RulesView({ why, reason }: { why: RulesReason; reason?: string }) {
  const { t } = useTranslation();
  const query = useHealthRuleInputsQuery(undefined, { refetchOnMountOrArgChange: true });
  const gathering = query.data;
  const results = useMemo(() => (gathering ? runHealthRules(gathering.inputs) : []), [gathering]);
  return (
    <Stack gap="sm">
      <Alert color="blue" icon={<IconInfoCircle />} role="note">
        <Text size="sm">{t(`diagnostics.health.rulesWhy.${why}`)}</Text>
        {reason && (
          <Text size="sm" c="dimmed">
            {t('diagnostics.health.clusterSaid', { reason })}
          </Text>
        )}
      </Alert>
      <Group gap="sm">
        {gathering && (
          <Group gap={6}>
            <Text size="sm">{t('diagnostics.health.clusterStatus')}</Text>
            <StatusBadge status={rulesStatus(results, gathering.inputs.clusterHealth)} />
          </Group>
        )}
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('diagnostics.health.refresh')}
        </Button>
        {query.isFetching && <Loader size="xs" aria-label={t('diagnostics.health.loading')} />}
      </Group>
      <ErrorReason error={query.error} refused />
      {gathering &&
        results.map((result) => (
          <RuleCard
            key={result.id}
            result={result}
            failure={failedInput(result.id, gathering.failed)}
            groups={result.id === 'unassignedShards' ? gathering.unassigned : null}
          />
        ))}
    </Stack>
  );
}
