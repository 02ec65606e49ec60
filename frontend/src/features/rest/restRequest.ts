// The request of a REST console tab: method, path and body, and the rules that
// depend on the method alone.
import { CONSOLE_METHODS, type ConsoleMethod } from '../../engine/consoleRequest';
import type { RestRequest, RestResponse } from '../../engine/clusterDb';

/** The method list of the form, in the order it is shown. */
export const REST_METHODS: readonly ConsoleMethod[] = CONSOLE_METHODS;

export type RestMethod = ConsoleMethod;

/** A new request: GET with an empty path and body (a new tab reads before it writes). */
export function defaultRequest(): RestRequest {
  return { method: 'GET', path: '', body: '' };
}

/** An empty path is not sent: it would reach the cluster's root ('/') by accident. */
export function isEmptyPath(path: string): boolean {
  return path.trim() === '';
}

/**
 * The method a request with this body goes out with. Browsers send no body with GET, so a
 * pasted GET with a body (as the dashboard console writes searches) becomes POST, which every
 * search endpoint accepts, instead of losing the body unseen.
 */
export function methodForBody(method: RestMethod, body: string): RestMethod {
  return method === 'GET' && body.trim() !== '' ? 'POST' : method;
}

export const EMPTY_RESPONSE: RestResponse = { status: '', ok: false, bodyText: '' };

/** GET and HEAD send no body. */
export function sendsBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

/** A method as the form knows it; anything else (an old or hand-edited record) becomes POST. */
export function toRestMethod(value: unknown): RestMethod {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return REST_METHODS.find((method) => method === upper) ?? REST_METHODS[1];
}
