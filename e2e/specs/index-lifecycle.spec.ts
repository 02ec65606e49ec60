import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, chooseRowAction, closeNotification, connectedTo, header } from '../support/ui';

// An index's settings, mappings, rollover of its alias, shrink, split and force merge, against
// both real engines, each write checked over REST afterwards. No route fixtures: where an engine
// lacks a call (the OpenSearch stand-in has no rollover, shrink or split), the spec checks that
// the dialog shows the engine's refusal and leaves nothing behind.

test.use({ predefinedClusters: [{ name: 'lifecycle', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 180_000 });

let prefix = '';

test.beforeEach(async ({}, testInfo) => {
  prefix = `il-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

test.afterEach(async ({ engine }) => {
  const names = await engineCall<{ index: string }[]>(engine, 'GET', `_cat/indices/${prefix}*?format=json&h=index`).catch(() => []);
  for (const { index } of names) await engineCall(engine, 'DELETE', encodeURIComponent(index)).catch(() => undefined);
});

async function createIndex(engine: Engine, name: string, settings: Record<string, unknown> = {}, mappings?: unknown): Promise<void> {
  await engineCall(engine, 'PUT', name, {
    settings: { number_of_shards: 1, number_of_replicas: 0, ...settings },
    ...(mappings ? { mappings } : {}),
  });
}

async function openIndices(page: Page, engine: Engine): Promise<Locator> {
  await page.goto('./cluster/0/indices');
  await expect(header(page)).toContainText(connectedTo('lifecycle', engine.url));
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  await expect(page.getByText(`Filter: '${prefix}'`)).toBeVisible();
  return page.getByRole('table', { name: 'Indices' });
}

async function rowAction(page: Page, index: string, item: string): Promise<void> {
  await chooseRowAction(page, index, item);
}

async function flatSettings(engine: Engine, index: string): Promise<Record<string, unknown>> {
  const answer = await engineCall<Record<string, { settings: Record<string, unknown> }>>(engine, 'GET', `${index}/_settings?flat_settings=true`);
  return answer[index].settings;
}

test('settings: a dynamic change with its request, then a static one through close, apply and open', async ({ page, engine }, testInfo) => {
  const index = `${prefix}-settings`;
  await createIndex(engine, index);
  const findings: Finding[] = [];
  await openIndices(page, engine);
  await rowAction(page, index, 'Settings');
  const dialog = page.getByRole('dialog', { name: `Settings: ${index}` });
  const table = dialog.getByRole('table', { name: `Settings of ${index}` });
  await expect(table.getByRole('row').filter({ hasText: 'index.number_of_replicas' })).toContainText('set');
  await dialog.getByRole('textbox', { name: 'Filter settings' }).fill('refresh_interval');
  await expect(table.getByRole('row').filter({ hasText: 'index.refresh_interval' })).toHaveCount(0);
  await dialog.getByRole('switch', { name: 'Show defaults' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'index.refresh_interval' })).toContainText('default');
  await check(page, 'settings dialog', findings, testInfo);

  await dialog.getByRole('textbox', { name: 'Filter settings' }).fill('');
  await dialog.getByRole('textbox', { name: 'Setting', exact: true }).fill('index.refresh_interval');
  await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill('5s');
  await expect(dialog.getByText(`PUT ${index}/_settings`)).toBeVisible();
  await expect(dialog).toContainText('"refresh_interval": "5s"');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect.poll(async () => (await flatSettings(engine, index))['index.refresh_interval']).toBe('5s');

  // A static setting: the index is closed, changed and opened again, after a confirmation.
  await dialog.getByRole('textbox', { name: 'Setting', exact: true }).fill('index.codec');
  await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill('best_compression');
  await expect(dialog).toContainText('index.codec: an open index refuses this change.');
  await check(page, 'settings dialog, a static change', findings, testInfo);
  await dialog.getByRole('button', { name: 'Close, apply and open' }).click();
  await answerConfirmation(page, 'Close, apply and open', 'Close, apply and open', { text: index });
  if (engine.kind === 'opensearch') {
    await expect.poll(async () => (await flatSettings(engine, index))['index.codec']).toBe('best_compression');
  } else {
    // The Elasticsearch stand-in refuses static settings even on a closed index: the failed step
    // is named, the index is said to be still closed, and it opens again on request.
    await expect(dialog).toContainText("The change stopped: the step 'Apply the settings' failed.");
    await expect(dialog).toContainText(`${index} is still closed`);
    await expect.poll(async () => (await engineCall<{ status: string }[]>(engine, 'GET', `_cat/indices/${index}?format=json&h=status`))[0]?.status).toBe('close');
    await dialog.getByRole('button', { name: 'Open it again' }).click();
    await expect(dialog).toContainText(`${index} is open again; its settings were not changed.`);
  }
  await expect.poll(async () => (await engineCall<{ status: string }[]>(engine, 'GET', `_cat/indices/${index}?format=json&h=status`))[0]?.status).toBe('open');
  expect(findings, report(findings)).toEqual([]);
});

test('settings of several indices at once from the bulk menu', async ({ page, engine }) => {
  const first = `${prefix}-bulk-a`;
  const second = `${prefix}-bulk-b`;
  await createIndex(engine, first);
  await createIndex(engine, second);
  const table = await openIndices(page, engine);
  await expect(table.getByRole('link', { name: second, exact: true })).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Bulk', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Change settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings of 2 indices' });
  await dialog.getByRole('textbox', { name: 'Setting', exact: true }).fill('index.max_result_window');
  await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill('20000');
  await expect(dialog.getByText(`PUT ${first},${second}/_settings`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  for (const index of [first, second])
    await expect.poll(async () => (await flatSettings(engine, index))['index.max_result_window']).toBe('20000');
});

test('mappings: the field tree against the limit, a field added, a type change refused in words', async ({ page, engine }, testInfo) => {
  const index = `${prefix}-mappings`;
  await createIndex(engine, index, {}, {
    properties: { title: { type: 'text', fields: { raw: { type: 'keyword' } } }, pages: { type: 'integer' }, author: { properties: { name: { type: 'keyword' } } } },
  });
  const findings: Finding[] = [];
  await openIndices(page, engine);
  await rowAction(page, index, 'Mappings');
  const dialog = page.getByRole('dialog', { name: `Mappings of ${index}` });
  const tree = dialog.getByRole('tree', { name: `Fields of ${index}` });
  await expect(tree.getByRole('treeitem', { name: /title/ }).first()).toContainText('text');
  await expect(tree).toContainText('raw');
  await expect(dialog).toContainText(/\d+ of 1000 fields/);
  await dialog.getByRole('searchbox', { name: 'Search fields' }).fill('name');
  await expect(tree).toContainText('author');
  await expect(tree).not.toContainText('pages');
  await check(page, 'mappings dialog', findings, testInfo);
  await dialog.getByRole('searchbox', { name: 'Search fields' }).fill('');

  await dialog.getByRole('textbox', { name: 'Field name' }).fill('published');
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'date', exact: true }).click();
  await expect(dialog.getByText(`PUT ${index}/_mapping`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect
    .poll(async () => {
      const answer = await engineCall<Record<string, { mappings: { properties: Record<string, { type?: string }> } }>>(engine, 'GET', `${index}/_mapping`);
      return answer[index].mappings.properties.published?.type;
    })
    .toBe('date');
  await expect(tree).toContainText('published');
  await closeNotification(page, `200 OK - Field published added to ${index}`);

  await dialog.getByRole('textbox', { name: 'Field name' }).fill('pages');
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'keyword', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'never changes the type of a field' })).toBeVisible();
  expect(findings, report(findings)).toEqual([]);
});

test('an alias rolls over to a new index after a dry run', async ({ page, engine }, testInfo) => {
  const first = `${prefix}-roll-000001`;
  const alias = `${prefix}-roll`;
  await engineCall(engine, 'PUT', first, {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    aliases: { [alias]: { is_write_index: true } },
  });
  const findings: Finding[] = [];
  await openIndices(page, engine);
  await rowAction(page, first, 'Roll over alias');
  const dialog = page.getByRole('dialog', { name: `Roll over ${alias}` });
  await dialog.getByRole('textbox', { name: 'Max documents' }).fill('1000');
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  if (engine.kind === 'opensearch') {
    // The OpenSearch stand-in has no rollover: its refusal shows, nothing changes.
    await expect(dialog.getByRole('alert')).toBeVisible();
    await check(page, 'rollover dialog with a refusal', findings, testInfo);
  } else {
    const outcome = dialog.getByTestId('rollover-dry-run');
    await expect(outcome).toContainText('[max_docs: 1000]: not met');
    await expect(outcome).toContainText('It would not roll over');
    await check(page, 'rollover dialog after a dry run', findings, testInfo);
    // Without conditions it rolls over at once.
    await dialog.getByRole('textbox', { name: 'Max documents' }).fill('');
    await dialog.getByRole('button', { name: 'Dry run' }).click();
    await expect(dialog.getByTestId('rollover-dry-run')).toContainText('It would roll over now');
    await dialog.getByRole('button', { name: 'Roll over', exact: true }).click();
    await expect(dialog).toBeHidden();
    const next = `${prefix}-roll-000002`;
    await expect.poll(async () => (await engineCall<{ index: string }[]>(engine, 'GET', `_cat/indices/${next}?format=json&h=index`).catch(() => []))[0]?.index).toBe(next);
    const aliases = await engineCall<Record<string, { aliases: Record<string, { is_write_index?: boolean }> }>>(engine, 'GET', `${next}/_alias/${alias}`);
    expect(aliases[next].aliases[alias].is_write_index).toBe(true);
  }
  expect((await engineCall<{ index: string }[]>(engine, 'GET', `_cat/indices/${first}?format=json&h=index`))[0].index).toBe(first);
  expect(findings, report(findings)).toEqual([]);
});

async function reshape(page: Page, index: string, kind: 'Shrink' | 'Split', target: string, shards: string): Promise<Locator> {
  await rowAction(page, index, kind);
  const dialog = page.getByRole('dialog', { name: `${kind} ${index}` });
  await dialog.getByRole('textbox', { name: 'New index', exact: true }).fill(target);
  await dialog.getByRole('textbox', { name: 'Primary shards of the new index' }).click();
  await page.getByRole('option', { name: shards, exact: true }).click();
  return dialog;
}

test('shrink: the steps with their requests, run in order; the new index has the asked shards and the source is as before', async ({ page, engine }, testInfo) => {
  const index = `${prefix}-shrink`;
  const target = `${prefix}-shrunk`;
  await createIndex(engine, index, { number_of_shards: 2 });
  const findings: Finding[] = [];
  await openIndices(page, engine);
  const dialog = await reshape(page, index, 'Shrink', target, '1');
  await expect(dialog).toContainText(`PUT ${index}/_settings`);
  await expect(dialog).toContainText(`POST ${index}/_shrink/${target}`);
  await check(page, 'shrink dialog', findings, testInfo);
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();
  await answerConfirmation(page, `Shrink ${index}?`, 'Run', { text: index });
  if (engine.kind === 'opensearch') {
    // The OpenSearch stand-in has no _shrink: the failed step says so and the block is undone.
    await expect(dialog).toContainText(`Step failed: Shrink ${index} into ${target}`);
    await dialog.getByRole('button', { name: `Send to ${index}` }).click();
    await expect(dialog).toContainText(`${index} is back as it was before the steps.`);
  } else {
    await expect(dialog).toContainText(`${target} is ready, and ${index} takes writes again.`, { timeout: 90_000 });
    const created = await flatSettings(engine, target);
    expect(created['index.number_of_shards']).toBe('1');
    expect(created['index.blocks.write']).toBeUndefined();
    expect(created['index.routing.allocation.require._name']).toBeUndefined();
  }
  const after = await flatSettings(engine, index);
  expect(after['index.blocks.write']).toBeUndefined();
  expect(after['index.routing.allocation.require._name']).toBeUndefined();
  expect(findings, report(findings)).toEqual([]);
});

test('split: the new index has a multiple of the shards and the source takes writes again', async ({ page, engine }) => {
  const index = `${prefix}-split`;
  const target = `${prefix}-split-4`;
  await createIndex(engine, index, { number_of_shards: 2 });
  await openIndices(page, engine);
  const dialog = await reshape(page, index, 'Split', target, '4');
  await expect(dialog).toContainText(`POST ${index}/_split/${target}`);
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();
  await answerConfirmation(page, `Split ${index}?`, 'Run', { text: index });
  if (engine.kind === 'opensearch') {
    await expect(dialog).toContainText(`Step failed: Split ${index} into ${target}`);
    await dialog.getByRole('button', { name: `Send to ${index}` }).click();
    await expect(dialog).toContainText(`${index} is back as it was before the steps.`);
  } else {
    await expect(dialog).toContainText(`${target} is ready, and ${index} takes writes again.`, { timeout: 90_000 });
    expect((await flatSettings(engine, target))['index.number_of_shards']).toBe('4');
  }
  expect((await flatSettings(engine, index))['index.blocks.write']).toBeUndefined();
});

test('force merge runs as a task, followed to its end with the segments before and after', async ({ page, engine }, testInfo) => {
  const index = `${prefix}-merge`;
  await createIndex(engine, index);
  for (let i = 0; i < 3; i += 1) await engineCall(engine, 'PUT', `${index}/_doc/${i}?refresh=true`, { n: i });
  const findings: Finding[] = [];
  await openIndices(page, engine);
  await rowAction(page, index, 'Force merge');
  const dialog = page.getByRole('dialog', { name: 'Force merge' });
  await expect(dialog).toContainText(/Segments (before the merge|now), in total \(all shard copies\): \d+/);
  await dialog.getByRole('textbox', { name: 'Segments per shard at most (max_num_segments)' }).fill('1');
  await expect(dialog).toContainText(`POST ${index}/_forcemerge`);
  await expect(dialog).toContainText('wait_for_completion=false');
  await check(page, 'force merge dialog', findings, testInfo);
  const sent = page.waitForRequest((request) => request.url().includes('/_forcemerge') && request.method() === 'POST');
  await dialog.getByRole('button', { name: 'Force merge', exact: true }).click();
  expect(new URL((await sent).url()).searchParams.get('max_num_segments')).toBe('1');
  if (engine.kind === 'elasticsearch') {
    // A task, followed by its notification to the end.
    await expect(dialog).toContainText(/Force merge started as task \S+; a notification follows it\./);
    await expect(page.getByRole('status').filter({ hasText: `Force merged index ${index}` })).toBeVisible({ timeout: 30_000 });
  } else {
    // The OpenSearch stand-in merges before it answers.
    await expect(dialog.getByText('The engine merged at once.')).toBeVisible();
  }
  await expect(dialog).toContainText(/Segments now, in total \(all shard copies\): \d+/);
  expect(findings, report(findings)).toEqual([]);
});
