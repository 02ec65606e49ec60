import type { CDPSession, Page, Route } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { corsHeaders } from '../support/engineRoute';
import { explained, profile } from '../../frontend/scripts/lib/diagnosticsSamples.mjs';
import { profiled, threadTime } from './lib/profiling.mjs';
import { median, worst } from './lib/statistics.mjs';

// The Diagnostics screen's speed goals in the browser (never run by the test run):
//   npx playwright test -c playwright.bench.config.ts bench/diagnostics.bench.ts --project=elasticsearch
// - profile: a search profile of 20 shards with a 200-node query tree each (frontend/scripts/lib/
//   diagnosticsSamples.mjs, the documented shape), answered by a route for the profiler's search;
//   from the answer in to every shard drawn and the next frame, and the main thread's CPU time from
//   the click to then (goal: under 100 ms of work);
// - analysis: an explained analysis of 10,000 characters (4 stages, about 1,700 tokens), answered
//   by a route for `_analyze`; from the answer in to the stages table drawn and the next frame
//   (goal: under 50 ms of work after the answer).
// The readers alone are timed by frontend/scripts/bench-diagnostics.mjs.

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const INDEX = 'logs';

test.use({ predefinedClusters: [{ name: 'bench', uri: ENGINE_URL }] });
test.setTimeout(10 * 60_000);

interface Timing {
  /** From the answer's arrival in the page to the next frame after the result is drawn (ms). */
  afterAnswer: number;
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

/** Clicks `button`, then times until `drawn` holds and a frame has followed. */
async function timeRun(
  page: Page,
  cdp: CDPSession,
  path: RegExp,
  button: () => Promise<void>,
  drawn: () => Promise<void>,
): Promise<Timing> {
  const before = await threadTime(cdp);
  const answered = page.waitForResponse((response) => path.test(new URL(response.url()).pathname));
  await button();
  await (await answered).finished();
  await drawn();
  const painted = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
      ),
  );
  const cpu = (await threadTime(cdp)) - before;
  // When the answer's last byte reached the page, on the page's own clock.
  const arrived = await page.evaluate(
    (source) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
        .at(-1)?.responseEnd ?? NaN,
    path.source,
  );
  return { afterAnswer: painted - arrived, cpu };
}

function report(label: string, runs: Timing[], goal: string): void {
  const after = runs.map((run) => run.afterAnswer);
  const cpu = runs.map((run) => run.cpu);
  console.log(
    `${label}: answer in -> drawn (ms median / max) ${median(after).toFixed(1)} / ${worst(after).toFixed(1)}; ` +
      `main-thread CPU from the click (ms median / max) ${median(cpu).toFixed(1)} / ${worst(cpu).toFixed(1)}; goal ${goal}`,
  );
}

test('a 20-shard profile of 200-node trees and a 10,000-character explained analysis, drawn', async ({
  page,
  engine,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

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
      // BENCH_PROFILE=profile: the last run under the sampling profiler, its top entries printed.
      await profiled(cdp, process.env.BENCH_PROFILE === 'profile' && run === RUNS - 1, () =>
        timeRun(
          page,
          cdp,
          /\/_search$/,
          () => button.click(),
          () => expect(page.getByRole('region', { name: /^Shard / })).toHaveCount(20),
        ),
      ),
    );
  }
  report('profile, 20 shards x 200 nodes', profiles, '< 100 ms');

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
      // BENCH_PROFILE=analysis: the last run under the sampling profiler, its top entries printed.
      await profiled(cdp, process.env.BENCH_PROFILE === 'analysis' && run === RUNS - 1, () =>
        timeRun(
          page,
          cdp,
          /\/_analyze$/,
          () => page.getByRole('button', { name: 'Analyse' }).click(),
          () => expect(page.getByRole('table', { name: 'Each stage' })).toBeVisible(),
        ),
      ),
    );
  }
  report('analysis, 10,000 characters explained', analyses, '< 50 ms after the answer');
});
