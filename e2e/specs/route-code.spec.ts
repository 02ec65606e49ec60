import type { APIRequestContext, Browser } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';

// The screen's code leaves with the page: the server lists the code of the screen at the address
// in the page it sends (from route-code.json, written by the build), and the page's early script
// names it and the kept language's strings as preloads once the page has painted. The browser
// fetches them while the entry compiles; the app then takes them instead of asking again.

test.use({
  predefinedClusters: [{ name: 'route code', uri: ENGINE_URL, proxy: true }],
  corsRoute: false,
});

interface RouteCode {
  path: string;
  files: string[];
}

/** An address of the pattern: cluster 0, a repository named `repository`. */
function addressOf(pattern: string): string {
  return `.${pattern.replace(':clusterIndex', '0').replace(':repositoryName', 'repository')}`;
}

interface Named {
  /** Everything the page names: its scripts and style sheets, the route's code, the English strings. */
  all: string[];
  /** The route's code as the server lists it in the page. */
  route: string[];
  english: string;
}

/** What the page sent for `address` names, as full addresses (relative to the page's base). */
async function namedByPage(
  request: APIRequestContext,
  base: string,
  address: string,
): Promise<Named> {
  const html = await (await request.get(address)).text();
  const full = (file: string) => new URL(file, base).href;
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.(?:js|css))"/g)];
  const block = (id: string) => new RegExp(`id="${id}">([^<]*)<`).exec(html)?.[1];
  const route = (JSON.parse(block('shardscope-route-code') ?? '[]') as string[]).map(full);
  const languages = JSON.parse(block('shardscope-language-code') ?? '{}') as Record<string, string>;
  const english = full(languages.en);
  return { all: [...tags.map((match) => full(match[1])), ...route, english], route, english };
}

interface Loaded {
  /** Each script and style sheet of the app's own the page fetched (not prefetched). */
  fetched: string[];
  /** Those the page asked for before the app's first render took the frame away. */
  beforeFirstRender: string[];
  /** The files the page names as preloads once it has settled. */
  preloads: string[];
}

/** Opens `address` in a fresh browser profile and waits for the page to settle. */
async function open(browser: Browser, baseURL: string, address: string): Promise<Loaded> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.readyState !== 'loading' && !document.getElementById('shardscope-frame')) {
          (window as { frameGone?: number }).frameGone = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      if (request.url().includes('/assets/') && (type === 'script' || type === 'stylesheet')) {
        fetched.push(request.url());
      }
    });
    await page.goto(address);
    await expect(page.locator('#shardscope-frame')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const beforeFirstRender = await page.evaluate(() => {
      const gone = (window as { frameGone?: number }).frameGone ?? 0;
      return (
        performance
          .getEntriesByType('resource')
          .filter(
            (entry) => entry.startTime < gone && /\/assets\/[^/]+\.(js|css)$/.test(entry.name),
          )
          // A Web Worker's script (the charts' worker, started with the metrics screen's code) is
          // fetched by the worker, not the module loader: no page can preload it.
          .filter((entry) => !/\.worker-[^/]+\.js$/.test(entry.name))
          // The code editor (537 KB) is a lazy component of the screens that show one: its first
          // render asks for it, and naming it would slow the screen's own code on two cores.
          .filter((entry) => !/\/CodeMirrorEditor-[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.name)
      );
    });
    const preloads = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLLinkElement>(
          'link[rel="modulepreload"], link[rel="preload"][as="style"][crossorigin]',
        ),
      ].map((link) => link.href),
    );
    return { fetched, beforeFirstRender, preloads };
  } finally {
    await context.close();
  }
}

test("every screen's page names the code it needs before its first render, and each named file is fetched once", async ({
  browser,
  baseURL,
  request,
}) => {
  const { routes } = (await (await request.get('./route-code.json')).json()) as {
    routes: RouteCode[];
  };
  expect(routes.length).toBeGreaterThan(15);
  for (const route of routes) {
    const address = addressOf(route.path);
    const named = await namedByPage(request, baseURL!, address);
    const files = route.files.map((file) => new URL(file, baseURL).href);
    expect(named.route, route.path).toEqual(files);

    const { fetched, beforeFirstRender, preloads } = await open(browser, baseURL!, address);
    expect(beforeFirstRender.length, route.path).toBeGreaterThan(files.length);
    for (const file of beforeFirstRender) {
      expect(named.all, `${route.path} asked ${file}`).toContain(file);
    }
    // The browser's language is English.
    for (const file of [...files, named.english]) {
      expect(preloads, `${route.path}: ${file} preloaded`).toContain(file);
      expect(
        fetched.filter((url) => url === file),
        `${route.path}: ${file} fetched once`,
      ).toHaveLength(1);
    }
  }
});

test('the welcome page and an address of no screen list no code', async ({ request }) => {
  for (const address of ['./welcome', './cluster/0/no-such-screen']) {
    const html = await (await request.get(address)).text();
    expect(html, address).toContain('id="shardscope-boot"');
    expect(html, address).not.toContain('id="shardscope-route-code"');
  }
});
