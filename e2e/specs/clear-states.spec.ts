import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { connectedTo, header } from '../support/ui';

// Clear states: a table that waits for its first answer says so, an outage shows in the header,
// errors read in words, the indices filter reaches every column, relocation mode on a single
// node explains itself, an unknown address says so, and the nodes table fits 1280 px.

test.use({ predefinedClusters: [{ name: 'clear', uri: ENGINE_URL }] });

let prefix = '';

test.beforeEach(async ({ engine }, testInfo) => {
  // The engine is shared by the worker's tests: names of this test's own, removed afterwards.
  prefix = `clear-e2e-${testInfo.workerIndex}-${Date.now()}`;
  await engineCall(engine, 'PUT', `${prefix}-green`, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  // One node cannot hold the replica: the index stays yellow.
  await engineCall(engine, 'PUT', `${prefix}-yellow`, { settings: { number_of_shards: 1, number_of_replicas: 1 } });
});

test.afterEach(async ({ engine }) => {
  // One by one: the engine may refuse wildcards in a delete.
  for (const suffix of ['green', 'yellow', 'shut']) await engineCall(engine, 'DELETE', `${prefix}-${suffix}`).catch(() => undefined);
});


async function openTab(page: Page, engine: Engine, tab: string): Promise<void> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('clear', engine.url));
  await header(page).getByRole('link', { name: tab, exact: true }).click();
}

function indexRow(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('link', { name, exact: true }) });
}

/** Types a filter and waits until it is applied (the chip names it). */
async function filterBy(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Filter' }).fill(text);
  await expect(page.getByText(`Filter: '${text}'`)).toBeVisible();
}

test('the indices table says it is loading while a slow cluster has not answered, not that it is empty', async ({ page, context, engine }) => {
  // Holds the engine's real answer to the index list until the test lets it through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(
    (url) => url.origin === engine.url && url.pathname === '/_cat/indices',
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  await openTab(page, engine, 'Indices');
  const table = page.getByRole('table', { name: 'Indices' });
  await expect(table).toContainText('Loading…');
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(table).not.toContainText('No indices');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).not.toContainText('0-0 of 0');

  release();
  await filterBy(page, `index:${prefix}`);
  await expect(indexRow(table, `${prefix}-green`)).toBeVisible();
  await expect(table).not.toContainText('Loading…');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
});

test('during an outage the header stops saying Connected and says the console retries by itself', async ({ page, engine }) => {
  await openTab(page, engine, 'Indices');
  await filterBy(page, `index:${prefix}`);
  await expect(indexRow(page.getByRole('table', { name: 'Indices' }), `${prefix}-green`)).toBeVisible();

  await engine.stop();
  // The next screen's call gets no answer: the header follows at once, not at the next poll.
  await header(page).getByRole('link', { name: 'Nodes', exact: true }).click();
  await expect(header(page)).toContainText(`Cannot reach 'clear' (${engine.url}).`);
  await expect(header(page)).toContainText(/The console tries again by itself every 30 seconds; last try at \d/);
  await expect(header(page)).not.toContainText('Connected to');
  const main = page.getByRole('main');
  await expect(main.getByText('Network error, cannot access your cluster.')).toBeVisible();
  await expect(main).toContainText(/tries again by itself every 30 seconds; last try at \d/);

  await engine.start();
  await main.getByRole('button', { name: 'Reload' }).click();
  await expect(header(page)).toContainText(connectedTo('clear', engine.url));
  await expect(header(page)).not.toContainText('Cannot reach');
});

test("a failed search shows the engine's reason and its cause, not the raw JSON", async ({ page }) => {
  await page.goto(`./cluster/0/search?index=${encodeURIComponent(`${prefix}-green`)}`);
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  const editor = page.getByLabel('Search query (JSON). Ctrl+Enter or Cmd+Enter searches.', { exact: true });
  const content = editor.locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await content.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/plain', '{"query":{"bogus":{}}}');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await page.keyboard.press('ControlOrMeta+Enter');

  const alert = page.getByRole('alert').filter({ hasText: 'Error:' });
  await expect(alert).toContainText('Error: unknown query [bogus]');
  await expect(alert).toContainText('Caused by: [1:19] unknown field [bogus]');
  await expect(alert).not.toContainText('{"error"');
  await expect(alert).not.toContainText('root_cause');
});

test('the index info dialog is titled in words with the index name', async ({ page, engine }) => {
  await openTab(page, engine, 'Indices');
  const name = `${prefix}-green`;
  await filterBy(page, `index:${name}`);
  await expect(indexRow(page.getByRole('table', { name: 'Indices' }), name)).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Show info', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Index info: ${name}` });
  await expect(dialog.locator('.cm-content')).toContainText('number_of_shards');
  await expect(page.getByRole('dialog', { name: 'indexGet' })).toHaveCount(0);
});

test('the indices filter works on health and status, and the health select narrows the list', async ({ page, engine }) => {
  await engineCall(engine, 'PUT', `${prefix}-shut`, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  await engineCall(engine, 'POST', `${prefix}-shut/_close`);
  await openTab(page, engine, 'Indices');
  const table = page.getByRole('table', { name: 'Indices' });
  await filterBy(page, `index:${prefix}`);
  await expect(indexRow(table, `${prefix}-yellow`)).toBeVisible();
  const row = (suffix: string) => indexRow(table, `${prefix}-${suffix}`);
  // Shown and left out; a closed index's health differs between engines, so it is not asked.
  const shown = async (shownSuffixes: string[], hiddenSuffixes: string[]) => {
    for (const suffix of shownSuffixes) await expect(row(suffix)).toHaveCount(1);
    for (const suffix of hiddenSuffixes) await expect(row(suffix)).toHaveCount(0);
  };

  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveAttribute('title', /health, status/);
  await filterBy(page, 'health:yellow');
  await shown(['yellow'], ['green']);
  await filterBy(page, 'status:close');
  await shown(['shut'], ['green', 'yellow']);
  await filterBy(page, `index:${prefix}`);
  await shown(['green', 'yellow', 'shut'], []);

  await page.getByRole('textbox', { name: 'Health' }).click();
  await page.getByRole('option', { name: 'green' }).click();
  await shown(['green'], ['yellow']);
  await page.getByRole('textbox', { name: 'Health' }).click();
  await page.getByRole('option', { name: 'yellow' }).click();
  await shown(['yellow'], ['green']);
});

test('relocation mode on a single node says there is nowhere to move to, and Esc leaves it', async ({ page, engine }) => {
  await openTab(page, engine, 'Shards');
  await filterBy(page, `index:${prefix}-green`);
  const grid = page.getByRole('table', { name: 'Shards by node and index' });
  const chip = grid.getByRole('button', { name: `${prefix}-green shard 0, primary, STARTED` });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('there is nowhere to move it to')).toBeVisible();
  // Nothing can be relocated, so nothing is offered as a cancellation.
  await expect(page.getByRole('button', { name: 'Cancel relocation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deselect shard' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('there is nowhere to move it to')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deselect shard' })).toHaveCount(0);
});

test('an unknown cluster index or page says so instead of going home', async ({ page }) => {
  await page.goto('./cluster/7/nodes');
  await expect(page.getByText('There is no saved cluster number 7: you have 1 saved cluster, numbered from 0.')).toBeVisible();
  await expect(page).toHaveURL(/\/cluster\/7\/nodes$/);

  await page.goto('./cluster/0/no-such-screen');
  await expect(page.getByText('The console has no page at /cluster/0/no-such-screen.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/cluster\/0$/);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the nodes table shows the heap and disk columns in view', async ({ page, engine }) => {
    await openTab(page, engine, 'Nodes');
    const table = page.getByRole('table', { name: 'Nodes' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    for (const column of ['Heap', 'Disk']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeInViewport({ ratio: 1 });
    }
  });
});
