// Test support: a fake global fetch that records each request and answers from a responder.
// Used by the request-layer tests (vi.stubGlobal), never by the app.

import { vi } from 'vitest';
import { ClusterRequestError } from './client';

export interface RecordedRequest {
  method: string;
  url: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string | null;
}

export type Responder = (
  request: RecordedRequest,
  callIndex: number,
) => Response | Promise<Response>;

export function jsonResponse(
  body: unknown,
  status = 200,
  contentType = 'application/json; charset=UTF-8',
): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': contentType } });
}

export function textResponse(
  text: string,
  status = 200,
  contentType = 'text/plain; charset=UTF-8',
): Response {
  return new Response(text, { status, headers: { 'content-type': contentType } });
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    record[name.toLowerCase()] = value;
  });
  return record;
}

async function record(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  if (input instanceof Request) {
    const body = await input.text();
    return {
      method: input.method,
      url: input.url,
      headers: headerRecord(input.headers),
      body: body === '' ? null : body,
    };
  }
  const body = init?.body;
  return {
    method: init?.method ?? 'GET',
    url: String(input),
    headers: headerRecord(init?.headers),
    body: bodyText(body),
  };
}

/** A body as the test reads it: text, UTF-8 bytes decoded (bulk bodies), anything else marked. */
function bodyText(body: BodyInit | null | undefined): string | null {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return body == null ? null : '[binary]';
}

/** Replaces global fetch; `calls` fills as requests arrive. Default answer: 200 with {}. */
export function installFakeFetch(responder: Responder = () => jsonResponse({})): {
  calls: RecordedRequest[];
} {
  const calls: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = await record(input, init);
      calls.push(request);
      return responder(request, calls.length - 1);
    }),
  );
  return { calls };
}

/** Query parameters of a recorded URL as a plain object (values decoded). */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries());
}

/** The URL without its query string. */
export function pathOf(url: string): string {
  return url.split('?')[0];
}

/** The cluster every operation test calls: basic auth, so each request carries Authorization. */
export const TEST_TARGET = {
  uri: 'http://es.test:9200/',
  auth: { authType: 'basicAuth', authData: { username: 'user', password: 'pass' } },
} as const satisfies {
  uri: string;
  auth: { authType: 'basicAuth'; authData: { username: string; password: string } };
};

/** Headers every request to TEST_TARGET must carry; a request with a body adds its type. */
export const TEST_HEADERS = {
  accept: 'application/json',
  authorization: 'Basic dXNlcjpwYXNz',
};

/** A recorded request with the standard headers, for exact comparison. */
export function expected(method: string, url: string, body: string | null = null): RecordedRequest {
  const headers =
    body === null ? TEST_HEADERS : { ...TEST_HEADERS, 'content-type': 'application/json' };
  return { method, url: `http://es.test:9200/${url}`, headers, body };
}

/** Runs `run` against a fake fetch answering with `answer` and returns the requests it sent. */
export async function captureRequests(
  run: () => Promise<unknown>,
  answer: unknown = {},
): Promise<RecordedRequest[]> {
  const { calls } = installFakeFetch(() => jsonResponse(answer));
  await run();
  return calls;
}

/** The ClusterRequestError a request rejects with; fails the test on anything else. */
export async function rejection(promise: Promise<unknown>): Promise<ClusterRequestError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ClusterRequestError) return err;
    throw new Error(`rejected with a foreign error: ${String(err)}`);
  }
  throw new Error('resolved, expected a rejection');
}
