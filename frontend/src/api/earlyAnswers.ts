// The answers the page asked for before the app ran (early.js): the shown cluster's check and its
// screen's first data, asked with the very requests the app sends. The request layer adopts an
// answer, once, for the same request (same address, a GET with no credential and no other
// header); whatever the first screen did not adopt is dropped when it has settled, so a later
// request never gets an old answer. An answer is only ever taken for its own address, so one
// asked for a wrong guess (another cluster, another engine) is never shown.
import { abortable } from '../lib/abortable';

/** What early.js leaves on the window: the answers in flight by the request's address. */
export interface EarlyAnswers {
  answers: Record<string, Promise<Response> | undefined>;
  /**
   * The addresses the app asked itself before the page did (a request the page asks once the
   * cluster's root has answered): the page does not ask them again.
   */
  sentByApp: Record<string, true | undefined>;
}

declare global {
  // On the window in the page; the request layer also runs where there is none (tests in Node).
  var shardscopeEarly: EarlyAnswers | undefined;
}

/** The only header an early request carries. */
const EARLY_HEADERS = { accept: 'application/json' };

/** Whether `init` asks exactly what an early request asked: a GET with no body and no header but Accept. */
function askedAlike(init: RequestInit): boolean {
  if ((init.method ?? 'GET') !== 'GET' || init.body !== undefined) return false;
  const headers = new Headers(init.headers);
  let count = 0;
  for (const [name, value] of headers) {
    count += 1;
    if (EARLY_HEADERS[name.toLowerCase() as keyof typeof EARLY_HEADERS] !== value) return false;
  }
  return count === Object.keys(EARLY_HEADERS).length;
}

/**
 * The page's answer to the request `url` with `init`, or the app's own asked ahead of a screen's
 * code (below), taken (no one gets it again); undefined when no such request was asked, or it was
 * taken or dropped.
 */
export function takeEarlyAnswer(url: string, init: RequestInit): Promise<Response> | undefined {
  return takePageAnswer(url, init) ?? takeAnswerAskedAhead(url, init);
}

function takePageAnswer(url: string, init: RequestInit): Promise<Response> | undefined {
  const early = globalThis.shardscopeEarly;
  if (!early || !askedAlike(init)) return undefined;
  const answer = early.answers[url];
  if (!answer) {
    early.sentByApp[url] = true;
    return undefined;
  }
  delete early.answers[url];
  return abortable(answer, init.signal);
}

/**
 * The answers the app asked for when a screen was opened, before the screen's code had run
 * (app/screenAhead.ts), by method and address: each the very request the screen's first data
 * sends, with the same headers and body. `opening` names the opening that asked.
 */
const askedAhead = new Map<
  string,
  { answer: Promise<Response>; headers: string; body: string | undefined; opening: object }
>();

/** A request asked ahead, as sent: its method, headers and body (text, or none). */
export interface AskedAheadInit {
  method: string;
  headers: HeadersInit;
  body?: string;
}

/** The key of a request in `askedAhead`: its method and address. */
function requestKey(method: string | undefined, url: string): string {
  return `${method ?? 'GET'} ${url}`;
}

/** The headers of a request, in one text that two requests share when their headers are alike. */
function headersText(headers: HeadersInit | undefined): string {
  return [...new Headers(headers)]
    .map(([name, value]) => `${name}: ${value}`)
    .sort()
    .join('\n');
}

/** Keeps the answer to the request `init` of `url`, asked ahead by `opening`. */
export function keepAnswerAskedAhead(
  url: string,
  init: AskedAheadInit,
  answer: Promise<Response>,
  opening: object,
): void {
  // An answer no request takes is dropped without a word.
  answer.catch(() => undefined);
  askedAhead.set(requestKey(init.method, url), {
    answer,
    headers: headersText(init.headers),
    body: init.body,
    opening,
  });
}

function takeAnswerAskedAhead(url: string, init: RequestInit): Promise<Response> | undefined {
  const key = requestKey(init.method, url);
  const asked = askedAhead.get(key);
  if (!asked || (init.body ?? undefined) !== asked.body) return undefined;
  if (headersText(init.headers) !== asked.headers) return undefined;
  askedAhead.delete(key);
  return abortable(asked.answer, init.signal);
}

/** Drops the answers `opening` asked ahead that no request took (all of them: undefined). */
export function dropAnswersAskedAhead(opening?: object): void {
  for (const [url, asked] of askedAhead) {
    if (opening === undefined || asked.opening === opening) askedAhead.delete(url);
  }
}

/** Whether the page's early answers are still there to be taken (the first screen not settled). */
export function earlyAnswersWaiting(): boolean {
  return globalThis.shardscopeEarly !== undefined;
}

/** Drops the answers no request took: from now on every request is sent. */
export function dropEarlyAnswers(): void {
  delete globalThis.shardscopeEarly;
}
