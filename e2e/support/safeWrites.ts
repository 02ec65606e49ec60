import type { Locator, Page, Request } from '@playwright/test';
import { expect, type Engine } from '../fixtures/test';
import { engineCall } from './engineApi';
import { indexNames } from './engineIndices';
import { testWithPrefix } from './specTest';
import { connectedTo, header, openRowSubmenuOf } from './ui';

// What the safe-writes spec files share: their `test`, indices made and checked on the engine,
// and the indices screen's table, row menu, bulk delete and the setting that asks for the name.

/**
 * The safe-writes specs' `test`: one cluster named 'safe' on the project's engine, and a
 * `prefix` of the test's own for the indices it makes (removed afterwards, closed ones too).
 */
export const test = testWithPrefix('sw', 'safe');

export async function createIndex(engine: Engine, name: string, docs = 0): Promise<void> {
  await engineCall(engine, 'PUT', name, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  for (let id = 1; id <= docs; id += 1) await engineCall(engine, 'PUT', `${name}/_doc/${id}?refresh=true`, { n: id });
}

export async function indexExists(engine: Engine, name: string): Promise<boolean> {
  return (await indexNames(engine)).includes(name);
}

/** The engine requests of `method` the page sent. */
export function recordRequests(page: Page, engine: Engine, method: string): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === engine.url && request.method() === method) seen.push(url.pathname);
  });
  return seen;
}

/** Opens the Indices tab of `cluster` and narrows the table to the test's `prefix`. */
export async function openIndices(page: Page, engine: Engine, prefix: string, cluster = 'safe'): Promise<Locator> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo(cluster, engine.url));
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  await expect(page.getByText(`Filter: '${prefix}'`)).toBeVisible();
  return page.getByRole('table', { name: 'Indices' });
}

export async function openRowMenu(page: Page, index: string): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for ${index}`, exact: true }).click();
  // The row menu, not a submenu opened in it.
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible();
  return menu;
}

export async function rowAction(page: Page, index: string, item: string): Promise<void> {
  await openRowMenu(page, index);
  await openRowSubmenuOf(page, item);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

export async function bulkDelete(page: Page, table: Locator): Promise<void> {
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Bulk' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
}

export async function setTypeToConfirm(page: Page, on: boolean): Promise<void> {
  await header(page).getByRole('link', { name: 'Settings' }).click();
  const toggle = page.getByRole('switch', { name: 'Type the index name to confirm a deletion' });
  await expect(toggle).toBeChecked();
  await toggle.setChecked(on);
}
