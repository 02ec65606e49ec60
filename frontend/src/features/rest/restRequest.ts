// The request of a REST console tab (core spec 3.6): method, path and body, and the rules that
// depend on the method alone.
import { CONSOLE_METHODS, type ConsoleMethod } from '../../lib/consoleRequest';
import type { RestRequest, RestResponse } from '../../lib/restDb';

/** The method list of the form, in the spec's order. */
export const REST_METHODS: readonly ConsoleMethod[] = CONSOLE_METHODS;

export type RestMethod = ConsoleMethod;

/** A new request: the second method of the list (POST), empty path and body. */
export function defaultRequest(): RestRequest {
  return { method: REST_METHODS[1], path: '', body: '' };
}

export const EMPTY_RESPONSE: RestResponse = { status: '', ok: false, bodyText: '' };

/** GET and HEAD send no body (core spec 5.5). */
export function sendsBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

/** A method as the form knows it; anything else (an old or hand-edited record) becomes POST. */
export function toRestMethod(value: unknown): RestMethod {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return REST_METHODS.find((method) => method === upper) ?? REST_METHODS[1];
}
