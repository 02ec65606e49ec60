// Runs the guided change (close, apply, open) against the cluster, one step after the other,
// and keeps each step's state for the dialog. The first failure stops the run; "Open it again"
// then runs the open step alone.
import { useCallback, useState } from 'react';
import type { IndexSettingsBody, SettingsStep } from '../../../api/operations/indexSettings';
import { GUIDED_ORDER, initialSteps, withStepState, type GuidedStep } from './guidedChange';
import { useIndexSettingsStepMutation } from './settingsApi';

export interface GuidedChange {
  /** null before the run starts. */
  steps: GuidedStep[] | null;
  /** Runs every step; resolves with the answer to the apply step, or null when a step failed. */
  start: (body: IndexSettingsBody) => Promise<{ answer: unknown } | null>;
  /** Runs the open step alone, after a failure left the indices closed; resolves to its success. */
  reopen: () => Promise<boolean>;
  /** Forgets a finished run: the change it made is not the one the form now holds. */
  reset: () => void;
}

export function useGuidedChange(indices: readonly string[]): GuidedChange {
  const [steps, setSteps] = useState<GuidedStep[] | null>(null);
  const [body, setBody] = useState<IndexSettingsBody>({ index: {} });
  const [runStep] = useIndexSettingsStepMutation();

  /** Runs `order` from `from`; the answers by step, or null at the first failure. */
  const run = useCallback(
    async (
      order: readonly SettingsStep[],
      from: GuidedStep[],
      stepBody: IndexSettingsBody,
    ): Promise<Partial<Record<SettingsStep, unknown>> | null> => {
      let current = from;
      const answers: Partial<Record<SettingsStep, unknown>> = {};
      for (const step of order) {
        current = withStepState(current, step, 'running');
        setSteps(current);
        try {
          answers[step] = await runStep({ step, indices, body: stepBody }).unwrap();
          current = withStepState(current, step, 'done');
          setSteps(current);
        } catch (error) {
          setSteps(withStepState(current, step, 'failed', error));
          return null;
        }
      }
      return answers;
    },
    [indices, runStep],
  );

  const start = useCallback(
    async (next: IndexSettingsBody) => {
      setBody(next);
      const answers = await run(GUIDED_ORDER, initialSteps(), next);
      return answers === null ? null : { answer: answers.apply };
    },
    [run],
  );

  const reopen = useCallback(
    async () => (steps === null ? false : (await run(['open'], steps, body)) !== null),
    [run, steps, body],
  );

  const reset = useCallback(() => setSteps(null), []);

  return { steps, start, reopen, reset };
}
