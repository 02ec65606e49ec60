import type { Page, Route } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { corsHeaders } from '../support/engineRoute';
import {
  explained,
  healthReport,
  profile,
} from '../../frontend/scripts/lib/diagnosticsSamples.mjs';
import { report, timeRun, type Timing } from './lib/answerTiming';

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
//   `_health_report`; from the answer in to the 30 indicators drawn (goal: under 100 ms). Not on
//   OpenSearch, which has no health report (its overview is the rules', from several reads).
// Each run clicks on a fresh page once the app's loading in idle time is over (pageSettled in lib/answerTiming.ts).
// The readers alone are timed by frontend/scripts/bench-diagnostics.mjs.

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const INDEX = 'logs';

test.use({ predefinedClusters: [{ name: 'bench', uri: ENGINE_URL }] });
test.setTimeout(10 * 60_000);

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

  // OpenSearch has no health report: its overview is built from the rules' reads, not from one
  // answer, and the goal is about the report.
  if (engine.kind === 'opensearch') {
    console.log('health overview: not timed on OpenSearch, which has no health report');
    return;
  }
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
