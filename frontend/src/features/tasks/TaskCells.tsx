// Cells of the tasks table. Cluster text is rendered as text only.
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCornerDownRight, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../components/WriteAccess/WriteButton';
import type { TaskProgress } from './taskProgress';
import type { TaskRow } from './taskRows';

const INDENT_PX = 16;

/** The action, indented by depth under its parent, with the task id below. */
export function ActionCell({ row }: { row: TaskRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" pl={row.depth * INDENT_PX}>
      {row.depth > 0 && (
        <IconCornerDownRight size={14} aria-label={t('tasks.child', { parent: row.parentId })} />
      )}
      <Stack gap={0}>
        <Text size="sm" fw={row.depth === 0 ? 600 : undefined} style={{ wordBreak: 'break-all' }}>
          {row.action}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {row.id}
        </Text>
      </Stack>
    </Group>
  );
}

export function NodeCell({ row }: { row: TaskRow }) {
  return (
    <Text size="sm" title={row.node} style={{ wordBreak: 'break-all' }}>
      {row.nodeName}
    </Text>
  );
}

/** Long descriptions (a bulk request's) show three lines; the whole text is the hover title. */
export function DescriptionCell({ description }: { description: string }) {
  return (
    <Text size="sm" lineClamp={3} title={description} style={{ wordBreak: 'break-word' }}>
      {description}
    </Text>
  );
}

/** Documents handled of the total as a bar, with created / updated / deleted and batches. */
export function ProgressCell({ progress }: { progress: TaskProgress | null }) {
  const { t } = useTranslation();
  if (!progress) return null;
  const percent = progress.percent ?? 0;
  const summary = t('tasks.progress.summary', { done: progress.done, total: progress.total });
  return (
    <Stack gap={2} miw={140}>
      <Progress value={percent} size="sm" aria-label={summary} />
      <Text size="xs">{summary}</Text>
      <Text size="xs" c="dimmed">
        {t('tasks.progress.detail', {
          created: progress.created,
          updated: progress.updated,
          deleted: progress.deleted,
          batches: progress.batches,
        })}
      </Text>
    </Stack>
  );
}

export interface CancelCellProps {
  row: TaskRow;
  cancelling: boolean;
  /** Why writes are not offered ('' when they are). */
  writeReason: string;
  onCancel: (row: TaskRow) => void;
}

/** 'Cancelling' once asked; Cancel for cancellable tasks; nothing otherwise. */
export function CancelCell({ row, cancelling, writeReason, onCancel }: CancelCellProps) {
  const { t } = useTranslation();
  if (cancelling || row.cancelled) {
    return (
      <Badge color="yellow" variant="light">
        {t('tasks.cancelling')}
      </Badge>
    );
  }
  if (!row.cancellable) return null;
  return (
    <WriteButton
      reason={writeReason}
      size="compact-xs"
      variant="light"
      color="red"
      leftSection={<IconPlayerStop size={12} />}
      onClick={() => onCancel(row)}
      aria-label={t('tasks.cancel.label', { id: row.id })}
    >
      {t('tasks.cancel.button')}
    </WriteButton>
  );
}
