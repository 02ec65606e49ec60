// The request layer (core spec 7.1): every call to a cluster goes through clusterRequest, or
// sendRawRequest for the REST console. Calls go from the browser straight to the cluster uri.
//
// Outcomes:
// - HEAD resolves to whether the answer was ok (never rejects on a non-ok status).
// - An ok answer whose content-type is JSON (application/json or any +json type) resolves to the
//   parsed body, big numbers kept exact (lib/json). An empty JSON answer resolves to true.
// - An ok answer of any other content-type resolves to true, as the spec says, except HTML:
//   no cluster API answers HTML, a proxy or login page does, so that rejects ('htmlInsteadOfJson')
//   rather than pass for success.
// - A non-ok answer rejects with kind 'api'; no HTTP answer with kind 'network'; anything else
//   with kind 'request' (see errors.ts).

import { AwsClient } from 'aws4fetch';
import { base64Utf8 } from '../lib/base64';
import { parseJson, stringifyJson } from '../lib/json';
import { apiError, ClusterRequestError, networkError, requestError } from './errors';
import type { AwsIamAuthData, ClusterAuth, ClusterTarget } from './types';

export {
  ClusterRequestError,
  connectionErrorDetail,
  IDLE_REQUEST_STATE,
  LOADING_REQUEST_STATE,
  requestStateFromError,
  toClusterErrorInfo,
} from './errors';
export type { ClusterErrorCode, ClusterErrorInfo, ClusterErrorKind } from './errors';
export { genericErrorNotification, notificationFromError, successNotification } from './notifications';
export type { NotificationContent, NotificationText } from './notifications';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH' | 'OPTIONS';

export type QueryValue = string | number | boolean | string[] | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface ClusterRequest {
  method: HttpMethod;
  /** Path relative to the cluster uri, already escaped (see lib/indexName). */
  path: string;
  /** Query-string parameters; arrays are joined with ',', undefined values are left out. */
  params?: QueryParams;
  /** Sent as JSON; a string is sent as is (NDJSON bodies). Ignored for GET and HEAD. */
  body?: unknown;
  signal?: AbortSignal;
}

export const AWS_SERVICE = 'es';
export const AWS_DEFAULT_REGION = 'us-east-1';
export const AWS_RETRIES = 10;
export const AWS_INITIAL_RETRY_MS = 50;

/** The uri as stored: trimmed, trailing slashes removed. */
export function normalizeUri(uri: string): string {
  return uri.trim().replace(/\/+$/, '');
}

/** The base every request path is relative to: the normalised uri ending with '/'. */
export function requestBase(uri: string): string {
  return `${normalizeUri(uri)}/`;
}

// ':' is legal in a query (RFC 3986) and common in sort values ('health:desc'); kept readable.
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.map(encodeQueryValue).join(',') : encodeQueryValue(String(value));
    pairs.push(`${encodeURIComponent(name)}=${text}`);
  }
  return pairs.join('&');
}

/** Full URL of a request: base, path without its leading '/', then the query string. */
export function buildUrl(uri: string, path: string, params?: QueryParams): string {
  const url = requestBase(uri) + path.replace(/^\/+/, '');
  const query = buildQueryString(params);
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** The Authorization header of core 7.1, or undefined (none, and awsIAM which is signed instead). */
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

/** Default headers plus the cluster's Authorization header. */
export function requestHeaders(auth: ClusterAuth): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const authorization = authorizationHeader(auth);
  if (authorization !== undefined) headers.Authorization = authorization;
  return headers;
}

function serialiseBody(method: HttpMethod, body: unknown): string | undefined {
  if (method === 'GET' || method === 'HEAD' || body === undefined) return undefined;
  return typeof body === 'string' ? body : stringifyJson(body);
}

function awsClient(data: AwsIamAuthData): AwsClient {
  if (!data.accessKeyId || !data.secretAccessKey) {
    throw requestError('signing', 'AWS request signing needs an access key id and a secret access key.');
  }
  try {
    return new AwsClient({
      accessKeyId: data.accessKeyId,
      secretAccessKey: data.secretAccessKey,
      sessionToken: data.sessionToken || undefined,
      service: AWS_SERVICE,
      region: data.region || AWS_DEFAULT_REGION,
      retries: AWS_RETRIES,
      initRetryMs: AWS_INITIAL_RETRY_MS,
    });
  } catch (cause) {
    throw requestError('signing', errorText(cause), cause);
  }
}

/** Sends one HTTP request (signed for awsIAM); rejects only with ClusterRequestError. */
async function send(auth: ClusterAuth, url: string, init: RequestInit): Promise<Response> {
  const signer = auth.authType === 'awsIAM' ? awsClient(auth.authData) : null;
  try {
    return await (signer ? signer.fetch(url, init) : fetch(url, init));
  } catch (cause) {
    throw transportError(cause, init.signal);
  }
}

function transportError(cause: unknown, signal: AbortSignal | null | undefined): ClusterRequestError {
  if (cause instanceof ClusterRequestError) return cause;
  const message = errorText(cause);
  if (signal?.aborted || errorName(cause) === 'AbortError') {
    return requestError('aborted', message, cause);
  }
  // fetch rejects with a TypeError when no HTTP answer arrives (unreachable, CORS, certificate).
  if (cause instanceof TypeError) return networkError(message, cause);
  return requestError('unknown', message, cause);
}

// DOMException is not an Error subclass in every environment, so read name and message by shape.
function errorName(cause: unknown): string {
  return typeof cause === 'object' && cause !== null && 'name' in cause ? String(cause.name) : '';
}

function errorText(cause: unknown): string {
  return typeof cause === 'object' && cause !== null && 'message' in cause ? String(cause.message) : String(cause);
}

async function readText(response: Response, signal: AbortSignal | undefined): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw transportError(cause, signal);
  }
}

function isJsonContentType(contentType: string): boolean {
  return /application\/json|\+json/i.test(contentType);
}

function parseErrorBody(text: string): unknown {
  if (text.trim() === '') return '';
  try {
    return parseJson(text);
  } catch {
    return text;
  }
}

function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return true;
  try {
    return parseJson(text);
  } catch (cause) {
    if (text.trimStart().startsWith('<')) {
      throw requestError('htmlInsteadOfJson', 'The cluster answered with HTML instead of JSON.', cause);
    }
    throw requestError('invalidJson', `The cluster's answer is not valid JSON: ${errorText(cause)}`, cause);
  }
}

async function readResult(response: Response, req: ClusterRequest): Promise<unknown> {
  if (req.method === 'HEAD') return response.ok;
  const text = await readText(response, req.signal);
  if (!response.ok) throw apiError(response.status, response.statusText, parseErrorBody(text));
  const contentType = response.headers.get('content-type') ?? '';
  if (isJsonContentType(contentType)) return parseJsonBody(text);
  if (/text\/html/i.test(contentType)) {
    throw requestError('htmlInsteadOfJson', 'The cluster answered with HTML instead of JSON.');
  }
  return true;
}

/**
 * Calls the cluster. T is what the caller expects the JSON to be; it is not checked at run time,
 * so typed operations describe only fields they read and callers narrow anything else.
 */
export async function clusterRequest<T>(target: ClusterTarget, req: ClusterRequest): Promise<T> {
  const url = buildUrl(target.uri, req.path, req.params);
  const init: RequestInit = {
    method: req.method,
    headers: requestHeaders(target.auth),
    body: serialiseBody(req.method, req.body),
    signal: req.signal,
  };
  const response = await send(target.auth, url, init);
  return (await readResult(response, req)) as T;
}

export interface RawRequest {
  method: HttpMethod;
  /** The already encoded path (lib/restPath), possibly with its own query string. */
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
 * The REST console request of core 7.4: never rejects on an HTTP status, only on a network
 * failure (kind 'network') or an abort.
 */
export async function sendRawRequest(target: ClusterTarget, req: RawRequest): Promise<RawResponse> {
  const withBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init: RequestInit = {
    method: req.method,
    headers: requestHeaders(target.auth),
    body: withBody ? (req.body ?? undefined) : undefined,
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
