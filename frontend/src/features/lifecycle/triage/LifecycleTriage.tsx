// The lifecycle screen's view of the failed indices (ILM on Elasticsearch, ISM on OpenSearch):
// every index whose policy step failed, grouped by the failed step and the cluster's reason, the
// largest group first, each retried at once or index by index after one question. A filter
// narrows the groups to index names; a calm sentence says when nothing failed. It reads only its
// `kind` and the managed indices query, so it can be mounted anywhere.
import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { useManagedIndicesQuery, type ManagedIndicesList } from '../../../api/lifecycleApi';
import { queryRequestState } from '../../../api/queryState';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { FilterInput } from '../../../components/Filter/FilterInput';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { ReloadButton } from '../../../components/ReloadButton/ReloadButton';
import { FailureGroupCard } from './FailureGroupCard';
import {
  failedIndexCount,
  FIRST_GROUPS,
  matchingGroups,
  MORE_GROUPS,
  nextStep,
} from './failedView';
import { RetryOutcomeAlert } from './RetryOutcomeAlert';
import { useRetryFailed, type RetryFailed } from './useRetryFailed';

export function LifecycleTriage({ kind }: { kind: LifecycleKind }) {
  const { t } = useTranslation();
  const query = useManagedIndicesQuery(kind);
  const [filter, setFilter] = useState('');
  const retry = useRetryFailed(kind);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <FilterInput
          value={filter}
          onChange={setFilter}
          label={t('lifecycle.triage.filter')}
          placeholder={t('lifecycle.triage.filterPlaceholder')}
        />
        <ReloadButton onReload={() => query.refetch()} loading={query.isFetching} />
      </Group>
      {retry.outcome && <RetryOutcomeAlert outcome={retry.outcome} onClose={retry.dismiss} />}
      <LoaderStatus state={queryRequestState(query)}>
        {query.data && (
          <FailureGroups kind={kind} list={query.data} filter={filter} retry={retry} />
        )}
      </LoaderStatus>
    </Stack>
  );
}

interface FailureGroupsProps {
  kind: LifecycleKind;
  list: ManagedIndicesList;
  filter: string;
  retry: RetryFailed;
}

function FailureGroups({ kind, list, filter, retry }: FailureGroupsProps) {
  const { t } = useTranslation();
  const writeReason = useWriteAccess().reason;
  const groups = list.failures;
  const total = useMemo(() => failedIndexCount(groups), [groups]);
  const shown = useMemo(() => matchingGroups(groups, filter), [groups, filter]);
  const [limit, setLimit] = useState(FIRST_GROUPS);
  if (total === 0) return <NothingFailed managed={list.indices.length} />;
  const drawn = shown.length > limit ? shown.slice(0, limit) : shown;
  const left = shown.length - drawn.length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('lifecycle.triage.summary', { count: total })}
      </Text>
      {shown.length === 0 && <Text size="sm">{t('lifecycle.triage.noMatch')}</Text>}
      {drawn.map((entry) => (
        <FailureGroupCard
          key={entry.group.key}
          kind={kind}
          shown={entry}
          writeReason={writeReason}
          pending={retry.pending}
          onRetry={retry.retry}
          filtered={filter.trim() !== ''}
        />
      ))}
      {left > 0 && (
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => setLimit(limit + nextStep(limit, shown.length, MORE_GROUPS))}
          >
            {t('lifecycle.triage.moreGroups', {
              count: nextStep(limit, shown.length, MORE_GROUPS),
            })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function NothingFailed({ managed }: { managed: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <IconCircleCheck size={18} color="var(--mantine-color-green-6)" aria-hidden />
      <Text size="sm">
        {managed === 0
          ? t('lifecycle.triage.noneManaged')
          : t('lifecycle.triage.empty', { count: managed })}
      </Text>
    </Group>
  );
}
