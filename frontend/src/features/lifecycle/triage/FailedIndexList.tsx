// The index names of one failure group, the first few drawn and the rest a step at a time on
// request, so a group of thousands costs no more than one of twenty. Each names its policy, its
// phase (ILM) or state (ISM) and the engine's own retries, and may be retried alone.
import { memo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import type { LifecycleKind, ManagedIndex } from '../../../engine/lifecycle';
import { FIRST_NAMES, MORE_NAMES, nextStep } from './failedView';

interface FailedIndexListProps {
  kind: LifecycleKind;
  indices: readonly ManagedIndex[];
  /** Retries one index; null offers no retry (writes not offered). */
  onRetry: ((index: string) => void) | null;
  /** The index whose retry runs, if one does. */
  pending: string | null;
  /** A retry runs somewhere: no other starts meanwhile. */
  busy: boolean;
}

function details(t: TFunction, kind: LifecycleKind, entry: ManagedIndex): string {
  const parts = [entry.policy];
  if (entry.phase !== null) parts.push(t(`lifecycle.triage.phase.${kind}`, { phase: entry.phase }));
  if (entry.retryCount !== null && entry.retryCount > 0)
    parts.push(t('lifecycle.triage.retries', { count: entry.retryCount }));
  return parts.join(' · ');
}

export const FailedIndexList = memo(function FailedIndexList({
  kind,
  indices,
  onRetry,
  pending,
  busy,
}: FailedIndexListProps) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(FIRST_NAMES);
  const drawn = indices.length > limit ? indices.slice(0, limit) : indices;
  const left = indices.length - drawn.length;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {drawn.map((entry) => (
        <Group key={entry.index} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {entry.index}
            </Text>
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {details(t, kind, entry)}
            </Text>
          </Stack>
          {onRetry && (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={t('lifecycle.triage.retryIndex', { index: entry.index })}
              loading={pending === entry.index}
              disabled={busy && pending !== entry.index}
              onClick={() => onRetry(entry.index)}
            >
              {t('lifecycle.triage.retry')}
            </Button>
          )}
        </Group>
      ))}
      {left > 0 && (
        <li>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setLimit(limit + nextStep(limit, indices.length, MORE_NAMES))}
          >
            {t('lifecycle.triage.more', { count: left })}
          </Button>
        </li>
      )}
    </Stack>
  );
});
