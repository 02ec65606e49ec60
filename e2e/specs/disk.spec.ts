import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, connectedTo, header } from '../support/ui';

// Disk watermarks and the flood-stage block against a real engine: the nodes' disk bars with
// their marks, a watermark set on the engine moving its mark, and an index under the
// flood-stage block freed from the indices screen.
//
// The watermark settings are global to the engine: the tests of this file run one after the
// other, and the one that sets a watermark resets it in `finally` as soon as it has looked.

test.use({ predefinedClusters: [{ name: 'disk', uri: ENGINE_URL }] });

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const LOW = 'cluster.routing.allocation.disk.watermark.low';
const BLOCK = 'index.blocks.read_only_allow_delete';
const FLOOD_TITLE = 'Indices blocked by the flood-stage watermark (read-only, deletes allowed)';

const DEFAULT_MARKS = [
  ['low watermark', '85%'],
  ['high watermark', '90%'],
  ['flood-stage watermark', '95%'],
] as const;

async function openNodes(page: Page, engine: Engine): Promise<Locator> {
  await page.goto('./cluster/0/nodes');
  await expect(header(page)).toContainText(connectedTo('disk', engine.url));
  const table = page.getByRole('table', { name: 'Nodes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

/** The engine's one node, by the name _cat/allocation gives it. */
async function nodeName(engine: Engine): Promise<string> {
  const rows = await engineCall<{ node: string }[]>(engine, 'GET', '_cat/allocation?format=json&bytes=b');
  return rows.filter((row) => row.node !== 'UNASSIGNED')[0].node;
}

function nodeRow(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });
}

/** The slot of a mark carries its position along the bar. */
function markAt(row: Locator, name: string): Locator {
  return row.locator('[data-mark]').filter({ has: row.page().getByRole('img', { name, exact: true }) });
}

test('the disk bar shows the use and the watermarks, marked as the defaults', async ({ page, engine }) => {
  const table = await openNodes(page, engine);
  const row = nodeRow(table, await nodeName(engine));
  const legend = DEFAULT_MARKS.map(([name, value]) => `${name} ${value} (default)`).join(' · ');
  // noida-db sends no defaults: the engine's documented ones stand in; osmem-server sends its own.
  await expect(page.getByText(`Disk watermarks: ${legend}`)).toBeVisible();
  if (engine.kind === 'elasticsearch') {
    // noida-db reports 20 GiB used of 100 GiB.
    const bar = row.getByRole('progressbar', { name: /^Disk 20%/ });
    await expect(bar).toHaveAttribute('data-level', 'ok');
    for (const [name, value] of DEFAULT_MARKS) {
      const label = `${name} ${value} (default)`;
      await expect(markAt(row, label)).toHaveAttribute('style', new RegExp(`left: ${value}`));
    }
    await row.getByRole('img', { name: 'flood-stage watermark 95% (default)' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('flood-stage watermark 95% (default)');
  } else {
    // osmem-server has no disk figures in _cat/allocation.
    await expect(row.getByText('disk unknown', { exact: true })).toBeVisible();
    await expect(row.getByRole('progressbar', { name: /^Disk/ })).toHaveCount(0);
  }
});

test('a low watermark set on the engine moves its mark and reads "set"', async ({ page, engine }) => {
  try {
    await engineCall(engine, 'PUT', '_cluster/settings', { persistent: { [LOW]: '80%' } });
    const table = await openNodes(page, engine);
    await expect(page.getByText(/^Disk watermarks: low watermark 80% \(set\) · high watermark 90% \(default\)/)).toBeVisible();
    if (engine.kind === 'elasticsearch') {
      const row = nodeRow(table, await nodeName(engine));
      await expect(markAt(row, 'low watermark 80% (set)')).toHaveAttribute('style', /left: 80%/);
      await expect(row.getByRole('img', { name: 'low watermark 85% (default)' })).toHaveCount(0);
    }
  } finally {
    await engineCall(engine, 'PUT', '_cluster/settings', { persistent: { [LOW]: null } });
  }
  const settings = await engineCall<{ persistent: Record<string, unknown> }>(engine, 'GET', '_cluster/settings?flat_settings=true');
  expect(settings.persistent[LOW]).toBeUndefined();
});

test('an index under the flood-stage block is freed from the indices screen', async ({ page, engine }, testInfo) => {
  const index = `disk-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  try {
    await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
    await engineCall(engine, 'PUT', `${index}/_settings`, { [BLOCK]: true });

    await page.goto('./cluster/0/indices');
    await expect(header(page)).toContainText(connectedTo('disk', engine.url));
    const alert = page.getByRole('region', { name: FLOOD_TITLE });
    await expect(alert.getByText(index, { exact: true })).toBeVisible();
    await expect(alert).toContainText("The block comes back while a node's disk stays above the flood-stage watermark (95%).");

    await alert.getByRole('button', { name: `Remove block from ${index}`, exact: true }).click();
    await answerConfirmation(page, 'Remove the flood-stage block', 'Remove block', {
      text: `PUT ${index}/_settings {"${BLOCK}": null}`,
    });
    // Other files may block indices of their own meanwhile: this one leaves the list.
    await expect(alert.getByText(index, { exact: true })).toHaveCount(0);

    const answer = await engineCall<Record<string, { settings: Record<string, unknown> }>>(
      engine,
      'GET',
      `${index}/_settings/${BLOCK}?flat_settings=true`,
    );
    expect(answer[index]?.settings?.[BLOCK]).toBeUndefined();
  } finally {
    await engineCall(engine, 'DELETE', index).catch(() => undefined);
  }
});
