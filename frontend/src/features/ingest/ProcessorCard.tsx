// One processor in the pipeline form: its number and type, buttons to move it up or down or
// remove it, the main options of its type as fields (processorOptions.ts), the common options
// (`if`, `tag`, `ignore_failure`, `on_failure`) and the remaining options as JSON.
import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { jsonFieldError } from './jsonFieldError';
import type { ProcessorItem } from './processorModel';
import { mainOptionsOf } from './processorOptions';
import { MainOptionField } from './MainOptionField';

interface ProcessorCardProps {
  item: ProcessorItem;
  /** Its place in the list, from 1. */
  number: number;
  last: boolean;
  onChange: (item: ProcessorItem) => void;
  /** -1 up, 1 down. */
  onMove: (by: number) => void;
  onRemove: () => void;
}

export function ProcessorCard({
  item,
  number,
  last,
  onChange,
  onMove,
  onRemove,
}: ProcessorCardProps) {
  const { t } = useTranslation();
  const named = { number, type: item.type };
  const options = mainOptionsOf(item.type);
  const set = (change: Partial<ProcessorItem>) => onChange({ ...item, ...change });
  return (
    <Paper withBorder p="xs" data-testid="processor-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
            {t('ingest.processor.heading', named)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              disabled={number === 1}
              aria-label={t('ingest.processor.moveUp', named)}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              disabled={last}
              aria-label={t('ingest.processor.moveDown', named)}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('ingest.processor.remove', named)}
              onClick={onRemove}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Group>
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
            ff="monospace"
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
          <Textarea
            label={t(options === null ? 'ingest.processor.options' : 'ingest.processor.others')}
            autosize
            minRows={2}
            maxRows={12}
            ff="monospace"
            value={item.others}
            error={jsonFieldError(t, item.others, 'object')}
            onChange={(event) => set({ others: event.currentTarget.value })}
          />
          <Textarea
            label={t('ingest.processor.onFailure')}
            autosize
            minRows={2}
            maxRows={12}
            ff="monospace"
            value={item.onFailure}
            error={jsonFieldError(t, item.onFailure, 'list')}
            onChange={(event) => set({ onFailure: event.currentTarget.value })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
