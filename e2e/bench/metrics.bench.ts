import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { METRIC_FIELDS } from '../../frontend/src/engine/metrics/fields';
import { nodeStatsRequest } from '../../frontend/src/engine/metrics/request';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { assertConforms } from '../support/specAnswer';
import { parseInPage } from './lib/inPageParse';
import { liveReport, RANGE_LABELS, type RangeName } from './lib/liveReport';
import {
  chartWithPoints,
  storedRecordKeys,
  watchDraws,
  writeStoredHour,
  type Redrawn,
} from './lib/metricsPage';
import {
  openByNavigation,
  openByTab,
  openingReport,
  OPENING_INDICES,
  type Openings,
} from './lib/metricsOpening';
import {
  documentedAnswer,
  fillValues,
  LiveAnswers,
  nodesModel,
  type NodesModel,
} from './lib/liveNodes';
import { examined } from './lib/profiling.mjs';
import {
  idleCosts,
  interaction,
  pageMetrics,
  sampleCosts,
  type SampleCost,
} from './lib/sampleCosts';
import { largestHeapDuring } from './lib/samplers';
import { HOUR_S, START, StatsRoute } from './lib/statsRoute';

// The live metrics' speed goals (issue 51), never run by the test run:
//   npx playwright test -c playwright.bench.config.ts bench/metrics.bench.ts --project=elasticsearch
// `_nodes/stats` is answered by a route for 50 nodes (the documented shape, checked once against
// the specification; counters growing with the clock), the rest by the real engine.
// - live: an hour at 1 s held (3,600 records of 50 nodes written into the sampler's IndexedDB
//   store, "keep the last hour" on, read back by the page at start), the Metrics screen open on
//   1 hour for four minutes (its first minute also on its own) and then 15 minutes for two,
//   sampling every second. Per new sample: the page's main-thread
//   time between one sample and the next (CDP Performance.getMetrics deltas: TaskDuration, the
//   wall time of the main thread's tasks, and ThreadTime, its CPU time; they hold everything
//   the page did, sampler, React and charts), and the charts' own redraws (the TimeChart user
//   timing); the page's JS heap with its array buffers' backing stores, where the history's
//   typed arrays live (CDP Runtime.getHeapUsage: largest while the hour is read back, every 25 ms,
//   largest over the samples, and after a full garbage collection at the end); the history's
//   bytes as the screen says. The samples are asked and read in the page's worker: the main
//   thread's figures hold only what it is handed.
//   BENCH_PROFILE=sample runs the 1 h samples under the sampling profiler (BENCH_TRACE=sample:
//   traced, BENCH_TRACE_CATS=a,b naming the trace's categories; BENCH_SERIES=1 prints each
//   sample's tasks in order). The same figures over ten seconds in which no sample comes (its
//   answer held) say what the page costs between samples with the probes themselves.
// - range change (5 min -> 1 h -> 15 min, clicks) and zoom (a drag over the first chart): from
//   the input to the last chart redrawn and to the next animation frame after it, the sampler's
//   answers held meanwhile so no sample redraws in between.
// - parse + reduce in the page: the app's own JSON parser, readNodeStats and MetricsHistory.append
//   (bundled by Vite) on the answers the route sends, in the page, timed one by one.
// - opening: fresh contexts, the Metrics screen's first chart (with data) painted against the
//   indices screen's first rows with 1,000 indices (_cat routes), from navigation, and by a tab
//   click once the dashboard settled; the network log says whether the Metrics chunk came before.
//   BENCH_TRACE=opening-chart (or opening-rows; BENCH_PROFILE likewise) examines the last opening
//   from navigation.

const NODES = Number(process.env.BENCH_NODES ?? 50);
// Four minutes of samples at 1 h: a p95 over a session's samples, not over the first minute only,
// into which falls the one major collection that follows the hour's read-back (its own row).
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 240);
const FIRST_MINUTE = 60;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

test.use({ predefinedClusters: [{ name: 'bench', uri: ENGINE_URL }] });
test.setTimeout(30 * 60_000);

const loadLine = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`;

/** An hour of the model's samples written into the sampler's store, as the app keeps them. */
async function storeHour(page: Page, model: NodesModel): Promise<void> {
  // The app stores a sample: its cluster key and catalogue hash are what the hour is written with.
  await page.goto('./cluster/0/metrics');
  await expect.poll(() => page.evaluate(storedRecordKeys), { timeout: 30_000 }).not.toBeNull();
  const keys = (await page.evaluate(storedRecordKeys))!;
  await page.goto('./healthz');
  await page.addScriptTag({ content: `window.__fillValues = ${fillValues.toString()}` });
  const { nodes, ...values } = model;
  const writeStarted = Date.now();
  const written = await page.evaluate(writeStoredHour, {
    ...keys,
    fieldCount: METRIC_FIELDS.length,
    start: START,
    seconds: Math.floor((Date.now() - START) / 1000),
    nodes: nodes.map(({ id, name, roles }) => ({ id, name, roles })),
    model: values,
  });
  console.log(
    `stored hour: ${written} records of ${NODES} nodes written in ${((Date.now() - writeStarted) / 1000).toFixed(1)} s`,
  );
}

/** The screen opened on 1 hour, the stored hour read back and drawn; the largest heap meanwhile. */
async function readBack(page: Page, cdp: CDPSession): Promise<number> {
  const opened = Date.now();
  const { result: restoredPoints, peak } = await largestHeapDuring(cdp, async () => {
    await page.goto('./cluster/0/metrics?range=1h');
    return page.evaluate(chartWithPoints, 3000);
  });
  console.log(
    `read back and drawn: ${restoredPoints} points on a chart ${((Date.now() - opened) / 1000).toFixed(1)} s after opening`,
  );
  return peak;
}

/**
 * The samples at 1 h. BENCH_PROFILE=sample: under the sampling profiler, its top entries printed
 * and the whole profile kept (sample.cpuprofile, for the browser's performance panel);
 * BENCH_TRACE=sample: traced instead, the main thread's events by self time printed.
 * BENCH_ALLOC=sample: under the sampling heap profiler, the objects the collector took back
 * included (what each function allocates per sample, kept as sample.heapprofile for the
 * browser's memory panel).
 */
async function hourSamples(
  { browser, page, cdp }: { browser: Browser; page: Page; cdp: CDPSession },
  stats: StatsRoute,
): Promise<SampleCost[]> {
  const allocations = process.env.BENCH_ALLOC === 'sample';
  if (allocations) {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  return examined({ browser, page, cdp, name: 'sample' }, async () => {
    const costs = await sampleCosts(page, cdp, stats, SAMPLES);
    if (allocations) {
      const { profile } = await cdp.send('HeapProfiler.stopSampling');
      writeFileSync(test.info().outputPath('sample.heapprofile'), JSON.stringify(profile));
    }
    if (process.env.BENCH_PROFILE === 'sample') {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(test.info().outputPath('sample.cpuprofile'), JSON.stringify(profile));
      await cdp.send('Profiler.start');
    }
    return costs;
  });
}

/** RUNS of each range change (5 min -> 1 h -> 15 min) and of a zoom dragged over the first chart. */
async function rangesAndZooms(page: Page, stats: StatsRoute) {
  const ranges: Record<RangeName, Redrawn[]> = { '5m': [], '1h': [], '15m': [] };
  const zooms: Redrawn[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const range of ['5m', '1h', '15m'] as const) {
      const [label, span] = RANGE_LABELS[range];
      ranges[range].push(
        await interaction(page, stats, { event: 'click', span }, () =>
          page.getByText(label, { exact: true }).click(),
        ),
      );
    }
    const over = page.locator('.u-over').first();
    await over.scrollIntoViewIfNeeded();
    const box = (await over.boundingBox())!;
    zooms.push(
      await interaction(page, stats, { event: 'mouseup', notSpan: 900_000 }, async () => {
        await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 4 });
        await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 4 });
        await page.mouse.up();
      }),
    );
    await page.getByRole('button', { name: 'Back to the range' }).click();
  }
  return { ranges, zooms };
}

test('live: an hour of 50 nodes at 1 s held, new samples, range changes and zoom, parse and reduce', async ({
  browser,
  page,
  context,
  engine,
}) => {
  const model = nodesModel(NODES);
  const { path } = nodeStatsRequest();
  assertConforms({
    engine: 'elasticsearch',
    method: 'GET',
    path: `/${path}`,
    body: documentedAnswer(model, 0, Date.now()),
  });
  const stats = new StatsRoute(model);
  await stats.install(context, engine.url);
  await context.addInitScript(() =>
    localStorage.setItem('metrics', JSON.stringify({ intervalSeconds: 1, keepHistory: true })),
  );
  await context.addInitScript(watchDraws);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Live metrics')) warnings.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });

  await storeHour(page, model);
  const readBackHeap = await readBack(page, cdp);
  expect(warnings).toEqual([]);
  const memoryText = await page.getByText('History held in this page').innerText();

  const hourCosts = await hourSamples({ browser, page, cdp }, stats);
  if (process.env.BENCH_SERIES === '1') {
    // Each sample's main-thread tasks in order, to see a periodic cost.
    console.log(
      `tasks per sample at 1 h: ${hourCosts.map((cost) => cost.task.toFixed(1)).join(' ')}`,
    );
  }
  await page.getByText('15 min', { exact: true }).click();
  const quarterCosts = await sampleCosts(page, cdp, stats, Math.ceil(SAMPLES / 2));
  const noSampleCosts = await idleCosts(page, cdp, stats, 10);
  const { ranges, zooms } = await rangesAndZooms(page, stats);
  const heapMax = Math.max(
    ...hourCosts.map((cost) => cost.heap),
    ...quarterCosts.map((cost) => cost.heap),
  );
  // What the page still holds once garbage is collected, against the used heap above (garbage
  // not yet collected included).
  await cdp.send('HeapProfiler.collectGarbage');
  const heapLive = (await pageMetrics(cdp)).heap;

  // Parse and reduce in the page, on the answers the route sends.
  stats.hold = true;
  const answers = new LiveAnswers(model);
  const texts = Array.from({ length: 20 }, (_, step) =>
    answers.at(HOUR_S + step, Date.now() + step * 1000),
  );
  const parsed = await parseInPage(page, cdp, texts);
  stats.release();

  const lines = liveReport({
    heading: `${engine.kind}: live metrics, ${NODES} nodes x ${METRIC_FIELDS.length} fields (the catalogue's series), an hour at 1 s held; ${SAMPLES} samples at 1 h, ${Math.ceil(SAMPLES / 2)} at 15 min, ${RUNS} runs of each interaction; ${loadLine()}`,
    firstMinute: FIRST_MINUTE,
    hourCosts,
    quarterCosts,
    noSampleCosts,
    readBackHeap,
    heapMax,
    heapLive,
    memoryText,
    ranges,
    zooms,
    parsed,
    answerBytes: texts[0].length,
    answered: stats.answered,
  });
  console.log(`\n${lines.join('\n')}\n`);
});

test('opening: the Metrics screen first chart against the indices screen first rows (1,000 indices)', async ({
  browser,
  baseURL,
  engine,
}) => {
  const place = { browser, baseURL: baseURL!, engineUrl: engine.url, model: nodesModel(NODES) };
  const openings: Openings = {
    cold: { rows: [], chart: [] },
    warm: { rows: [], chart: [] },
    steps: { rows: [], chart: [] },
    chunkLines: [],
  };
  for (let run = 0; run < RUNS; run += 1) {
    for (const what of ['rows', 'chart'] as const) {
      // The last run examined where BENCH_TRACE or BENCH_PROFILE names it (see the header).
      const examinedAs = run === RUNS - 1 ? `opening-${what}` : '';
      const { opening, steps } = await openByNavigation(place, what, examinedAs);
      openings.cold[what].push(opening);
      openings.steps[what].push(steps);
      const tabbed = await openByTab(place, what);
      openings.warm[what].push(tabbed.opening);
      if (what === 'chart' && run === 0) openings.chunkLines.push(tabbed.chunkLine);
    }
  }
  const heading = `${engine.kind}: opening, ${RUNS} runs each in fresh contexts, ${NODES} nodes, ${OPENING_INDICES} indices; ${loadLine()}`;
  console.log(`\n${openingReport(heading, openings).join('\n')}\n`);
});
