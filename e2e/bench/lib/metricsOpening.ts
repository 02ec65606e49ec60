// The Metrics screen's opening against the indices screen's (1,000 indices), in fresh contexts:
// from navigation, and by the header's tab once the dashboard settled; when the screens' chunks
// and first requests went out and came back.
import { expect, type Browser, type CDPSession } from '@playwright/test';
import { corsHeaders } from '../../support/engineRoute';
import { ms, quantile, row } from './benchTable';
import { examined } from './profiling.mjs';
import { markFirstRows } from './pageScripts.mjs';
import { watchDraws } from './metricsPage';
import type { NodesModel } from './liveNodes';
import { pageMetrics } from './sampleCosts';
import { StatsRoute } from './statsRoute';
import { catAliases, catIndices } from './syntheticCluster.mjs';

/** The indices the indices screen lists (from `_cat` routes). */
export const OPENING_INDICES = 1000;

export interface Opening {
  /** From the start (navigation, or the tab's click) to the first rows or chart painted (ms). */
  painted: number;
  /** Main-thread CPU meanwhile (ms). */
  cpu: number;
}

async function freshPage(browser: Browser, baseURL: string, engineUrl: string, model: NodesModel) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1400, height: 900 },
  });
  await new StatsRoute(model).install(context, engineUrl);
  const origin = new URL(engineUrl).origin;
  const answers = new Map<string, unknown>([
    ['/_cat/indices', catIndices(OPENING_INDICES)],
    ['/_cat/aliases', catAliases(OPENING_INDICES)],
  ]);
  await context.route(
    (url) => url.origin === origin && answers.has(url.pathname),
    async (route) => {
      const headers = { ...(await corsHeaders(route.request())), 'timing-allow-origin': '*' };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      const body = JSON.stringify(answers.get(new URL(route.request().url()).pathname));
      return route.fulfill({
        status: 200,
        headers: { ...headers, 'content-type': 'application/json; charset=UTF-8' },
        body,
      });
    },
  );
  await context.addInitScript(markFirstRows, {
    names: 'table[aria-label="Indices"] tbody a[href*="search?index="]',
    name: '',
  });
  await context.addInitScript(watchDraws);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return { context, page, cdp };
}

const thread = async (cdp: CDPSession) => (await pageMetrics(cdp)).thread;

/** In the page: when the indices screen's first rows, or the first chart with points, were painted. */
function paintedAt(what: 'rows' | 'chart'): number | undefined {
  const marks = window as unknown as {
    __rowsBench?: { paintedAt?: number };
    __metricsBench: { firstChart?: { paintedAt?: number } };
  };
  return what === 'rows'
    ? marks.__rowsBench?.paintedAt
    : marks.__metricsBench.firstChart?.paintedAt;
}

/**
 * In the page: when the screen's chunk and its first requests went out and came back (startTime
 * and responseEnd, ms from navigation), by a part of their URLs.
 */
function resourceMarks(names: string[]): Record<string, [number, number]> {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return Object.fromEntries(
    names.map((name) => {
      const entry = entries.find((each) => each.name.includes(name));
      return [name, [entry?.startTime ?? NaN, entry?.responseEnd ?? NaN]];
    }),
  );
}

/** The screen opened: the indices screen's first rows, or the Metrics screen's first chart. */
export type Opened = 'rows' | 'chart';

/** Where the openings run: the browser, the app, the engine and the nodes model. */
export interface OpeningPlace {
  browser: Browser;
  baseURL: string;
  engineUrl: string;
  model: NodesModel;
}

/** A screen's chunk and first requests: when each went out and came back (ms from navigation). */
export type RequestSteps = Record<string, [number, number]>;

/**
 * The screen opened from navigation in a fresh context, examined as `examinedAs` where
 * BENCH_TRACE or BENCH_PROFILE names it; with when its chunk and first requests went out and in.
 */
export async function openByNavigation(
  place: OpeningPlace,
  what: Opened,
  examinedAs: string,
): Promise<{ opening: Opening; steps: RequestSteps }> {
  const { browser } = place;
  const path = what === 'rows' ? './cluster/0/indices' : './cluster/0/metrics';
  const fresh = await freshPage(browser, place.baseURL, place.engineUrl, place.model);
  const before = await thread(fresh.cdp);
  await examined({ browser, page: fresh.page, cdp: fresh.cdp, name: examinedAs }, async () => {
    await fresh.page.goto(path);
    await fresh.page.waitForFunction(paintedAt, what, { timeout: 60_000 });
  });
  const opening = {
    painted: (await fresh.page.evaluate(paintedAt, what))!,
    cpu: (await thread(fresh.cdp)) - before,
  };
  const names =
    what === 'rows'
      ? ['IndicesScreen-', '/_cat/indices']
      : ['MetricsScreen-', '/_cluster/settings', '/_nodes/stats'];
  const steps = await fresh.page.evaluate(resourceMarks, names);
  await fresh.context.close();
  return { opening, steps };
}

/** In the page: the time of the next click (the event's time stamp). */
const nextClick = () =>
  new Promise<number>((resolve) =>
    window.addEventListener('click', (event) => resolve(event.timeStamp), {
      capture: true,
      once: true,
    }),
  );

/**
 * The screen opened by the header's tab from the dashboard, once the other screens' code came in
 * idle time; with a line saying when the screen's chunk was asked, before the click or after.
 */
export async function openByTab(
  place: OpeningPlace,
  what: Opened,
): Promise<{ opening: Opening; chunkLine: string }> {
  const tabbed = await freshPage(place.browser, place.baseURL, place.engineUrl, place.model);
  const chunks: { url: string; at: number }[] = [];
  const began = Date.now();
  tabbed.page.on('request', (request) => {
    if (/\/assets\/(Metrics|Indices)Screen-[^/]*\.js$/.test(request.url()))
      chunks.push({ url: request.url(), at: Date.now() - began });
  });
  await tabbed.page.goto('./cluster/0');
  const chunk = what === 'rows' ? 'IndicesScreen' : 'MetricsScreen';
  const fetched = () => chunks.filter((each) => each.url.includes(chunk));
  await expect.poll(() => fetched().length > 0, { timeout: 20_000 }).toBe(true);
  await tabbed.page.waitForTimeout(1000);
  const clicked = tabbed.page.evaluate(nextClick);
  const fetchedBefore = fetched().length;
  const cpuBefore = await thread(tabbed.cdp);
  await tabbed.page
    .getByRole('link', { name: what === 'rows' ? 'Indices' : 'Metrics', exact: true })
    .click();
  const at = await clicked;
  await tabbed.page.waitForFunction(paintedAt, what, { timeout: 60_000 });
  const opening = {
    painted: (await tabbed.page.evaluate(paintedAt, what))! - at,
    cpu: (await thread(tabbed.cdp)) - cpuBefore,
  };
  const first = fetched()[0];
  const chunkLine = `${what === 'rows' ? 'Indices' : 'Metrics'} chunk ${first.url.split('/').pop()} requested ${first.at} ms after the dashboard's navigation, before the tab's click: ${fetchedBefore > 0 ? 'yes' : 'NO'}; requested again after it: ${fetched().length - fetchedBefore} times`;
  await tabbed.context.close();
  return { opening, chunkLine };
}

/** Every run's openings by screen, and the lines saying when the Metrics chunk came. */
export interface Openings {
  cold: Record<Opened, Opening[]>;
  warm: Record<Opened, Opening[]>;
  steps: Record<Opened, RequestSteps[]>;
  chunkLines: string[];
}

const median = (openings: Opening[], pick: (opening: Opening) => number) =>
  quantile(openings.map(pick), 0.5);

const ratio = (set: Record<Opened, Opening[]>) =>
  median(set.chart, (o) => o.painted) / median(set.rows, (o) => o.painted);

/** A median opening and its CPU. */
const openingFigure = (openings: Opening[]) =>
  `${ms(median(openings, (o) => o.painted))} (${ms(median(openings, (o) => o.cpu))})`;

/** The median times each request of a screen's opening went out and came back. */
function stepsRow(what: Opened, steps: RequestSteps[]): string {
  const spans = Object.keys(steps[0]).map((name) => {
    const at = (side: 0 | 1) =>
      ms(
        quantile(
          steps.map((marks) => marks[name][side]),
          0.5,
        ),
      );
    return `${name.replace(/[-/]$|^\//g, '')} ${at(0)}-${at(1)}`;
  });
  const screen = what === 'rows' ? 'indices' : 'Metrics';
  return row(`  ${screen}: requests out-in (ms from navigation, median)`, spans.join(', '));
}

/** The table's lines, under `heading`. */
export function openingReport(heading: string, { cold, warm, steps, chunkLines }: Openings) {
  return [
    heading,
    row('figure', 'median (CPU)', 'goal'),
    row('navigation -> indices first rows painted (ms)', openingFigure(cold.rows)),
    row('navigation -> Metrics first chart painted (ms)', openingFigure(cold.chart)),
    row('  ratio Metrics / indices', ratio(cold).toFixed(2), '<= 1.2', ratio(cold) <= 1.2),
    stepsRow('rows', steps.rows),
    stepsRow('chart', steps.chart),
    row('tab click (dashboard settled) -> indices first rows (ms)', openingFigure(warm.rows)),
    row('tab click (dashboard settled) -> Metrics first chart (ms)', openingFigure(warm.chart)),
    row('  ratio Metrics / indices', ratio(warm).toFixed(2), '<= 1.2', ratio(warm) <= 1.2),
    ...chunkLines,
  ];
}
