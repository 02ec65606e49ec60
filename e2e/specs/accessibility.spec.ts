import type { Page, TestInfo } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { closeDialog, INDEX, removeSeeded, REPOSITORY, seedScreens, UNASSIGNED_INDEX, visit, walkTests, type Walk } from '../support/a11yScreens';
import { addClusterDialog, connectedTo, header, openRowSubmenuOf } from '../support/ui';

// axe-core on every screen and main dialog, light and dark: no serious or critical violation.
// One page walks all the screens and checks each in both themes (the app follows the system's
// colour scheme); every screen is checked before the test fails, so a failure lists everything
// at once.
// Here: the welcome screen, the cluster's screens that show its state, and a protected cluster;
// accessibility.data.spec.ts walks the screens that read and write data.

// A busy two-core machine runs the app, the engine and Chromium side by side; each group of
// screens is a test of its own.
test.describe.configure({ timeout: 150_000 });

test.beforeAll(async ({ engine }) => seedScreens(engine));
test.afterAll(async ({ engine }) => removeSeeded(engine));

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

const WALKS: Record<string, Walk> = {
  'the dashboard and its why dialog': async (page, engine, findings, testInfo) => {
    await visit(page, './cluster/0', page.getByRole('main').getByRole('region', { name: 'Indices' }));
    await expect(header(page)).toContainText(connectedTo('a11y', engine.url));
    await expect(page.getByRole('region', { name: 'Disk' }).getByText(/^Disk watermarks:/)).toBeVisible();
    await check(page, 'dashboard', findings, testInfo);
    await page.getByRole('main').getByRole('button', { name: 'Why?' }).click();
    const why = page.getByRole('dialog', { name: 'Why is the cluster yellow?' });
    await expect(why.getByRole('region', { name: 'INDEX_CREATED', exact: true })).toBeVisible();
    await check(page, 'why dialog', findings, testInfo);
    await closeDialog(why);
  },
  'nodes and the node details dialog': async (page, _engine, findings, testInfo) => {
    await visit(page, './cluster/0/nodes', page.getByRole('table', { name: 'Nodes' }).getByRole('row').nth(1));
    await check(page, 'nodes', findings, testInfo);
    await page.getByTitle('Show node details').first().click();
    const details = page.getByRole('dialog', { name: /^Node / });
    // osmem-server refuses node statistics and hot threads: the tabs show its reason.
    await expect(details.getByRole('progressbar', { name: /^JVM heap/ }).or(details.getByRole('alert'))).toBeVisible();
    await check(page, 'node details dialog (stats)', findings, testInfo);
    await details.getByRole('tab', { name: 'Hot threads' }).click();
    await details.getByRole('button', { name: 'Take sample' }).click();
    await expect(details.getByLabel('Hot threads sample').or(details.getByRole('tabpanel', { name: 'Hot threads' }).getByRole('alert'))).toBeVisible();
    await check(page, 'node details dialog (hot threads)', findings, testInfo);
    await closeDialog(details);
  },
  'shards, the allocation explanation and recovery': async (page, _engine, findings, testInfo) => {
    await visit(page, './cluster/0/shards', page.getByRole('table', { name: 'Shards by node and index' }));
    await check(page, 'shards', findings, testInfo);
    // The Elasticsearch stand-in explains the replica; osmem-server's dialog shows its refusal.
    await visit(page, `./cluster/0/shards?index=${UNASSIGNED_INDEX}`, page.getByText(`Filter: 'index:${UNASSIGNED_INDEX}'`));
    await page.getByRole('button', { name: `${UNASSIGNED_INDEX} shard 0, replica, UNASSIGNED` }).click();
    const explanation = page.getByRole('dialog', { name: `${UNASSIGNED_INDEX} shard 0 (replica)` });
    await expect(explanation.getByRole('group').first().or(explanation.getByRole('alert'))).toBeVisible();
    await check(page, 'allocation explanation dialog', findings, testInfo);
    await closeDialog(explanation);

    await visit(page, './cluster/0/shards/recovery', page.getByRole('heading', { name: 'Shard recovery' }));
    await check(page, 'shard recovery', findings, testInfo);
  },
  'tasks and cluster settings': async (page, _engine, findings, testInfo) => {
    await visit(page, './cluster/0/tasks', page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1));
    await check(page, 'tasks', findings, testInfo);

    await visit(page, './cluster/0/cluster_settings', page.getByRole('table', { name: 'Cluster settings' }));
    await check(page, 'cluster settings', findings, testInfo);
    await page.getByRole('button', { name: 'Add setting' }).click();
    const addSetting = page.getByRole('dialog', { name: 'Add a cluster setting' });
    await expect(addSetting).toBeVisible();
    await check(page, 'add cluster setting dialog', findings, testInfo);
    await closeDialog(addSetting);
  },
  'the health details, and an index row menu with a submenu open': async (page, _engine, findings, testInfo) => {
    await visit(page, './cluster/0', page.getByRole('main').getByRole('region', { name: 'Indices' }));
    await page.getByRole('main').getByRole('region', { name: 'Health', exact: true }).getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Details' });
    await expect(details.getByRole('region', { name: 'Yellow indices' }).getByText(UNASSIGNED_INDEX, { exact: true })).toBeVisible();
    await check(page, 'health details', findings, testInfo);
    await closeDialog(details);

    const indices = page.getByRole('table', { name: 'Indices' });
    await visit(page, './cluster/0/indices', indices.getByRole('row').filter({ has: page.getByText(INDEX, { exact: true }) }));
    await page.getByRole('button', { name: `Actions for ${INDEX}`, exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Danger zone', exact: true })).toBeVisible();
    await check(page, 'index row menu', findings, testInfo);
    await openRowSubmenuOf(page, 'Delete');
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeVisible();
    await check(page, 'index row menu, danger submenu', findings, testInfo);
    await openRowSubmenuOf(page, 'Refresh');
    await expect(page.getByRole('menuitem', { name: 'Force merge', exact: true })).toBeVisible();
    await check(page, 'index row menu, maintenance submenu', findings, testInfo);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  },
  'diagnostics: health, text analysis explained, a search profile and disk usage': async (page, engine, findings, testInfo) => {
    const text = page.getByRole('textbox', { name: 'Text to analyse' });
    await visit(page, './cluster/0/diagnostics', text);
    await text.fill('The QUICK brown fox');
    await page.getByText('A custom chain', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Explain each stage' }).check();
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect(page.getByRole('table', { name: 'Each stage' })).toBeVisible();
    await check(page, 'text analysis', findings, testInfo);
    const profile = page.getByRole('button', { name: 'Profile', exact: true });
    await visit(page, `./cluster/0/diagnostics?view=profiler&index=${INDEX}`, profile);
    await profile.click();
    await expect(page.getByRole('region', { name: new RegExp(`^Shard ${INDEX}`) })).toBeVisible();
    await check(page, 'search profiler', findings, testInfo);
    const diskPath = `./cluster/0/diagnostics?view=disk&index=${INDEX}`;
    if (engine.kind === 'elasticsearch') {
      const analyse = page.getByRole('button', { name: 'Analyse disk usage' });
      await visit(page, diskPath, analyse);
      await analyse.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Analyse', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Bytes per field' })).toBeVisible();
    } else {
      // osmem-server has no _disk_usage: the view says so.
      await visit(page, diskPath, page.getByText('Disk usage is not available on this cluster'));
    }
    await check(page, 'disk usage', findings, testInfo);
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await visit(page, './cluster/0/diagnostics?view=health', refresh);
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await check(page, 'health', findings, testInfo);
  },
  'snapshots and settings': async (page, _engine, findings, testInfo) => {
    await visit(page, './cluster/0/snapshot_repositories', page.getByRole('heading', { name: 'Snapshot repositories' }));
    await expect(page.getByRole('table', { name: 'Snapshot repositories' }).or(page.getByRole('alert'))).toBeVisible();
    await check(page, 'snapshot repositories', findings, testInfo);

    await visit(page, `./cluster/0/snapshot_repositories/${REPOSITORY}`, page.getByRole('heading', { name: `Snapshots of ${REPOSITORY}` }));
    await check(page, 'snapshots', findings, testInfo);

    await visit(page, './cluster/0/settings', page.getByRole('heading', { name: 'Settings', level: 2 }));
    await check(page, 'settings', findings, testInfo);
  },
};

test('the welcome screen and the add cluster dialog have no serious or critical axe violation in either theme', async ({ page }, testInfo) => {
  const findings: Finding[] = [];
  await welcomeScreens(page, findings, testInfo);
  expect(findings, report(findings)).toEqual([]);
});

test.describe('connected', () => {
  test.use({ predefinedClusters: [{ name: 'a11y', uri: ENGINE_URL }] });
  for (const [title, body] of walkTests(WALKS)) test(title, body);
});

test.describe('a protected cluster', () => {
  test.use({ predefinedClusters: [{ id: 'prod', name: 'prod', uri: ENGINE_URL, protection: 'confirm-writes', label: 'PRODUCTION', color: 'red' }] });

  test('its banner, cluster menu and write question have no serious or critical axe violation in either theme', async ({ page }, testInfo) => {
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
});
