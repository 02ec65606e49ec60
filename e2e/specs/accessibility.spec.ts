import type { Locator, Page, TestInfo } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { check, report, type Finding } from '../support/axe';
import { addClusterDialog, connectedTo, header, openRowSubmenuOf } from '../support/ui';

// axe-core on every screen and main dialog, light and dark: no serious or critical violation.
// One page walks all the screens and checks each in both themes (the app follows the system's
// colour scheme); every screen is checked before the test fails, so a failure lists everything
// at once.

// A busy two-core machine runs the app, the engine and Chromium side by side; each group of
// screens is a test of its own.
test.describe.configure({ timeout: 150_000 });

const INDEX = 'a11y-books';
const COPY = 'a11y-books-copy';
// More replicas than the engine's one node: the cluster is yellow, so the dashboard offers "Why?".
const UNASSIGNED_INDEX = 'a11y-unassigned';
const REPOSITORY = 'a11y-repo';
/** An index under the flood-stage block, so the indices screen shows its alert. */
const FLOOD_INDEX = 'a11y-flood-blocked';
/** A pipeline whose simulation changes a field and adds one (Elasticsearch only). */
const PIPELINE = 'a11y-pipeline';

test.beforeAll(async ({ engine }) => {
  await engineCall(engine, 'DELETE', INDEX).catch(() => undefined);
  await engineCall(engine, 'DELETE', COPY).catch(() => undefined);
  await engineCall(engine, 'PUT', INDEX, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  await engineCall(engine, 'PUT', `${INDEX}/_doc/1?refresh=true`, { title: 'Dune', pages: 412 });
  await engineCall(engine, 'DELETE', FLOOD_INDEX).catch(() => undefined);
  await engineCall(engine, 'PUT', FLOOD_INDEX, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  await engineCall(engine, 'PUT', `${FLOOD_INDEX}/_settings`, { 'index.blocks.read_only_allow_delete': true });
  await engineCall(engine, 'DELETE', UNASSIGNED_INDEX).catch(() => undefined);
  await engineCall(engine, 'PUT', UNASSIGNED_INDEX, { settings: { number_of_shards: 1, number_of_replicas: 1 } });
  // osmem-server has no snapshot API: its repositories screen shows the engine's refusal.
  await engineCall(engine, 'PUT', `_snapshot/${REPOSITORY}`, { type: 'fs', settings: { location: `/tmp/${REPOSITORY}` } }).catch(() => undefined);
});

test.afterAll(async ({ engine }) => {
  await engineCall(engine, 'DELETE', INDEX).catch(() => undefined);
  await engineCall(engine, 'DELETE', FLOOD_INDEX).catch(() => undefined);
  await engineCall(engine, 'DELETE', COPY).catch(() => undefined);
  await engineCall(engine, 'DELETE', UNASSIGNED_INDEX).catch(() => undefined);
  await engineCall(engine, 'DELETE', `_snapshot/${REPOSITORY}`).catch(() => undefined);
  await engineCall(engine, 'DELETE', `_ingest/pipeline/${PIPELINE}`).catch(() => undefined);
});

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

// The cluster's screens, in groups that each start from a fresh page: a group that fails says
// where, and the others still run.
type Walk = (page: Page, engine: Engine, findings: Finding[], testInfo: TestInfo) => Promise<void>;

const CLUSTER_WALKS: Record<string, Walk> = {
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
  'indices, their dialogs and a task notification': async (page, _engine, findings, testInfo) => {
    const indices = page.getByRole('table', { name: 'Indices' });
    // Exact: the reindex below leaves a copy whose name starts with the index's.
    await visit(page, './cluster/0/indices', indices.getByRole('row').filter({ has: page.getByText(INDEX, { exact: true }) }));
    const flood = page.getByRole('region', { name: 'Indices blocked by the flood-stage watermark (read-only, deletes allowed)' });
    await expect(flood.getByText(FLOOD_INDEX, { exact: true })).toBeVisible();
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
    // The notification that follows a reindex task, once it has ended (neither engine reports on it).
    await page.getByRole('button', { name: `Actions for ${INDEX}`, exact: true }).click();
    await openRowSubmenuOf(page, 'Reindex');
    await page.getByRole('menuitem', { name: 'Reindex', exact: true }).click();
    const reindex = page.getByRole('dialog', { name: 'Reindex into...' });
    await reindex.getByRole('textbox', { name: 'Destination index' }).fill(COPY);
    await reindex.getByRole('button', { name: 'Reindex' }).click();
    const progress = page.getByRole('status').filter({ hasText: `Reindex ${INDEX} → ${COPY}` });
    await expect(progress).toBeVisible();
    await check(page, 'task progress notification', findings, testInfo);
    await progress.getByRole('button', { name: 'Close', exact: true }).click();
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
  'templates, search and the document editor': async (page, _engine, findings, testInfo) => {
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
  },
  'the REST console with its suggestions and checks': async (page, _engine, findings, testInfo) => {
    await visit(page, './cluster/0/rest', page.getByRole('textbox', { name: 'Path' }));
    // Two tabs, so each has its close button beside it.
    await page.getByRole('button', { name: 'Add tab' }).click();
    await expect(page.getByRole('tab')).toHaveCount(2);
    await check(page, 'REST console', findings, testInfo);
    // The path's and the body's completion lists, open.
    const path = page.getByRole('textbox', { name: 'Path' });
    await path.click();
    await path.pressSequentially('_ca');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await check(page, 'REST console, path suggestions', findings, testInfo);
    await path.press('Escape');
    await page.getByRole('textbox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'POST', exact: true }).click();
    await path.fill('_search');
    await page.getByLabel('Request body', { exact: true }).locator('.cm-content').click();
    await page.keyboard.type('{"query": {"ma');
    await expect(page.locator('.cm-tooltip-autocomplete')).toBeVisible();
    await check(page, 'REST console, body suggestions', findings, testInfo);
    // The checks: a warning under the path with its fix, and a body key underlined with its message.
    await page.keyboard.press('Escape');
    await path.fill('_serach?sise=1');
    await expect(page.getByRole('list', { name: 'Checks of the request' })).toBeVisible();
    await page.getByLabel('Request body', { exact: true }).locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('{"query": {"mach": {}}}');
    await page.keyboard.press('Escape');
    await path.fill('_search?sise=1');
    await page.locator('.cm-lintRange-warning').hover();
    await expect(page.locator('.cm-tooltip-lint')).toBeVisible();
    await check(page, 'REST console, request checks', findings, testInfo);
  },
  'the REST console answers and its history': async (page, _engine, findings, testInfo) => {
    const path = page.getByRole('textbox', { name: 'Path' });
    await visit(page, './cluster/0/rest', path);
    await path.fill('_cluster/health');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByLabel(/^Response status 200/)).toBeVisible();
    await check(page, 'REST console, a 200 answer', findings, testInfo);
    // An unknown query key: the engine answers 400.
    await page.getByRole('textbox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'POST', exact: true }).click();
    await path.fill(`${INDEX}/_search`);
    await page.getByLabel('Request body', { exact: true }).locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('{"query": {"mach": {}}}');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByLabel(/^Response status 400/)).toBeVisible();
    await check(page, 'REST console, a 400 answer', findings, testInfo);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText(/^400\b/)).toBeVisible();
    await expect(history.getByText(/^200\b/)).toBeVisible();
    await check(page, 'REST console, history', findings, testInfo);
  },
  'the ingest simulator': async (page, engine, findings, testInfo) => {
    test.skip(engine.kind === 'opensearch', 'the OpenSearch stand-in serves no ingest API');
    await engineCall(engine, 'PUT', `_ingest/pipeline/${PIPELINE}`, {
      processors: [{ lowercase: { field: 'msg' } }, { set: { field: 'origin', value: 'web' } }],
    });
    const pipelines = page.getByRole('table', { name: 'Ingest pipelines' });
    await visit(page, './cluster/0/ingest_pipelines', pipelines.getByText(PIPELINE, { exact: true }));
    await page.getByRole('button', { name: `Simulate ${PIPELINE}` }).click();
    const simulate = page.getByRole('dialog', { name: `Simulate pipeline ${PIPELINE}` });
    await page.getByRole('textbox', { name: 'Sample documents', exact: true }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify([{ _index: 'web', _id: '1', _source: { msg: 'GET /' } }]));
    await simulate.getByRole('button', { name: 'Run' }).click();
    const steps = simulate.getByRole('list', { name: 'Processors run on document 1' });
    await expect(steps).toContainText('success');
    await expect(steps.locator('[data-kind="changed"]')).toContainText('msg');
    await expect(steps.locator('[data-kind="added"]')).toContainText('origin');
    await check(page, 'ingest simulation', findings, testInfo);
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

  for (const [name, walk] of Object.entries(CLUSTER_WALKS)) {
    test(`${name}: no serious or critical axe violation in either theme`, async ({ page, engine }, testInfo) => {
      const findings: Finding[] = [];
      await walk(page, engine, findings, testInfo);
      expect(findings, report(findings)).toEqual([]);
    });
  }
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
