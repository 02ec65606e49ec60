// The guided change of a setting an open index refuses: close the indices, apply the change, open
// them again, one step after the other, stopping at the first failure. An index that was closed
// already is changed without being closed or opened. Pure: which indices the steps close, each
// step's state, what a failure leaves behind, and how many names a question shows.
import type { SettingsStep } from '../../../api/operations/indexSettings';

export type StepState = 'pending' | 'running' | 'done' | 'failed';

export interface GuidedStep {
  step: SettingsStep;
  state: StepState;
  /** Why the step failed, as the request layer reported it. */
  error?: unknown;
}

/** The steps in the order they run. */
export const GUIDED_ORDER: readonly SettingsStep[] = ['close', 'apply', 'open'];

/**
 * The indices the close and open steps act on: the open ones. An index closed on purpose is only
 * changed; opening it would undo that.
 */
export function indicesToToggle(
  indices: readonly string[],
  closed: ReadonlySet<string> | undefined,
): string[] {
  return closed ? indices.filter((name) => !closed.has(name)) : [...indices];
}

export function initialSteps(): GuidedStep[] {
  return GUIDED_ORDER.map((step) => ({ step, state: 'pending' }));
}

/** `steps` with `step` in `state`; a failure keeps its error, any other state drops it. */
export function withStepState(
  steps: readonly GuidedStep[],
  step: SettingsStep,
  state: StepState,
  error?: unknown,
): GuidedStep[] {
  return steps.map((item) =>
    item.step === step ? (state === 'failed' ? { step, state, error } : { step, state }) : item,
  );
}

/** The first step that failed, where the run stopped; null when none did. */
export function failedStep(steps: readonly GuidedStep[]): GuidedStep | null {
  return steps.find((item) => item.state === 'failed') ?? null;
}

function stateOf(steps: readonly GuidedStep[], step: SettingsStep): StepState | undefined {
  return steps.find((item) => item.step === step)?.state;
}

/** Whether the indices are left closed: the close went through and the open has not (yet). */
export function leftClosed(steps: readonly GuidedStep[]): boolean {
  return stateOf(steps, 'close') === 'done' && stateOf(steps, 'open') !== 'done';
}

/** Whether a step is running. */
export function isRunning(steps: readonly GuidedStep[]): boolean {
  return steps.some((item) => item.state === 'running');
}

/** Whether every step went through. */
export function allDone(steps: readonly GuidedStep[]): boolean {
  return steps.length > 0 && steps.every((item) => item.state === 'done');
}

/** The names a question lists, at most `max` of them, and how many it leaves out. */
export function namesToShow(
  indices: readonly string[],
  max = 10,
): { names: string[]; more: number } {
  return { names: indices.slice(0, max), more: Math.max(0, indices.length - max) };
}
