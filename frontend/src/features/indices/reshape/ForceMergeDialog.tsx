// The Force merge dialog: merge each shard down to a number of segments, or only expunge the
// deleted documents (the engines refuse both at once). It shows the segments now (for every index
// of the cluster, only when asked: that count reads every segment) and the exact request. Where the
// engine takes it, the request has wait_for_completion=false: the engine answers with a task,
// which a notification follows to its end with the segments after (useForceMergeProgress). Older
// engines, and an unknown version, get the plain request: the engine answers once the merge is
// over, with the shards merged, shown as over straight away.
import { useState } from 'react';
import { Button, Code, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { startedTaskId } from '../../../api/operations/taskStatus';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { DialogForm, FormDialog } from '../../../components/FormDialog/FormDialog';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { renderMessage, targetMessage } from '../actions/actionMessages';
import { actionTarget } from '../actions/bulk';
import { forceMergeRequest } from './forceMerge';
import { useEngine } from '../../../engine/useEngine';
import { requestText } from './reshapeMessages';
import { useForceMergeMutation, useSegmentCountQuery } from './reshapeApi';
import { useForceMergeProgress } from './useForceMergeProgress';
import { indexNeed } from '../../../engine/writeNeeds';

interface ForceMergeDialogProps {
  /** The indices to merge; null closes the dialog. */
  indices: readonly string[] | null;
  onClose: () => void;
}

export function ForceMergeDialog({ indices, onClose }: ForceMergeDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={indices !== null}
      onClose={onClose}
      title={t('indices.forceMergeDialog.title')}
      size={600}
      maw="95vw"
    >
      {indices !== null && <ForceMergeForm indices={indices} onClose={onClose} />}
    </FormDialog>
  );
}

/** What became of the request: a task followed, or a merge done at once. */
type Started = { kind: 'task'; task: string } | { kind: 'merged' };

function ForceMergeForm({ indices, onClose }: { indices: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const writeReason = useWriteAccess().reason;
  // Before a cluster is connected the profile's version is unknown, which takes no task.
  const asTask = useEngine().forceMergeTask;
  const [maxSegments, setMaxSegments] = useState<number | undefined>(1);
  const [expunge, setExpunge] = useState(false);
  const [started, setStarted] = useState<Started | null>(null);
  const [before, setBefore] = useState<number | null>(null);
  const [merge, state] = useForceMergeMutation();
  // Every index of the cluster: counted only when asked.
  const [countAsked, setCountAsked] = useState(indices.length > 0);
  const segments = useSegmentCountQuery(indices, {
    skip: !countAsked,
    refetchOnMountOrArgChange: true,
  });
  const { followMerge, showMerged } = useForceMergeProgress();
  const request = forceMergeRequest(indices, {
    maxNumSegments: maxSegments,
    onlyExpungeDeletes: expunge ? true : undefined,
    asTask,
  });
  const problem = typeof request === 'string' ? request : null;

  const submit = async () => {
    if (typeof request === 'string') return;
    // The count shown when the merge is sent is the count before it.
    const counted = !countAsked || segments.isFetching ? null : (segments.data ?? null);
    try {
      const answer = await merge(request).unwrap();
      const task = startedTaskId(answer);
      setBefore(counted);
      if (task === null) showMerged(indices, answer, counted);
      else followMerge(indices, task, counted);
      setStarted(task === null ? { kind: 'merged' } : { kind: 'task', task });
    } catch {
      // The dialog shows the reason itself.
    }
  };

  return (
    <DialogForm
      need={indices.map((index) => indexNeed('forcemerge', index))}
      onSubmit={submit}
      canSubmit={problem === null && writeReason === null}
      busy={state.isLoading}
      onClose={onClose}
      closeLabel={t('indices.dialog.close')}
      submitLabel={started ? null : t('indices.forceMergeDialog.submit')}
      error={<ErrorReason error={state.error} />}
    >
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {renderMessage(t, targetMessage(actionTarget(indices)))}
      </Text>
      <Group grow align="flex-end">
        <NumberInput
          label={t('indices.forceMergeDialog.maxNumSegments')}
          description={t('indices.forceMergeDialog.maxNumSegmentsHint')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          disabled={started !== null}
          value={maxSegments ?? ''}
          onChange={(value) => setMaxSegments(typeof value === 'number' ? value : undefined)}
        />
        <Switch
          label={t('indices.forceMergeDialog.onlyExpungeDeletes')}
          disabled={started !== null}
          checked={expunge}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setExpunge(checked);
            // The engines take no segment count with it.
            if (checked) setMaxSegments(undefined);
          }}
          mb={8}
        />
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {t(`indices.forceMergeDialog.problem.${problem}`)}
        </Text>
      )}
      <Segments
        count={
          !countAsked
            ? 'notCounted'
            : segments.isFetching
              ? 'counting'
              : segments.error
                ? 'failed'
                : (segments.data ?? 0)
        }
        before={started ? before : null}
        onCount={() => setCountAsked(true)}
        onCountAgain={started && countAsked ? () => void segments.refetch() : null}
      />
      {typeof request !== 'string' && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('indices.forceMergeDialog.request')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {requestText(request)}
          </Code>
        </Stack>
      )}
      {writeReason !== null && (
        <Text size="sm" c="dimmed">
          {writeReason}
        </Text>
      )}
      {started && (
        <Text size="sm" role="status">
          {started.kind === 'task'
            ? t('indices.forceMergeDialog.started', { task: started.task })
            : t('indices.forceMergeDialog.mergedAtOnce')}
        </Text>
      )}
    </DialogForm>
  );
}

interface SegmentsProps {
  /** The segments now, or the state of their count ('notCounted': not asked for yet). */
  count: number | 'counting' | 'failed' | 'notCounted';
  /** The segments before the merge, once it started. */
  before: number | null;
  /** Counts for the first time; offered while not counted. */
  onCount: () => void;
  /** Counts again; offered once the merge started. */
  onCountAgain: (() => void) | null;
}

function Segments({ count, before, onCount, onCountAgain }: SegmentsProps) {
  const { t } = useTranslation();
  const line =
    count === 'notCounted'
      ? t('indices.forceMergeDialog.notCounted')
      : count === 'counting'
        ? t('indices.forceMergeDialog.counting')
        : count === 'failed'
          ? t('indices.forceMergeDialog.countFailed')
          : t('indices.forceMergeDialog.segments', { count });
  return (
    <Stack gap={4}>
      {before !== null && (
        <Text size="sm">{t('indices.forceMergeDialog.segmentsBefore', { count: before })}</Text>
      )}
      <Group gap="xs" justify="space-between">
        <Text size="sm" role="status">
          {line}
        </Text>
        {count === 'notCounted' && (
          <Button size="xs" variant="light" onClick={onCount}>
            {t('indices.forceMergeDialog.count')}
          </Button>
        )}
        {onCountAgain && (
          <Button size="xs" variant="light" onClick={onCountAgain} loading={count === 'counting'}>
            {t('indices.forceMergeDialog.countAgain')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
