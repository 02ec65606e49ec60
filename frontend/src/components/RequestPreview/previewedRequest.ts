// A request as the user reads it before it is sent, and the same request as a curl command. The
// command names no cluster and carries no credential: its path is relative to $CLUSTER_URL,
// which the user sets, with whatever authentication they use.
import { stringifyJson } from '../../lib/json';

export interface PreviewedRequest {
  method: string;
  /** Relative to the cluster, as sent (already encoded). */
  path: string;
  /** JSON to stringify, or text shown as is; undefined: no body. */
  body?: unknown;
}

/** The text of `body`, or null when the request has none. */
function bodyText(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  return typeof body === 'string' ? body : stringifyJson(body, 2);
}

/** The method and path on one line, then the body. */
export function requestText({ method, path, body }: PreviewedRequest): string {
  const line = `${method} ${path}`;
  const text = bodyText(body);
  return text === null ? line : `${line}\n${text}`;
}

/**
 * A text that starts with the method and path on one line and goes on with the body (the shape
 * of `requestText`), as a request.
 */
export function parseRequestText(text: string): PreviewedRequest {
  const newline = text.indexOf('\n');
  const line = newline === -1 ? text : text.slice(0, newline);
  const space = line.indexOf(' ');
  const method = space === -1 ? line : line.slice(0, space);
  const path = space === -1 ? '' : line.slice(space + 1);
  return newline === -1 ? { method, path } : { method, path, body: text.slice(newline + 1) };
}

/** Quotes a word for POSIX shells: single quotes, with embedded ones closed and escaped. */
function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The URL: the user's $CLUSTER_URL, then the path, quoted so that the shell changes nothing. */
function urlArgument(path: string): string {
  const relative = path.startsWith('/') ? path : `/${path}`;
  return /^[\w\-./,*%?=&:+@~]*$/.test(relative)
    ? `"$CLUSTER_URL${relative}"`
    : `"$CLUSTER_URL"${shellQuote(relative)}`;
}

/** The request as a curl command for a shell where CLUSTER_URL holds the cluster's address. */
export function curlCommand(request: PreviewedRequest): string {
  const method = request.method === 'HEAD' ? '--head' : `-X ${request.method}`;
  const args = [`curl ${method} ${urlArgument(request.path)}`];
  const text = bodyText(request.body);
  if (text !== null) {
    args.push(`-H 'Content-Type: application/json'`, `--data-binary ${shellQuote(text)}`);
  }
  return args.join(' \\\n  ');
}
