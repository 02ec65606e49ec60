import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { addClusterDialog, connectedTo, header } from '../support/ui';

// Keyboard use: a skip link past the header, '/' to reach a screen's filter, and focus in a
// dialog's first field at each of its steps.

async function openScreen(page: Page, path: string, engineUrl: string): Promise<void> {
  await page.goto(path);
  await expect(header(page)).toContainText(connectedTo('keys', engineUrl));
}

test('the add cluster dialog puts focus on Next, then in the first field of the form', async ({ page }) => {
  await page.goto('./welcome');
  await page.getByRole('button', { name: 'Add cluster' }).click();
  const dialog = addClusterDialog(page);
  // The first step has no field: its Next button holds the focus, so Enter moves on.
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Cluster name' })).toBeFocused();
});

test.describe('on a cluster screen', () => {
  test.use({ predefinedClusters: [{ name: 'keys', uri: ENGINE_URL }] });

  test('a skip link, first in the tab order, moves focus past the header to the screen', async ({ page, engine }) => {
    await openScreen(page, './cluster/0/nodes', engine.url);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/cluster\/0\/nodes$/);
    // The next Tab lands inside the screen, not back in the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  test("'/' puts the cursor in the screen's filter without typing a slash", async ({ page, engine }) => {
    for (const path of ['./cluster/0/nodes', './cluster/0/indices', './cluster/0/index_templates']) {
      await openScreen(page, path, engine.url);
      const filter = page.getByRole('main').getByRole('textbox', { name: 'Filter' });
      await expect(filter).toBeVisible();
      await expect(filter).not.toBeFocused();
      await page.keyboard.press('/');
      await expect(filter).toBeFocused();
      await expect(filter).toHaveValue('');
      // In a text field the key is a character again.
      await page.keyboard.press('/');
      await expect(filter).toHaveValue('/');
    }
  });

  test('a dialog opens with the cursor in its first field', async ({ page, engine }) => {
    await openScreen(page, './cluster/0/indices', engine.url);
    await page.getByRole('button', { name: 'New index' }).click();
    const dialog = page.getByRole('dialog', { name: 'New index' });
    await expect(dialog.getByRole('textbox', { name: 'Index name' })).toBeFocused();
    // Inside a dialog '/' is typed, not taken as the shortcut.
    await page.keyboard.press('/');
    await expect(dialog.getByRole('textbox', { name: 'Index name' })).toHaveValue('/');
  });
});
