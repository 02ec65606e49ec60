// The consent of an operation of several writes on a cluster that asks before writes. The
// operation declares its writes (its plan) before sending any and hands the token it gets to each
// of its requests. The first of them that needs the user's yes asks once, showing the whole plan;
// after a yes, each request of the plan goes once without asking again; after a no, none goes.
// A request outside the plan, or one of the plan sent a second time, asks on its own; a run of
// many requests of one form (an import's bulk bodies) is planned as that form and about how many
// times it goes, and is covered until the operation ends, whatever each body holds. Read-only protection is not the consent's business: such a
// cluster refuses the writes before this is read.

import { isReadRequest, type SentBody } from '../engine/readRequests';

/** One request of a plan, as sent: the path from '/' with its query string, the body as text. */
export interface PlannedWrite {
  kind: 'one';
  method: string;
  path: string;
  body?: string;
}

/** The placeholder of a batch's pattern where the names go. */
export const NAMES_PLACEHOLDER = '{indices}';

/**
 * Many requests of one shape (a bulk run): `pattern` is the path from '/' with NAMES_PLACEHOLDER
 * where the names go, comma-separated, as many per request as fit; `names` as the path writes
 * them (escaped); `body` the body every request of the run sends, as text. Each name is covered
 * once, in whichever request it goes.
 */
export interface PlannedBatch {
  kind: 'batch';
  method: string;
  pattern: string;
  names: readonly string[];
  body?: string;
}

/**
 * One request form sent many times with bodies not known yet (an import's bulk bodies): `path`
 * from '/' with its query string, as sent; covered until the consent closes, whatever each body
 * holds. `times` is about how many there will be, to show: a run cannot know it beforehand.
 * `sample`, when given, is a body such a request might send, to show.
 */
export interface PlannedRepeat {
  kind: 'repeat';
  method: string;
  path: string;
  times: number;
  sample?: string;
}

export type PlanEntry = PlannedWrite | PlannedBatch | PlannedRepeat;

/** The token an operation hands to the requests of its plan. */
export type WriteConsent = string & { readonly writeConsent: true };

interface Grant {
  plan: readonly PlanEntry[];
  /** The exact requests not sent yet, by their position in `plan`. */
  openOnes: Set<number>;
  /** The names of each batch not sent yet, by the batch's position in `plan`. */
  openNames: Map<number, Set<string>>;
  /** The cluster the plan was asked for; null before the question. */
  uri: string | null;
  /** The user's answer, shared by every request of the plan; null before the question. */
  answer: Promise<boolean> | null;
}

const grants = new Map<string, Grant>();
let nextId = 1;

function isWrite(entry: PlanEntry): boolean {
  return entry.kind !== 'one' || !isReadRequest(entry.method, entry.path, entry.body);
}

/** Opens the consent of a plan; its reads are left out (they never ask). */
export function openConsent(entries: readonly PlanEntry[]): WriteConsent {
  const plan = entries.filter(isWrite);
  const id = `write-consent-${nextId++}` as WriteConsent;
  grants.set(id, {
    plan,
    openOnes: new Set(plan.flatMap((entry, at) => (entry.kind === 'one' ? [at] : []))),
    openNames: new Map(
      plan.flatMap((entry, at) => (entry.kind === 'batch' ? [[at, new Set(entry.names)]] : [])),
    ),
    uri: null,
    answer: null,
  });
  return id;
}

/** Closes a consent once its operation is over: any request still carrying it asks on its own. */
export function closeConsent(consent: WriteConsent): void {
  grants.delete(consent);
}

/** The names a request of `batch` carries, when its path is the batch's pattern; else null. */
function namesIn(batch: PlannedBatch, path: string): string[] | null {
  const [prefix = '', suffix = ''] = batch.pattern.split(NAMES_PLACEHOLDER);
  if (path.length <= prefix.length + suffix.length) return null;
  if (!path.startsWith(prefix) || !path.endsWith(suffix)) return null;
  return path.slice(prefix.length, path.length - suffix.length).split(',');
}

/** Marks the request as sent when the plan covers it; false when it does not. */
function take(grant: Grant, method: string, path: string, body: SentBody | undefined): boolean {
  for (const at of grant.openOnes) {
    const entry = grant.plan[at];
    if (entry?.kind !== 'one' || entry.method !== method) continue;
    if (entry.path !== path || entry.body !== body) continue;
    grant.openOnes.delete(at);
    return true;
  }
  for (const [at, open] of grant.openNames) {
    const entry = grant.plan[at];
    if (entry?.kind !== 'batch' || entry.method !== method || entry.body !== body) continue;
    const names = namesIn(entry, path);
    if (!names || new Set(names).size !== names.length) continue;
    if (!names.every((name) => open.has(name))) continue;
    for (const name of names) open.delete(name);
    return true;
  }
  return grant.plan.some(
    (entry) => entry.kind === 'repeat' && entry.method === method && entry.path === path,
  );
}

/**
 * The answer that covers a request of `consent`'s plan to the cluster at `uri`: the one already
 * given, or the one `ask(plan)` gets, asked once for every request of the plan. Null when the
 * request is not in the plan (or was sent once already): it asks on its own.
 */
export function plannedAnswer(
  consent: WriteConsent,
  uri: string,
  request: { method: string; path: string; body?: SentBody },
  ask: (plan: readonly PlanEntry[]) => Promise<boolean>,
): Promise<boolean> | null {
  const grant = grants.get(consent);
  if (!grant || (grant.uri !== null && grant.uri !== uri)) return null;
  if (!take(grant, request.method, request.path, request.body)) return null;
  grant.uri = uri;
  grant.answer ??= ask(grant.plan);
  return grant.answer;
}
