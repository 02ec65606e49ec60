import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, connectedTo, header } from '../support/ui';

// Component templates and the composable template editor against both real engines: a component
// template created in its dialog, an index template built from it and previewed through the
// engine's _index_template/_simulate, then saved; the component template's delete refused while
// the index template uses it, and allowed once it is gone. Every write is read back over REST.

test.use({ predefinedClusters: [{ name: 'templates', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 150_000 });

let prefix = '';

test.beforeEach(async ({}, testInfo) => {
  prefix = `te-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

test.afterEach(async ({ engine }) => {
  await engineCall(engine, 'DELETE', `_index_template/${prefix}-logs`).catch(() => undefined);
  await engineCall(engine, 'DELETE', `_component_template/${prefix}-base`).catch(() => undefined);
});

const KINDS = { _component_template: 'Component templates', _index_template: 'Index templates' } as const;

async function openTemplates(page: Page, engine: Engine, endpoint: keyof typeof KINDS): Promise<void> {
  await page.goto('./cluster/0/index_templates');
  await expect(header(page)).toContainText(connectedTo('templates', engine.url));
  const selector = page.getByRole('radiogroup', { name: 'Template kind' });
  await selector.getByText(KINDS[endpoint], { exact: true }).click();
  await expect(selector.getByRole('radio', { name: KINDS[endpoint], exact: true })).toBeChecked();
}

/** Replaces the text of the code editor labelled `label` inside `scope`. */
async function replaceCode(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

test('a component template, an index template composed of it and previewed, and a delete refused while it is used', async ({ page, engine }, testInfo) => {
  const base = `${prefix}-base`;
  const logs = `${prefix}-logs`;
  const findings: Finding[] = [];
  await openTemplates(page, engine, '_component_template');
  await page.getByRole('button', { name: 'New component template' }).click();
  const created = page.getByRole('dialog', { name: 'New component template' });
  await created.getByRole('textbox', { name: 'Name' }).fill(base);
  await replaceCode(page, 'Component template body (JSON)', '{"template": {"settings": {"number_of_replicas": 0}, "mappings": {"properties": {"title": {"type": "text"}}}}}');
  await expect(created.getByTestId('component-template-request')).toContainText(`PUT _component_template/${base}`);
  await check(page, 'component template dialog', findings, testInfo);
  await created.getByRole('button', { name: 'Create' }).click();
  await expect(created).toBeHidden();
  const stored = await engineCall<{ component_templates: { name: string; component_template: { template: { mappings?: unknown } } }[] }>(engine, 'GET', `_component_template/${base}`);
  expect(stored.component_templates[0].component_template.template.mappings).toEqual({ properties: { title: { type: 'text' } } });

  await openTemplates(page, engine, '_index_template');
  await page.getByRole('button', { name: 'New index template' }).click();
  const editor = page.getByRole('dialog', { name: 'New index template' });
  await editor.getByRole('textbox', { name: 'Name' }).fill(logs);
  await editor.getByRole('textbox', { name: 'Index patterns' }).fill(`${prefix}-logs-*`);
  await editor.getByRole('textbox', { name: 'Index patterns' }).press('Enter');
  await editor.getByRole('textbox', { name: 'Priority' }).fill('300');
  await editor.getByRole('textbox', { name: 'Component templates' }).click();
  await page.getByRole('option', { name: base, exact: true }).click();
  await expect(editor.getByRole('button', { name: `Remove ${base}` })).toBeVisible();
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor).toContainText('What a matching index would get:');
  // The preview's own tabs come after the editor's.
  await editor.getByRole('tab', { name: 'Mappings' }).last().click();
  await expect(editor.getByRole('textbox', { name: 'Resulting Mappings (JSON), read only' })).toContainText('"title"');
  await expect(editor).toContainText('No other template matches these patterns.');
  await check(page, 'index template editor with its preview', findings, testInfo);
  await editor.getByRole('button', { name: 'Create' }).click();
  await expect(editor).toBeHidden();
  const index = await engineCall<{ index_templates: { index_template: { composed_of: string[]; priority: number; index_patterns: string[] } }[] }>(engine, 'GET', `_index_template/${logs}`);
  expect(index.index_templates[0].index_template).toMatchObject({ composed_of: [base], priority: 300, index_patterns: [`${prefix}-logs-*`] });

  // In use: the delete names the index template and sends nothing.
  await openTemplates(page, engine, '_component_template');
  await page.getByRole('button', { name: `Delete ${base}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Component template ${base} is in use` })).toContainText(logs);
  await engineCall(engine, 'GET', `_component_template/${base}`);

  // Once the index template is gone, the delete asks and goes.
  await openTemplates(page, engine, '_index_template');
  await page.getByRole('button', { name: `Delete ${logs}` }).click();
  await answerConfirmation(page, 'Delete index template', 'Delete', { text: logs });
  await expect.poll(() => engineCall(engine, 'GET', `_index_template/${logs}`).then(() => 'there', () => 'gone')).toBe('gone');
  await openTemplates(page, engine, '_component_template');
  await page.getByRole('button', { name: `Delete ${base}` }).click();
  await answerConfirmation(page, 'Delete component template', 'Delete', { text: base });
  await expect.poll(() => engineCall(engine, 'GET', `_component_template/${base}`).then(() => 'there', () => 'gone')).toBe('gone');
  expect(findings, report(findings)).toEqual([]);
});
