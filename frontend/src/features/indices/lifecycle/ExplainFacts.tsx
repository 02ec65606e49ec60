// The facts of the explain view: policy, phase (ILM) or state (ISM), action, step, age, the times
// the index entered them, and for a failed step what failed, why, how often the engine retried it
// and whether it retries by itself. Cluster text is shown as text only.
import { Alert, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { dateTimeFormat, formatLocale } from '../../../lib/locale';
import type { ExplainFacts as Facts } from './explainFacts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

const dateText = (millis: number | null): string | null =>
  millis === null ? null : dateTimeFormat(formatLocale(), DATE_TIME).format(new Date(millis));

type Fact = [label: string, value: string | null];

function FactTable({ facts, label }: { facts: Fact[]; label: string }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} aria-label={label}>
      <Table.Tbody>
        {facts
          .filter(([, value]) => value !== null)
          .map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w={180} fw={500}>
                {name}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

function whereFacts(t: TFunction, kind: LifecycleKind, facts: Facts): Fact[] {
  const entry = facts.entry!;
  const { times } = facts;
  return [
    [t('indices.lifecycle.explain.policy'), entry.policy],
    [t(`indices.lifecycle.explain.phase.${kind}`), entry.phase],
    [t('indices.lifecycle.explain.action'), entry.action],
    [t('indices.lifecycle.explain.step'), entry.step],
    [t('indices.lifecycle.explain.age'), entry.age],
    [t(`indices.lifecycle.explain.phaseTime.${kind}`), dateText(times.phase)],
    [t('indices.lifecycle.explain.actionTime'), dateText(times.action)],
    [t('indices.lifecycle.explain.stepTime'), dateText(times.step)],
  ];
}

function failureFacts(t: TFunction, facts: Facts): Fact[] {
  const entry = facts.entry!;
  const yesNo = (value: boolean | null) =>
    value === null
      ? null
      : t(value ? 'indices.lifecycle.explain.yes' : 'indices.lifecycle.explain.no');
  return [
    [t('indices.lifecycle.explain.failedStep'), entry.failedStep],
    [t('indices.lifecycle.explain.reason'), facts.reason],
    [
      t('indices.lifecycle.explain.retries'),
      entry.retryCount === null ? null : String(entry.retryCount),
    ],
    [t('indices.lifecycle.explain.autoRetry'), yesNo(facts.autoRetryable)],
  ];
}

export function ExplainFacts({ kind, facts }: { kind: LifecycleKind; facts: Facts }) {
  const { t } = useTranslation();
  if (!facts.entry)
    return (
      <Text size="sm" c="dimmed">
        {t('indices.lifecycle.explain.unmanaged')}
      </Text>
    );
  return (
    <>
      <FactTable facts={whereFacts(t, kind, facts)} label={t('indices.lifecycle.explain.where')} />
      {facts.entry.failed && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} />}
          title={t('indices.lifecycle.explain.failed')}
        >
          <FactTable facts={failureFacts(t, facts)} label={t('indices.lifecycle.explain.failed')} />
        </Alert>
      )}
    </>
  );
}
