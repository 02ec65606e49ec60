import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect } from '../fixtures/test';
import { pasteInto } from './codeEditor';
import { testWithCluster } from './specTest';
import { connectedTo, header } from './ui';

// The REST console as its spec files drive it: their `test`, the request form, the editors and
// the side panels.

/** The REST console specs' `test`: one cluster named 'console' on the project's engine. */
export const test = testWithCluster({ name: 'console', uri: ENGINE_URL });

export async function openConsole(page: Page, engineUrl: string): Promise<void> {
  await page.goto('./cluster/0/rest');
  await expect(header(page)).toContainText(connectedTo('console', engineUrl));
  await expect(page.getByRole('textbox', { name: 'Path' })).toBeVisible();
}

/**
 * Adds a tab and waits until it is the active one: the tab is stored before it is shown, and a
 * click meant for its form would land on the previous tab's form until then.
 */
export async function addTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add tab' }).click();
  const added = page.getByRole('tab', { name });
  await expect(added).toHaveAttribute('aria-selected', 'true');
  return added;
}

export async function chooseMethod(page: Page, method: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Method' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue(method);
}

/** The CodeMirror editor or viewer with this accessible name. */
export function editor(page: Page, name: string): Locator {
  return page.getByLabel(name, { exact: true }).locator('.cm-content');
}

/** Replaces the body the way a user's paste does, so NDJSON line breaks arrive as typed. */
export async function setBody(page: Page, text: string): Promise<void> {
  await pasteInto(page, page.getByLabel('Request body', { exact: true }), text);
}

/** The lines an editor shows (all of them for the short texts used here). */
export async function editorLines(page: Page, name: string): Promise<string[]> {
  return editor(page, name)
    .locator('.cm-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent ?? ''));
}

export async function expectResponse(page: Page, expected: RegExp): Promise<void> {
  await expect.poll(async () => (await editorLines(page, 'Response')).join('\n')).toMatch(expected);
}

export async function send(page: Page, method: string, path: string, body?: string): Promise<void> {
  await chooseMethod(page, method);
  await page.getByRole('textbox', { name: 'Path' }).fill(path);
  if (body !== undefined) await setBody(page, body);
  await page.getByRole('button', { name: 'Send request' }).click();
}

export function statusChip(page: Page, status: string): Locator {
  return page.getByLabel(`Response status ${status}`);
}

export function historyPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'History' });
}
