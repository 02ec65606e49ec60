// Where the documents go: an existing index, alias or data stream (a data stream takes creates
// only, which the form says), or a new index, whose name the engine's rules are checked against,
// with its shards, replicas and the mapping proposed from the file's first records.
import { useCallback, useMemo } from 'react';
import { Autocomplete, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { SegmentSwitch } from '../../../components/SegmentSwitch/SegmentSwitch';
import { indexNameProblem } from '../../../engine/indexNameRules';
import { useTranslation } from '../../../i18n/translate';
import type { FilePreview, ReadChoices } from './filePreview';
import type { TargetKind } from './importDraft';
import { useImportTargetNamesQuery } from './importTargetApi';
import { MappingProposal } from './MappingProposal';
import type { ImportForm } from './useImportForm';
import { settledValue } from './useSettled';

const KINDS: readonly TargetKind[] = ['existing', 'new'];
/** Names listed at once; typing finds the others. */
const LISTED_NAMES = 200;

export function ImportTargetFields({ form }: { form: ImportForm }) {
  const { t } = useTranslation();
  const { draft, change } = form;
  const preview = settledValue(form.preview);
  return (
    <Stack gap="xs">
      <SegmentSwitch
        aria-label={t('transfer.import.target.label')}
        data={KINDS.map((value) => ({ value, label: t(`transfer.import.target.${value}`) }))}
        value={draft.targetKind}
        onChange={(targetKind) => change({ targetKind })}
      />
      {draft.targetKind === 'existing' ? <ExistingTarget form={form} /> : <NewIndex form={form} />}
      {draft.targetKind === 'new' && preview && form.choices && (
        <ProposedMapping form={form} preview={preview} choices={form.choices} />
      )}
      <ErrorReason error={form.targetError} />
    </Stack>
  );
}

function ExistingTarget({ form }: { form: ImportForm }) {
  const { t } = useTranslation();
  const names = useImportTargetNamesQuery();
  const kind = form.target?.kind;
  return (
    <Autocomplete
      label={t('transfer.import.target.name')}
      data={names.data ?? []}
      limit={LISTED_NAMES}
      value={form.draft.index}
      onChange={(index) => form.change({ index })}
      description={
        kind === 'dataStream' || kind === 'alias' ? t(`transfer.import.target.${kind}`) : undefined
      }
      error={kind === 'missing' ? t('transfer.import.target.missing') : undefined}
      w={480}
    />
  );
}

function NewIndex({ form }: { form: ImportForm }) {
  const { t } = useTranslation();
  const { draft, change } = form;
  const name = draft.index.trim();
  const problem = name === '' ? null : indexNameProblem(name);
  const taken = problem === null && form.target !== undefined && form.target.kind !== 'missing';
  return (
    <Group gap="md" align="flex-start">
      <TextInput
        label={t('transfer.import.target.newName')}
        value={draft.index}
        onChange={(event) => change({ index: event.currentTarget.value })}
        error={
          problem
            ? t(`indices.newIndex.nameProblem.${problem}`)
            : taken
              ? t('transfer.import.target.exists')
              : undefined
        }
        w={320}
      />
      <NumberInput
        label={t('transfer.import.target.shards')}
        value={draft.shards}
        onChange={(shards) => change({ shards })}
        min={1}
        allowDecimal={false}
        w={120}
      />
      <NumberInput
        label={t('transfer.import.target.replicas')}
        value={draft.replicas}
        onChange={(replicas) => change({ replicas })}
        min={0}
        allowDecimal={false}
        w={120}
      />
    </Group>
  );
}

interface ProposedMappingProps {
  form: ImportForm;
  preview: FilePreview;
  choices: ReadChoices;
}

function ProposedMapping({ form, preview, choices }: ProposedMappingProps) {
  const { t } = useTranslation();
  const { change } = form;
  const { format, delimiter, quote, header } = choices;
  const csv = useMemo(
    () => (format === 'csv' ? { delimiter, quote, header } : undefined),
    [format, delimiter, quote, header],
  );
  const onChange = useCallback((mapping: string) => change({ mapping }), [change]);
  if (preview.sample.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('transfer.import.target.noSample')}
      </Text>
    );
  return (
    <MappingProposal
      sample={preview.sample}
      sampleText={preview.sampleText}
      format={format}
      csv={csv}
      existingMapping={null}
      value={form.draft.mapping}
      onChange={onChange}
    />
  );
}
