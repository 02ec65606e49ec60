import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { header } from '../support/ui';

// The first-run screen offers the language and theme switches, and once a language is chosen,
// sizes, dates, numbers and percentages are written the way that language writes them.

async function chooseLanguage(
  page: Page,
  scope: ReturnType<Page['locator']>,
  current: string,
  name: string,
): Promise<void> {
  await scope.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('the welcome screen switches theme and language before any cluster exists', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('./');
  await expect(page).toHaveURL(/\/welcome$/);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await chooseLanguage(page, page.locator('body'), 'Language', 'Français');
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue dans Shardscope');
  await expect(page.getByRole('button', { name: 'Ajouter un cluster' })).toBeVisible();
  // Both choices are kept over the reload the language change makes.
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Sombre' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test.describe('with a cluster', () => {
  test.use({ predefinedClusters: [{ name: 'locale', uri: ENGINE_URL }] });

  let index = '';

  test.beforeEach(async ({ engine }, testInfo) => {
    index = `loc-${testInfo.workerIndex}-${Date.now().toString(36)}`;
    await engineCall(engine, 'PUT', index, {
      settings: { number_of_shards: 1, number_of_replicas: 0 },
    });
    await engineCall(engine, 'PUT', `${index}/_doc/1?refresh=true`, {
      title: 'Les Misérables',
      pages: 1488,
    });
  });

  test.afterEach(async ({ engine }) => {
    await engineCall(engine, 'DELETE', index).catch(() => undefined);
  });

  test('in French the indices table writes sizes in octets and dates the French way', async ({
    page,
  }) => {
    await page.goto('./cluster/0/indices');
    await chooseLanguage(page, header(page), 'Language', 'Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const row = page.getByRole('main').getByRole('row').filter({ hasText: index });
    await expect(row).toBeVisible();
    // '4,3 ko', not '4.3 kB'.
    await expect(row.getByRole('cell', { name: /^\d+(,\d+)? (o|ko|Mo)$/ })).toBeVisible();
    // '24 nov. 2026, 19:53', not 'Nov 24, 2026, 7:53 PM'.
    await expect(
      row.getByRole('cell', { name: /^\d{1,2} \S+ \d{4}( à|,) \d{2}:\d{2}$/ }),
    ).toBeVisible();
  });

  test('in Russian the dashboard writes percentages with a decimal comma', async ({ page }) => {
    await page.goto('./cluster/0');
    await chooseLanguage(page, header(page), 'Language', 'Русский');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const percent = page.getByRole('main').getByText(/^\d{1,3},\d{2}\s%$/);
    await expect(percent).toBeVisible();
    await expect(page.getByRole('main').getByText(/^\d{1,3}\.\d{2}%$/)).toHaveCount(0);
  });

  test("the header's tabs show whole labels or icons alone at every width, in English and in French", async ({
    page,
  }) => {
    /** Whether any tab is cut, or hidden past the header's edge. */
    const cut = () =>
      header(page)
        .getByRole('navigation')
        .first()
        .evaluate((nav) => {
          const frame = nav.parentElement as HTMLElement;
          const tabs = [...nav.querySelectorAll('a')];
          return (
            nav.scrollWidth > frame.clientWidth + 1 ||
            tabs.some((tab) => tab.scrollWidth > tab.clientWidth + 1)
          );
        });
    await page.goto('./cluster/0');
    for (const language of ['English', 'Français']) {
      if (language !== 'English') {
        await chooseLanguage(page, header(page), 'Language', language);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      }
      for (const width of [1024, 1280, 1440, 1600, 1920, 2560]) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(cut, { message: `${language} at ${width} px` }).toBe(false);
      }
    }
  });
});
