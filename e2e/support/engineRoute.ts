// What the route fixtures that play an engine API in the browser share: the requests they record,
// their answers, and reading a request's path, body and CORS preflight.
import type { Request } from '@playwright/test';
import { errorBody } from './fakeCluster';

export interface SentRequest {
  method: string;
  /** As sent: path and query string, not decoded (e.g. /logs-app/_rollover?dry_run=true). */
  path: string;
  /** The parsed JSON body, the raw text when it is not JSON, or null without one. */
  body: unknown;
}

export type Answer = [status: number, body: unknown];

export function error(status: number, type: string, reason: string): Answer {
  return [status, errorBody(status, type, reason)];
}

/** A path part decoded, or as it is when it is not valid percent-encoding. */
export function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function requestBody(text: string | null): unknown {
  if (text === null || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The path below the engine's URL, without leading slash, or undefined for another server. */
export function enginePath(url: URL, engine: URL): string | undefined {
  const base = engine.pathname.replace(/\/+$/, '');
  if (url.origin !== engine.origin || !(url.pathname === base || url.pathname.startsWith(`${base}/`))) return undefined;
  return url.pathname.slice(base.length).replace(/^\/+/, '');
}

/** The CORS headers of an engine that allows the page's origin and the headers it asks for. */
export async function corsHeaders(request: Request): Promise<Record<string, string>> {
  const origin = (await request.headerValue('origin')) ?? '*';
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET,POST,PUT,DELETE,HEAD,OPTIONS',
    'access-control-allow-headers': (await request.headerValue('access-control-request-headers')) ?? 'X-Requested-With,Content-Type,Content-Length,Authorization',
  };
}
