import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';

// The page paints the console's frame before the app's script has run (index.html, frame.js):
// the header in the user's theme, with the cluster's name and, once the app has shown them, its
// screens. The app then takes the frame's place.

test.use({ predefinedClusters: [{ name: 'first paint', uri: ENGINE_URL }] });

/** Loads `path` in a page whose app script never arrives: what the page paints by itself. */
async function frameOnly(page: Page, path: string) {
  const entry = /\/assets\/index-[^/]*\.js$/;
  await page.route(entry, (route) => route.abort());
  await page.goto(path);
  await page.unroute(entry);
  const frame = page.locator('#shardscope-frame');
  await expect(frame).toBeVisible();
  return frame;
}

/** The labels of the header's text tabs, as the app shows them. */
async function appTabs(page: Page): Promise<string[]> {
  return header(page)
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
}

test('a first visit paints the predefined cluster in the system theme before the app runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const frame = await frameOnly(page, './cluster/0/nodes');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(frame.getByRole('banner')).toContainText('Shardscope');
  await expect(frame.locator('[data-frame="cluster"]')).toHaveText('first paint');
  // The screens' names are not known before the app has run once.
  await expect(frame.locator('.frame-tab')).toHaveCount(0);

  // The start address leads to the first predefined cluster: the frame shows it too.
  const start = await frameOnly(page, './');
  await expect(start.locator('[data-frame="cluster"]')).toHaveText('first paint');
});

test('a returning visit paints the chosen theme, the cluster and its screens', async ({ page, engine }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('./cluster/0/indices');
  await expect(header(page)).toContainText(connectedTo('first paint', engine.url));
  await header(page).getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const tabs = await appTabs(page);
  expect(tabs).toContain('Indices');
  const appBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  const frame = await frameOnly(page, './cluster/0/indices');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(appBackground);
  await expect(frame.locator('[data-frame="cluster"]')).toHaveText('first paint');
  await expect(frame.locator('.frame-tab')).toHaveText(tabs);
  await expect(frame.locator('.frame-tab[data-current]')).toHaveText('Indices');
});

test('the app takes the frame\'s place with a header of the same height', async ({ page, engine }) => {
  await page.goto('./cluster/0/');
  await expect(header(page)).toContainText(connectedTo('first paint', engine.url));
  const appHeader = await header(page).boundingBox();

  const frame = await frameOnly(page, './cluster/0/');
  const frameHeader = await frame.getByRole('banner').boundingBox();
  expect(frameHeader?.y).toBe(appHeader?.y);
  expect(frameHeader?.height).toBeCloseTo(appHeader?.height ?? 0, 1);

  // Records the page at the moment the frame leaves it: the app's header is already there.
  await page.addInitScript(() => {
    let seen = false;
    const observer = new MutationObserver(() => {
      const frameNow = document.getElementById('shardscope-frame');
      if (frameNow) seen = true;
      else if (seen) {
        observer.disconnect();
        const banner = document.querySelector('#root header');
        Object.assign(window, { __takeover: banner ? banner.getBoundingClientRect().height : null });
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(header(page)).toContainText(connectedTo('first paint', engine.url));
  await expect(page.locator('#shardscope-frame')).toHaveCount(0);
  const atTakeover = await page.evaluate(() => (window as unknown as { __takeover: number | null }).__takeover);
  expect(atTakeover).toBeCloseTo(appHeader?.height ?? 0, 1);
});

test.describe('with no cluster', () => {
  test.use({ predefinedClusters: [] });

  test('the welcome page paints its card and the product mark before the app runs, where the app puts the card', async ({ page }) => {
    await page.goto('./welcome');
    await expect(page.getByRole('heading', { name: 'Welcome to Shardscope' })).toBeVisible();
    const appCard = await page.locator('#root .mantine-Paper-root').first().boundingBox();

    const frame = await frameOnly(page, './welcome');
    const card = frame.locator('.frame-card');
    await expect(card).toBeVisible();
    await expect(card.locator('img[src="favicon.svg"]')).toBeVisible();
    await expect(frame.getByRole('banner')).toBeHidden();
    const frameCard = await card.boundingBox();
    expect(frameCard?.x).toBeCloseTo(appCard?.x ?? 0, 0);
    expect(frameCard?.width).toBeCloseTo(appCard?.width ?? 0, 0);
    // The card does not move when the app takes over (the frame's progress line is not drawn here).
    expect(Math.abs((frameCard?.y ?? 0) - (appCard?.y ?? 0))).toBeLessThan(1);
  });
});
