import type { APIRequestContext, Browser } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';

// The screen's code leaves with the page: the server names the code of the screen at the address
// as module preloads in the page it sends (route-code.json, written by the build), and the page's
// early script names the kept language's strings. The browser fetches them while the entry
// compiles; the app then takes them instead of asking for them again.

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

/**
 * What the page sent for `address` names: its scripts, style sheets and preloads, and the English
 * strings, as full addresses (relative to the page's base, the app's root).
 */
async function namedByPage(
  request: APIRequestContext,
  base: string,
  address: string,
): Promise<string[]> {
  const html = await (await request.get(address)).text();
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.(?:js|css))"/g)];
  const languages = /id="shardscope-language-code">([^<]*)</.exec(html)?.[1] ?? '{}';
  const english = (JSON.parse(languages) as Record<string, string>).en;
  return [...named.map((match) => match[1]), english].map((file) => new URL(file, base).href);
}

interface Loaded {
  /** Each script and style sheet of the app's own the page fetched (not prefetched). */
  fetched: string[];
  /** Those the page asked for before the app's first render took the frame away. */
  beforeFirstRender: string[];
  /** The files the page named as module preloads once it had run its early script. */
  modulePreloads: string[];
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
          // A Web Worker's script (the charts' worker, started with the metrics screen's code) is
          // fetched by the worker, not the module loader: no page can preload it.
          .filter(
            (entry) => entry.startTime < gone && /\/assets\/[^/]+\.(js|css)$/.test(entry.name),
          )
          .filter((entry) => !/\.worker-[^/]+\.js$/.test(entry.name))
          // The code editor (537 KB) is a lazy component of the screens that show one: its first
          // render asks for it, and naming it would slow the screen's own code on two cores.
          .filter((entry) => !/\/CodeMirrorEditor-[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.name)
      );
    });
    const modulePreloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.href,
      ),
    );
    return { fetched, beforeFirstRender, modulePreloads };
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
    expect(named, route.path).toEqual(expect.arrayContaining(files));

    const { fetched, beforeFirstRender, modulePreloads } = await open(browser, baseURL!, address);
    expect(beforeFirstRender.length, route.path).toBeGreaterThan(files.length);
    // The browser's language is English: the early script names its strings.
    const english = named[named.length - 1];
    expect(modulePreloads, route.path).toContain(english);
    files.push(english);
    for (const file of beforeFirstRender)
      expect(named, `${route.path} asked ${file}`).toContain(file);
    for (const file of files) {
      expect(
        fetched.filter((url) => url === file),
        `${route.path}: ${file}`,
      ).toHaveLength(1);
    }
  }
});
