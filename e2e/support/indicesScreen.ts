import type { Locator, Page, Request } from '@playwright/test';
import { expect, type Engine } from '../fixtures/test';
import { answerConfirmation, chooseRowAction, connectedTo, header } from './ui';
import { testWithPrefix } from './specTest';

// The indices screen as its spec files drive it: their `test`, and the screen's table, row
// menu, notifications and dialogs.

/**
 * The indices specs' `test`: one cluster named 'indices' on the project's engine, and a
 * `prefix` of the test's own for the indices it makes (removed afterwards).
 */
export const test = testWithPrefix('ix', 'indices');

/** Column positions in a row, the selection checkbox first. */
export const CELL = { status: 3, uuid: 4, aliases: 5, docs: 8 } as const;

/** Opens the Indices tab and narrows the table to `filter` (the test's prefix, mostly). */
export async function openIndices(page: Page, engine: Engine, filter: string): Promise<Locator> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('indices', engine.url));
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/indices$/);
  await page.getByRole('textbox', { name: 'Filter' }).fill(filter);
  await expect(page.getByText(`Filter: '${filter}'`)).toBeVisible();
  return page.getByRole('table', { name: 'Indices' });
}

export function indexRow(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('link', { name, exact: true }) });
}

/** Chooses `item` in the row's menu, through the submenu it sits in. */
export async function rowAction(page: Page, index: string, item: string): Promise<void> {
  await chooseRowAction(page, index, item);
}

/** Force merges one index from its row: the request reaches the engine with the name escaped. */
export async function forceMerge(page: Page, name: string): Promise<void> {
  await rowAction(page, name, 'Force merge');
  const dialog = page.getByRole('dialog', { name: 'Force merge' });
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/_forcemerge'));
  await dialog.getByRole('button', { name: 'Force merge', exact: true }).click();
  expect(new URL((await sent).url()).pathname).toBe(`/${encodeURIComponent(name)}/_forcemerge`);
  await expect(dialog.getByText(/Force merge started as task|The engine merged at once\./)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The merge's notification (a task followed, or a merge done at once), closed here so that
  // it covers no menu.
  const done = page.getByRole('status').filter({ hasText: `Force merged index ${name}` });
  await done.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(done).toHaveCount(0);
}

export function notification(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title });
}

/** Checks a notification (and a text it shows), then closes it so it covers no menu. */
export async function dismiss(page: Page, title: string, text?: string): Promise<void> {
  const shown = notification(page, title);
  await expect(shown).toBeVisible();
  // Hovering stops its countdown.
  await shown.hover();
  if (text) await expect(shown).toContainText(text);
  // A success says a sentence, not the cluster's JSON answer (that is behind 'Copy response').
  if (title.startsWith('200 OK')) await expect(shown).not.toContainText(/"\w+":/);
  await shown.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(shown).toHaveCount(0);
}

/** Answers a confirmation; `typed` is the index name (or count) a delete asks for. */
export async function confirm(page: Page, title: string, button: string, text?: string, typed?: string): Promise<void> {
  await answerConfirmation(page, title, button, { text, typed });
}

export async function reload(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
}

export async function createThroughDialog(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New index' }).click();
  const dialog = page.getByRole('dialog', { name: 'New index' });
  await dialog.getByRole('textbox', { name: 'Index name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
}

/** The index names of every request of `method` to `endpoint` the page sent. */
export function recordRequests(page: Page, engine: Engine, method: string, endpoint: string): string[][] {
  const seen: string[][] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== engine.url || request.method() !== method) return;
    const parts = url.pathname.split('/').filter(Boolean);
    const names = parts[0] ? decodeURIComponent(parts[0]).split(',') : [];
    if ((endpoint === '' && parts.length === 1) || parts.slice(1).join('/') === endpoint) seen.push(names);
  });
  return seen;
}
