import type { Route } from '@playwright/test';
import type { Engine } from './apiSpec/shapes';
import { checkAnswer } from './schemaCheck';

// Every JSON answer a route fixture gives in an engine's name goes through here: it must be
// shaped like that engine's documented response for the endpoint, or the test serving it fails.

export interface SpecAnswer {
  /** The engine whose answer this claims to be. */
  engine: Engine;
  method: string;
  /** The request path (a query string is ignored). */
  path: string;
  status?: number;
  body: unknown;
  /**
   * Paths (and what lies below them) where the answer keeps to the engine's documented example
   * although the specification's types say otherwise; each use says why in a comment. `*`
   * stands for one key: `$.*.in_use_by`.
   */
  accept?: string[];
  /** Sent instead of `body` once `body` has been checked: e.g. the `filter_path` subset of it. */
  sent?: unknown;
  headers?: Record<string, string>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Throws, naming every offending key, when `body` is not what the engine documents. */
export function assertConforms({ engine, method, path, status = 200, body, accept = [] }: SpecAnswer): void {
  const checked = checkAnswer(engine, method, path, status, body);
  const endpoint = checked.endpoint;
  // `.*` is one key, written `.key` or `["key"]`.
  const accepted = accept.map((at) => new RegExp(`^${at.split('.*').map(escapeRegExp).join('(?:\\.[^.[]+|\\[[^\\]]+\\])')}[:.[]`));
  const problems = checked.problems.filter((problem) => !accepted.some((at) => at.test(problem)));
  if (problems.length === 0) return;
  const shown = problems.slice(0, 20).join('\n  ');
  const more = problems.length > 20 ? `\n  … and ${problems.length - 20} more` : '';
  throw new Error(`Fixture answer to ${method} ${path} (${status}) is not ${engine}'s ${endpoint ?? 'answer'}:\n  ${shown}${more}`);
}

export async function fulfillFromSpec(route: Route, answer: SpecAnswer): Promise<void> {
  assertConforms(answer);
  await route.fulfill({
    status: answer.status ?? 200,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...answer.headers },
    body: JSON.stringify(answer.sent === undefined ? answer.body : answer.sent),
  });
}
