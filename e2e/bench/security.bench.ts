import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { addCorsHeaders } from '../fixtures/cors';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { corsHeaders } from '../support/engineRoute';
import { NOW } from '../support/security/esApiKeys';
import { generatedEsApiKeys, generatedEsRoles, generatedEsUsers } from '../support/security/esSeed';
import {
  generatedOsRoleMappings,
  generatedOsRoles,
  generatedOsUsers,
  internalUser,
} from '../support/security/osSeed';
import type { SecurityOptions } from '../support/security/securityAnswer';
import { routeSecurity } from '../support/securityFixture';
import { fulfillFromSpec } from '../support/specAnswer';
import { markFirstRows, typeFilter, type RowsBench } from './lib/pageScripts.mjs';
import { profiled, threadTime, timed } from './lib/profiling.mjs';
import { median } from './lib/statistics.mjs';
import { catAliases, catIndices } from './lib/syntheticCluster.mjs';

// The security screen's lists and its permissions answer on a large configuration, beside the
// indices screen with 10,000 indices, on either engine (run by scripts/bench-security, never by
// the test run): 10,000 users, 2,000 roles, 50,000 API keys (Elasticsearch) played by the
// security route of support/securityFixture.ts, and _cat/indices and _cat/aliases answered with
// 10,000 generated indices; everything else is the real engine's. Per run, each screen opens in
// a fresh context:
// - first row: from the navigation to the first row of the list in the document, and painted;
//   the page's main-thread CPU time meanwhile; and the time from the last cluster answer before
//   the row to the row painted (the app's own work once the answers are in);
// - filter: typing a filter in the list once every page of it is in, from the debounced text
//   being applied to the matching rows painted, and the main-thread CPU time it took;
// - permissions answer: the 'shardscope:access-answer' measure the screen records around the
//   evaluation, and the time from Enter to the verdict.
// It prints the medians of the runs and each list's ratio to the indices screen.

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const INDICES = 10_000;
const FILTER_DEBOUNCE_MS = 150;
/** The user the Elasticsearch permissions answer is about: a native user holding every generated role. */
const AUDITOR = 'zoe-auditor';

test.use({ predefinedClusters: [{ name: 'bench', uri: ENGINE_URL }] });
test.setTimeout(60 * 60_000);

interface Screen {
  name: string;
  path: string;
  /** The rows' selector (markFirstRows). */
  rows: string;
  /** Filter texts, each matching a few rows, all of which hold it. */
  filters: string[];
}

const tableRows = (label: string) => `table[aria-label="${label}"] tbody tr[data-index]`;

const INDICES_SCREEN: Screen = {
  name: `indices (${INDICES / 1000}k)`,
  path: './cluster/0/indices',
  rows: 'table[aria-label="Indices"] tbody a[href*="search?index="]',
  filters: ['metrics-0042', 'logs-0731', 'traces-0190'],
};

function securityScreens(engine: Engine): Screen[] {
  const screens: Screen[] = [
    { name: 'users (10k)', path: './cluster/0/security', rows: tableRows('Users'), filters: ['user-0421', 'user-0733', 'user-0190'] },
    { name: 'roles (2k)', path: './cluster/0/security?view=roles', rows: tableRows('Roles'), filters: ['role-123', 'role-077', 'role-190'] },
  ];
  if (engine.kind === 'elasticsearch')
    screens.push({ name: 'API keys (50k)', path: './cluster/0/security?view=keys', rows: tableRows('API keys'), filters: ['key-0421', 'key-0733', 'key-0190'] });
  return screens;
}

function securityOptions(engine: Engine): SecurityOptions {
  if (engine.kind === 'elasticsearch') {
    const roles = generatedEsRoles(2_000);
    const auditor = { username: AUDITOR, roles: Object.keys(roles), full_name: 'Zoe Auditor', email: null, metadata: {}, enabled: true };
    return {
      elasticsearch: { users: [...generatedEsUsers(10_000), auditor], roles, apiKeys: generatedEsApiKeys(50_000, NOW) },
    };
  }
  return {
    opensearch: {
      internalusers: { ...generatedOsUsers(10_000), 'user-bench': internalUser('Benchmark user', ['readall', 'group-7']) },
      roles: generatedOsRoles(2_000),
      rolesmapping: generatedOsRoleMappings(2_000),
    },
  };
}

/** The permissions question asked on each engine: one that many roles come close to. */
const QUESTIONS = {
  elasticsearch: { user: AUDITOR, privilege: 'write', index: 'orders-app99-000001' },
  opensearch: { user: 'user-bench', privilege: 'indices:admin/delete', index: 'logs-app30-000001' },
};

/** A fresh context whose engine answers _cat/indices and _cat/aliases with 10,000 indices, and
 * whose security API the route plays. Both go through fulfillFromSpec, whose check of each answer
 * against the engine's specification then weighs on either screen's times alike. */
async function freshContext(browser: Browser, engine: Engine, baseURL: string, options: SecurityOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1400, height: 900 } });
  if (engine.kind === 'opensearch') await addCorsHeaders(context, engine.url);
  await routeSecurity(context, engine, options);
  const answers = new Map<string, unknown>([
    ['/_cat/indices', catIndices(INDICES)],
    ['/_cat/aliases', catAliases(INDICES)],
  ]);
  const origin = new URL(engine.url).origin;
  await context.route(
    (url) => url.origin === origin && answers.has(url.pathname),
    async (route) => {
      const headers = { ...(await corsHeaders(route.request())), 'timing-allow-origin': '*' };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      const path = new URL(route.request().url()).pathname;
      // OpenSearch's specification names the _cat/indices columns only by their full names;
      // the engine answers with the names the request's h= gives (sc, cd).
      const accept = engine.kind === 'opensearch' ? ['$.*.sc', '$.*.cd'] : [];
      return fulfillFromSpec(route, { engine: engine.kind, method: 'GET', path, body: answers.get(path), accept, headers });
    },
  );
  return context;
}

/** A page of `context` on the app's origin, with main-thread CPU time on. */
async function appPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // The same site first: the screen then opens in this renderer, whose CPU time is read.
  await page.goto('./healthz');
  return { page, cdp };
}

interface Opening {
  firstRow: number;
  painted: number;
  afterAnswers: number;
  cpu: number;
}

/** The requests of the page so far, in the order they started: when, how long, what. */
async function printWaterfall(page: Page): Promise<void> {
  const lines = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => {
        const { startTime, responseEnd, name } = entry as PerformanceResourceTiming;
        return `${startTime.toFixed(0).padStart(7)} ms +${(responseEnd - startTime).toFixed(0).padStart(5)} ms  ${decodeURIComponent(name).slice(0, 140)}`;
      }),
  );
  console.log(lines.join('\n'));
}

/** Whether BENCH_PROFILE or BENCH_WATERFALL (a screen name's first word, `access`) names it. */
const examined = (variable: string, name: string) => process.env[variable]?.toLowerCase() === name.split(' ')[0].toLowerCase();

async function openScreen(page: Page, cdp: CDPSession, screen: Screen, engine: Engine): Promise<Opening> {
  await page.addInitScript(markFirstRows, { names: screen.rows, name: '' });
  const before = await threadTime(cdp);
  await profiled(cdp, examined('BENCH_PROFILE', screen.name), async () => {
    await page.goto(screen.path);
    await page.waitForFunction(() => (window as unknown as { __rowsBench?: RowsBench }).__rowsBench?.paintedAt !== undefined, undefined, {
      timeout: 600_000,
    });
  });
  const cpu = (await threadTime(cdp)) - before;
  if (examined('BENCH_WATERFALL', screen.name)) await printWaterfall(page);
  return page.evaluate(
    ({ origin, cpu }) => {
      const { rowsAt = 0, paintedAt = 0 } = (window as unknown as { __rowsBench: RowsBench }).__rowsBench;
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(origin) && (entry as PerformanceResourceTiming).responseEnd <= rowsAt)
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return { firstRow: rowsAt, painted: paintedAt, afterAnswers: paintedAt - Math.max(0, ...answers), cpu };
    },
    { origin: new URL(engine.url).origin, cpu },
  );
}

interface Filtering {
  painted: number;
  cpu: number;
}

async function filterScreen(page: Page, cdp: CDPSession, screen: Screen): Promise<Filtering[]> {
  // The whole list first: a list read page by page (the API keys) is still arriving at its first row.
  await page.waitForLoadState('networkidle');
  const filters: Filtering[] = [];
  for (const text of screen.filters) {
    filters.push(await timed(cdp, () => page.evaluate(typeFilter, { text, debounce: FILTER_DEBOUNCE_MS, firstRowMatches: true })));
  }
  return filters;
}

interface Answering {
  work: number | null;
  verdict: number;
  cpu: number;
}

async function askAccess(page: Page, cdp: CDPSession, engine: Engine): Promise<Answering> {
  const question = QUESTIONS[engine.kind];
  await page.goto('./cluster/0/security?view=access');
  const form = page.getByRole('form', { name: 'Access question' });
  await form.getByRole('textbox', { name: 'User' }).fill(question.user);
  await form.getByRole('textbox', { name: 'Privilege or action' }).fill(question.privilege);
  await form.getByRole('textbox', { name: 'Index' }).fill(question.index);
  const verdict = page.getByRole('main').getByRole('status').filter({ hasText: /^(Yes|No|The engine)/ });
  const before = await threadTime(cdp);
  const started = Date.now();
  await profiled(cdp, examined('BENCH_PROFILE', 'access'), async () => {
    await form.getByRole('textbox', { name: 'Index' }).press('Enter');
    await expect(verdict).toBeVisible({ timeout: 600_000 });
  });
  const shown = Date.now() - started;
  const cpu = (await threadTime(cdp)) - before;
  const work = await page.evaluate(() => performance.getEntriesByName('shardscope:access-answer').at(-1)?.duration ?? null);
  return { work, verdict: shown, cpu };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

function report(engine: Engine, openings: Map<string, Opening[]>, filters: Map<string, Filtering[]>, answers: Answering[]): string {
  const reference = openings.get(INDICES_SCREEN.name) ?? [];
  const refPainted = median(reference.map((o) => o.painted));
  const refCpu = median(reference.map((o) => o.cpu));
  const lines = [
    `${engine.kind}: medians of ${RUNS} runs, fresh context each`,
    '| screen | first row painted | ratio | main-thread CPU to it | ratio | last answer -> painted | filter painted | filter CPU |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [name, runs] of openings) {
    const painted = median(runs.map((o) => o.painted));
    const cpu = median(runs.map((o) => o.cpu));
    const typed = filters.get(name) ?? [];
    lines.push(
      `| ${name} | ${ms(painted)} | ${(painted / refPainted).toFixed(2)}x | ${ms(cpu)} | ${(cpu / refCpu).toFixed(2)}x | ` +
        `${ms(median(runs.map((o) => o.afterAnswers)))} | ${ms(median(typed.map((f) => f.painted)))} | ${ms(median(typed.map((f) => f.cpu)))} |`,
    );
  }
  const works = answers.flatMap((a) => (a.work === null ? [] : [a.work]));
  const question = QUESTIONS[engine.kind];
  lines.push(
    '',
    `permissions answer (${question.user}, ${question.privilege}, ${question.index}): ` +
      `work ${works.length > 0 ? ms(median(works)) : 'not recorded by this build'}, ` +
      `Enter -> verdict ${ms(median(answers.map((a) => a.verdict)))}, main-thread CPU ${ms(median(answers.map((a) => a.cpu)))}`,
  );
  return lines.join('\n');
}

test('security lists and the permissions answer beside the indices screen', async ({ browser, engine, shardscope }) => {
  const options = securityOptions(engine);
  const screens = [INDICES_SCREEN, ...securityScreens(engine)];
  const openings = new Map<string, Opening[]>(screens.map((screen) => [screen.name, []]));
  const filters = new Map<string, Filtering[]>(screens.map((screen) => [screen.name, []]));
  const answers: Answering[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const screen of screens) {
      const context = await freshContext(browser, engine, shardscope.url, options);
      const { page, cdp } = await appPage(context);
      openings.get(screen.name)?.push(await openScreen(page, cdp, screen, engine));
      filters.get(screen.name)?.push(...(await filterScreen(page, cdp, screen)));
      await context.close();
    }
    const context = await freshContext(browser, engine, shardscope.url, options);
    const { page, cdp } = await appPage(context);
    answers.push(await askAccess(page, cdp, engine));
    await context.close();
  }
  console.log(`\n${report(engine, openings, filters, answers)}\n`);
});
