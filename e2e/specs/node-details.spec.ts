import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';

// The node details dialog, opened from the node's name on the nodes screen: its statistics
// and a hot threads sample as the engine sends them, or the engine's refusal in each tab.

test.use({ predefinedClusters: [{ name: 'node-details', uri: ENGINE_URL }] });

/** What the app asks for, the same path and query, so the test compares like with like. */
const STATS_PATH = (id: string) => `_nodes/${encodeURIComponent(id)}/stats/jvm,thread_pool,breaker,os,process,fs`;
const HOT_THREADS_PATH = (id: string) =>
  `_nodes/${encodeURIComponent(id)}/hot_threads?threads=3&interval=500ms&ignore_idle_threads=true`;

interface EngineAnswer {
  status: number;
  text: string;
}

async function engineGet(engine: Engine, path: string): Promise<EngineAnswer> {
  const response = await fetch(`${engine.url}/${path}`, { signal: AbortSignal.timeout(20_000) });
  return { status: response.status, text: await response.text() };
}

async function engineNode(engine: Engine): Promise<{ id: string; name: string }> {
  const answer = await engineGet(engine, '_cat/nodes?format=json&full_id=true&h=id,name');
  return (JSON.parse(answer.text) as { id: string; name: string }[])[0];
}

/** The error.reason of a refusal, which the dialog shows as 'Error: {reason}'. */
function refusalReason(answer: EngineAnswer): string {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  return (JSON.parse(answer.text) as { error: { reason: string } }).error.reason;
}

/** The engine's sizes as the app writes them in English: three significant digits, SI units. */
function siBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return `${new Intl.NumberFormat('en', { maximumSignificantDigits: 3, useGrouping: false }).format(size)} ${units[unit]}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function openDetails(page: Page, engine: Engine, node: { id: string; name: string }): Promise<Locator> {
  await page.goto('./cluster/0/nodes');
  await expect(header(page)).toContainText(connectedTo('node-details', engine.url));
  const table = page.getByRole('table', { name: 'Nodes' });
  await table.getByRole('button', { name: node.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Node ${node.name} (${node.id})` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the stats tab shows the engine's heap and breakers, or its refusal", async ({ page, engine }) => {
  const node = await engineNode(engine);
  const answer = await engineGet(engine, STATS_PATH(node.id));
  const dialog = await openDetails(page, engine, node);
  await expect(dialog.getByRole('tab', { name: 'Stats', selected: true })).toBeVisible();

  if (engine.kind === 'opensearch') {
    // osmem-server has no node statistics: the tab shows its reason.
    await expect(dialog.getByRole('alert')).toContainText(`Error: ${refusalReason(answer)}`);
    return;
  }
  expect(answer.status).toBe(200);
  interface Stats {
    jvm: { mem: { heap_used_in_bytes: number; heap_max_in_bytes: number; heap_used_percent: number } };
    breakers: Record<string, unknown>;
  }
  const stats = (JSON.parse(answer.text) as { nodes: Record<string, Stats> }).nodes[node.id];
  const heap = stats.jvm.mem;
  await expect(dialog.getByRole('progressbar', { name: `JVM heap ${heap.heap_used_percent}%` })).toBeVisible();
  await expect(dialog).toContainText(`${siBytes(heap.heap_used_in_bytes)} / ${siBytes(heap.heap_max_in_bytes)} (${heap.heap_used_percent}%)`);

  const breakers = dialog.getByRole('table', { name: 'Circuit breakers' });
  expect(Object.keys(stats.breakers)).toContain('parent');
  for (const name of Object.keys(stats.breakers)) await expect(breakers.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Show all pools' })).toBeVisible();
});

test("the hot threads tab shows the engine's sample as text, or its refusal", async ({ page, engine }) => {
  const node = await engineNode(engine);
  const dialog = await openDetails(page, engine, node);
  await dialog.getByRole('tab', { name: 'Hot threads' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Threads' })).toHaveValue('3');
  await expect(dialog.getByRole('textbox', { name: 'Interval (ms)' })).toHaveValue('500');
  await expect(dialog.getByRole('checkbox', { name: 'Ignore idle threads' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Take sample' }).click();

  const answer = await engineGet(engine, HOT_THREADS_PATH(node.id));
  if (engine.kind === 'opensearch') {
    await expect(dialog.getByRole('alert')).toContainText(`Error: ${refusalReason(answer)}`);
    return;
  }
  expect(answer.status).toBe(200);
  const firstLine = answer.text.split('\n')[0];
  expect(firstLine.startsWith(`::: {${node.name}}`)).toBe(true);
  const sample = dialog.getByLabel('Hot threads sample');
  await expect(sample).toHaveText(new RegExp(`^${escapeRegExp(`::: {${node.name}}`)}`));
  await expect(sample).toContainText(firstLine);
  await expect(dialog.getByText(/^Sample taken at /)).toBeVisible();
  // A sample that names no busy thread (only the node's header lines) says so.
  const idle = !/usage by thread /.test(answer.text);
  await expect(dialog.getByText('No hot threads right now.')).toHaveCount(idle ? 1 : 0);
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
});
