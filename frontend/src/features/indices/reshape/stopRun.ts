// Closing the Shrink or Split dialog while its steps run. What the steps already set stays on the
// source (its write block, its allocation filter) until it is removed, so the user is asked
// first; once agreed, the run stops after the request under way and a notification that stays
// until closed tells what was left behind and the requests that remove it.
import { useEffect, useRef } from 'react';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { notify } from '../../../components/Notifications/notificationStore';
import { renderMessage } from '../actions/actionMessages';
import type { ReshapeKind, ReshapeStep, ReshapeStepId } from './reshapeTypes';
import { leftoversIfStopped, undoRequests, type RunContext, type StepUpdate } from './reshapeRun';
import { leftoverMessage, requestText } from './reshapeMessages';
import type { ReshapeRun } from './useReshapeRun';

/** Asked before the dialog closes; resolves true when it may close. */
export type CloseGuard = () => Promise<boolean>;

/** What the stop needs of a run: its steps, their states and the names. */
export interface StoppedRun {
  steps: readonly ReshapeStep[];
  context: RunContext;
  states: ReadonlyMap<ReshapeStepId, StepUpdate>;
}

/**
 * What stopping `run` now leaves behind, in words, then the requests that remove it; or that
 * nothing was changed. Null when nothing is left.
 */
export function stopReport(t: TFunction, run: StoppedRun): string | null {
  const left = leftoversIfStopped(run.states);
  if (left.length === 0) return null;
  const { index, target, node } = run.context;
  const lines = left.map((leftover) =>
    renderMessage(t, leftoverMessage(leftover, { index, target, node })),
  );
  return [lines.join('\n'), ...undoRequests(run.steps, left).map(requestText)].join('\n\n');
}

/** Asks whether to stop the steps, telling what stays on the source; true to stop. */
export function askStop(t: TFunction, run: StoppedRun): Promise<boolean> {
  const report = stopReport(t, run) ?? t('indices.reshapeDialog.nothingLeft');
  return confirm({
    title: t('indices.reshapeDialog.stop.title'),
    message: `${t('indices.reshapeDialog.stop.message', { index: run.context.index })}\n\n${report}`,
    confirmLabel: t('indices.reshapeDialog.stop.confirm'),
    cancelLabel: t('indices.reshapeDialog.stop.cancel'),
    danger: true,
  });
}

/** Tells, until closed, what the stopped steps left behind; nothing when they left nothing. */
export function notifyStopped(t: TFunction, kind: ReshapeKind, run: StoppedRun): void {
  const report = stopReport(t, run);
  if (report === null) return;
  notify({
    color: 'yellow',
    timeout: 0,
    title: t(`indices.reshapeDialog.stop.stopped.${kind}`, { index: run.context.index }),
    body: report,
  });
}

/**
 * While `run` goes (started, no outcome yet), hands the dialog a guard through `onCloseGuard`:
 * it asks whether to stop, and once agreed stops the run and tells what stays; null otherwise.
 */
export function useStopGuard(
  run: ReshapeRun | null,
  stop: () => void,
  kind: ReshapeKind,
  onCloseGuard: (guard: CloseGuard | null) => void,
): void {
  const { t } = useTranslation();
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  }, [run]);
  const going = run !== null && run.outcome === null;
  useEffect(() => {
    if (!going) return;
    onCloseGuard(async () => {
      const asked = latest.current;
      if (asked === null || asked.outcome !== null) return true;
      if (!(await askStop(t, asked))) return false;
      stop();
      // The run may have ended while the question was open.
      const now = latest.current ?? asked;
      if (now.outcome?.kind !== 'finished') notifyStopped(t, kind, now);
      return true;
    });
    return () => onCloseGuard(null);
  }, [going, onCloseGuard, t, kind, stop]);
}
