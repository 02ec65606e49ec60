// The one error shape of the request layer. Every failed cluster call rejects
// with a ClusterRequestError; RTK Query endpoints carry the same fields as a plain, serialisable
// ClusterErrorInfo. Texts in `message` come from the cluster or the browser; the UI translates
// the product's own wording through `code`.

import { stringifyJson } from '../lib/json';
import { bodyReason, type ErrorReason } from './errorReason';
import type { RequestState } from './types';

/** network: no HTTP answer; api: an HTTP answer that is not ok; request: anything else. */
export type ClusterErrorKind = 'network' | 'api' | 'request';

/**
 * Stable codes the UI translates (i18n keys `api.error.<code>`).
 * - network: the browser could not reach the cluster (down, DNS, CORS, untrusted certificate).
 * - timeout: no answer came in time (kind 'network'); only calls given a time limit have one.
 * - api: the cluster answered with a non-ok status.
 * - htmlInsteadOfJson: an answer that should be JSON is an HTML page (usually a proxy or login page).
 * - htmlInsteadOfText: an answer that should be plain text (hot threads) is an HTML page.
 * - invalidJson: an answer labelled JSON that does not parse.
 * - redirect: the cluster answered with a redirect (3xx), which is never followed.
 * - aborted: the caller cancelled the request.
 * - signing: AWS request signing failed (missing access key id or secret).
 * - noCluster: there is no active cluster to send the request to.
 * - notACluster: the address answers, but not with a cluster's root document.
 * - readOnly: a write to a read-only cluster, refused before it was sent.
 * - writeDeclined: a write to a cluster that asks first, which the user chose not to send.
 * - unknown: any other thrown error.
 */
export type ClusterErrorCode =
  | 'network'
  | 'timeout'
  | 'api'
  | 'htmlInsteadOfJson'
  | 'htmlInsteadOfText'
  | 'invalidJson'
  | 'redirect'
  | 'aborted'
  | 'signing'
  | 'noCluster'
  | 'notACluster'
  | 'readOnly'
  | 'writeDeclined'
  | 'unknown';

/** Serialisable description of a failed call; what RTK Query endpoints return as `error`. */
export interface ClusterErrorInfo {
  kind: ClusterErrorKind;
  code: ClusterErrorCode;
  /** HTTP status for kind 'api', otherwise -1. */
  status: number;
  statusText: string;
  /** apiErrorMessage for 'api', the error text otherwise. */
  message: string;
  /** The parsed JSON error body (or its text) for 'api', otherwise null. */
  body: unknown;
}

export class ClusterRequestError extends Error implements ClusterErrorInfo {
  readonly kind: ClusterErrorKind;
  readonly code: ClusterErrorCode;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(info: ClusterErrorInfo, options?: { cause?: unknown }) {
    super(info.message, options);
    this.name = 'ClusterRequestError';
    this.kind = info.kind;
    this.code = info.code;
    this.status = info.status;
    this.statusText = info.statusText;
    this.body = info.body;
  }

  /** The plain, serialisable fields of this error. */
  toInfo(): ClusterErrorInfo {
    const { kind, code, status, statusText, message, body } = this;
    return { kind, code, status, statusText, message, body };
  }
}

/** No answer within `timeoutMs`: a network failure, with its own code. */
export function timeoutError(timeoutMs: number, cause?: unknown): ClusterRequestError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new ClusterRequestError(
    {
      kind: 'network',
      code: 'timeout',
      status: -1,
      statusText: '',
      message: `The cluster did not answer within ${seconds} s.`,
      body: null,
    },
    { cause },
  );
}

/** The non-ok HTTP outcome. */
export function apiError(status: number, statusText: string, body: unknown): ClusterRequestError {
  return new ClusterRequestError({
    kind: 'api',
    code: 'api',
    status,
    statusText,
    message: apiErrorMessage(body) || `${status} ${statusText}`.trim(),
    body,
  });
}

/** A failure that is not an HTTP answer and not a network failure. */
export function requestError(
  code: ClusterErrorCode,
  message: string,
  cause?: unknown,
): ClusterRequestError {
  return new ClusterRequestError(
    { kind: 'request', code, status: -1, statusText: '', message, body: null },
    { cause },
  );
}

/** What a refused write carries as its body: the request it did not send. */
export interface UnsentRequest {
  method: string;
  path: string;
}

/**
 * A write the cluster's protection kept from being sent: 'readOnly' (the cluster allows no write)
 * or 'writeDeclined' (the user answered no). The body names the request.
 */
export function unsentWriteError(
  code: 'readOnly' | 'writeDeclined',
  request: UnsentRequest,
): ClusterRequestError {
  const { method, path } = request;
  const message =
    code === 'readOnly'
      ? `${method} ${path} was not sent: the cluster is read-only.`
      : `${method} ${path} was not sent.`;
  return new ClusterRequestError({
    kind: 'request',
    code,
    status: -1,
    statusText: '',
    message,
    body: { method, path },
  });
}

export function networkError(message: string, cause?: unknown): ClusterRequestError {
  return new ClusterRequestError(
    { kind: 'network', code: 'network', status: -1, statusText: '', message, body: null },
    { cause },
  );
}

/** 'Index not found' for index_not_found_exception, otherwise the JSON text of the error body. */
export function apiErrorMessage(body: unknown): string {
  if (errorType(body) === 'index_not_found_exception') return 'Index not found';
  return typeof body === 'string' ? body : stringifyJson(body);
}

/** The raw text of the failure: the whole error body for API errors, the message otherwise. */
export function rawErrorText(info: ClusterErrorInfo): string {
  if (info.kind !== 'api') return info.message;
  return typeof info.body === 'string' ? info.body : stringifyJson(info.body);
}

/** The `error` member of a cluster error body: an object, a string, or undefined. */
export function errorMember(body: unknown): unknown {
  return isRecord(body) ? body.error : undefined;
}

function errorType(body: unknown): string | undefined {
  const error = errorMember(body);
  return isRecord(error) && typeof error.type === 'string' ? error.type : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const KINDS: readonly string[] = ['network', 'api', 'request'];

/**
 * Reads any thrown or returned error as ClusterErrorInfo: a ClusterRequestError, its serialised
 * form from RTK Query, or a foreign error (kind 'request', code 'unknown').
 */
export function toClusterErrorInfo(err: unknown): ClusterErrorInfo {
  if (err instanceof ClusterRequestError) return err.toInfo();
  if (isRecord(err) && typeof err.kind === 'string' && KINDS.includes(err.kind)) {
    const info = err as Partial<ClusterErrorInfo>;
    return {
      kind: info.kind ?? 'request',
      code: info.code ?? (info.kind === 'request' ? 'unknown' : (info.kind as ClusterErrorCode)),
      status: typeof info.status === 'number' ? info.status : -1,
      statusText: typeof info.statusText === 'string' ? info.statusText : '',
      message: typeof info.message === 'string' ? info.message : '',
      body: info.body ?? null,
    };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { kind: 'request', code: 'unknown', status: -1, statusText: '', message, body: null };
}

export const IDLE_REQUEST_STATE: RequestState = {
  loading: false,
  networkError: false,
  apiError: false,
  apiErrorMessage: '',
  status: -1,
};

export const LOADING_REQUEST_STATE: RequestState = { ...IDLE_REQUEST_STATE, loading: true };

/** Request state after a failed call. */
export function requestStateFromError(err: unknown): RequestState {
  const info = toClusterErrorInfo(err);
  return {
    loading: false,
    networkError: info.kind === 'network',
    apiError: info.kind === 'api',
    apiErrorMessage: info.message,
    ...(info.kind === 'api' ? { apiErrorReason: bodyReason(info.body, info.message) } : {}),
    status: info.status,
  };
}

/** The cluster's reason for any failed call, and its cause (see bodyReason). */
export function errorReason(error: unknown): ErrorReason {
  const info = toClusterErrorInfo(error);
  return bodyReason(info.body, info.message);
}
