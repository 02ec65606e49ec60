import { ENGINE_URL, expect, test } from '../fixtures/test';
import {
  isNodeStats,
  monitorForbidden,
  nodeStatsAnswer,
  PER_STEP,
  routeNodeStats,
} from '../support/metricsFixture';
import {
  chart,
  chartSentence,
  columnTexts,
  engineNode,
  FAILED,
  nextSample,
  openMetrics,
  pauseClock,
  SAMPLING,
  samplingStatus,
  tableView,
} from '../support/metricsScreen';
import { header } from '../support/ui';

// The Metrics screen on answers it cannot chart as they come: a 403 on the node statistics, the
// OpenSearch test engine's 400 (then a route that serves them), a heap over its threshold (a
// route), and a read-only cluster behind the server's proxy, asked once per interval whatever
// the number of views. The page's clock is moved past the sampling intervals.

test.describe.configure({ timeout: 120_000 });

test.use({ predefinedClusters: [{ name: 'live', uri: ENGINE_URL }] });

test("a 403 on the node statistics is said with the cluster's reason", async ({
  page,
  context,
  engine,
}) => {
  await routeNodeStats(context, engine, () => ({
    status: 403,
    body: monitorForbidden(engine.kind, 'reader'),
  }));
  await openMetrics(page);
  const status = samplingStatus(page);
  await expect(status).toHaveText(FAILED);
  await expect(status).toContainText('cluster:monitor/nodes/stats');
  // The failed samples are gaps: no value to show.
  await expect(chartSentence(page, 'Indexing rate')).toHaveAccessibleName(
    /Documents indexed has no value in the last 15 minutes\.$/,
  );
});

test("a heap over 85 % is listed with the node, and its link opens the node's hot threads", async ({
  page,
  context,
  engine,
}) => {
  const node = await engineNode(engine);
  const start = Date.now();
  await routeNodeStats(context, engine, (step) => ({
    body: nodeStatsAnswer(engine.kind, [node], { step, start, stepMs: 1_000, heapShare: 0.9 }),
  }));
  await openMetrics(page);
  const alerts = page.getByRole('region', { name: 'Thresholds crossed on the latest sample' });
  await expect(alerts).toContainText(
    new RegExp(`${node.name}: heap (8[5-9]|9\\d)% used, over 85%`),
  );
  await expect(alerts.getByRole('link', { name: `Details of ${node.name}` })).toBeVisible();
  await alerts.getByRole('link', { name: `Hot threads of ${node.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cluster/0/nodes\\?node=${node.id}&tab=hotThreads$`));
  const details = page.getByRole('dialog', { name: `Node ${node.name} (${node.id})` });
  await expect(details.getByRole('tab', { name: 'Hot threads' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test.describe('on the OpenSearch test engine', () => {
  test.beforeEach(({ engine }) => {
    test.skip(engine.kind !== 'opensearch', 'for the engine that does not serve _nodes/stats');
  });

  test('its 400 is said as node statistics not served; once they are (a route), the charts show the rates', async ({
    page,
    context,
    engine,
  }) => {
    await page.clock.install();
    await openMetrics(page);
    await expect(samplingStatus(page)).toHaveText(
      'This cluster does not serve node statistics (_nodes/stats answered 400: _nodes/stats is not supported by osmem).',
    );
    await expect(chart(page, 'Indexing rate')).toHaveCount(0);

    // Node statistics as OpenSearch documents them, each answer a second on from the last on the
    // nodes' clock: the sampler asks again a minute after the 400.
    const node = await engineNode(engine);
    const start = Date.now();
    await routeNodeStats(context, engine, (step) => ({
      body: nodeStatsAnswer(engine.kind, [node], { step, start, stepMs: 1_000 }),
    }));
    await nextSample(page, engine, 60_000);
    await expect(samplingStatus(page)).toHaveText(SAMPLING(5));
    await nextSample(page, engine, 5_000);
    await nextSample(page, engine, 5_000);
    // Newest first: two rates, then the first answer (no rate yet) and the 400 (a gap).
    const rates = (per: number) => [`${per}/s`, `${per}/s`, '–', '–'];
    const indexing = await tableView(page, 'Indexing rate');
    await expect.poll(() => columnTexts(indexing)).toEqual(rates(PER_STEP.indexed));
    const search = await tableView(page, 'Search rate');
    expect(await columnTexts(search, 1)).toEqual(rates(PER_STEP.queries));
    expect(await columnTexts(search, 2)).toEqual(rates(PER_STEP.fetches));
    await expect(page.getByRole('textbox', { name: 'Show' })).toBeVisible();
  });
});

test.describe('a read-only cluster behind the server proxy', () => {
  test.use({
    corsRoute: false,
    predefinedClusters: [
      { id: 'ro', name: 'ro', uri: ENGINE_URL, proxy: true, protection: 'read-only' },
    ],
  });

  test('shows its metrics, and the Metrics screen, nodes table and dashboard ask once per interval', async ({
    page,
    context,
    engine,
    shardscope,
  }) => {
    const proxy = { url: `${shardscope.url}api/proxy/ro` };
    if (engine.kind === 'opensearch') {
      // Its engine does not serve them: the proxy path answers as OpenSearch documents them.
      const node = await engineNode(engine);
      const start = Date.now();
      await routeNodeStats(context, { kind: engine.kind, url: proxy.url }, (step) => ({
        body: nodeStatsAnswer(engine.kind, [node], { step, start, stepMs: 5_000 }),
      }));
    }
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isNodeStats(request, proxy)) asked.push(request.url());
    });
    await page.clock.install();

    /** Checks that `intervals` intervals on, exactly that many more requests were sent. */
    const oncePerInterval = async (intervals: number) => {
      // The count starts at an answer (a view that starts the sampling anew asks at once).
      await nextSample(page, proxy, 5_000);
      // The page's clock stands still between the steps, so no interval passes while a step waits.
      await pauseClock(page);
      const before = asked.length;
      for (let i = 0; i < intervals; i += 1) await nextSample(page, proxy, 5_000);
      // Half an interval more: nothing else goes out.
      await page.clock.fastForward(2_500);
      // A request sent then would be reported within a moment (the clock stands still: real time).
      await page.waitForTimeout(300);
      expect(asked.length - before).toBe(intervals);
      await page.clock.resume();
    };

    await openMetrics(page);
    await expect(samplingStatus(page)).toHaveText(SAMPLING(5));
    await expect
      .poll(async () => (await columnTexts(await tableView(page, 'JVM heap'))).length)
      .toBeGreaterThan(0);
    await oncePerInterval(3);
    expect((await columnTexts(await tableView(page, 'JVM heap'))).length).toBeGreaterThanOrEqual(4);

    await header(page).getByRole('link', { name: 'Nodes' }).click();
    const nodes = page.getByRole('table', { name: 'Nodes' });
    await expect(nodes.getByRole('columnheader', { name: 'Indexing', exact: true })).toBeVisible();
    await oncePerInterval(3);

    await header(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('main').getByText('Live, last 15 minutes')).toBeVisible();
    await oncePerInterval(3);
  });
});
