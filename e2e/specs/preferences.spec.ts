import { ENGINE_URL, expect, test } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';

// The language and theme switchers in the header, kept over reloads.

test.use({ predefinedClusters: [{ name: 'prefs', uri: ENGINE_URL }] });

test('switching to French reloads in French and stays French', async ({ page, engine }) => {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('prefs', engine.url));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await header(page).getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();

  // The header now reads in French.
  const inFrench = `Connecté à 'prefs' (${engine.url})`;
  await expect(header(page)).toContainText(inFrench);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(header(page)).toContainText(inFrench);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the dark theme applies at once and stays after a reload', async ({ page, engine }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('prefs', engine.url));
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await header(page).getByRole('button', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.reload();
  await expect(header(page)).toContainText(connectedTo('prefs', engine.url));
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(header(page).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
});

test('auto follows the operating system', async ({ page, engine }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('prefs', engine.url));
  await header(page).getByRole('button', { name: 'Auto' }).click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});
