// Cells of the tasks table. Cluster text is rendered as text only.
import { Badge } from '@mantine/core';
import type { TFunction } from '../../i18n/translate';
import { IconCornerDownRight, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { WriteButton } from '../../components/WriteAccess/WriteButton';
import type { TaskProgress } from './taskProgress';
import type { TaskRow } from './taskRows';
import classes from './TaskCells.module.css';
import { WRITE_NEEDS } from '../../engine/writeNeeds';

const INDENT_PX = 16;

/** The action, indented by depth under its parent, with the task id below. */
export function ActionCell({ row, t }: { row: TaskRow; t: TFunction }) {
  return (
    <div className={classes.action} style={{ paddingLeft: row.depth * INDENT_PX }}>
      {row.depth > 0 && (
        <IconCornerDownRight size={14} aria-label={t('tasks.child', { parent: row.parentId })} />
      )}
      <div>
        <div
          className={row.depth === 0 ? `${classes.breakAll} ${classes.parent}` : classes.breakAll}
        >
          {row.action}
        </div>
        <div className={`${classes.breakAll} ${classes.dimmed}`}>{row.id}</div>
      </div>
    </div>
  );
}

export function NodeCell({ row }: { row: TaskRow }) {
  return (
    <span className={classes.breakAll} title={row.node}>
      {row.nodeName}
    </span>
  );
}

/** Long descriptions (a bulk request's) show three lines; the whole text is the hover title. */
export function DescriptionCell({ description }: { description: string }) {
  return (
    <div className={classes.description} title={description}>
      {description}
    </div>
  );
}

/** Documents handled of the total as a bar, with created / updated / deleted and batches. */
export function ProgressCell({ progress, t }: { progress: TaskProgress | null; t: TFunction }) {
  if (!progress) return null;
  const percent = Math.min(100, Math.max(0, progress.percent ?? 0));
  const summary = t('tasks.progress.summary', { done: progress.done, total: progress.total });
  return (
    <div className={classes.progress}>
      <div
        className={classes.track}
        role="progressbar"
        aria-label={summary}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div className={classes.bar} style={{ width: `${percent}%` }} />
      </div>
      <span className={classes.small}>{summary}</span>
      <span className={classes.dimmed}>
        {t('tasks.progress.detail', {
          created: progress.created,
          updated: progress.updated,
          deleted: progress.deleted,
          batches: progress.batches,
        })}
      </span>
    </div>
  );
}

export interface CancelCellProps {
  row: TaskRow;
  cancelling: boolean;
  /** Why writes are not offered (null when they are). */
  writeReason: string | null;
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
      need={WRITE_NEEDS.cancelTask}
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
