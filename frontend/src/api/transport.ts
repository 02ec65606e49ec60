// Transport of the request layer: sending (signed with SigV4 for awsIAM) and reading answers
// into results or ClusterRequestErrors. See client.ts for the outcomes.

import type { AwsClient } from 'aws4fetch';
import { parseJson } from '../lib/json';
import { takeEarlyAnswer } from './earlyAnswers';
import { apiError, ClusterRequestError, networkError, requestError, timeoutError } from './errors';
import type { AwsIamAuthData, ClusterAuth } from './types';

export const AWS_SERVICE = 'es';
export const AWS_DEFAULT_REGION = 'us-east-1';
export const AWS_RETRIES = 10;
export const AWS_INITIAL_RETRY_MS = 50;

/** The SigV4 signer, loaded with the first signed request: most clusters never need it. */
async function awsClient(data: AwsIamAuthData): Promise<AwsClient> {
  if (!data.accessKeyId || !data.secretAccessKey) {
    throw requestError(
      'signing',
      'AWS request signing needs an access key id and a secret access key.',
    );
  }
  const { AwsClient } = await import('aws4fetch');
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

/**
 * Sends one HTTP request (signed for awsIAM), or adopts the page's answer to the same request
 * (earlyAnswers.ts); rejects only with ClusterRequestError. A redirect is
 * never followed (fetch would re-send the request, body and credentials, wherever the cluster
 * points): it rejects with code 'redirect'.
 */
export async function send(auth: ClusterAuth, url: string, init: RequestInit): Promise<Response> {
  const signer = auth.authType === 'awsIAM' ? await awsClient(auth.authData) : null;
  // aws4fetch builds a Request from the init, so the signed request keeps the mode too.
  const manual: RequestInit = { ...init, redirect: 'manual' };
  let response: Response;
  try {
    response = await (signer
      ? signer.fetch(url, manual)
      : (takeEarlyAnswer(url, manual) ?? fetch(url, manual)));
  } catch (cause) {
    throw transportError(cause, init.signal);
  }
  if (isRedirect(response)) throw redirectError(response.status);
  return response;
}

/**
 * A redirect answer: in a browser, with redirect 'manual', an opaque one (type 'opaqueredirect',
 * status 0); elsewhere, or for a 3xx the browser does not count as a redirect (300, 304), its
 * 3xx status.
 */
export function isRedirect(response: Pick<Response, 'type' | 'status'>): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

function redirectError(status: number): ClusterRequestError {
  const answer = status === 0 ? 'a redirect' : `a redirect (HTTP ${status})`;
  return requestError('redirect', `The cluster answered with ${answer}, which is not followed.`);
}

/** The abort reason of a timeout, named as AbortSignal.timeout() names it. */
const TIMEOUT_ERROR = 'TimeoutError';

/**
 * Runs `run` with a signal that aborts after `timeoutMs`, or as soon as `signal` aborts. The
 * timeout makes the request reject with code 'timeout' (kind 'network': no answer came).
 * A timer of the page rather than AbortSignal.timeout(), so fake clocks in tests drive it.
 */
export async function withTimeout<T>(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, TIMEOUT_ERROR));
  }, timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  try {
    return await run(controller.signal);
  } catch (cause) {
    if (errorName(controller.signal.reason) === TIMEOUT_ERROR) throw timeoutError(timeoutMs, cause);
    throw cause;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

function transportError(
  cause: unknown,
  signal: AbortSignal | null | undefined,
): ClusterRequestError {
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
  return typeof cause === 'object' && cause !== null && 'message' in cause
    ? String(cause.message)
    : String(cause);
}

export async function readText(
  response: Response,
  signal: AbortSignal | undefined,
): Promise<string> {
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

/**
 * How the numbers of an answer are read: 'exact' keeps a number JSON.parse would round (see
 * parseJson); 'plain' is for answers known to hold none, read by JSON.parse alone.
 */
export type NumberReading = 'exact' | 'plain';

function parseJsonBody(text: string, numbers: NumberReading): unknown {
  if (text.trim() === '') return true;
  try {
    return numbers === 'plain' ? JSON.parse(text) : parseJson(text);
  } catch (cause) {
    if (text.trimStart().startsWith('<')) {
      throw requestError(
        'htmlInsteadOfJson',
        'The cluster answered with HTML instead of JSON.',
        cause,
      );
    }
    throw requestError(
      'invalidJson',
      `The cluster's answer is not valid JSON: ${errorText(cause)}`,
      cause,
    );
  }
}

export async function readResult(
  response: Response,
  method: string,
  signal?: AbortSignal,
  numbers: NumberReading = 'exact',
): Promise<unknown> {
  if (method === 'HEAD') return response.ok;
  const text = await readText(response, signal);
  if (!response.ok) throw apiError(response.status, response.statusText, parseErrorBody(text));
  const contentType = response.headers.get('content-type') ?? '';
  if (isJsonContentType(contentType)) return parseJsonBody(text, numbers);
  if (/text\/html/i.test(contentType)) {
    throw requestError('htmlInsteadOfJson', 'The cluster answered with HTML instead of JSON.');
  }
  return true;
}

/** An HTML page: labelled text/html, or a body that opens like one whatever its label. */
function isHtmlAnswer(contentType: string, text: string): boolean {
  return /text\/html/i.test(contentType) || /^\s*<(!doctype\s+html|html[\s>])/i.test(text);
}

/**
 * Reads an answer the cluster sends as plain text (hot threads): the text as is, never parsed
 * nor rendered. A non-ok answer rejects like any other; an HTML page (a proxy's or a login
 * page) rejects with 'htmlInsteadOfText' rather than pass for the cluster's text.
 */
export async function readTextResult(response: Response, signal?: AbortSignal): Promise<string> {
  const text = await readText(response, signal);
  if (!response.ok) throw apiError(response.status, response.statusText, parseErrorBody(text));
  if (isHtmlAnswer(response.headers.get('content-type') ?? '', text)) {
    throw requestError('htmlInsteadOfText', 'The cluster answered with HTML instead of text.');
  }
  return text;
}
