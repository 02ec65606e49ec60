import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { header } from '../support/ui';

// The other screens' code is fetched into the browser's cache once the first screen has its data
// (the list index.html carries), and runs only when a screen is opened or a link to it is pointed
// at. Through the server's proxy, so that no route of the test stands between the page and the
// browser's cache.

test.use({
  predefinedClusters: [{ name: 'lazy', uri: ENGINE_URL, proxy: true }],
  corsRoute: false,
});

interface AssetRequest {
  url: string;
  cached: boolean;
}

/** Every request for the app's own files so far, with whether the browser's cache answered it. */
async function recordAssets(page: Page): Promise<() => AssetRequest[]> {
  const assets = new Map<string, AssetRequest>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname.includes('/assets/')) {
      assets.set(event.requestId, { url: event.request.url, cached: false });
    }
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const asset = assets.get(event.requestId);
    if (asset) asset.cached = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const asset = assets.get(event.requestId);
    if (asset && (event.response.fromDiskCache || event.response.fromPrefetchCache))
      asset.cached = true;
  });
  return () => [...assets.values()];
}

/** The files the page's list (or its list of code to compile) names, as full addresses. */
function listedFiles(page: Page, id = 'shardscope-lazy-code'): Promise<string[]> {
  return page.evaluate((id) => {
    const text = document.getElementById(id)?.textContent ?? '[]';
    return (JSON.parse(text) as string[]).map((file) => new URL(file, document.baseURI).href);
  }, id);
}

/** Each language's strings file, as full addresses, from the page's list of them. */
function languageFiles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.getElementById('shardscope-language-code')?.textContent ?? '{}';
    return Object.values(JSON.parse(text) as Record<string, string>).map(
      (file) => new URL(file, document.baseURI).href,
    );
  });
}

/**
 * The app's scripts the page has compiled so far. A file fetched in idle time is only in the
 * browser's cache; a screen's chunk is compiled when its code is imported, and runs then.
 */
async function recordCompiled(page: Page): Promise<(chunk: string) => boolean> {
  const compiled = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Debugger.scriptParsed', (event) => {
    if (event.url) compiled.add(new URL(event.url).pathname);
  });
  await cdp.send('Debugger.enable');
  const file = (chunk: string) => new RegExp(`/assets/${chunk}-[^/]*\\.js$`);
  return (chunk) => [...compiled].some((path) => file(chunk).test(path));
}

test("the other screens' code is fetched in idle time and runs only when its screen is pointed at or opened", async ({
  page,
}) => {
  const assets = await recordAssets(page);
  const ran = await recordCompiled(page);
  await page.goto('./cluster/0');
  await expect(header(page).getByRole('link', { name: 'Indices' })).toBeVisible();
  const listed = await listedFiles(page);
  expect(listed.some((url) => /\/IndicesScreen-[^/]*\.js$/.test(url))).toBe(true);
  expect(listed.some((url) => /\/CodeMirrorEditor-[^/]*\.js$/.test(url))).toBe(true);
  // The code the other screens share is compiled ahead too: one listed file.
  const compiled = await listedFiles(page, 'shardscope-compiled-code');
  expect(compiled).toHaveLength(1);
  expect(compiled[0]).toMatch(/\/screens-[^/]*\.js$/);
  expect(listed).toContain(compiled[0]);
  // No language's strings: the page loads its own at start, another only when it is chosen.
  const languages = await languageFiles(page);
  expect(languages).toHaveLength(6);
  expect(listed.filter((url) => languages.includes(url))).toEqual([]);
  // Every listed file is asked for once the dashboard has its data.
  await expect
    .poll(() => listed.filter((url) => !assets().some((asset) => asset.url === url)))
    .toEqual([]);
  // The dashboard's own late parts (its live card's worker) are in too.
  await page.waitForLoadState('networkidle');
  // Fetched, not run; the dashboard's own code did run.
  expect(ran('dashboard')).toBe(true);
  expect(ran('IndicesScreen')).toBe(false);
  const fetched = assets().length;

  // Pointing at each tab runs its screen's code, from the cache.
  const tabs = header(page).getByRole('navigation').getByRole('link');
  for (const tab of await tabs.all()) await tab.hover();
  await expect.poll(() => ran('IndicesScreen')).toBe(true);
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await expect(page.getByRole('table', { name: 'Indices' })).toBeVisible();
  const later = assets().slice(fetched);
  expect(later.length).toBeGreaterThan(0);
  expect(later.filter((asset) => !asset.cached).map((asset) => asset.url)).toEqual([]);
});
