// Runs the guided change (close, apply, open) against the cluster, one step after the other,
// and keeps each step's state for the dialog. The close and open act on the indices that were
// open; the apply on all of them. The first failure stops the run; "Open it again" then runs
// the open step alone. A run that left indices closed is kept, even once the form holds another
// change, until they are open again.
import { useCallback, useState } from 'react';
import { endWrites, planWrites } from '../../../api/client';
import { settingsStepRequest } from '../../../api/operations/indexSettings';
import type { IndexSettingsBody, SettingsStep } from '../../../api/operations/indexSettings';
import {
  failedStep,
  GUIDED_ORDER,
  initialSteps,
  leftClosed,
  withStepState,
  type GuidedStep,
} from './guidedChange';
import { useIndexSettingsStepMutation } from './settingsApi';

/** How a run ended: the answer to the apply step, or the failure and the indices it left closed. */
export type GuidedOutcome =
  { ok: true; answer: unknown } | { ok: false; error: unknown; stillClosed: readonly string[] };

export interface GuidedChange {
  /** null before the run starts. */
  steps: GuidedStep[] | null;
  /**
   * The form no longer holds the run's change; the run is kept only because it left indices
   * closed, for the notice that offers to open them again.
   */
  kept: boolean;
  /** Runs every step. */
  start: (body: IndexSettingsBody) => Promise<GuidedOutcome>;
  /** Runs the open step alone, after a failure left the indices closed. */
  reopen: () => Promise<GuidedOutcome>;
  /** Forgets a finished run (the form now holds another change), unless it left indices closed. */
  reset: () => void;
}

/** `toggled`: the indices the close and open steps act on (the open ones of `indices`). */
export function useGuidedChange(
  indices: readonly string[],
  toggled: readonly string[],
): GuidedChange {
  const [steps, setSteps] = useState<GuidedStep[] | null>(null);
  const [kept, setKept] = useState(false);
  const [body, setBody] = useState<IndexSettingsBody>({ index: {} });
  const [runStep] = useIndexSettingsStepMutation();

  /** Runs `order` from `from`; stops at the first failure. */
  const run = useCallback(
    async (
      order: readonly SettingsStep[],
      from: GuidedStep[],
      stepBody: IndexSettingsBody,
    ): Promise<GuidedOutcome> => {
      let current = from;
      const answers: Partial<Record<SettingsStep, unknown>> = {};
      const arg = (step: SettingsStep) => ({
        step,
        indices: step === 'apply' ? indices : toggled,
        body: stepBody,
      });
      // A cluster that asks before writes asks once for every step of the run.
      const consent = planWrites(order.map((step) => settingsStepRequest(arg(step))));
      try {
        for (const step of order) {
          current = withStepState(current, step, 'running');
          setSteps(current);
          try {
            answers[step] = await runStep({ ...arg(step), consent }).unwrap();
            current = withStepState(current, step, 'done');
            setSteps(current);
          } catch (error) {
            const failed = withStepState(current, step, 'failed', error);
            setSteps(failed);
            return { ok: false, error, stillClosed: leftClosed(failed) ? toggled : [] };
          }
        }
      } finally {
        endWrites(consent);
      }
      return { ok: true, answer: answers.apply };
    },
    [indices, toggled, runStep],
  );

  const start = useCallback(
    async (next: IndexSettingsBody) => {
      setBody(next);
      setKept(false);
      return run(GUIDED_ORDER, initialSteps(), next);
    },
    [run],
  );

  const reopen = useCallback(async (): Promise<GuidedOutcome> => {
    // The open step keeps where the run stopped: the failed step stays failed.
    const from = steps ?? initialSteps();
    const outcome = await run(['open'], from, body);
    return outcome.ok ? outcome : { ...outcome, stillClosed: toggled };
  }, [run, steps, body, toggled]);

  const reset = useCallback(() => {
    if (steps !== null && leftClosed(steps) && failedStep(steps) !== null) setKept(true);
    else {
      setSteps(null);
      setKept(false);
    }
  }, [steps]);

  return { steps, kept, start, reopen, reset };
}
