// A document's journey as a vertical list, one item per processor: its type, tag, status (a word
// as well as a colour), the `if` it was skipped by, its error, and what it changed.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { DiffList } from './DiffList';
import type { JourneyStep, StepStatus } from './journey';
import colours from './simulatorColours.module.css';
import { WRAP } from '../../../components/RequestPreview/wrap';

const STATUS_COLOURS: Record<StepStatus, string> = {
  success: 'green',
  error: 'red',
  error_ignored: 'orange',
  skipped: 'gray',
  dropped: 'grape',
  not_run: 'gray',
};

/** The status word's colour, darker than the badge's own where that falls short of 4.5:1. */
const STATUS_TEXT: Partial<Record<StepStatus, string>> = {
  success: colours.positive,
  skipped: colours.neutral,
  dropped: colours.dropped,
  not_run: colours.neutral,
};

function StepError({ step }: { step: JourneyStep }) {
  const { t } = useTranslation();
  if (!step.error) return null;
  const ignored = step.status === 'error_ignored';
  return (
    <Stack gap={0}>
      <Text size="sm" className={ignored ? colours.warning : colours.negative} style={WRAP}>
        {ignored
          ? t('ingest.simulator.ignoredError', { reason: step.error.reason })
          : t('ingest.simulator.error', { reason: step.error.reason })}
      </Text>
      {step.error.type && (
        <Text size="xs" c="dimmed">
          {t('ingest.simulator.errorType', { type: step.error.type })}
        </Text>
      )}
    </Stack>
  );
}

function Step({ step }: { step: JourneyStep }) {
  const { t } = useTranslation();
  const ran = step.status !== 'not_run' && step.status !== 'skipped';
  return (
    <Stack
      component="li"
      gap={4}
      pl="sm"
      py={4}
      data-status={step.status}
      style={{
        borderLeft: `3px solid var(--mantine-color-${STATUS_COLOURS[step.status]}-6)`,
        opacity: step.status === 'not_run' ? 0.6 : 1,
      }}
    >
      <Group gap="xs">
        <Text fw={600} size="sm">
          {step.processorType}
        </Text>
        {step.tag && <Text size="sm">{t('ingest.simulator.tag', { tag: step.tag })}</Text>}
        <Badge
          size="sm"
          variant="light"
          color={STATUS_COLOURS[step.status]}
          classNames={{ label: STATUS_TEXT[step.status] }}
        >
          {t(`ingest.simulator.status.${step.status}`)}
        </Badge>
        {step.pipeline && (
          <Badge size="sm" variant="outline" color="blue">
            {t('ingest.simulator.inPipeline', { name: step.pipeline })}
          </Badge>
        )}
        {step.onFailure && (
          <Badge size="sm" variant="outline" color="orange">
            {t('ingest.simulator.onFailure')}
          </Badge>
        )}
      </Group>
      {step.description && (
        <Text size="xs" c="dimmed" style={WRAP}>
          {step.description}
        </Text>
      )}
      {step.condition !== undefined && (
        <Text size="xs" style={WRAP}>
          {t('ingest.simulator.condition')}{' '}
          <Text span inherit ff="monospace">
            {step.condition}
          </Text>
        </Text>
      )}
      <StepError step={step} />
      {ran && (step.diff.length > 0 || step.status === 'success') && (
        <DiffList
          entries={step.diff}
          label={t('ingest.simulator.changes', { processor: step.tag ?? step.processorType })}
        />
      )}
    </Stack>
  );
}

export function StepList({ steps, label }: { steps: readonly JourneyStep[]; label: string }) {
  return (
    <Stack component="ol" gap={6} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {steps.map((step, i) => (
        <Step key={i} step={step} />
      ))}
    </Stack>
  );
}
