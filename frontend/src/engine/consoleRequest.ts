// Parsing of a request pasted in the style of the search engine dashboard's console:
//
//   GET logs/_search
//   { "query": { "match_all": {} } }
// A first line holding a method, optionally followed by a path, fills method, path and body
// (the remaining lines). Anything else is taken as a body only, leaving method and path alone.

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

export type PastedRequest =
  | { kind: 'request'; method: ConsoleMethod; path: string; body: string }
  | { kind: 'body'; body: string };

const FIRST_LINE = /^\s*([a-z]+)(?:\s+(\S+))?\s*$/i;

function asMethod(word: string): ConsoleMethod | null {
  const upper = word.toUpperCase();
  return CONSOLE_METHODS.find((method) => method === upper) ?? null;
}

export function parseConsoleRequest(text: string): PastedRequest {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const firstIndex = lines.findIndex((line) => line.trim() !== '');
  const match = firstIndex === -1 ? null : FIRST_LINE.exec(lines[firstIndex]);
  const method = match ? asMethod(match[1]) : null;
  if (!match || !method) return { kind: 'body', body: text };
  const body = lines
    .slice(firstIndex + 1)
    .join('\n')
    .trim();
  return { kind: 'request', method, path: match[2] ?? '', body };
}
