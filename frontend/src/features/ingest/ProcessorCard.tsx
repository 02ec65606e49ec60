// One processor in the pipeline form: its number and type, buttons to move it up or down or
// remove it, and its fields (ProcessorFields). A collapsed card shows its type and one line of
// what is set instead of the fields.
import { useId, useState } from 'react';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconX,
} from '@tabler/icons-react';
import { useTranslation, type TFunction } from '../../i18n/translate';
import type { ProcessorItem } from './processorModel';
import { ProcessorFields } from './ProcessorFields';
import { processorSummary } from './processorSummary';

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

export function ProcessorCard(props: ProcessorCardProps) {
  const { item, number, onChange } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const named = { number, type: item.type };
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Paper withBorder p="xs" data-testid="processor-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <ActionIcon
              variant="subtle"
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={t('ingest.processor.toggle', named)}
              onClick={() => setOpen(!open)}
            >
              <Chevron size={16} />
            </ActionIcon>
            <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
              {t('ingest.processor.heading', named)}
            </Text>
          </Group>
          <CardActions {...props} />
        </Group>
        {open ? (
          <ProcessorFields id={bodyId} item={item} onChange={onChange} />
        ) : (
          <Summary id={bodyId} text={summaryText(t, item)} />
        )}
      </Stack>
    </Paper>
  );
}

function summaryText(t: TFunction, item: ProcessorItem): string {
  const text = processorSummary(item, {
    option: (key) => t(`ingest.options.${key}`),
    condition: t('ingest.processor.condition'),
    tag: t('ingest.processor.tag'),
  });
  return text === '' ? t('ingest.processor.nothingSet') : text;
}

function Summary({ id, text }: { id: string; text: string }) {
  return (
    <Text id={id} size="sm" truncate="end" title={text} data-testid="processor-summary">
      {text}
    </Text>
  );
}

function CardActions({ item, number, last, onMove, onRemove }: ProcessorCardProps) {
  const { t } = useTranslation();
  const named = { number, type: item.type };
  return (
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
  );
}
