import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { addClusterDialog, connectedTo, header } from '../support/ui';

// axe-core on every screen and main dialog, light and dark: no serious or critical violation.
// One page walks all the screens of a theme; every screen is checked before the test fails, so
// a failure lists everything at once.

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ timeout: 300_000 });

const INDEX = 'a11y-books';
const REPOSITORY = 'a11y-repo';

interface Finding {
  screen: string;
  id: string;
  impact: string;
  targets: string[];
}


test.beforeAll(async ({ engine }) => {
  await engineCall(engine, 'DELETE', INDEX).catch(() => undefined);
  await engineCall(engine, 'PUT', INDEX, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  await engineCall(engine, 'PUT', `${INDEX}/_doc/1?refresh=true`, { title: 'Dune', pages: 412 });
  // osmem-server has no snapshot API: its repositories screen shows the engine's refusal.
  await engineCall(engine, 'PUT', `_snapshot/${REPOSITORY}`, { type: 'fs', settings: { location: `/tmp/${REPOSITORY}` } }).catch(() => undefined);
});

test.afterAll(async ({ engine }) => {
  await engineCall(engine, 'DELETE', INDEX).catch(() => undefined);
  await engineCall(engine, 'DELETE', `_snapshot/${REPOSITORY}`).catch(() => undefined);
});

/** For colour-contrast findings, the colours and the ratio axe measured. */
function contrastOf(checks: readonly { data?: unknown }[]): string {
  const data = checks[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
}

/** Runs axe on the page as it is and keeps the serious and critical violations. */
async function check(page: Page, screen: string, findings: Finding[], testInfo: TestInfo): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const violation of serious) {
    findings.push({
      screen,
      id: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => `${node.target.join(' ')}${contrastOf(node.any)}`),
    });
  }
  const count = serious.reduce((sum, v) => sum + v.nodes.length, 0);
  console.log(`axe ${testInfo.project.name} ${testInfo.title}: ${screen}: ${count} (${serious.map((v) => `${v.id}×${v.nodes.length}`).join(', ')})`);
}

function report(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.screen}: ${f.id} (${f.impact})\n    ${f.targets.join('\n    ')}`).join('\n');
}

async function visit(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  await expect(ready).toBeVisible();
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.page().keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function welcomeScreens(page: Page, findings: Finding[], testInfo: TestInfo): Promise<void> {
  await visit(page, './welcome', page.getByRole('heading', { level: 1 }));
  await check(page, 'welcome', findings, testInfo);
  await page.getByRole('button', { name: 'Add cluster' }).click();
  const dialog = addClusterDialog(page);
  await expect(dialog).toBeVisible();
  await check(page, 'add cluster dialog (CORS step)', findings, testInfo);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Uri' })).toBeVisible();
  await check(page, 'add cluster dialog (form)', findings, testInfo);
}

async function clusterScreens(page: Page, engine: Engine, findings: Finding[], testInfo: TestInfo): Promise<void> {
  await visit(page, './cluster/0', page.getByRole('main').getByRole('region', { name: 'Indices' }));
  await expect(header(page)).toContainText(connectedTo('a11y', engine.url));
  await check(page, 'dashboard', findings, testInfo);

  await visit(page, './cluster/0/nodes', page.getByRole('table', { name: 'Nodes' }).getByRole('row').nth(1));
  await check(page, 'nodes', findings, testInfo);

  await visit(page, './cluster/0/shards', page.getByRole('table', { name: 'Shards by node and index' }));
  await check(page, 'shards', findings, testInfo);

  await visit(page, './cluster/0/shards/recovery', page.getByRole('heading', { name: 'Shard recovery' }));
  await check(page, 'shard recovery', findings, testInfo);

  await visit(page, './cluster/0/tasks', page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1));
  await check(page, 'tasks', findings, testInfo);

  const indices = page.getByRole('table', { name: 'Indices' });
  await visit(page, './cluster/0/indices', indices.getByRole('row').filter({ hasText: INDEX }));
  await check(page, 'indices', findings, testInfo);
  await page.getByRole('button', { name: 'New index' }).click();
  const newIndex = page.getByRole('dialog', { name: 'New index' });
  await expect(newIndex).toBeVisible();
  await check(page, 'new index dialog', findings, testInfo);
  await closeDialog(newIndex);
  await page.getByRole('button', { name: `Actions for ${INDEX}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Show info', exact: true }).click();
  const info = page.getByRole('dialog').filter({ has: page.locator('.cm-content') });
  await expect(info.locator('.cm-content')).toContainText('number_of_shards');
  await check(page, 'index info dialog', findings, testInfo);
  await closeDialog(info);

  await visit(page, './cluster/0/index_templates', page.getByRole('heading', { name: 'Index templates' }));
  await check(page, 'templates', findings, testInfo);

  const results = page.getByRole('table', { name: 'Search results' });
  await visit(page, `./cluster/0/search?index=${INDEX}`, results.getByRole('cell', { name: 'Dune', exact: true }));
  await check(page, 'search', findings, testInfo);
  await results.getByRole('cell', { name: 'Dune', exact: true }).dblclick();
  const edit = page.getByRole('dialog', { name: `${INDEX} / _doc / 1` });
  await expect(edit.locator('.cm-content')).toContainText('Dune');
  await check(page, 'edit document dialog', findings, testInfo);
  await closeDialog(edit);

  await visit(page, './cluster/0/rest', page.getByRole('textbox', { name: 'Path' }));
  // Two tabs, so each has its close button beside it.
  await page.getByRole('button', { name: 'Add tab' }).click();
  await expect(page.getByRole('tab')).toHaveCount(2);
  await check(page, 'REST console', findings, testInfo);

  await visit(page, './cluster/0/snapshot_repositories', page.getByRole('heading', { name: 'Snapshot repositories' }));
  await expect(page.getByRole('table', { name: 'Snapshot repositories' }).or(page.getByRole('alert'))).toBeVisible();
  await check(page, 'snapshot repositories', findings, testInfo);

  await visit(page, `./cluster/0/snapshot_repositories/${REPOSITORY}`, page.getByRole('heading', { name: `Snapshots of ${REPOSITORY}` }));
  await check(page, 'snapshots', findings, testInfo);

  await visit(page, './cluster/0/settings', page.getByRole('heading', { name: 'Settings', level: 2 }));
  await check(page, 'settings', findings, testInfo);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the welcome screen and the add cluster dialog have no serious or critical axe violation (${theme})`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: theme });
    const findings: Finding[] = [];
    await welcomeScreens(page, findings, testInfo);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    expect(findings, report(findings)).toEqual([]);
  });
}

test.describe('connected', () => {
  test.use({ predefinedClusters: [{ name: 'a11y', uri: ENGINE_URL }] });

  for (const theme of ['light', 'dark'] as const) {
    test(`every cluster screen and main dialog has no serious or critical axe violation (${theme})`, async ({ page, engine }, testInfo) => {
      await page.emulateMedia({ colorScheme: theme });
      const findings: Finding[] = [];
      await clusterScreens(page, engine, findings, testInfo);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      expect(findings, report(findings)).toEqual([]);
    });
  }
});

test.describe('a protected cluster', () => {
  test.use({ predefinedClusters: [{ id: 'prod', name: 'prod', uri: ENGINE_URL, protection: 'confirm-writes', label: 'PRODUCTION', color: 'red' }] });

  for (const theme of ['light', 'dark'] as const) {
    test(`its banner, cluster menu and write question have no serious or critical axe violation (${theme})`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme: theme });
      const findings: Finding[] = [];
      await visit(page, './cluster/0', page.getByRole('region', { name: 'Cluster banner' }));
      await check(page, 'dashboard with a banner', findings, testInfo);

      await header(page).getByRole('button', { name: 'prod' }).click();
      const menu = page.getByRole('dialog').filter({ has: page.getByRole('table') });
      await expect(menu.getByTestId('cluster-label-badge')).toHaveText('PRODUCTION');
      await check(page, 'cluster menu with a label', findings, testInfo);
      await closeDialog(menu);

      await visit(page, './cluster/0/rest', page.getByRole('textbox', { name: 'Path' }));
      await page.getByRole('textbox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'DELETE', exact: true }).click();
      await page.getByRole('textbox', { name: 'Path' }).fill(`${INDEX}-absent`);
      await page.getByRole('button', { name: 'Send request' }).click();
      const question = page.getByRole('dialog', { name: 'Send this write to prod?' });
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await check(page, 'write question', findings, testInfo);
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toBeHidden();
      expect(findings, report(findings)).toEqual([]);
    });
  }
});
