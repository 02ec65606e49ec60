// Parsing of requests pasted in the style of the search engine dashboard's console, as the
// engines' documentation prints them:
//
//   # Create the index
//   PUT logs
//   { "mappings": { "properties": { "title": { "type": "text" } } } }
//
//   GET logs/_search
//   { "query": { "match_all": {} } }
//
// A request line (a method, then a path) starts a request; its body is the lines up to the next
// request line. The first request line may be indented or lack its path. Any later one starts at
// column 0 and has a path, and is not inside a triple-quoted string, so a body line is never
// taken for one. Blank and comment lines (`#`, `//`) before and after a body are dropped; the
// lines of a body stay as written (NDJSON too, comment lines inside it too), except that each
// triple-quoted string ("""...""") becomes a JSON string, as the dashboard's console sends it.
// Text that does not begin with a request line (after blank and comment lines) is a body only.

export const CONSOLE_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
] as const;

export type ConsoleMethod = (typeof CONSOLE_METHODS)[number];

export interface ConsoleRequest {
  method: ConsoleMethod;
  path: string;
  body: string;
}

/** Pasted text: the requests it holds (one or more, in order), or a body only. */
export type ConsolePaste =
  | { kind: 'requests'; requests: [ConsoleRequest, ...ConsoleRequest[]] }
  | { kind: 'body'; body: string };

const FIRST_REQUEST_LINE = /^\s*([a-z]+)(?:\s+(\S+))?\s*$/i;
const REQUEST_LINE = /^([a-z]+)[ \t]+(\S+)[ \t]*$/i;
const COMMENT_LINE = /^\s*(?:#|\/\/)/;
const TRIPLE_QUOTED = /"""([\s\S]*?)"""/g;

type RequestLine = Omit<ConsoleRequest, 'body'>;

function asMethod(word: string): ConsoleMethod | null {
  const upper = word.toUpperCase();
  return CONSOLE_METHODS.find((method) => method === upper) ?? null;
}

/** The method and path of `line` when `pattern` reads it as a request line, else null. */
function requestLine(line: string, pattern: RegExp): RequestLine | null {
  const match = pattern.exec(line);
  const method = match ? asMethod(match[1]) : null;
  return match && method ? { method, path: match[2] ?? '' } : null;
}

function isBlankOrComment(line: string): boolean {
  return line.trim() === '' || COMMENT_LINE.test(line);
}

/** Whether `line` opens or closes a triple-quoted string (holds an odd number of `"""`). */
function togglesTripleQuote(line: string): boolean {
  return line.split('"""').length % 2 === 0;
}

/** A body from its lines: blank and comment lines around it dropped, """strings""" made JSON. */
function bodyOf(lines: readonly string[]): string {
  const start = lines.findIndex((line) => !isBlankOrComment(line));
  const end = lines.findLastIndex((line) => !isBlankOrComment(line));
  if (start === -1) return '';
  const body = lines
    .slice(start, end + 1)
    .join('\n')
    .trim();
  return body.replace(TRIPLE_QUOTED, (_literal, content: string) => JSON.stringify(content));
}

/** The requests of `lines`, the first starting with `first`, the lines after it following. */
function splitRequests(
  first: RequestLine,
  lines: readonly string[],
): [ConsoleRequest, ...ConsoleRequest[]] {
  const found: { line: RequestLine; body: string[] }[] = [{ line: first, body: [] }];
  let inTripleQuote = false;
  for (const line of lines) {
    const next = inTripleQuote ? null : requestLine(line, REQUEST_LINE);
    if (next) {
      found.push({ line: next, body: [] });
      continue;
    }
    found[found.length - 1].body.push(line);
    if (togglesTripleQuote(line)) inTripleQuote = !inTripleQuote;
  }
  const [head, ...others] = found.map(({ line, body }) => ({ ...line, body: bodyOf(body) }));
  return [head, ...others];
}

/** The requests of pasted `text`, or the whole text as a body when it holds none. */
export function parseConsoleRequests(text: string): ConsolePaste {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const firstIndex = lines.findIndex((line) => !isBlankOrComment(line));
  const first = firstIndex === -1 ? null : requestLine(lines[firstIndex], FIRST_REQUEST_LINE);
  if (!first) return { kind: 'body', body: text };
  return { kind: 'requests', requests: splitRequests(first, lines.slice(firstIndex + 1)) };
}
