// The Roll over dialog of a data stream: optional conditions (max age, docs, primary shard size),
// the exact request, a dry run that says which conditions are met, and the rollover itself. With
// conditions the engine rolls over only when one is met; the outcome says which happened.
import { useState } from 'react';
import { Button, Code, Group, List, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { rolloverPath } from '../../api/operations/dataStreams';
import { DialogForm, FormDialog } from '../../components/FormDialog/FormDialog';
import { isRecord } from '../../lib/storage';
import { useActiveCluster } from '../../store/hooks';
import { stringifyJson } from '../../lib/json';
import { ErrorReason } from '../../components/ErrorReason/ErrorReason';
import { useFeedback } from './useFeedback';
import { useRolloverMutation } from './dataStreamsApi';
import { rolloverBody, rolloverConditions, type RolloverConditionsInput } from './dataStreamRows';

interface RolloverDialogProps {
  /** The stream to roll over; null: closed. */
  name: string | null;
  onClose: () => void;
}

export function RolloverDialog({ name, onClose }: RolloverDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={name !== null}
      onClose={onClose}
      title={t('dataStreams.rollover.title', { name: name ?? '' })}
      size={560}
    >
      {name !== null && <RolloverForm name={name} onClose={onClose} />}
    </FormDialog>
  );
}

/** What a rollover answer says: the indices and whether it happened. */
interface Outcome {
  dryRun: boolean;
  rolledOver: boolean;
  oldIndex: string;
  newIndex: string;
  conditions: ReturnType<typeof rolloverConditions>;
}

function outcome(answer: unknown, dryRun: boolean): Outcome {
  const record = isRecord(answer) ? answer : {};
  const conditions = rolloverConditions(answer);
  return {
    dryRun,
    // A dry run never rolls over: it would when no condition was asked or one is met.
    rolledOver: dryRun
      ? conditions.length === 0 || conditions.some((condition) => condition.met)
      : record.rolled_over === true,
    oldIndex: typeof record.old_index === 'string' ? record.old_index : '',
    newIndex: typeof record.new_index === 'string' ? record.new_index : '',
    conditions,
  };
}

function RolloverForm({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const opensearch = useActiveCluster()?.distribution === 'opensearch';
  const [input, setInput] = useState<RolloverConditionsInput>({});
  const [rollover, state] = useRolloverMutation();
  const [result, setResult] = useState<Outcome | null>(null);
  const body = rolloverBody(input);
  const change = (next: RolloverConditionsInput) => {
    setInput(next);
    setResult(null);
    state.reset();
  };
  const send = async (dryRun: boolean) => {
    setResult(null);
    try {
      const answer = await rollover({ name, body, dryRun }).unwrap();
      const said = outcome(answer, dryRun);
      if (dryRun) return setResult(said);
      feedback.succeeded(
        said.rolledOver
          ? t('dataStreams.rollover.done', { name, index: said.newIndex })
          : t('dataStreams.rollover.notDone', { name }),
        answer,
      );
      onClose();
    } catch {
      // The dialog shows the reason itself.
    }
  };

  return (
    <DialogForm
      onSubmit={() => send(false)}
      canSubmit
      busy={state.isLoading}
      onClose={onClose}
      closeLabel={t('dataStreams.close')}
      submitLabel={t('dataStreams.rollover.submit')}
      error={<ErrorReason error={state.error} />}
      extraAction={
        <Button variant="light" onClick={() => void send(true)} disabled={state.isLoading}>
          {t('dataStreams.rollover.dryRun')}
        </Button>
      }
    >
      <Text size="sm">{t('dataStreams.rollover.intro')}</Text>
      <Group grow align="flex-start">
        <TextInput
          label={t('dataStreams.rollover.maxAge')}
          placeholder="7d"
          data-autofocus
          value={input.maxAge ?? ''}
          onChange={(event) => change({ ...input, maxAge: event.currentTarget.value })}
        />
        <NumberInput
          label={t('dataStreams.rollover.maxDocs')}
          placeholder="1000000"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={input.maxDocs ?? ''}
          onChange={(value) =>
            change({ ...input, maxDocs: typeof value === 'number' ? value : undefined })
          }
        />
        {/* OpenSearch knows only the index's size; Elasticsearch prefers its largest shard's. */}
        {opensearch ? (
          <TextInput
            label={t('dataStreams.rollover.maxSize')}
            placeholder="50gb"
            value={input.maxSize ?? ''}
            onChange={(event) => change({ ...input, maxSize: event.currentTarget.value })}
          />
        ) : (
          <TextInput
            label={t('dataStreams.rollover.maxPrimaryShardSize')}
            placeholder="50gb"
            value={input.maxPrimaryShardSize ?? ''}
            onChange={(event) =>
              change({ ...input, maxPrimaryShardSize: event.currentTarget.value })
            }
          />
        )}
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('dataStreams.request')}
        </Text>
        <Code block data-testid="rollover-request">
          {`POST ${rolloverPath({ name, dryRun: false })}${body ? `\n${stringifyJson(body, 2)}` : ''}`}
        </Code>
      </Stack>
      {result && <DryRunOutcome result={result} />}
    </DialogForm>
  );
}

function DryRunOutcome({ result }: { result: Outcome }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} role="status" data-testid="rollover-dry-run">
      <Text size="sm" fw={500}>
        {result.rolledOver
          ? t('dataStreams.rollover.wouldRoll', { index: result.newIndex })
          : t('dataStreams.rollover.wouldNotRoll')}
      </Text>
      {result.conditions.length > 0 && (
        <List size="sm" spacing={2}>
          {result.conditions.map(({ condition, met }) => (
            <List.Item
              key={condition}
              icon={
                met ? (
                  <IconCircleCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />
                ) : (
                  <IconCircleX size={16} color="var(--mantine-color-gray-6)" aria-hidden />
                )
              }
            >
              {t(met ? 'dataStreams.rollover.met' : 'dataStreams.rollover.notMet', {
                condition,
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
