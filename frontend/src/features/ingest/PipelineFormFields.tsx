// The form view of a pipeline: description, version, the processors in order (each a
// ProcessorCard, moved, removed, and added with AddProcessor) and the pipeline's own on failure
// as JSON. Keys the form has no field for are named: they are written back as they are.
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { moveItem } from '../../lib/moveItem';
import { AddProcessor } from './AddProcessor';
import { JsonTextarea } from './JsonTextarea';
import type { PipelineForm } from './pipelineForm';
import { ProcessorCard } from './ProcessorCard';
import { newProcessorItem, type ProcessorItem } from './processorModel';

interface PipelineFormFieldsProps {
  form: PipelineForm;
  onChange: (form: PipelineForm) => void;
}

export function PipelineFormFields({ form, onChange }: PipelineFormFieldsProps) {
  const { t } = useTranslation();
  const kept = Object.keys(form.rest);
  const setProcessors = (processors: ProcessorItem[]) => onChange({ ...form, processors });
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput
          label={t('ingest.editor.description')}
          value={form.description}
          onChange={(event) => onChange({ ...form, description: event.currentTarget.value })}
        />
        <TextInput
          label={t('ingest.editor.version')}
          maw={160}
          inputMode="numeric"
          value={form.version}
          error={/^\s*(-?\d+)?\s*$/.test(form.version) ? null : t('ingest.problem.version')}
          onChange={(event) => onChange({ ...form, version: event.currentTarget.value })}
        />
      </Group>
      <Text size="sm" fw={500}>
        {t('ingest.editor.processors')}
      </Text>
      {form.processors.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('ingest.editor.noProcessors')}
        </Text>
      )}
      {form.processors.map((item, index) => (
        <ProcessorCard
          key={item.id}
          item={item}
          number={index + 1}
          last={index === form.processors.length - 1}
          onChange={(next) =>
            setProcessors(form.processors.map((other) => (other.id === item.id ? next : other)))
          }
          onMove={(by) => setProcessors(moveItem(form.processors, index, by))}
          onRemove={() => setProcessors(form.processors.filter((other) => other.id !== item.id))}
        />
      ))}
      <AddProcessor onAdd={(type) => setProcessors([...form.processors, newProcessorItem(type)])} />
      <JsonTextarea
        label={t('ingest.editor.onFailure')}
        value={form.onFailure}
        kind="list"
        onChange={(onFailure) => onChange({ ...form, onFailure })}
      />
      {kept.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('ingest.editor.kept', { keys: kept.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
