// The Hot threads tab: the sampling parameters, "Take sample", and the node's answer as plain
// text in a scrollable monospace block with its time and a copy button. The text is the
// cluster's: it is set as text content, never as HTML. A sample naming no busy thread says so
// above the node's header lines.
import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { DEFAULT_HOT_THREADS, type HotThreadsOptions } from '../../../api/operations/nodeStats';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import { formatDateTime } from '../../../lib/dates';
import { DetailsStatus } from './DetailsStatus';
import { hasHotThreads } from './hotThreads';
import { useLazyNodeHotThreadsQuery, type HotThreadsSample } from './nodeDetailsApi';

const MAX_THREADS = 100;
const MAX_INTERVAL_MS = 60_000;

const wholeNumber = (value: string | number, fallback: number) => {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : fallback;
};

function SampleText({ sample }: { sample: HotThreadsSample }) {
  const { t } = useTranslation();
  const empty = sample.text.trim() === '';
  const idle = !hasHotThreads(sample.text);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('nodeDetails.hotThreads.takenAt', { time: formatDateTime(sample.takenAt) })}
        </Text>
        {!empty && <CopyButton value={sample.text} />}
      </Group>
      {idle && <Text size="sm">{t('nodeDetails.hotThreads.none')}</Text>}
      {!empty && (
        <div
          role="region"
          aria-label={t('nodeDetails.hotThreads.sample')}
          tabIndex={0}
          style={{ maxHeight: '50vh', overflow: 'auto' }}
        >
          <pre style={{ margin: 0, fontSize: 'var(--mantine-font-size-xs)' }}>{sample.text}</pre>
        </div>
      )}
    </Stack>
  );
}

export function HotThreadsTab({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<HotThreadsOptions>(DEFAULT_HOT_THREADS);
  const [take, result] = useLazyNodeHotThreadsQuery();
  const update = (change: Partial<HotThreadsOptions>) =>
    setOptions((current) => ({ ...current, ...change }));
  // Every click takes a new sample, never the cached one.
  const sample = () => void take({ nodeId, ...options }, false);
  const shown = result.originalArgs?.nodeId === nodeId ? result : null;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <NumberInput
          size="xs"
          w={110}
          label={t('nodeDetails.hotThreads.threads')}
          min={1}
          max={MAX_THREADS}
          value={options.threads}
          onChange={(value) => update({ threads: wholeNumber(value, DEFAULT_HOT_THREADS.threads) })}
        />
        <NumberInput
          size="xs"
          w={140}
          label={t('nodeDetails.hotThreads.interval')}
          min={1}
          max={MAX_INTERVAL_MS}
          step={100}
          value={options.intervalMs}
          onChange={(value) =>
            update({ intervalMs: wholeNumber(value, DEFAULT_HOT_THREADS.intervalMs) })
          }
        />
        <Checkbox
          size="xs"
          mb={6}
          label={t('nodeDetails.hotThreads.ignoreIdle')}
          checked={options.ignoreIdleThreads}
          onChange={(event) => update({ ignoreIdleThreads: event.currentTarget.checked })}
        />
        <Button
          size="xs"
          leftSection={<IconFlame size={14} />}
          loading={shown?.isFetching}
          onClick={sample}
        >
          {t('nodeDetails.hotThreads.take')}
        </Button>
      </Group>
      {shown && (shown.isFetching || shown.isError || shown.data) && (
        <DetailsStatus isFetching={shown.isFetching} error={shown.error}>
          {shown.data && <SampleText sample={shown.data} />}
        </DetailsStatus>
      )}
    </Stack>
  );
}
