import type { Locator, Page } from '@playwright/test';
import { expect, type Engine } from '../fixtures/test';
import { engineCall } from './engineApi';
import { testWithPrefix } from './specTest';
import { connectedTo, header } from './ui';

// The search screen as its spec files drive it: a seeded index of mixed fields (a long beyond
// 2^53, a nested object, an @timestamp, a field named id), their `test`, and the screen's
// results, pagination, dialogs and editors.

export const SPECIAL_ID = 'a/b#c%d e ü';
export const BIG = '9007199254740993';
export const DOCS = 25;

async function engineText(engine: Engine, method: string, path: string, body?: string): Promise<string> {
  const response = await fetch(`${engine.url}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text;
}

const MAPPINGS = {
  properties: {
    name: { type: 'text', fields: { keyword: { type: 'keyword' } } },
    count: { type: 'long' },
    '@timestamp': { type: 'date' },
    id: { type: 'keyword' },
    nested: { properties: { a: { type: 'integer' }, city: { type: 'keyword' } } },
    title: { type: 'text' },
  },
};

function docId(n: number): string {
  return n === 3 ? SPECIAL_ID : String(n);
}

/** Document n; the count of document 0 is beyond 2^53, written as digits into the bulk body. */
function docLine(n: number): string {
  const count = n === 0 ? BIG : String(n * 3);
  const fields = {
    name: `name-${String(n).padStart(2, '0')}`,
    '@timestamp': `2024-01-${String(n + 1).padStart(2, '0')}T03:04:05Z`,
    id: `x${n}`,
    nested: { a: n, city: n % 2 ? 'Oslo' : 'Lima' },
    title: 'a title',
  };
  return `${JSON.stringify(fields).slice(0, -1)},"count":${count}}`;
}

async function seed(engine: Engine, name: string): Promise<void> {
  await engineCall(engine, 'PUT', encodeURIComponent(name), {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: MAPPINGS,
  });
  const lines = Array.from({ length: DOCS }, (_, n) => [JSON.stringify({ index: { _index: name, _id: docId(n) } }), docLine(n)]);
  await engineText(engine, 'POST', '_bulk?refresh=true', `${lines.flat().join('\n')}\n`);
}

/**
 * The search specs' `test`: one cluster named 'search' on the project's engine, a `prefix` of the
 * test's own, and `index`, named after it and seeded with DOCS documents before the test.
 */
export const test = testWithPrefix('se', 'search').extend<{ index: string }>({
  index: [
    async ({ engine, prefix }, use) => {
      const index = `${prefix}-docs`;
      await seed(engine, index);
      await use(index);
    },
    { auto: true },
  ],
});

export async function getSource(engine: Engine, name: string, id: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${engine.url}/${encodeURIComponent(name)}/_doc/${encodeURIComponent(id)}`, {
    signal: AbortSignal.timeout(20_000),
  });
  if (response.status === 404) return null;
  return ((await response.json()) as { _source: Record<string, unknown> })._source;
}

/** Opens the search screen the way the indices screen does: ?index={name}. */
export async function openSearch(page: Page, engine: Engine, target: string): Promise<Locator> {
  await page.goto(`./cluster/0/search?index=${encodeURIComponent(target)}`);
  await expect(header(page)).toContainText(connectedTo('search', engine.url));
  const table = results(page);
  await expect(table).toBeVisible();
  return table;
}

export function results(page: Page): Locator {
  return page.getByRole('table', { name: 'Search results' });
}

export function range(page: Page, text: string): Locator {
  return page.getByRole('navigation', { name: 'Pagination' }).getByText(text, { exact: true });
}

export function rowWith(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });
}

/** A row's edit or delete button; they exist only while the row is in view. */
export async function rowButton(row: Locator, name: 'Edit document' | 'Delete document'): Promise<Locator> {
  await row.scrollIntoViewIfNeeded();
  const button = row.getByRole('button', { name });
  await expect(button).toBeVisible();
  return button;
}

export async function searchFor(page: Page, q: string, expectedRange: string): Promise<void> {
  const query = page.getByRole('textbox', { name: 'Query', exact: true });
  await query.fill(q);
  await query.press('Enter');
  await expect(range(page, expectedRange)).toBeVisible();
}

/** The text of the cells in one column, top to bottom. */
export async function columnTexts(table: Locator, column: string): Promise<string[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const position = headers.findIndex((text) => text === column);
  expect(position, `column ${column}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${position + 1})`).allTextContents();
}

export function notification(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title });
}

export async function confirm(page: Page, title: string, button: string, text?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

export function queryEditor(page: Page): Locator {
  return page.getByLabel('Search query (JSON). Ctrl+Enter or Cmd+Enter searches.', { exact: true });
}

/** Counts the search requests the page sends from now on. */
export function countSearches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/_search')) count += 1;
  });
  return () => count;
}
