import type { Engine } from '../fixtures/test';

/**
 * Calls the engine directly, for a test's set-up, checks and clean-up (never through the
 * console). Throws with the engine's answer when it refuses; returns the parsed JSON answer,
 * or null for an empty one. Gives up after `timeoutMs` (a benchmark's engine may be busy long
 * after a large run).
 */
export async function engineCall<T = unknown>(
  engine: Engine,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = 20_000,
): Promise<T> {
  const response = await fetch(`${engine.url}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** Sends documents to the engine's _bulk API with their ids, then refreshes the index. */
export async function bulkLoad(engine: Engine, index: string, docs: readonly { id: string; source: object }[]): Promise<void> {
  const body = docs.map(({ id, source }) => `${JSON.stringify({ index: { _index: index, _id: id } })}\n${JSON.stringify(source)}\n`).join('');
  const response = await fetch(`${engine.url}/_bulk?refresh=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson' },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await response.json()) as { errors?: boolean };
  if (!response.ok || answer.errors) throw new Error(`bulk load into ${index}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
}
