// The request layer: every call to a cluster goes through clusterRequest, or
// sendRawRequest for the REST console. Calls go from the browser straight to the cluster uri.
//
// Outcomes:
// - HEAD resolves to whether the answer was ok (never rejects on a non-ok status).
// - An ok answer whose content-type is JSON (application/json or any +json type) resolves to the
//   parsed body, big numbers kept exact (lib/json). An empty JSON answer resolves to true.
// - An ok answer of any other content-type resolves to true, except HTML:
//   no cluster API answers HTML, a proxy or login page does, so that rejects ('htmlInsteadOfJson')
//   rather than pass for success.
// - clusterTextRequest reads an ok answer as plain text (what hot threads sends), rejecting an
//   HTML page ('htmlInsteadOfText'); the text is data, never rendered as HTML.
// - A non-ok answer rejects with kind 'api'; no HTTP answer with kind 'network'; anything else
//   with kind 'request' (see errors.ts).
// - A redirect (3xx) is never followed: it rejects with kind 'request', code 'redirect'.
// - A write the cluster's protection does not let through is never sent: it rejects with kind
//   'request', code 'readOnly' or 'writeDeclined' (see writeConfirmation.ts). An operation of
//   several writes declares them first (planWrites) and asks once for all of them (writeConsent.ts).

import { isReadRequest, type SentBody } from '../engine/readRequests';
import { base64Utf8 } from '../lib/base64';
import { stringifyJson } from '../lib/json';
import { keepAnswerAskedAhead } from './earlyAnswers';
import { buildUrl, pathWithQuery, type QueryParams } from './requestUrl';
import { readResult, readText, readTextResult, send } from './transport';
import type { ClusterAuth, ClusterTarget } from './types';
import { guardWrite } from './writeConfirmation';
import { closeConsent, openConsent, type PlanEntry, type WriteConsent } from './writeConsent';

// The error, notification and address names live in errors.ts, notifications.ts and
// requestUrl.ts; they are re-exported here so the request layer's public names can be imported
// from this one module.
export {
  ClusterRequestError,
  IDLE_REQUEST_STATE,
  LOADING_REQUEST_STATE,
  requestStateFromError,
  toClusterErrorInfo,
} from './errors';
export type { ClusterErrorCode, ClusterErrorInfo, ClusterErrorKind } from './errors';
export { setWriteConfirmer } from './writeConfirmation';
export type { WriteConfirmer, WriteQuestion } from './writeConfirmation';
export { closeConsent as endWrites, NAMES_PLACEHOLDER } from './writeConsent';
export type { PlanEntry, WriteConsent } from './writeConsent';
export {
  connectionErrorDetail,
  genericErrorNotification,
  notificationFromError,
  successNotification,
} from './notifications';
export type { NotificationContent, NotificationText } from './notifications';
export { buildQueryString, buildUrl, normalizeUri, pathWithQuery, requestBase } from './requestUrl';
export type { QueryParams, QueryValue } from './requestUrl';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH' | 'OPTIONS';

export interface ClusterRequest {
  method: HttpMethod;
  /** Path relative to the cluster uri, already escaped (see lib/indexName). */
  path: string;
  /** Query-string parameters; arrays are joined with ',', undefined values are left out. */
  params?: QueryParams;
  /** Sent as JSON; a string is sent as is (NDJSON bodies). Ignored for GET and HEAD. */
  body?: unknown;
  signal?: AbortSignal;
  /** The consent of the operation whose plan holds this request (see planWrites). */
  consent?: WriteConsent;
  /**
   * Elasticsearch: the user the request runs as (the `es-security-runas-user` header), when the
   * connected user holds the run_as privilege for them. A proxied cluster passes the header on
   * only when its `forwardHeaders` names it.
   */
  runAs?: string;
}

/** The header that makes Elasticsearch run a request as another user. */
export const RUN_AS_HEADER = 'es-security-runas-user';

/** The Authorization header, or undefined (none, and awsIAM which is signed instead). */
export function authorizationHeader(auth: ClusterAuth): string | undefined {
  switch (auth.authType) {
    case 'basicAuth': {
      const { username, password } = auth.authData;
      return `Basic ${base64Utf8(password ? `${username}:${password}` : username)}`;
    }
    case 'apiKey':
      return `ApiKey ${auth.authData.apiKey}`;
    default:
      return undefined;
  }
}

/**
 * Default headers plus the cluster's Authorization header. Content-Type goes only with a body:
 * on a request without one it says nothing, and it would make the browser ask the cluster's
 * permission (a CORS preflight, one more round trip) before every read.
 */
export function requestHeaders(auth: ClusterAuth, withBody = true): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (withBody) headers['Content-Type'] = 'application/json';
  const authorization = authorizationHeader(auth);
  if (authorization !== undefined) headers.Authorization = authorization;
  return headers;
}

/** The body as sent: text as it is, bytes (UTF-8 JSON lines: an import's bulk bodies) as they are, anything else as JSON. */
function serialiseBody(method: HttpMethod, body: unknown): SentBody | undefined {
  if (method === 'GET' || method === 'HEAD' || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body as SentBody;
  return stringifyJson(body);
}

/**
 * A `_cat` API: its JSON writes every value as a string, so its answer has no number to keep
 * exact, and it is not searched for one (the largest answers: 50,000 indices are 5 MB, searched
 * in 16 ms).
 */
const CAT_PATH = /^\/?_cat\//;

/**
 * Calls the cluster. T is what the caller expects the JSON to be; it is not checked at run time,
 * so typed operations describe only fields they read and callers narrow anything else.
 */
export async function clusterRequest<T>(target: ClusterTarget, req: ClusterRequest): Promise<T> {
  const response = await sendClusterRequest(target, req);
  const numbers = CAT_PATH.test(req.path) ? 'plain' : 'exact';
  return (await readResult(response, req.method, req.signal, numbers)) as T;
}

/**
 * Calls the cluster for an answer in plain text (hot threads): resolves to the text as sent;
 * fails like clusterRequest, and on an HTML page with code 'htmlInsteadOfText'.
 */
export async function clusterTextRequest(
  target: ClusterTarget,
  req: ClusterRequest,
): Promise<string> {
  const response = await sendClusterRequest(target, req);
  return readTextResult(response, req.signal);
}

async function sendClusterRequest(target: ClusterTarget, req: ClusterRequest): Promise<Response> {
  const body = serialiseBody(req.method, req.body);
  const path = pathWithQuery(req.path, req.params);
  const asking = guardWrite(target, req.method, path, body, req.consent);
  if (asking) await asking;
  const url = buildUrl(target.uri, req.path, req.params);
  const headers = requestHeaders(target.auth, body !== undefined);
  if (req.runAs !== undefined) headers[RUN_AS_HEADER] = req.runAs;
  const init: RequestInit = {
    method: req.method,
    headers,
    body,
    signal: req.signal,
  };
  return send(target.auth, url, init);
}

/**
 * Sends `req` now, before the code that will send it has loaded: that code's request adopts the
 * answer (api/earlyAnswers.ts) when it asks the very same (address, method, headers, body).
 * `opening` names the screen's opening that asked. Only a read is sent ahead, never a write, nor
 * a request signed one by one (AWS) or run as another user; returns whether it was sent.
 */
export function sendAhead(target: ClusterTarget, req: ClusterRequest, opening: object): boolean {
  const body = serialiseBody(req.method, req.body);
  if (target.auth.authType === 'awsIAM' || req.runAs !== undefined) return false;
  if (body instanceof Uint8Array) return false;
  if (!isReadRequest(req.method, pathWithQuery(req.path, req.params), body)) return false;
  const url = buildUrl(target.uri, req.path, req.params);
  const init = {
    method: req.method,
    headers: requestHeaders(target.auth, body !== undefined),
    body,
  };
  keepAnswerAskedAhead(url, init, fetch(url, { ...init, redirect: 'manual' }), opening);
  return true;
}

/**
 * Many requests of one shape: `pattern` is the path with NAMES_PLACEHOLDER where the escaped
 * names go, as many per request as fit; `body`, when given, is the one every request sends.
 */
export interface BatchRequest {
  method: HttpMethod;
  pattern: string;
  names: readonly string[];
  body?: unknown;
}

/**
 * One request form sent many times with bodies not known yet (an import's bulk bodies), covered
 * until the consent closes; `times` is about how many, to show; `body`, a sample of one. */
export interface RepeatRequest {
  method: HttpMethod;
  path: string;
  params?: QueryParams;
  times: number;
  body?: unknown;
}

export type PlannedClusterRequest = Pick<ClusterRequest, 'method' | 'path' | 'params' | 'body'>;

type PlannedRequest = PlannedClusterRequest | BatchRequest | RepeatRequest;

function planEntry(request: PlannedRequest): PlanEntry {
  const body = serialiseBody(request.method, request.body);
  const sent = body instanceof Uint8Array ? new TextDecoder().decode(body) : body;
  if ('times' in request) {
    const { method, params, times } = request;
    const path = `/${pathWithQuery(request.path, params)}`;
    const repeat = { kind: 'repeat' as const, method, path, times };
    return sent === undefined ? repeat : { ...repeat, sample: sent };
  }
  const withBody = <T extends PlanEntry>(entry: T): T =>
    sent === undefined ? entry : { ...entry, body: sent };
  if ('pattern' in request) {
    const { method, pattern, names } = request;
    return withBody({ kind: 'batch', method, pattern: `/${pattern.replace(/^\/+/, '')}`, names });
  }
  const { method, path, params } = request;
  return withBody({ kind: 'one', method, path: `/${pathWithQuery(path, params)}` });
}

/**
 * Declares the requests an operation is about to send, in order. Handed to each of them
 * (ClusterRequest.consent), the token makes a cluster that asks before writes ask once, showing
 * them all; end it with endWrites once the operation is over.
 */
export function planWrites(requests: readonly PlannedRequest[]): WriteConsent {
  return openConsent(requests.map(planEntry));
}

/**
 * Runs an operation of several requests under the consent of `requests` (planWrites), ended when
 * it settles: a cluster that asks before writes asks once for all of them. With `given`, the
 * consent of a larger operation it belongs to, that one is used and left open.
 */
export async function withPlannedWrites<T>(
  requests: readonly PlannedRequest[],
  run: (consent: WriteConsent) => Promise<T>,
  given?: WriteConsent,
): Promise<T> {
  if (given) return run(given);
  const consent = planWrites(requests);
  try {
    return await run(consent);
  } finally {
    closeConsent(consent);
  }
}

export interface RawRequest {
  method: HttpMethod;
  /** The already encoded path (engine/restPath), possibly with its own query string. */
  path: string;
  /** Editor text; not sent for GET and HEAD. */
  body?: string | null;
  signal?: AbortSignal;
}

export interface RawResponse {
  status: number;
  statusText: string;
  ok: boolean;
  contentType: string;
  bodyText: string;
}

/**
 * The REST console request: never rejects on an HTTP status, only on a network
 * failure (kind 'network'), an abort or a redirect (code 'redirect', never followed).
 */
export async function sendRawRequest(target: ClusterTarget, req: RawRequest): Promise<RawResponse> {
  const body = req.method !== 'GET' && req.method !== 'HEAD' ? (req.body ?? undefined) : undefined;
  const asking = guardWrite(target, req.method, req.path, body);
  if (asking) await asking;
  const init: RequestInit = {
    method: req.method,
    headers: requestHeaders(target.auth, body !== undefined),
    body,
    signal: req.signal,
  };
  const response = await send(target.auth, buildUrl(target.uri, req.path), init);
  const bodyText = req.method === 'HEAD' ? '' : await readText(response, req.signal);
  return {
    status: response.status,
    statusText: response.statusText,
    ok: response.ok,
    contentType: response.headers.get('content-type') ?? '',
    bodyText,
  };
}
