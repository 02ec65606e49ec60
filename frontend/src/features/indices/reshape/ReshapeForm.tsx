// The Shrink and Split form: the new index, the problems that block the operation in words, the
// plan's steps with their requests, and Run, which asks first and then sends the steps in order
// (each write through the cluster's write protection). The outcome stays in the dialog. While
// the steps run, closing the dialog asks first (stopRun).
import { useMemo, useState } from 'react';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { DialogForm } from '../../../components/FormDialog/FormDialog';
import { formatBytes } from '../../../lib/bytes';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { renderMessage, type Message } from '../actions/actionMessages';
import { ask, notifySuccess } from '../actions/notices';
import { reshapePlan } from './reshapePlan';
import type { ReshapeKind } from './reshapeTypes';
import { validTargetShardCounts } from './shardCounts';
import type { ReshapeInfo } from './reshapeSource';
import { initialStates } from './reshapeRun';
import { noCountMessage, problemMessage, type StepNames } from './reshapeMessages';
import { ReshapeFields, type ReshapeInput } from './ReshapeFields';
import { ReshapeSteps } from './ReshapeSteps';
import { ReshapeOutcome } from './ReshapeOutcome';
import { useReshapeRun } from './useReshapeRun';
import { useStopGuard, type CloseGuard } from './stopRun';
import { indexNeed } from '../../../engine/writeNeeds';

interface ReshapeFormProps {
  info: ReshapeInfo;
  kind: ReshapeKind;
  onClose: () => void;
  /** Given the guard the dialog asks before closing while the steps run, and null after. */
  onCloseGuard: (guard: CloseGuard | null) => void;
}

/** The count offered first: halve for a shrink, double for a split, as far as possible. */
function firstCount(kind: ReshapeKind, counts: readonly number[]): number | null {
  return (kind === 'shrink' ? counts.at(-1) : counts[0]) ?? null;
}

function initialInput(
  kind: ReshapeKind,
  info: ReshapeInfo,
  counts: readonly number[],
): ReshapeInput {
  const { source } = info;
  return {
    name: `${source.index}-${kind === 'shrink' ? 'shrunk' : 'split'}`,
    shards: firstCount(kind, counts),
    // The node the planner picks by itself.
    node: kind === 'shrink' ? reshapePlan(kind, source, { index: '', shards: 1 }).node : undefined,
    replicas: info.replicas ?? undefined,
  };
}

export function ReshapeForm({ info, kind, onClose, onCloseGuard }: ReshapeFormProps) {
  const { t } = useTranslation();
  const writeReason = useWriteAccess().reason;
  const { source } = info;
  const counts = useMemo(() => validTargetShardCounts(kind, source), [kind, source]);
  const [input, setInput] = useState(() => initialInput(kind, info, counts));
  const target = {
    index: input.name.trim(),
    shards: input.shards ?? 0,
    node: input.node,
    replicas: input.replicas,
  };
  const plan = reshapePlan(kind, source, target);
  const { run, start, stop, skipGreen, left, undoing, undo, undoLeftovers } = useReshapeRun();
  useStopGuard(run, stop, kind, onCloseGuard);
  const names: StepNames = run
    ? { index: source.index, target: run.context.target, node: run.context.node }
    : { index: source.index, target: target.index, node: plan.node };
  const problems: Message[] = plan.problems.map((problem) =>
    problem === 'invalidCount' && counts.length === 0
      ? noCountMessage(kind)
      : problemMessage(problem, source, plan.node),
  );

  const submit = async () => {
    const confirmed = await ask(t, {
      title: { key: `indices.reshapeDialog.confirm.${kind}`, params: { index: source.index } },
      paragraphs: [
        {
          key: source.writeBlocked
            ? 'indices.reshapeDialog.confirm.messageKeptBlock'
            : 'indices.reshapeDialog.confirm.message',
          params: { index: source.index },
        },
      ],
      confirmLabel: { key: 'indices.reshapeDialog.run' },
      danger: false,
    });
    if (!confirmed) return;
    const context = {
      index: source.index,
      target: target.index,
      primaryShards: source.primaryShards,
      node: plan.node,
    };
    const { outcome, states } = await start(plan.steps, context);
    if (outcome.kind === 'finished')
      notifySuccess(
        t,
        { key: 'indices.reshapeDialog.done', params: { index: names.index, target: names.target } },
        states.get(kind)?.answer,
      );
  };

  return (
    <DialogForm
      need={[indexNeed('resize', source.index), indexNeed('create', target.index)]}
      onSubmit={submit}
      canSubmit={problems.length === 0 && writeReason === null && run === null}
      busy={run !== null && run.outcome === null}
      onClose={onClose}
      closeLabel={t('indices.dialog.close')}
      submitLabel={run?.outcome ? null : t('indices.reshapeDialog.run')}
    >
      <Text size="sm">{t(`indices.reshapeDialog.intro.${kind}`)}</Text>
      <Text size="sm">
        {t('indices.reshapeDialog.source', {
          count: source.primaryShards,
          size: formatBytes(source.primaryStoreBytes),
        })}
      </Text>
      <ReshapeFields
        kind={kind}
        input={input}
        onChange={setInput}
        counts={counts}
        dataNodes={source.dataNodes}
        disabled={run !== null}
      />
      {run === null && problems.length > 0 && (
        <Alert color="yellow" p="xs" title={t('indices.reshapeDialog.problemsTitle')}>
          <List size="sm" spacing={2}>
            {problems.map((message) => (
              <List.Item key={message.key}>{renderMessage(t, message)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {writeReason !== null && (
        <Text size="sm" c="dimmed">
          {writeReason}
        </Text>
      )}
      <ReshapeSteps
        steps={run?.steps ?? plan.steps}
        states={run?.states ?? initialStates(plan.steps)}
        names={names}
        onSkipGreen={run && !run.outcome ? skipGreen : undefined}
      />
      {run && !run.outcome && (
        <Text size="sm" c="dimmed">
          {t('indices.reshapeDialog.running')}
        </Text>
      )}
      {run?.outcome && (
        <ReshapeOutcome
          outcome={run.outcome}
          greenSkipped={run.states.get('waitGreen')?.state === 'skipped'}
          keptBlock={!run.steps.some((step) => step.id === 'removeBlock')}
          names={names}
          left={left}
          undoing={undoing}
          undo={undo}
          onUndo={() => void undoLeftovers()}
        />
      )}
    </DialogForm>
  );
}
