// The Roll over dialog of a data stream or of an alias with a write index: optional conditions
// (max age, documents, primary shard size; OpenSearch knows the index size instead), the exact
// request, and a dry run first, which says whether it would roll over and which conditions are
// met; then the rollover itself. With conditions the engine rolls over only when one is met; the
// outcome says which happened.
import { useState } from 'react';
import { Group, List, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { rolloverPath } from '../../api/operations/dataStreams';
import { useRolloverMutation } from '../../api/rolloverApi';
import { useEngine } from '../../engine/useEngine';
import { isRecord } from '../../lib/storage';
import { ErrorReason } from '../ErrorReason/ErrorReason';
import { RequestPreview } from '../RequestPreview/RequestPreview';
import type { Feedback } from '../Feedback/feedback';
import { DialogForm, FormDialog } from '../FormDialog/FormDialog';
import { rolloverBody, rolloverConditions, type RolloverConditionsInput } from './rollover';
import { indexNeed } from '../../engine/writeNeeds';

interface RolloverDialogProps {
  /** The data stream or alias to roll over; null: closed. */
  name: string | null;
  /** The aliases to choose from (an index's), `name` first chosen; none: `name` only. */
  choices?: readonly string[];
  feedback: Feedback;
  onClose: () => void;
}

export function RolloverDialog({ name, onClose, ...cluster }: RolloverDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={name !== null}
      onClose={onClose}
      title={
        (cluster.choices?.length ?? 0) > 1
          ? t('components.rollover.titleAlias')
          : t('components.rollover.title', { name: name ?? '' })
      }
      size={560}
    >
      {name !== null && <RolloverForm name={name} onClose={onClose} {...cluster} />}
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

function RolloverForm({
  name: given,
  choices = [],
  onClose,
  feedback,
}: { name: string; onClose: () => void } & Omit<RolloverDialogProps, 'name' | 'onClose'>) {
  const { t } = useTranslation();
  const [name, setName] = useState(given);
  // The size condition is max_size only where the engine has no primary shard conditions.
  const indexSize = !useEngine().rolloverShardConditions;
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
          ? t('components.rollover.done', { name, index: said.newIndex })
          : t('components.rollover.notDone', { name }),
        answer,
      );
      onClose();
    } catch {
      // The dialog shows the reason itself.
    }
  };

  return (
    <DialogForm
      need={indexNeed('rollover', name)}
      // A dry run first: the rollover is offered once its outcome for these conditions shows.
      onSubmit={() => send(result === null)}
      canSubmit
      busy={state.isLoading}
      onClose={onClose}
      closeLabel={t('components.rollover.close')}
      submitLabel={t(result === null ? 'components.rollover.dryRun' : 'components.rollover.submit')}
      error={<ErrorReason error={state.error} />}
    >
      {choices.length > 1 && (
        <Select
          label={t('components.rollover.alias')}
          data={[...choices]}
          value={name}
          allowDeselect={false}
          onChange={(value) => {
            if (value === null) return;
            setName(value);
            setResult(null);
            state.reset();
          }}
        />
      )}
      <Text size="sm">{t('components.rollover.intro')}</Text>
      <Group grow align="flex-start">
        <TextInput
          label={t('components.rollover.maxAge')}
          placeholder="7d"
          data-autofocus
          value={input.maxAge ?? ''}
          onChange={(event) => change({ ...input, maxAge: event.currentTarget.value })}
        />
        <NumberInput
          label={t('components.rollover.maxDocs')}
          placeholder="1000000"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={input.maxDocs ?? ''}
          onChange={(value) =>
            change({ ...input, maxDocs: typeof value === 'number' ? value : undefined })
          }
        />
        {/* OpenSearch and Elasticsearch before 7.13 know only the index's size; later
            Elasticsearch prefers its largest shard's. */}
        {indexSize ? (
          <TextInput
            label={t('components.rollover.maxSize')}
            placeholder="50gb"
            value={input.maxSize ?? ''}
            onChange={(event) => change({ ...input, maxSize: event.currentTarget.value })}
          />
        ) : (
          <TextInput
            label={t('components.rollover.maxPrimaryShardSize')}
            placeholder="50gb"
            value={input.maxPrimaryShardSize ?? ''}
            onChange={(event) =>
              change({ ...input, maxPrimaryShardSize: event.currentTarget.value })
            }
          />
        )}
      </Group>
      <RequestPreview
        request={{
          method: 'POST',
          path: rolloverPath({ name, dryRun: false }),
          body: body ?? undefined,
        }}
        testId="rollover-request"
      />
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
          ? t('components.rollover.wouldRoll', { index: result.newIndex })
          : t('components.rollover.wouldNotRoll')}
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
              {t(met ? 'components.rollover.met' : 'components.rollover.notMet', {
                condition,
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
