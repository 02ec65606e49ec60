// Protection of a cluster's writes, applied by the request layer before anything is sent.
// A read (engine/readRequests) always goes. A write to a 'read-only' cluster is refused; a write to
// a 'confirm-writes' cluster goes only after the confirmer the app registers answers yes. With
// no confirmer registered, such a write is refused: nobody could have said yes. A write of an
// operation's plan (writeConsent.ts) asks once for the whole plan.

import { isReadRequest, type SentBody } from '../engine/readRequests';
import { unsentWriteError } from './errors';
import type { ClusterTarget } from './types';
import { plannedAnswer, type PlanEntry, type WriteConsent } from './writeConsent';

export interface WriteQuestion {
  method: string;
  /** The path as sent, with its query string. */
  path: string;
  /** The cluster's name as the user knows it ('' when the target has none). */
  clusterName: string;
  /**
   * The writes of the operation this one opens, when it asks once for all of them: the answer
   * covers the whole plan.
   */
  plan?: readonly PlanEntry[];
}

/** Asks the user whether to send a write; resolves true to send it. */
export type WriteConfirmer = (question: WriteQuestion) => Promise<boolean>;

/** The app's confirmer, registered once at start: the request layer cannot reach the UI itself. */
let confirmer: WriteConfirmer | null = null;

/** Registers the function that asks before a write (null removes it). */
export function setWriteConfirmer(fn: WriteConfirmer | null): void {
  confirmer = fn;
}

/**
 * Checks a request against the target's protection. Returns null when it may be sent at once (a
 * read, or an unprotected cluster) so the caller sends it without waiting; throws a
 * ClusterRequestError ('readOnly') for a write to a read-only cluster; otherwise returns the
 * question's outcome, which rejects ('writeDeclined') unless the user says yes. `path` is the
 * path as sent, relative to the cluster uri; `body` the body as sent (some reads are told from
 * writes by it, an SQL statement for one). With `consent`, a write of its plan takes the answer
 * given for the whole plan, asking for it with the plan when none was given yet.
 */
export function guardWrite(
  target: ClusterTarget,
  method: string,
  path: string,
  body?: SentBody,
  consent?: WriteConsent,
): Promise<void> | null {
  const protection = target.protection ?? 'none';
  if (protection === 'none' || isReadRequest(method, path, body)) return null;
  const request = { method, path: `/${path.replace(/^\/+/, '')}` };
  if (protection === 'read-only') throw unsentWriteError('readOnly', request);
  const question: WriteQuestion = { ...request, clusterName: target.name ?? '' };
  // A plan of this one request asks the question of a single write.
  const askPlan = (plan: readonly PlanEntry[]) =>
    ask(plan.length === 1 && plan[0]?.kind === 'one' ? question : { ...question, plan });
  const planned = consent
    ? plannedAnswer(consent, target.uri, { ...request, body }, askPlan)
    : null;
  return awaitYes(planned ?? ask(question), question);
}

function ask(question: WriteQuestion): Promise<boolean> {
  return confirmer ? confirmer(question) : Promise.resolve(false);
}

async function awaitYes(answer: Promise<boolean>, question: WriteQuestion): Promise<void> {
  if (!(await answer)) throw unsentWriteError('writeDeclined', question);
}
