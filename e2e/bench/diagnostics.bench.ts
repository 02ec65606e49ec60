import type { Browser, CDPSession, Page, Route } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { corsHeaders } from '../support/engineRoute';
import {
  explained,
  healthReport,
  profile,
} from '../../frontend/scripts/lib/diagnosticsSamples.mjs';
import { mainThreadWork, markClock, profiled, threadTime, withTrace } from './lib/profiling.mjs';
import { median, worst } from './lib/statistics.mjs';

// The Diagnostics screen's speed goals in the browser (never run by the test run):
//   npx playwright test -c playwright.bench.config.ts bench/diagnostics.bench.ts --project=elasticsearch
// - profile: a search profile of 20 shards with a 200-node query tree each (frontend/scripts/lib/
//   diagnosticsSamples.mjs, the documented shape), answered by a route for the profiler's search;
//   from the answer in to every shard drawn and the next frame, and the main thread's CPU time from
//   the click to then (goal: under 100 ms of work: the main thread's tasks in that span, from a
//   trace of each run; the span's wall time, waits for frames included, is printed beside it);
// - analysis: an explained analysis of 10,000 characters (4 stages, about 1,700 tokens), answered
//   by a route for `_analyze`; from the answer in to the stages table drawn and the next frame
//   (goal: under 50 ms of work after the answer);
// - health: a health report of 30 indicators naming about 1,000 resources, answered by a route for
//   `_health_report`; from the answer in to the 30 indicators drawn (goal: under 100 ms).
// Each run clicks on a fresh page once the app's loading in idle time is over (pageSettled).
// The readers alone are timed by frontend/scripts/bench-diagnostics.mjs.

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const INDEX = 'logs';

test.use({ predefinedClusters: [{ name: 'bench', uri: ENGINE_URL }] });
test.setTimeout(10 * 60_000);

interface Timing {
  /** From the answer's arrival in the page to the next frame after the result is drawn (ms). */
  afterAnswer: number;
  /**
   * The main thread's work in that span (ms, from a trace of the run): what the goals count. The
   * span's wall time also holds the waits for the next frame: the answer's rendering waits for
   * one (the store tells its views in an animation frame), and "drawn" is the frame after it.
   */
  work: number;
  /**
   * The long animation frames (over 50 ms, as the browser reports them) that ended after the
   * answer came: their total, and within it scripts and style and layout (ms). None: the work
   * after the answer fitted in frames under 50 ms.
   */
  longFrames: { total: number; scripts: number; layout: number; count: number };
  /** Main-thread CPU time from the click to that frame (ms). */
  cpu: number;
}

/** Answers the engine's requests that `matches` with `body`, the others as the engine does. */
async function answer(
  page: Page,
  engine: Engine,
  matches: (route: Route) => boolean,
  body: string,
): Promise<void> {
  const origin = new URL(engine.url).origin;
  await page.context().route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().method() === 'OPTIONS' || !matches(route)) return route.fallback();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: await corsHeaders(route.request()),
        body,
      });
    },
  );
}

/** No new resource in this long (ms): the page's loading in idle time is over. */
const SETTLED_MS = 500;

/**
 * Waits until the page has loaded no resource for SETTLED_MS. Once the first screen shows, the
 * app loads every other screen's code and styles in idle time, one per idle period; a run that
 * clicks within the first second of a fresh page would time those evaluations and the style
 * recalculations of their stylesheets with the answer, where a user who has typed a text or
 * chosen a search finds them done.
 */
async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(async (quietMs) => {
    let seen = -1;
    for (;;) {
      const loaded = performance.getEntriesByType('resource').length;
      if (loaded === seen) return;
      seen = loaded;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
  }, SETTLED_MS);
}

/** What a run is timed on: its page, the answer's path, the click and the result's elements. */
interface Run {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  /** The run's name for BENCH_PROFILE and BENCH_TRACE (the last run only), or ''. */
  examined: string;
  path: RegExp;
  button: () => Promise<void>;
  drawn: { selector: string; count: number };
}

/**
 * Clicks `button`, then times until `count` elements match `selector` and a frame has followed,
 * traced for the main thread's work after the answer (BENCH_TRACE=<name>: the trace's events
 * printed) or, with BENCH_PROFILE=<name>, under the sampling profiler instead (no work figure).
 */
async function timeRun(run: Run): Promise<Timing> {
  const { browser, page, cdp, examined } = run;
  await pageSettled(page);
  if (examined !== '' && process.env.BENCH_PROFILE === examined)
    return { ...(await profiled(cdp, true, () => timeClick(run))), work: NaN };
  const { result, events } = await withTrace(
    browser,
    page,
    examined !== '' && process.env.BENCH_TRACE === examined,
    async () => ({ clockAt: await markClock(page), ...(await timeClick(run)) }),
  );
  const { clockAt, arrived, painted, ...timing } = result;
  return { ...timing, work: mainThreadWork(events, clockAt, arrived, painted) };
}

/**
 * Clicks, then waits for the result's elements and a frame after them. The page watches for them
 * itself (a mutation observer), so no polling from the test adds to the time or to the main
 * thread's work.
 */
async function timeClick({
  page,
  cdp,
  path,
  button,
  drawn,
}: Run): Promise<Omit<Timing, 'work'> & { arrived: number; painted: number }> {
  await page.evaluate(({ selector, count }) => {
    const shown = () => document.querySelectorAll(selector).length >= count;
    const frames: PerformanceEntry[] = [];
    new PerformanceObserver((list) => frames.push(...list.getEntries())).observe({
      type: 'long-animation-frame',
    });
    (window as unknown as { benchFrames: PerformanceEntry[] }).benchFrames = frames;
    (window as unknown as { benchDrawn: Promise<number> }).benchDrawn = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
  }, drawn);
  const before = await threadTime(cdp);
  const answered = page.waitForResponse((response) => path.test(new URL(response.url()).pathname));
  await button();
  await (await answered).finished();
  const painted = await page.evaluate(
    () => (window as unknown as { benchDrawn: Promise<number> }).benchDrawn,
  );
  const cpu = (await threadTime(cdp)) - before;
  // When the answer's last byte reached the page, on the page's own clock, and the long frames
  // that ended after it (the observer reports a frame once it is over: wait for one more).
  const { arrived, longFrames } = await page.evaluate(async (source) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const arrived =
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
        .at(-1)?.responseEnd ?? NaN;
    interface Frame extends PerformanceEntry {
      styleAndLayoutStart: number;
      scripts: { duration: number }[];
    }
    const frames = (window as unknown as { benchFrames: Frame[] }).benchFrames.filter(
      (frame) => frame.startTime + frame.duration > arrived,
    );
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return {
      arrived,
      longFrames: {
        total: sum(frames.map((frame) => frame.duration)),
        scripts: sum(frames.flatMap((frame) => frame.scripts.map((script) => script.duration))),
        layout: sum(
          frames.map((frame) => frame.startTime + frame.duration - frame.styleAndLayoutStart),
        ),
        count: frames.length,
      },
    };
  }, path.source);
  return { afterAnswer: painted - arrived, cpu, longFrames, arrived, painted };
}

function report(label: string, runs: Timing[], goalMs: number, goal: string): void {
  const after = runs.map((run) => run.afterAnswer);
  // The run under the sampling profiler (BENCH_PROFILE) has no trace.
  const work = runs.map((run) => run.work).filter((value) => !Number.isNaN(value));
  const cpu = runs.map((run) => run.cpu);
  const frames = (pick: (frames: Timing['longFrames']) => number) =>
    median(runs.map((run) => pick(run.longFrames))).toFixed(1);
  console.log(
    `${label}: main-thread work from the answer in to drawn (ms median / max) ${median(work).toFixed(1)} / ${worst(work).toFixed(1)}, ` +
      `over ${goalMs} ms in ${work.filter((value) => value >= goalMs).length} of ${work.length} runs ` +
      `(each: ${work.map((value) => value.toFixed(0)).join(' ')}); ` +
      `answer in -> drawn, wall time (ms median / max) ${median(after).toFixed(1)} / ${worst(after).toFixed(1)}; ` +
      `main-thread CPU from the click (ms median / max) ${median(cpu).toFixed(1)} / ${worst(cpu).toFixed(1)}; ` +
      `long frames after the answer (ms median: all / scripts / style and layout; count) ` +
      `${frames((f) => f.total)} / ${frames((f) => f.scripts)} / ${frames((f) => f.layout)}; ${frames((f) => f.count)}; ` +
      `runs with a long frame after the answer ${runs.filter((run) => run.longFrames.count > 0).length} of ${runs.length} ` +
      `(their totals: ${runs
        .map((run) => run.longFrames.total)
        .filter((total) => total > 0)
        .map((total) => total.toFixed(0))
        .join(', ')}); goal ${goal}`,
  );
}

test('a 20-shard profile of 200-node trees and a 10,000-character explained analysis, drawn', async ({
  browser,
  page,
  engine,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const where = { browser, page, cdp };

  // A search answer as the engine gives it with `profile: true` and `size: 0`.
  const searchAnswer = {
    took: 40,
    timed_out: false,
    _shards: { total: 20, successful: 20, skipped: 0, failed: 0 },
    hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] },
    profile: profile(1),
  };
  await answer(
    page,
    engine,
    (route) => /\/_search$/.test(new URL(route.request().url()).pathname),
    JSON.stringify(searchAnswer),
  );
  const profiles: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`./cluster/0/diagnostics?view=profiler&index=${INDEX}`);
    const button = page.getByRole('button', { name: 'Profile', exact: true });
    await expect(button).toBeEnabled();
    profiles.push(
      await timeRun({
        ...where,
        examined: run === RUNS - 1 ? 'profile' : '',
        path: /\/_search$/,
        button: () => button.click(),
        drawn: { selector: 'section[aria-label^="Shard "]', count: 20 },
      }),
    );
  }
  report('profile, 20 shards x 200 nodes', profiles, 100, '< 100 ms');

  const analysis = explained(10_000);
  const text = analysis.detail.charfilters[0].filtered_text[0];
  await answer(
    page,
    engine,
    (route) => /\/_analyze$/.test(new URL(route.request().url()).pathname),
    JSON.stringify(analysis),
  );
  const analyses: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('./cluster/0/diagnostics?view=analysis');
    await page.getByRole('textbox', { name: 'Text to analyse' }).fill(text);
    await page.getByText('A custom chain', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Explain each stage' }).check();
    analyses.push(
      await timeRun({
        ...where,
        examined: run === RUNS - 1 ? 'analysis' : '',
        path: /\/_analyze$/,
        button: () => page.getByRole('button', { name: 'Analyse' }).click(),
        drawn: { selector: 'table[aria-label="Each stage"]', count: 1 },
      }),
    );
  }
  report('analysis, 10,000 characters explained', analyses, 50, '< 50 ms after the answer');

  // 30 indicators naming 32 indices each and a node: about 1,000 affected resources.
  await answer(
    page,
    engine,
    (route) => /\/_health_report$/.test(new URL(route.request().url()).pathname),
    JSON.stringify(healthReport(32)),
  );
  const overviews: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('./cluster/0/diagnostics?view=analysis');
    await expect(page.getByRole('textbox', { name: 'Text to analyse' })).toBeVisible();
    overviews.push(
      await timeRun({
        ...where,
        examined: run === RUNS - 1 ? 'health' : '',
        path: /\/_health_report$/,
        button: () => page.getByText('Health, explained', { exact: true }).click(),
        drawn: { selector: 'section[aria-labelledby]', count: 30 },
      }),
    );
  }
  report('health overview, 30 indicators, ~1,000 resources', overviews, 100, '< 100 ms');
});
