import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { addDocuments, createIndices, deleteIndicesStartingWith } from '../support/engineIndices';
import { openMetrics, SAMPLING, samplingStatus } from '../support/metricsScreen';

// The first data leaves with the page (early.js): the shown cluster's check and the screen's
// first requests are sent by the page before the app's script has run, and the app adopts their
// answers instead of asking again. Only a cluster the browser sends no credential starts early.

const INDEX = 'first-data-logs';

interface SentRequest {
  url: string;
  method: string;
  body: string | undefined;
  /** Whether the page's early script sent it (from its call stack, async parts included). */
  early: boolean;
}

/** Records every request the page sends, with whether early.js sent it, and the addresses answered with 200. */
async function recordRequests(
  page: Page,
): Promise<{ sent: SentRequest[]; answeredOk: Set<string> }> {
  const sent: SentRequest[] = [];
  const answeredOk = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 200) answeredOk.add(response.url());
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  type Stack = { callFrames: { url: string }[]; parent?: Stack };
  const scripts = (stack: Stack | undefined): string[] =>
    stack ? [...stack.callFrames.map((frame) => frame.url), ...scripts(stack.parent)] : [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Preflight' || event.request.method === 'OPTIONS') return;
    const from = [
      event.initiator.url ?? '',
      ...scripts(event.initiator.stack as Stack | undefined),
    ];
    sent.push({
      url: event.request.url,
      method: event.request.method,
      body: event.request.postData,
      early: from.some((url) => /\/assets\/early-[^/]*\.js$/.test(url)),
    });
  });
  return { sent, answeredOk };
}

test.afterEach(async ({ engine }) => {
  await deleteIndicesStartingWith(engine, [INDEX]);
});

test.describe('a cluster the browser sends no credential', () => {
  test.use({ predefinedClusters: [{ name: 'first data', uri: ENGINE_URL }] });

  test("a first visit gets the check and the screen's data from the page, and the app asks none of it again", async ({
    page,
    engine,
  }) => {
    await createIndices(engine, [INDEX]);
    const { sent, answeredOk } = await recordRequests(page);
    await page.goto('./cluster/0/indices');
    await expect(page.getByRole('link', { name: INDEX, exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    const toEngine = sent.filter((request) => request.url.startsWith(engine.url));
    const early = toEngine.filter((request) => request.early).map((request) => request.url);
    const app = toEngine.filter((request) => !request.early).map((request) => request.url);
    // A failed answer is asked again when a second part of the screen reads it (the data cache's
    // rule for failures; the stand-ins have no data streams API): the answered ones never are.
    const answered = early.filter((url) => answeredOk.has(url));
    expect(early).toEqual(
      expect.arrayContaining([`${engine.url}/`, `${engine.url}/_cluster/health`]),
    );
    expect(early).toContain(`${engine.url}/_cat/aliases?format=json&h=alias,index`);
    // The list the screen shows, for the engine the cluster's root named, asked once. On a first
    // visit it can only leave once the root has answered, and the page and the app both read that
    // answer: the page asks it unless the app, reading the same answer, asked it first (then the
    // page does not). The unit tests of the early script check that the page asks it alone.
    const shared = `${engine.url}/_cat/indices?format=json&h=index,health,status,uuid,pri,rep,docs.count,store.size,sc,cd&s=index&bytes=b`;
    const list = engine.kind === 'elasticsearch' ? `${shared}&expand_wildcards=all` : shared;
    expect(toEngine.filter((request) => request.url === list)).toHaveLength(1);
    expect(answered.length).toBeGreaterThan(4);
    expect(app.filter((url) => answered.includes(url))).toEqual([]);
  });

  test("the Metrics screen's first sample is the page's: the app sends no request of its own for it", async ({
    page,
    engine,
  }) => {
    const { sent } = await recordRequests(page);
    await openMetrics(page);
    // The first sample is in: drawn, or (the OpenSearch test engine) its 400 said.
    await expect(samplingStatus(page)).toHaveText(
      engine.kind === 'elasticsearch' ? SAMPLING(5) : /does not serve node statistics/,
    );
    const stats = sent.filter((request) =>
      new URL(request.url).pathname.startsWith('/_nodes/stats/'),
    );
    // The next sample is asked an interval (5 s) later, or a minute after a 400.
    expect(stats.map((request) => request.early)).toEqual([true]);
  });

  test('a screen that asks the cluster nothing when it opens gets only the check from the page', async ({
    page,
    engine,
  }) => {
    const { sent } = await recordRequests(page);
    await page.goto('./cluster/0/rest');
    await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
    // (The page's early script also names the app's own code as preloads: not the cluster's.)
    const early = sent
      .filter((request) => request.early && request.url.startsWith(engine.url))
      .map((request) => request.url);
    // The check only: the REST console asks the cluster nothing when it opens.
    expect(early.sort()).toEqual([`${engine.url}/`, `${engine.url}/_cluster/health`]);
  });
});

/**
 * Opens the screen of the header's tab `tab` from the dashboard with the screen's code
 * (`assets/<file>-….js`) held back: the requests the opening has sent so far, and the function
 * that lets the code come.
 */
async function openWithCodeHeld(page: Page, file: string, tab: string) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${file}-[^/]*\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  const { sent } = await recordRequests(page);
  await page.goto('./cluster/0');
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Cluster', exact: true }),
  ).toBeVisible();
  const before = sent.length;
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: tab }).click();
  return { opening: () => sent.slice(before), release };
}

/**
 * Opens the indices screen with its code held back, checks that its first requests leave
 * meanwhile, then lets the code come: the screen shows its list, and each of those requests was
 * sent once (the screen adopted the answers).
 */
async function openIndicesWithCodeHeld(page: Page, engineUrl: string, kind: string) {
  const { opening: sent, release } = await openWithCodeHeld(page, 'IndicesScreen', 'Indices');
  const aliases = `${engineUrl}/_cat/aliases?format=json&h=alias,index`;
  const shared = `${engineUrl}/_cat/indices?format=json&h=index,health,status,uuid,pri,rep,docs.count,store.size,sc,cd&s=index&bytes=b`;
  const list = kind === 'elasticsearch' ? `${shared}&expand_wildcards=all` : shared;
  const opening = () => sent().map((request) => request.url);
  await expect.poll(opening).toEqual(expect.arrayContaining([aliases, list]));
  release();
  await expect(page.getByRole('link', { name: INDEX, exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(opening().filter((url) => url === aliases)).toHaveLength(1);
  expect(opening().filter((url) => url === list)).toHaveLength(1);
}

test.describe('a screen opened in the app', () => {
  test.use({ predefinedClusters: [{ name: 'first data', uri: ENGINE_URL }] });

  test('sends its first requests before its code has come, and each once', async ({
    page,
    engine,
  }) => {
    await createIndices(engine, [INDEX]);
    await openIndicesWithCodeHeld(page, engine.url, engine.kind);
  });
});

/** The search as the user left it: one index, two of its documents numbered 1 or more. */
const LEFT_QUERY = '{\n  "query": { "range": { "n": { "gte": 1 } } },\n  "size": 2\n}';

test.describe('the search screen opened in the app', () => {
  test.use({ predefinedClusters: [{ name: 'first data', uri: ENGINE_URL }] });

  test('sends the search the user left before its code has come, once', async ({
    page,
    engine,
  }) => {
    await createIndices(engine, [INDEX]);
    await addDocuments(engine, INDEX, 3);
    // The view the user left on this cluster, as the app keeps it (by the cluster's uuid).
    const { cluster_uuid: uuid } = await engineCall<{ cluster_uuid: string }>(engine, 'GET', '');
    const view = JSON.stringify({ indices: INDEX, searchQuery: LEFT_QUERY });
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [`search-${uuid}`, view],
    );
    const { opening, release } = await openWithCodeHeld(page, 'SearchScreen', 'Search');
    const searches = () =>
      opening().filter((request) => request.url === `${engine.url}/${INDEX}/_search`);
    await expect.poll(() => searches().length).toBe(1);
    expect(searches()[0]).toMatchObject({
      method: 'POST',
      body: JSON.stringify(JSON.parse(LEFT_QUERY)),
    });
    release();
    // The screen shows that search's answer, and asked it no second time.
    const results = page.getByRole('table', { name: 'Search results' });
    await expect(results.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(searches()).toHaveLength(1);
  });
});

test.describe('a cluster with a credential', () => {
  test.use({
    predefinedClusters: [
      { name: 'with user', uri: ENGINE_URL, username: 'admin', password: 'not-in-the-page-script' },
    ],
  });

  test('is asked by the app only: the page sends nothing early', async ({ page, engine }) => {
    const { sent } = await recordRequests(page);
    await page.goto('./cluster/0');
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Cluster', exact: true }),
    ).toBeVisible();
    const toEngine = sent.filter((request) => request.url.startsWith(engine.url));
    expect(toEngine.filter((request) => request.early)).toEqual([]);
    expect(toEngine.length).toBeGreaterThan(0);
  });

  test("is asked by the app with its credential before a screen's code has come, each request once", async ({
    page,
    engine,
  }) => {
    await createIndices(engine, [INDEX]);
    await openIndicesWithCodeHeld(page, engine.url, engine.kind);
  });
});
