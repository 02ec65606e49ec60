import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { engineCall } from '../support/engineApi';
import {
  chart,
  chartSentence,
  columnTexts,
  engineNode,
  FAILED,
  linePixels,
  nextSample,
  openMetrics,
  pauseClock,
  rateOf,
  rowTexts,
  sampleEvery,
  SAMPLING,
  samplingStatus,
  tableView,
} from '../support/metricsScreen';

// The Metrics screen: live charts of _nodes/stats on the Elasticsearch test engine, driven by
// writes and searches sent from the test; what it says when the cluster goes down; the hour kept
// across reloads; axe in both themes. The page's clock is moved past the sampling intervals
// instead of the test waiting them out. What the screen says of answers it cannot chart, and the
// proxy's one request per interval, are in metrics.answers.spec.ts.
// METRICS_SHOTS=<folder> saves screenshots of the screen (cluster and one node, both themes)
// there as metrics-{cluster,node}-{light,dark}.png.

test.describe.configure({ timeout: 120_000 });

test.use({ predefinedClusters: [{ name: 'live', uri: ENGINE_URL }] });

/** Where the screenshots go (METRICS_SHOTS=folder); none are taken without it. */
const SHOTS = process.env.METRICS_SHOTS;

/** Writes `count` documents through _bulk and runs `searches` searches on `index`. */
async function drive(
  engine: Engine,
  index: string,
  count: number,
  searches: number,
): Promise<void> {
  const lines = Array.from(
    { length: count },
    (_, i) => `{"index":{}}\n{"title":"book ${i}","pages":${100 + i}}\n`,
  ).join('');
  const response = await fetch(`${engine.url}/${index}/_bulk?refresh=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson' },
    body: lines,
  });
  expect(response.ok, await response.text()).toBe(true);
  for (let i = 0; i < searches; i += 1)
    await engineCall(engine, 'POST', `${index}/_search`, { query: { match: { title: 'book' } } });
}

/** The rows of a CSV export (RFC 4180 as the screen writes it: CRLF lines, no quoted cell here). */
function csvRows(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

/** Saves the page in the light and the dark theme as metrics-{name}-{theme}.png in `folder`. */
async function shoot(page: Page, folder: string, name: string): Promise<void> {
  // The pointer off the charts: the strips above their plots show the newest values.
  await page.mouse.move(0, 0);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    // The charts take the theme's colours on their next frame.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/metrics-${name}-${theme}.png`, fullPage: true });
  }
}

test.describe('on the Elasticsearch test engine', () => {
  test.beforeEach(({ engine }) => {
    test.skip(
      engine.kind !== 'elasticsearch',
      'the OpenSearch test engine answers _nodes/stats with 400 (its tests: metrics.answers.spec.ts)',
    );
  });

  test('the charts follow the writes and searches sent to the engine, per node too, and export what they show', async ({
    page,
    engine,
  }, testInfo) => {
    const index = `metrics-e2e-${testInfo.workerIndex}-${Date.now().toString(36)}`;
    await engineCall(engine, 'PUT', index, {
      settings: { number_of_shards: 1, number_of_replicas: 0 },
    });
    const node = await engineNode(engine);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.clock.install();
    try {
      await openMetrics(page);
      await expect(samplingStatus(page)).toHaveText(SAMPLING(5));
      await sampleEvery(page, 1);
      // Samples with real movement between them: each one after a round of writes and searches,
      // the clock standing still in between so that no other sample comes.
      await pauseClock(page);
      for (let round = 0; round < 6; round += 1) {
        await drive(engine, index, 40 + round * 25, 3 + round);
        await nextSample(page, engine, 1_000);
      }
      // The chart's sentence for screen readers says its series' newest value (which the strip
      // above the plot draws).
      const sentence = chartSentence(page, 'Indexing rate');
      await expect(sentence).toHaveAccessibleName(/^Indexing rate: Documents indexed [\d,.]+\/s now/);
      const said = /Documents indexed ([\d,.]+\/s) now/.exec(
        (await sentence.getAttribute('aria-label')) ?? '',
      );
      // The line is drawn across the plot, in its series' colour.
      await expect.poll(() => linePixels(chart(page, 'Indexing rate'))).toBeGreaterThan(40);
      const saidRate = rateOf(said?.[1] ?? '');
      /** The newest rates the chart's table shows (its first series), as numbers. */
      const newest = async (title: string, column = 1) =>
        (await columnTexts(await tableView(page, title), column)).slice(0, 6).map(rateOf);
      await expect.poll(() => newest('Indexing rate')).toEqual(Array(6).fill(expect.any(Number)));
      expect(Math.min(...(await newest('Indexing rate')))).toBeGreaterThan(0);
      expect(saidRate).toBe((await newest('Indexing rate'))[0]);
      expect(Math.min(...(await newest('Search rate')))).toBeGreaterThan(0);
      await page.clock.resume();

      // The node picker lists the node with its roles; choosing it puts it in the address.
      const scope = page.getByRole('textbox', { name: 'Show' });
      await expect(scope).toHaveValue('Whole cluster');
      await scope.click();
      const option = page.getByRole('option', {
        name: `${node.name} (${node.roles.join(', ')})`,
        exact: true,
      });
      await expect(option).toBeVisible();
      await option.click();
      await expect(page).toHaveURL(new RegExp(`[?&]node=${node.id}(&|$)`));
      await expect(scope).toHaveValue(`${node.name} (${node.roles.join(', ')})`);
      await pauseClock(page);
      await drive(engine, index, 30, 2);
      await nextSample(page, engine, 1_000);
      await expect.poll(async () => (await newest('Indexing rate'))[0]).toBeGreaterThan(0);
      await page.clock.resume();

      // The range: one hour, named in the address and in what screen readers hear of each chart.
      const range = page.getByRole('radiogroup', { name: 'Time range' });
      await expect(range.getByRole('radio', { name: '15 min' })).toBeChecked();
      await range.getByText('1 hour', { exact: true }).click();
      await expect(range.getByRole('radio', { name: '1 hour' })).toBeChecked();
      await expect(page).toHaveURL(/[?&]range=1h(&|$)/);
      await expect(chartSentence(page, 'Indexing rate')).toHaveAccessibleName(/in the last hour/);

      // The CSV holds a row per sample for the cluster and one for the node, the series in columns.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^metrics-\d{4}-\d\d-\d\dT[\d-]+Z\.csv$/);
      const [head, ...rows] = csvRows(await fs.readFile(await file.path(), 'utf8'));
      expect(head.slice(0, 4)).toEqual(['time', 'node', 'indexing.rate', 'indexing.latency']);
      expect(head).toContain('jvm.heap.used');
      expect(rows.length).toBeGreaterThanOrEqual(2 * 7);
      for (const row of rows) {
        expect(row).toHaveLength(head.length);
        expect(Number.isNaN(Date.parse(row[0]))).toBe(false);
        expect(['_cluster', node.name]).toContain(row[1]);
      }
      const rates = (name: string) =>
        rows.filter((row) => row[1] === name).map((row) => Number(row[2]));
      expect(Math.max(...rates('_cluster'))).toBeGreaterThan(0);
      expect(rates(node.name)).toEqual(rates('_cluster'));
      const heap = head.indexOf('jvm.heap.used');
      expect(rows.every((row) => Number(row[heap]) > 0)).toBe(true);

      // axe on the screen with two table views open, then with the charts alone.
      const findings: Finding[] = [];
      await check(page, 'metrics, one node, table views', findings, testInfo);
      await chart(page, 'Indexing rate').getByRole('button', { name: 'Table' }).click();
      await chart(page, 'Search rate').getByRole('button', { name: 'Table' }).click();
      await scope.click();
      await page.getByRole('option', { name: 'Whole cluster', exact: true }).click();
      await expect(page).not.toHaveURL(/[?&]node=/);
      await check(page, 'metrics, cluster, charts', findings, testInfo);
      expect(findings, report(findings)).toEqual([]);
      await expect(samplingStatus(page)).toHaveText(SAMPLING(1));
    } finally {
      await engineCall(engine, 'DELETE', index).catch(() => undefined);
    }
  });

  test('kept across reloads when asked: the samples taken before a reload are shown again after it', async ({
    page,
  }) => {
    await openMetrics(page);
    const keep = page.getByRole('switch', { name: 'Keep the last hour across reloads' });
    await keep.check();
    await sampleEvery(page, 1);
    /** The times of the heap table's rows, oldest first. */
    const times = async () => (await columnTexts(await tableView(page, 'JVM heap'), 0)).reverse();
    await expect.poll(async () => (await times()).length, { timeout: 15_000 }).toBeGreaterThan(2);
    const before = await times();
    await page.reload();
    await expect(keep).toBeChecked();
    // Those taken once keeping was on are shown again (the first may have come before the
    // switch, and not have been kept).
    await expect.poll(times).toEqual(expect.arrayContaining(before.slice(1)));
    await keep.uncheck();
  });

  test('screenshots of the screen after a few minutes of load, cluster and node, both themes', async ({
    page,
    engine,
  }, testInfo) => {
    test.skip(!SHOTS, 'METRICS_SHOTS=<folder> saves them');
    const folder = SHOTS ?? '';
    test.setTimeout(300_000);
    const index = `metrics-shots-${testInfo.workerIndex}-${Date.now().toString(36)}`;
    await engineCall(engine, 'PUT', index, {
      settings: { number_of_shards: 1, number_of_replicas: 0 },
    });
    const node = await engineNode(engine);
    // Tall enough for every chart to be drawn: only those near the viewport are.
    await page.setViewportSize({ width: 1440, height: 2700 });
    await page.clock.install();
    try {
      await openMetrics(page);
      await sampleEvery(page, 2);
      await pauseClock(page);
      // Two and a half minutes of samples, the load rising and falling, with a quiet spell.
      for (let round = 0; round < 75; round += 1) {
        const load = round > 40 && round < 50 ? 0 : Math.round(60 + 50 * Math.sin(round / 6));
        if (load > 0) await drive(engine, index, load, 1 + (load % 5));
        await nextSample(page, engine, 2_000);
      }
      // A sample with the clock running again, so that everything drawn is up to date.
      await page.clock.resume();
      await nextSample(page, engine, 2_000);
      await page
        .getByRole('radiogroup', { name: 'Time range' })
        .getByText('5 min', { exact: true })
        .click();
      await fs.mkdir(folder, { recursive: true });
      await shoot(page, folder, 'cluster');
      await page.getByRole('textbox', { name: 'Show' }).click();
      await page.getByRole('option', { name: new RegExp(`^${node.name} \\(`) }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]node=${node.id}(&|$)`));
      await shoot(page, folder, 'node');
    } finally {
      await engineCall(engine, 'DELETE', index).catch(() => undefined);
    }
  });

  test('a cluster that goes down is said so, the charts keep their samples, and sampling resumes by itself', async ({
    page,
    engine,
  }) => {
    await page.clock.install();
    await openMetrics(page);
    await expect(samplingStatus(page)).toHaveText(SAMPLING(5));
    await nextSample(page, engine, 5_000);
    await nextSample(page, engine, 5_000);
    const heap = await tableView(page, 'JVM heap');
    /** The times of the samples the heap table shows a value for. */
    const held = async () =>
      (await rowTexts(heap)).filter(([, value]) => value !== '–').map(([time]) => time);
    const heldBefore = await held();
    expect(heldBefore.length).toBeGreaterThanOrEqual(3);

    await engine.stop();
    // Two intervals on, well within the 30 s after which the header's check says the cluster is down.
    await page.clock.fastForward(5_000);
    await expect(samplingStatus(page)).toHaveText(FAILED);
    await page.clock.fastForward(5_000);
    await expect(samplingStatus(page)).toHaveText(FAILED);
    expect(await held()).toEqual(expect.arrayContaining(heldBefore));

    // The engine answers again: one interval on brings its answer. Each try waits for the answer
    // itself rather than a set time, so that a slow first answer does not move the page's clock
    // past the header's 30 s, after which the whole screen says the cluster is down.
    await engine.start();
    await expect(async () => {
      await nextSample(page, engine, 5_000);
      await expect(samplingStatus(page)).toHaveText(SAMPLING(5), { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    // New samples after a gap, and those from before the outage still there.
    await expect.poll(async () => (await held()).length).toBeGreaterThan(heldBefore.length);
    expect(await held()).toEqual(expect.arrayContaining(heldBefore));
    expect(await columnTexts(heap)).toContain('–');
  });
});
