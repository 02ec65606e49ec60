import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, connectedTo, header } from '../support/ui';

// The ingest pipelines screen against the real engine processes. The Elasticsearch stand-in
// serves ingest pipelines and `_simulate?verbose=true` (each processor's result, `if` skipped
// and failures marked); the OpenSearch stand-in serves no ingest API, and its refusal is what
// the screen shows there. Every write is read back over REST from the engine itself.

test.use({ predefinedClusters: [{ name: 'ingest', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 150_000 });

let name = '';

test.beforeEach(async ({}, testInfo) => {
  name = `pipe-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

test.afterEach(async ({ engine }) => {
  if (engine.kind === 'elasticsearch') await engineCall(engine, 'DELETE', `_ingest/pipeline/${name}`).catch(() => undefined);
});

async function openPipelines(page: Page, engine: Engine): Promise<void> {
  await page.goto('./cluster/0/indices');
  await expect(header(page)).toContainText(connectedTo('ingest', engine.url));
  await page.getByRole('link', { name: 'Ingest pipelines', exact: true }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/ingest_pipelines$/);
  await expect(page.getByRole('heading', { name: 'Ingest pipelines' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Ingest pipelines' });
const pipelineRow = (page: Page, pipeline: string) => table(page).getByRole('row').filter({ has: page.getByText(pipeline, { exact: true }) });

/** Replaces the text of the CodeMirror editor labelled `label` in `scope`. */
async function replaceEditorText(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

const SAMPLES = JSON.stringify([
  { _index: 'web', _id: '1', _source: { msg: 'GET /', level: 'INFO', bytes: '12', tmp: 1 } },
  { _index: 'web', _id: '2', _source: { msg: 'POST /x', bytes: 'lots', tmp: 2 } },
]);

test('creates a pipeline in the form and JSON, simulates it, edits it and deletes it, each read back over REST', async ({ page, engine }, testInfo) => {
  test.skip(engine.kind === 'opensearch', 'the OpenSearch stand-in serves no ingest API: its refusal is the next test');
  const findings: Finding[] = [];
  await openPipelines(page, engine);
  await check(page, 'ingest pipelines', findings, testInfo);

  // Create: a name, a description and a set processor in the form, then two more in JSON.
  await page.getByRole('button', { name: 'New pipeline' }).click();
  const editor = page.getByRole('dialog', { name: 'New ingest pipeline' });
  await editor.getByRole('textbox', { name: 'Name' }).fill(name);
  await editor.getByRole('textbox', { name: 'Description' }).fill('Parses access logs');
  await editor.getByRole('textbox', { name: 'Processor type' }).click();
  await page.getByRole('option', { name: 'set', exact: true }).click();
  await editor.getByRole('button', { name: 'Add processor' }).click();
  await expect(editor.getByText('1. set')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Field' }).fill('env');
  await editor.getByRole('textbox', { name: 'Value' }).fill('prod');
  await check(page, 'new pipeline form', findings, testInfo);
  await editor.getByText('JSON', { exact: true }).click();
  const body = {
    description: 'Parses access logs',
    processors: [
      { set: { field: 'env', value: 'prod' } },
      { lowercase: { field: 'level', if: 'ctx.level != null', tag: 'level-lower' } },
      { convert: { field: 'bytes', type: 'integer', tag: 'bytes-number' } },
      { remove: { field: 'tmp' } },
    ],
  };
  await expect(editor.getByRole('textbox', { name: 'Pipeline body (JSON)', exact: true })).toContainText('"value": "prod"');
  await replaceEditorText(page, 'Pipeline body (JSON)', JSON.stringify(body, null, 2));
  await editor.getByText('Form', { exact: true }).click();
  await expect(editor.getByText('4. remove')).toBeVisible();
  await expect(editor).toContainText(`PUT _ingest/pipeline/${name}`);
  await editor.getByRole('button', { name: 'Create' }).click();
  await expect(editor).toBeHidden();
  const stored = await engineCall<Record<string, { description: string; processors: unknown[] }>>(engine, 'GET', `_ingest/pipeline/${name}`);
  expect(stored[name]).toEqual(body);
  await expect(pipelineRow(page, name)).toContainText('Parses access logs');
  await expect(pipelineRow(page, name).getByRole('cell').nth(2)).toHaveText('4');

  // Simulate the saved pipeline: the convert fails on the second document, the `if` skips the
  // lowercase there; on the first each processor's change shows.
  await pipelineRow(page, name).getByRole('button', { name: `Simulate ${name}` }).click();
  const simulate = page.getByRole('dialog', { name: `Simulate pipeline ${name}` });
  await replaceEditorText(page, 'Sample documents', SAMPLES);
  await simulate.getByRole('button', { name: 'Run' }).click();
  const first = simulate.getByRole('list', { name: 'Processors run on document 1' });
  await expect(first.getByRole('listitem').filter({ hasText: 'lowercase' }).first()).toContainText(/"INFO"\s*→\s*"info"/);
  await expect(first.getByRole('listitem').filter({ hasText: 'convert' }).first()).toContainText(/"12"\s*→\s*12/);
  await expect(simulate.getByRole('region', { name: /Document 1/ })).toContainText('Result: the document would be indexed.');
  const second = simulate.getByRole('list', { name: 'Processors run on document 2' });
  const skipped = second.getByRole('listitem').filter({ hasText: 'lowercase' }).first();
  await expect(skipped).toContainText('skipped');
  await expect(skipped).toContainText('Condition (if): ctx.level != null');
  const failing = second.getByRole('listitem').filter({ hasText: 'convert' }).first();
  await expect(failing).toContainText('failed');
  await expect(failing).toContainText('unable to convert [lots] to integer');
  await expect(simulate.getByRole('region', { name: /Document 2/ })).toContainText('Result: failed, the document would not be indexed.');
  await check(page, 'pipeline simulation', findings, testInfo);
  await simulate.getByRole('button', { name: 'Close' }).first().click();
  await expect(simulate).toBeHidden();

  // Edit: the remove moves up above the convert, the description changes; the edit is simulated
  // unsaved first, then saved.
  await pipelineRow(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ingest pipeline ${name}` });
  await edit.getByRole('button', { name: 'Move processor 4 (remove) up' }).click();
  await expect(edit.getByRole('button', { name: 'Move processor 3 (remove) up' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Description' }).fill('Parses access logs, v2');
  await edit.getByRole('tab', { name: 'Simulate' }).click();
  await expect(edit.getByRole('radio', { name: 'This edit' })).toBeChecked();
  await replaceEditorText(page, 'Sample documents', SAMPLES);
  await edit.getByRole('button', { name: 'Run' }).click();
  const edited = edit.getByRole('list', { name: 'Processors run on document 1' }).getByRole('listitem');
  await expect(edited.filter({ hasText: /^remove/ }).first()).toBeVisible();
  await expect(edit.getByRole('list', { name: 'Processors run on document 1' })).toContainText(/remove[\s\S]*convert/);
  await edit.getByRole('tab', { name: 'Pipeline' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const saved = await engineCall<Record<string, { description: string; processors: Record<string, unknown>[] }>>(engine, 'GET', `_ingest/pipeline/${name}`);
  expect(saved[name].description).toBe('Parses access logs, v2');
  expect(saved[name].processors.map((processor) => Object.keys(processor)[0])).toEqual(['set', 'lowercase', 'remove', 'convert']);

  // Delete, after the confirmation.
  await pipelineRow(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  await answerConfirmation(page, 'Delete ingest pipeline', 'Delete', { text: `Delete the ingest pipeline ${name}?` });
  await expect(pipelineRow(page, name)).toHaveCount(0);
  await expect(engineCall(engine, 'GET', `_ingest/pipeline/${name}`)).rejects.toThrow(/404/);
  expect(findings, report(findings)).toEqual([]);
});

test('after Run the results are brought into view below the samples and the request', async ({ page, engine }) => {
  test.skip(engine.kind === 'opensearch', 'the OpenSearch stand-in serves no ingest API: nothing to simulate there');
  await engineCall(engine, 'PUT', `_ingest/pipeline/${name}`, {
    processors: [{ convert: { field: 'bytes', type: 'integer', ignore_failure: true } }, { remove: { field: 'tmp' } }],
  });
  await openPipelines(page, engine);
  await pipelineRow(page, name).getByRole('button', { name: `Simulate ${name}` }).click();
  const simulate = page.getByRole('dialog', { name: `Simulate pipeline ${name}` });
  // Enough documents for the request shown above Run to fill its box.
  const docs = Array.from({ length: 6 }, (_, i) => ({ _index: 'web', _id: String(i), _source: { msg: `line ${i}`, bytes: String(i), tmp: i } }));
  await replaceEditorText(page, 'Sample documents', JSON.stringify(docs, null, 2));
  await expect(simulate.getByTestId('simulate-request')).toBeVisible();
  const results = simulate.getByRole('region', { name: 'Results' });
  await simulate.getByRole('button', { name: 'Run' }).click();
  const heading = results.getByRole('heading', { name: 'Results' });
  await expect(heading).toBeInViewport();
  await expect(simulate.getByRole('list', { name: 'Processors run on document 1' })).toBeInViewport();
  // Seen, not only scrolled to: the dialog's title bar, which stays on top, does not cover it.
  const uncovered = () =>
    heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
    });
  await expect.poll(uncovered).toBe(true);
});

test('a pipeline an index uses by default asks for its name before it is deleted, naming the index; the engine refuses and says why', async ({ page, engine }) => {
  test.skip(engine.kind === 'opensearch', 'the OpenSearch stand-in serves no ingest API');
  const index = `${name}-target`;
  await engineCall(engine, 'PUT', `_ingest/pipeline/${name}`, { processors: [{ set: { field: 'a', value: 1 } }] });
  await engineCall(engine, 'PUT', index, { settings: { number_of_replicas: 0, 'index.default_pipeline': name } });
  try {
    await openPipelines(page, engine);
    await expect(pipelineRow(page, name)).toContainText(`default of ${index}`);
    await pipelineRow(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await answerConfirmation(page, 'Delete ingest pipeline', 'Delete', { text: index, typed: name });
    // Elasticsearch 8 keeps a pipeline an index names: its reason shows, the pipeline stays.
    await expect(page.getByRole('status').filter({ hasText: `cannot be deleted because it is the default pipeline for 1 index(es) including [${index}]` })).toBeVisible();
    await expect(pipelineRow(page, name)).toBeVisible();
    const kept = await engineCall<Record<string, unknown>>(engine, 'GET', `_ingest/pipeline/${name}`);
    expect(Object.keys(kept)).toEqual([name]);
  } finally {
    await engineCall(engine, 'DELETE', index).catch(() => undefined);
  }
});

test('a cluster without the ingest API: the screen gives its reason and offers nothing to break', async ({ page, engine }) => {
  test.skip(engine.kind === 'elasticsearch', 'the Elasticsearch stand-in serves ingest pipelines (the tests above)');
  await openPipelines(page, engine);
  await expect(page.getByRole('alert')).toContainText('no handler found for uri [/_ingest/pipeline]');
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Simulate) / })).toHaveCount(0);
});

test.describe('on a read-only cluster', () => {
  test.use({ predefinedClusters: [{ name: 'ingest', uri: ENGINE_URL, protection: 'read-only' }] });

  test('lists and simulates, and offers no write', async ({ page, engine }) => {
    test.skip(engine.kind === 'opensearch', 'the OpenSearch stand-in serves no ingest API');
    await engineCall(engine, 'PUT', `_ingest/pipeline/${name}`, { processors: [{ set: { field: 'a', value: 1 } }] });
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.method() !== 'OPTIONS' && !request.url().includes('_simulate')) writes.push(`${request.method()} ${request.url()}`);
    });
    await openPipelines(page, engine);
    await expect(page.getByRole('button', { name: 'New pipeline' })).toBeDisabled();
    await expect(pipelineRow(page, name).getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
    await expect(pipelineRow(page, name).getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    await pipelineRow(page, name).getByRole('button', { name: `Simulate ${name}` }).click();
    const simulate = page.getByRole('dialog', { name: `Simulate pipeline ${name}` });
    await simulate.getByRole('button', { name: 'Run' }).click();
    await expect(simulate.getByRole('list', { name: 'Processors run on document 1' })).toContainText('success');
    expect(writes).toEqual([]);
  });
});
