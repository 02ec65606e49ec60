import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';
import { engineCall } from '../support/engineApi';

// The index templates screen against a real engine: a composable template created through the
// engine's API shows in the list with its patterns, opens to its JSON, and the endpoint
// selector switches between composable, legacy and component templates.

test.use({ predefinedClusters: [{ name: 'templates', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 120_000 });

let prefix = '';

test.beforeEach(async ({}, testInfo) => {
  prefix = `tp-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

test.afterEach(async ({ engine }) => {
  for (const path of [`_index_template/${prefix}-composable`, `_template/${prefix}-legacy`, `_component_template/${prefix}-base`]) {
    await engineCall(engine, 'DELETE', path).catch(() => undefined);
  }
});

/** From the indices screen, through its link (shown from major version 5 on). */
async function openTemplates(page: Page, engine: Engine): Promise<void> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('templates', engine.url));
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await page.getByRole('link', { name: 'Index templates' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/index_templates$/);
  await expect(page.getByRole('heading', { name: 'Index templates' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Index templates' });

test('lists a composable template with its patterns and shows its JSON on demand', async ({ page, engine }) => {
  const name = `${prefix}-composable`;
  await engineCall(engine, 'PUT', `_index_template/${name}`, {
    index_patterns: [`${prefix}-logs-*`, `${prefix}-events-*`],
    priority: 321,
    template: { settings: { number_of_shards: 1 } },
  });
  await openTemplates(page, engine);

  // Elasticsearch 8 lists composable templates first; the fork (counted as 7) starts on the
  // legacy endpoint, and the selector switches.
  const selector = page.getByRole('radiogroup', { name: 'Template endpoint' });
  if (engine.kind === 'opensearch') {
    await expect(selector.getByRole('radio', { name: '_template', exact: true })).toBeChecked();
    await selector.getByText('_index_template').click();
  }
  await expect(selector.getByRole('radio', { name: '_index_template', exact: true })).toBeChecked();
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);

  // The row itself, not the expanded row under it (whose JSON names the template too).
  const row = table(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row).toContainText(`${prefix}-logs-*, ${prefix}-events-*`);
  await expect(page.getByText(/^Matches 1 \/ \d+ results$/)).toBeVisible();

  await row.click();
  const json = page.locator('.cm-content');
  await expect(json).toContainText('"priority": 321');
  await expect(json).toContainText(`"name": "${name}"`);
  await expect(json).not.toContainText('indexPatterns');
  await row.click();
  await expect(json).toHaveCount(0);

  // The filter's column form: the patterns column only.
  await page.getByRole('textbox', { name: 'Filter' }).fill(`indexPatterns:${prefix}-events`);
  await expect(row).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter' }).fill(`name:${prefix}-events`);
  await expect(row).toHaveCount(0);
});

test('the selector lists legacy and component templates too', async ({ page, engine }) => {
  await engineCall(engine, 'PUT', `_template/${prefix}-legacy`, { index_patterns: [`${prefix}-old-*`], settings: { number_of_shards: 1 } });
  await engineCall(engine, 'PUT', `_component_template/${prefix}-base`, { template: { settings: { number_of_replicas: 0 } } });
  await openTemplates(page, engine);
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  const selector = page.getByRole('radiogroup', { name: 'Template endpoint' });

  await selector.getByText('_template', { exact: true }).click();
  await expect(table(page).getByRole('row').filter({ hasText: `${prefix}-legacy` })).toContainText(`${prefix}-old-*`);
  await selector.getByText('_component_template').click();
  await expect(table(page).getByRole('row').filter({ hasText: `${prefix}-base` })).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: `${prefix}-legacy` })).toHaveCount(0);
});

test('hidden templates show only on request', async ({ page, engine }) => {
  const hidden = `.${prefix}-internal`;
  await engineCall(engine, 'PUT', `_index_template/${encodeURIComponent(hidden)}`, { index_patterns: [`.${prefix}-internal-*`] });
  try {
    await openTemplates(page, engine);
    const selector = page.getByRole('radiogroup', { name: 'Template endpoint' });
    await selector.getByText('_index_template').click();
    await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
    const row = table(page).getByRole('row').filter({ hasText: hidden });
    await expect(page.getByText(/^Matches 0 \/ \d+ results$/)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Table settings' }).click();
    await page.getByRole('switch', { name: 'Show hidden templates' }).check();
    await expect(row).toBeVisible();
  } finally {
    await engineCall(engine, 'DELETE', `_index_template/${encodeURIComponent(hidden)}`).catch(() => undefined);
  }
});
