// One group of the triage view: the indices whose lifecycle failed at the same step for the same
// reason. It says which step (ILM's failed step, ISM's action), why (the cluster's words, shown
// as text), under which policies and how many indices, lists their names, and retries them all
// at once or one by one. Without writes it says why instead of retrying.
import { memo, useCallback } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconRefreshAlert } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import { FailedIndexList } from './FailedIndexList';
import type { ShownGroup } from './failedView';
import { WRAP } from '../../../components/RequestPreview/wrap';

/** The keys of running retries: a whole group, or one index. */
const INDEX_KEY = 'index:';
const groupRetryKey = (groupKey: string) => `group:${groupKey}`;
const indexRetryKey = (index: string) => `${INDEX_KEY}${index}`;

interface FailureGroupCardProps {
  kind: LifecycleKind;
  shown: ShownGroup;
  /** Why writes are not offered; null offers the retries. */
  writeReason: string | null;
  /** The key of the retry running anywhere in the view, if one is. */
  pending: string | null;
  onRetry: (key: string, indices: readonly string[]) => void;
  /** The filter narrowed the group to `shown.matches`. */
  filtered: boolean;
}

export const FailureGroupCard = memo(function FailureGroupCard({
  kind,
  shown: { group, matches },
  writeReason,
  pending,
  onRetry,
  filtered,
}: FailureGroupCardProps) {
  const { t } = useTranslation();
  const count = group.indices.length;
  const step = group.failedStep ?? t('lifecycle.triage.unknownStep');
  const groupKey = groupRetryKey(group.key);
  const retryAll = () =>
    onRetry(
      groupKey,
      group.indices.map((entry) => entry.index),
    );
  const retryOne = useCallback(
    (index: string) => onRetry(indexRetryKey(index), [index]),
    [onRetry],
  );
  const pendingIndex = pending?.startsWith(INDEX_KEY) ? pending.slice(INDEX_KEY.length) : null;
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-label={t('lifecycle.triage.groupLabel', { step, count })}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t(`lifecycle.triage.step.${kind}`)}
            </Text>
            <Text fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
              {step}
            </Text>
            <Badge color="red" variant="light">
              {t('lifecycle.triage.count', { count })}
            </Badge>
          </Group>
          <WriteButton
            size="xs"
            variant="light"
            leftSection={<IconRefreshAlert size={14} />}
            reason={writeReason}
            loading={pending === groupKey}
            disabled={pending !== null && pending !== groupKey}
            onClick={retryAll}
          >
            {t('lifecycle.triage.retryAll')}
          </WriteButton>
        </Group>
        <Text size="sm" style={WRAP}>
          {group.reason ?? t('lifecycle.triage.noReason')}
        </Text>
        <Text size="xs" c="dimmed" style={WRAP}>
          {t('lifecycle.triage.policies', {
            count: group.policies.length,
            policies: group.policies.join(', '),
          })}
        </Text>
        {filtered && (
          <Text size="xs" c="dimmed">
            {t('lifecycle.triage.matching', { count, matched: matches.length })}
          </Text>
        )}
        <FailedIndexList
          kind={kind}
          indices={matches}
          onRetry={writeReason === null ? retryOne : null}
          pending={pendingIndex}
          busy={pending !== null}
        />
      </Stack>
    </Card>
  );
});
