// For tests of operations of several writes: a cluster that asks before writes, and a confirmer
// that records each question it is asked. Reset it with setWriteConfirmer(null) after each test.
import { TEST_TARGET } from './testFetch';
import type { ClusterTarget } from './types';
import { setWriteConfirmer, type WriteQuestion } from './writeConfirmation';

/** TEST_TARGET with confirm-writes protection. */
export const CONFIRMING_TARGET: ClusterTarget = {
  ...TEST_TARGET,
  protection: 'confirm-writes',
  name: 'production',
};

/** Registers a confirmer that answers `yes` to every question; returns the questions asked. */
export function recordQuestions(yes = true): WriteQuestion[] {
  const asked: WriteQuestion[] = [];
  setWriteConfirmer(async (question) => {
    asked.push(question);
    return yes;
  });
  return asked;
}
