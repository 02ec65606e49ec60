import type { Page } from '@playwright/test';
import { expect, type Engine } from '../fixtures/test';
import { routeLifecycle, type LifecycleHandle, type LifecycleRouteOptions } from './lifecycleFixture';
import { testWithPrefix } from './specTest';
import { connectedTo, header } from './ui';

// What the lifecycle spec files share: their `test`, a policy of each engine, the route that
// plays the lifecycle APIs (support/lifecycleFixture.ts), and the indices screen they start on.

/**
 * The lifecycle specs' `test`: one cluster named 'lifecycle' on the project's engine, and a
 * `prefix` of the test's own for the indices it makes (removed afterwards).
 */
export const test = testWithPrefix('lc', 'lifecycle');

export const ILM_POLICY = {
  phases: {
    hot: { min_age: '0ms', actions: { rollover: { max_age: '1d' }, set_priority: { priority: 100 } } },
    warm: { min_age: '7d', actions: { shrink: { number_of_shards: 1 } } },
    delete: { min_age: '30d', actions: { delete: {} } },
  },
};

export const ISM_POLICY = (id: string) => ({
  description: `${id} policy`,
  default_state: 'hot',
  states: [
    { name: 'hot', actions: [{ rollover: { min_doc_count: 100 } }], transitions: [{ state_name: 'delete', conditions: { min_index_age: '30d' } }] },
    { name: 'delete', actions: [{ delete: {} }], transitions: [] },
  ],
  ism_template: [{ index_patterns: ['logs-*'], priority: 100 }],
});

export async function route(page: Page, engine: Engine, options: Omit<LifecycleRouteOptions, 'distribution'>): Promise<LifecycleHandle> {
  return routeLifecycle(page.context(), engine.url, { distribution: engine.kind, ...options });
}

export async function openIndices(page: Page, engine: Engine): Promise<void> {
  await page.goto('./cluster/0/indices');
  await expect(header(page)).toContainText(connectedTo('lifecycle', engine.url));
  await expect(page.getByRole('table', { name: 'Indices' })).toBeVisible();
}

export const indexRow = (page: Page, index: string) => page.getByRole('table', { name: 'Indices' }).getByRole('row').filter({ has: page.getByRole('link', { name: index, exact: true }) });

/** The index names the requests of `method` whose path holds `marker` named, from the fixture's log. */
export function named(handle: LifecycleHandle, method: string, pattern: RegExp): string[] {
  return handle.indicesOf(method, pattern).sort();
}
