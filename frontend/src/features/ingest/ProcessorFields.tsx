// The fields of an open processor card: the main options of its type (processorOptions.ts), the
// common options (`if`, `tag`, `ignore_failure`, `on_failure`) and the remaining options as JSON.
import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { CODE_INPUT } from './codeInput';
import { JsonTextarea } from './JsonTextarea';
import { MainOptionField } from './MainOptionField';
import type { ProcessorItem } from './processorModel';
import { mainOptionsOf } from './processorOptions';

interface ProcessorFieldsProps {
  id: string;
  item: ProcessorItem;
  onChange: (item: ProcessorItem) => void;
}

export function ProcessorFields({ id, item, onChange }: ProcessorFieldsProps) {
  const { t } = useTranslation();
  const options = mainOptionsOf(item.type);
  const set = (change: Partial<ProcessorItem>) => onChange({ ...item, ...change });
  return (
    <Stack gap="xs" id={id}>
      {options !== null && options.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: Math.min(options.length, 3) }} spacing="xs">
          {options.map((option) => (
            <MainOptionField
              key={option.key}
              option={option}
              value={item.main[option.key] ?? ''}
              onChange={(value) => set({ main: { ...item.main, [option.key]: value } })}
            />
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Textarea
          label={t('ingest.processor.condition')}
          autosize
          minRows={1}
          maxRows={6}
          styles={CODE_INPUT}
          value={item.condition}
          onChange={(event) => set({ condition: event.currentTarget.value })}
        />
        <TextInput
          label={t('ingest.processor.tag')}
          value={item.tag}
          onChange={(event) => set({ tag: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Checkbox
        label={t('ingest.processor.ignoreFailure')}
        checked={item.ignoreFailure}
        onChange={(event) => set({ ignoreFailure: event.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <JsonTextarea
          label={t(options === null ? 'ingest.processor.options' : 'ingest.processor.others')}
          value={item.others}
          kind="object"
          onChange={(others) => set({ others })}
        />
        <JsonTextarea
          label={t('ingest.processor.onFailure')}
          value={item.onFailure}
          kind="list"
          onChange={(onFailure) => set({ onFailure })}
        />
      </SimpleGrid>
    </Stack>
  );
}
