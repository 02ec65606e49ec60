import { ENGINE_URL, expect, test } from '../fixtures/test';
import { check } from '../support/axe';
import { closeDialog, COPY, FLOOD_INDEX, INDEX, PIPELINE, removeSeeded, seedScreens, visit, walkTests, type Walk } from '../support/a11yScreens';
import { engineCall } from '../support/engineApi';
import { addTab } from '../support/restConsole';
import { openRowSubmenuOf } from '../support/ui';

// axe-core, light and dark, on the screens that read and write data: indices and their dialogs,
// templates, search and the document editor, the REST console and the ingest simulator (the
// rest, and how a walk checks, in accessibility.spec.ts).

// A busy two-core machine runs the app, the engine and Chromium side by side; each group of
// screens is a test of its own.
test.describe.configure({ timeout: 150_000 });

test.beforeAll(async ({ engine }) => seedScreens(engine));
test.afterAll(async ({ engine }) => removeSeeded(engine));

const WALKS: Record<string, Walk> = {
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
    await addTab(page, 'Tab 2');
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
};

test.describe('connected', () => {
  test.use({ predefinedClusters: [{ name: 'a11y', uri: ENGINE_URL }] });
  for (const [title, body] of walkTests(WALKS)) test(title, body);
});
