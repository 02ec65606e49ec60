import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { answerConfirmation, connectedTo, header } from '../support/ui';
import { engineCall } from '../support/engineApi';

// The index templates screen against a real engine: a composable template created through the
// engine's API shows in the list with its patterns, opens to its JSON, and the kind selector
// switches between index, component and legacy templates, each with its own columns under human
// names; the kind stays in the address across a reload and Back; legacy templates come with a
// note pointing to index templates and can be deleted; a link leads back to Indices.

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
const kinds = (page: Page) => page.getByRole('radiogroup', { name: 'Template kind' });
const kind = (page: Page, name: string) => kinds(page).getByRole('radio', { name, exact: true });

/** Chooses a kind of template by its label. */
async function choose(page: Page, name: string): Promise<void> {
  await kinds(page).getByText(name, { exact: true }).click();
  await expect(kind(page, name)).toBeChecked();
}

const headers = (page: Page) => table(page).getByRole('columnheader');

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
  if (engine.kind === 'opensearch') {
    await expect(kind(page, 'Legacy templates')).toBeChecked();
    await choose(page, 'Index templates');
  }
  await expect(kind(page, 'Index templates')).toBeChecked();
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);

  // The row itself, not the expanded row under it (whose JSON names the template too).
  const row = table(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row).toContainText(`${prefix}-logs-*, ${prefix}-events-*`);
  await expect(row).toContainText('321');
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

test('each kind of template has its columns under human names', async ({ page, engine }) => {
  await engineCall(engine, 'PUT', `_component_template/${prefix}-base`, { template: { settings: { number_of_replicas: 0 } }, version: 5 });
  await engineCall(engine, 'PUT', `_index_template/${prefix}-composable`, {
    index_patterns: [`${prefix}-logs-*`],
    priority: 321,
    composed_of: [`${prefix}-base`],
    version: 9,
  });
  await engineCall(engine, 'PUT', `_template/${prefix}-legacy`, { index_patterns: [`${prefix}-old-*`], order: 4 });
  await openTemplates(page, engine);
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  const row = (name: string) => table(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

  await choose(page, 'Index templates');
  await expect(headers(page)).toHaveText(['Name', 'Index patterns', 'Priority', 'Composed of', 'Version', 'Actions']);
  await expect(row(`${prefix}-composable`).getByRole('cell')).toHaveText([`${prefix}-composable`, `${prefix}-logs-*`, '321', `${prefix}-base`, '9', /Edit/]);

  await choose(page, 'Component templates');
  await expect(headers(page)).toHaveText(['Name', 'Version', 'Actions']);
  await expect(row(`${prefix}-base`).getByRole('cell')).toHaveText([`${prefix}-base`, '5', /Edit/]);

  await choose(page, 'Legacy templates');
  await expect(headers(page)).toHaveText(['Name', 'Index patterns', 'Order', 'Version', 'Actions']);
  await expect(row(`${prefix}-legacy`).getByRole('cell')).toHaveText([`${prefix}-legacy`, `${prefix}-old-*`, '4', '', /Delete/]);
});

test('a reload keeps the kind of template, and Back returns to the kind before', async ({ page, engine }) => {
  await engineCall(engine, 'PUT', `_component_template/${prefix}-base`, { template: { settings: { number_of_replicas: 0 } } });
  await engineCall(engine, 'PUT', `_template/${prefix}-legacy`, { index_patterns: [`${prefix}-old-*`] });
  await openTemplates(page, engine);
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  const base = table(page).getByRole('row').filter({ hasText: `${prefix}-base` });
  const legacy = table(page).getByRole('row').filter({ hasText: `${prefix}-legacy` });

  await choose(page, 'Component templates');
  await expect(page).toHaveURL(/\/cluster\/0\/index_templates\?kind=component$/);
  await expect(base).toBeVisible();
  await page.reload();
  await expect(kind(page, 'Component templates')).toBeChecked();
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  await expect(base).toBeVisible();

  await choose(page, 'Legacy templates');
  await expect(page).toHaveURL(/\?kind=legacy$/);
  await expect(legacy).toContainText(`${prefix}-old-*`);
  await expect(base).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\?kind=component$/);
  await expect(kind(page, 'Component templates')).toBeChecked();
  await expect(base).toBeVisible();
  await expect(legacy).toHaveCount(0);
});

test('legacy templates: a note points to index templates, and one is deleted after a confirmation', async ({ page, engine }, testInfo) => {
  const name = `${prefix}-legacy`;
  const findings: Finding[] = [];
  await engineCall(engine, 'PUT', `_template/${name}`, { index_patterns: [`${prefix}-old-*`] });
  await page.goto('./cluster/0/index_templates?kind=legacy');
  await expect(header(page)).toContainText(connectedTo('templates', engine.url));
  await expect(kind(page, 'Legacy templates')).toBeChecked();
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  const note = page.getByRole('note');
  await expect(note).toContainText('Legacy templates are deprecated: new templates should be index templates');
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  await check(page, 'legacy templates with their note', findings, testInfo);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await answerConfirmation(page, 'Delete legacy template', 'Delete', { text: name });
  await expect.poll(() => engineCall(engine, 'GET', `_template/${name}`).then(() => 'there', () => 'gone')).toBe('gone');
  await expect(table(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await note.getByRole('link', { name: 'Show index templates' }).click();
  await expect(page).toHaveURL(/\?kind=index$/);
  await expect(kind(page, 'Index templates')).toBeChecked();
  await expect(note).toHaveCount(0);
  expect(findings, report(findings)).toEqual([]);
});

test('a link leads back to Indices', async ({ page, engine }) => {
  await openTemplates(page, engine);
  await page.getByRole('main').getByRole('link', { name: 'Indices', exact: true }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/indices$/);
  await expect(page.getByRole('table', { name: 'Indices' })).toBeVisible();
});

test('hidden templates show only on request', async ({ page, engine }) => {
  const hidden = `.${prefix}-internal`;
  await engineCall(engine, 'PUT', `_index_template/${encodeURIComponent(hidden)}`, { index_patterns: [`.${prefix}-internal-*`] });
  try {
    await openTemplates(page, engine);
    await choose(page, 'Index templates');
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
