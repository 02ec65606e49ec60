// The guided close, apply, open: the steps' order and states, and what a failure leaves closed.
import { describe, expect, it } from 'vitest';
import {
  allDone,
  failedStep,
  indicesToToggle,
  initialSteps,
  isRunning,
  leftClosed,
  namesToShow,
  withStepState,
  type GuidedStep,
} from './guidedChange';

const run = (...changes: [GuidedStep['step'], GuidedStep['state'], unknown?][]) =>
  changes.reduce<GuidedStep[]>(
    (steps, [step, state, error]) => withStepState(steps, step, state, error),
    initialSteps(),
  );

describe('guided change steps', () => {
  it('starts with close, apply and open pending, in this order', () => {
    expect(initialSteps()).toEqual([
      { step: 'close', state: 'pending' },
      { step: 'apply', state: 'pending' },
      { step: 'open', state: 'pending' },
    ]);
    expect(leftClosed(initialSteps())).toBe(false);
    expect(failedStep(initialSteps())).toBeNull();
  });

  it('knows a run that went through', () => {
    const steps = run(['close', 'done'], ['apply', 'done'], ['open', 'running']);
    expect(isRunning(steps)).toBe(true);
    expect(allDone(steps)).toBe(false);
    expect(leftClosed(steps)).toBe(true);
    const done = withStepState(steps, 'open', 'done');
    expect(allDone(done)).toBe(true);
    expect(isRunning(done)).toBe(false);
    expect(leftClosed(done)).toBe(false);
  });

  it('says the index is still closed when the apply fails after the close', () => {
    const reason = { status: 400 };
    const steps = run(['close', 'done'], ['apply', 'failed', reason]);
    expect(failedStep(steps)).toEqual({ step: 'apply', state: 'failed', error: reason });
    expect(leftClosed(steps)).toBe(true);
    // Opening it again clears that, the failed apply stays where the run stopped.
    const reopened = withStepState(steps, 'open', 'done');
    expect(leftClosed(reopened)).toBe(false);
    expect(failedStep(reopened)?.step).toBe('apply');
  });

  it('does not say closed when the close itself failed', () => {
    const steps = run(['close', 'failed', 'refused']);
    expect(leftClosed(steps)).toBe(false);
    expect(failedStep(steps)?.step).toBe('close');
  });

  it('drops an error once the step runs again', () => {
    const steps = run(['close', 'done'], ['open', 'failed', 'busy'], ['open', 'running']);
    expect(steps[2]).toEqual({ step: 'open', state: 'running' });
  });
});

describe('indicesToToggle', () => {
  it('closes and opens only the indices that are open', () => {
    expect(indicesToToggle(['a', 'b', 'c'], undefined)).toEqual(['a', 'b', 'c']);
    expect(indicesToToggle(['a', 'b', 'c'], new Set(['b']))).toEqual(['a', 'c']);
    expect(indicesToToggle(['a', 'b'], new Set(['a', 'b', 'z']))).toEqual([]);
  });
});

describe('namesToShow', () => {
  it('lists up to the maximum and counts the rest', () => {
    expect(namesToShow(['a', 'b'], 3)).toEqual({ names: ['a', 'b'], more: 0 });
    expect(namesToShow(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ names: ['a', 'b', 'c'], more: 2 });
  });
});
