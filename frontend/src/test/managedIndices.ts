import type { ManagedIndex } from '../engine/lifecycle';

/** An index whose rollover failed in the hot phase of the policy `p`; override what a test is about. */
export const failedRollover = (
  index: string,
  overrides: Partial<ManagedIndex> = {},
): ManagedIndex => ({
  index,
  policy: 'p',
  phase: 'hot',
  action: 'rollover',
  step: 'ERROR',
  failed: true,
  failedStep: 'check-rollover-ready',
  reason: 'r',
  retryCount: null,
  age: null,
  raw: {},
  ...overrides,
});
