import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { routeDataStreams, type DataStreamsHandle } from '../support/dataStreamFixture';
import type { DataStreamSeed } from '../support/dataStreams/streamTypes';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, connectedTo, header } from '../support/ui';

// The data streams screen on both engines. Neither engine process serves data streams (the
// Elasticsearch stand-in has no _data_stream, the OpenSearch one lists none and cannot create
// one), so these calls are route fixtures shaped after Elastic's documented answers
// (support/dataStreamFixture.ts): GET _data_stream, GET _data_stream/_stats, PUT and DELETE
// _data_stream/{name}, POST {stream}/_rollover. Everything else is the real engine: the backing
// index the indices screen shows, and the composable template the New data stream dialog reads.
// The state after each write is read back over REST from the page, through the same routes.

test.use({ predefinedClusters: [{ name: 'streams', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 120_000 });

let prefix = '';

test.beforeEach(async ({}, testInfo) => {
  prefix = `ds-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

test.afterEach(async ({ engine }) => {
  await engineCall(engine, 'DELETE', `.ds-${prefix}-*`).catch(() => undefined);
  await engineCall(engine, 'DELETE', `_index_template/${prefix}-template`).catch(() => undefined);
});

async function openStreams(page: Page, engine: Engine): Promise<void> {
  await page.goto('./cluster/0/indices');
  await expect(header(page)).toContainText(connectedTo('streams', engine.url));
  await page.getByRole('link', { name: 'Data streams', exact: true }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/data_streams$/);
  await expect(page.getByRole('heading', { name: 'Data streams' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Data streams' });
const streamRow = (page: Page, name: string) =>
  table(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/** A data stream as GET _data_stream/{name} answers it, asked from the page (through the routes). */
async function streamFromPage(page: Page, engine: Engine, name: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ url, name }) => {
      const response = await fetch(`${url}/_data_stream/${encodeURIComponent(name)}`);
      return { status: response.status, body: await response.json() };
    },
    { url: engine.url, name },
  );
}

function seeds(engine: Engine): DataStreamSeed[] {
  const es = engine.kind === 'elasticsearch';
  return [
    { name: `${prefix}-logs`, template: `${prefix}-logs-template`, generation: 2, docs: 5000, ilmPolicy: es ? 'hot-warm' : undefined },
    { name: `${prefix}-metrics`, template: `${prefix}-metrics-template`, lifecycle: es ? { dataRetention: '30d' } : undefined },
    ...(es ? [{ name: `.${prefix}-hidden`, template: 'hidden-template', hidden: true }] : []),
  ];
}

async function route(page: Page, engine: Engine, extra: Partial<Parameters<typeof routeDataStreams>[2]> = {}): Promise<DataStreamsHandle> {
  return routeDataStreams(page.context(), engine.url, { distribution: engine.kind, streams: seeds(engine), ...extra });
}

test('lists the streams; one opens to its backing indices, which the indices screen shows and marks', async ({ page, engine }, testInfo) => {
  const streams = await route(page, engine);
  const logs = `${prefix}-logs`;
  // The write index of the stream exists on the engine itself.
  const writeIndex = streams.get(logs)?.indices.at(-1)?.name ?? '';
  await engineCall(engine, 'PUT', encodeURIComponent(writeIndex), { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  const findings: Finding[] = [];

  await openStreams(page, engine);
  const row = streamRow(page, logs);
  await expect(row).toContainText(`${prefix}-logs-template`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await expect(row).toContainText(engine.kind === 'elasticsearch' ? 'ILM policy hot-warm' : 'None');
  if (engine.kind === 'elasticsearch') {
    await expect(streamRow(page, `${prefix}-metrics`)).toContainText('Data stream lifecycle, keeps 30d');
    // Hidden streams show on request.
    await expect(streamRow(page, `.${prefix}-hidden`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Table settings' }).click();
    await page.getByRole('switch', { name: 'Show hidden and system data streams' }).click();
    await expect(streamRow(page, `.${prefix}-hidden`)).toContainText('hidden');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('textbox', { name: 'Filter' }).fill(`${prefix}-metrics`);
  await expect(streamRow(page, `${prefix}-metrics`)).toBeVisible();
  await expect(streamRow(page, logs)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Filter' }).fill('');

  await row.getByText(logs, { exact: true }).click();
  const details = page.getByTestId('data-stream-details');
  await expect(details).toContainText(`${writeIndex} · write index`);
  await check(page, 'data streams with details', findings, testInfo);

  await details.getByRole('link', { name: 'Show them in Indices' }).click();
  await expect(page).toHaveURL(new RegExp(`/cluster/0/indices\\?stream=${logs}$`));
  await expect(page.getByTestId('indices-stream-filter')).toContainText(`Backing indices of data stream ${logs}`);
  const indices = page.getByRole('table', { name: 'Indices' });
  const indexRow = indices.getByRole('row').filter({ hasText: writeIndex });
  await expect(indexRow.getByRole('link', { name: `Backing index of data stream ${logs}` })).toBeVisible();
  await check(page, 'indices on a stream', findings, testInfo);
  await page.getByRole('button', { name: 'Show all indices' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/indices$/);
  expect(findings, report(findings)).toEqual([]);
});

test('rolls a stream over: the dry run names the met condition, the rollover makes generation 2', async ({ page, context, engine, shardscope }, testInfo) => {
  const name = `${prefix}-metrics`;
  const streams = await route(page, engine, {
    streams: [{ name, template: `${prefix}-metrics-template`, docs: 5000 }],
  });
  const findings: Finding[] = [];
  await openStreams(page, engine);
  await streamRow(page, name).getByRole('button', { name: `Roll over ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Roll over ${name}` });
  await dialog.getByRole('textbox', { name: 'Max documents' }).fill('1000');
  await expect(dialog.getByTestId('rollover-request')).toContainText(`POST ${name}/_rollover`);
  await expect(dialog.getByTestId('rollover-request')).toContainText('"max_docs": 1000');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shardscope.url).origin });
  await dialog.getByRole('button', { name: 'Copy as curl' }).click();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toContain(`curl -X POST "$CLUSTER_URL/${name}/_rollover"`);
  expect(curl).toContain('"max_docs": 1000');
  // The command names no cluster and carries no credential.
  expect(curl).not.toMatch(/Authorization|--user|https?:/);
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  const outcome = dialog.getByTestId('rollover-dry-run');
  await expect(outcome).toContainText('It would roll over now');
  await expect(outcome).toContainText('[max_docs: 1000]: met');
  await check(page, 'rollover dialog after a dry run', findings, testInfo);
  expect(streams.requests.at(-1)).toEqual({
    method: 'POST',
    path: `/${name}/_rollover?dry_run=true`,
    body: { conditions: { max_docs: 1000 } },
  });
  expect(streams.get(name)?.generation).toBe(1);

  await dialog.getByRole('button', { name: 'Roll over', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: `${name} rolled over to` }).first()).toBeVisible();
  const state = await streamFromPage(page, engine, name);
  expect(state.status).toBe(200);
  expect((state.body as { data_streams: { generation: number; indices: unknown[] }[] }).data_streams[0]).toMatchObject({ generation: 2 });
  expect((state.body as { data_streams: { indices: unknown[] }[] }).data_streams[0].indices).toHaveLength(2);
  // The list was asked again after the write.
  await expect(streamRow(page, name).getByRole('cell').nth(3)).toHaveText('2');
  expect(findings, report(findings)).toEqual([]);
});

test('a stream is deleted only once its name is typed; a new one says which template creates it', async ({ page, engine }, testInfo) => {
  const templatePattern = `${prefix}-new-*`;
  // A composable template with data_stream, on the engine itself: the dialog reads it there.
  await engineCall(engine, 'PUT', `_index_template/${prefix}-template`, {
    index_patterns: [templatePattern],
    priority: 200,
    data_stream: {},
  });
  const streams = await route(page, engine, {
    templates: [{ name: `${prefix}-template`, indexPatterns: [templatePattern], priority: 200 }],
  });
  const findings: Finding[] = [];
  const logs = `${prefix}-logs`;
  await openStreams(page, engine);

  await streamRow(page, logs).getByRole('button', { name: `Delete ${logs}` }).click();
  await answerConfirmation(page, 'Delete data stream', 'Delete', { text: logs, typed: logs });
  await expect(streamRow(page, logs)).toHaveCount(0);
  expect((await streamFromPage(page, engine, logs)).status).toBe(404);

  await page.getByRole('button', { name: 'New data stream' }).click();
  const dialog = page.getByRole('dialog', { name: 'New data stream' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await name.fill(`${prefix}-other`);
  await expect(dialog.getByTestId('data-stream-template')).toContainText('No index template with a data_stream section matches this name');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  const created = `${prefix}-new-app`;
  await name.fill(created);
  await expect(dialog.getByTestId('data-stream-template')).toContainText(`Index template ${prefix}-template (priority 200) will create it.`);
  await check(page, 'new data stream dialog', findings, testInfo);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(streamRow(page, created)).toContainText(`${prefix}-template`);
  expect(streams.get(created)?.generation).toBe(1);
  expect((await streamFromPage(page, engine, created)).status).toBe(200);
  expect(findings, report(findings)).toEqual([]);
});
