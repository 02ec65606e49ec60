import type { Locator } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { bulkLoad, engineCall } from '../support/engineApi';
import { connectedTo, header } from '../support/ui';

// Where an index's disk goes, against the real engines: on Elasticsearch (noida-db) an index of
// a few documents is analysed after the confirmation, nothing sent before it, and each field's
// bytes equal the engine's own `_disk_usage` answer; on OpenSearch (osmem-server, which answers
// the API with 400 "no handler") the view says the engine has none and offers no run.

test.use({ predefinedClusters: [{ name: 'disk', uri: ENGINE_URL }] });

interface EngineDiskUsage {
  [index: string]: { fields: Record<string, { total_in_bytes: number }> };
}

/** The first cell (the field) of each row of the fields table. */
async function shownFields(table: Locator): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
}

let index = '';

test.beforeEach(async ({ engine }, testInfo) => {
  index = `disk-e2e-${testInfo.workerIndex}-${Date.now()}`;
  await engineCall(engine, 'PUT', index, {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: {
      properties: { title: { type: 'text' }, tag: { type: 'keyword' }, pages: { type: 'long' } },
    },
  });
  await bulkLoad(
    engine,
    index,
    [
      { title: 'Dune', tag: 'novel', pages: 412 },
      { title: 'Dune Messiah', tag: 'novel', pages: 256 },
      { title: 'Hyperion', tag: 'novel', pages: 482 },
    ].map((source, id) => ({ id: String(id), source })),
  );
});

test.afterEach(async ({ engine }) => {
  await engineCall(engine, 'DELETE', index).catch(() => undefined);
});

test("an index analysed after the confirmation shows the engine's fields heaviest first, or the engine says it has no such API", async ({
  page,
  engine,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/_disk_usage|_field_usage_stats/.test(request.url()))
      asked.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(`./cluster/0/diagnostics?view=disk&index=${index}`);
  await expect(header(page)).toContainText(connectedTo('disk', engine.url));
  await expect(page.getByRole('radio', { name: 'Disk usage' })).toBeChecked();

  if (engine.kind === 'opensearch') {
    // The engine itself refuses the API: the view's word is the truth, and it asks nothing.
    const refused = await fetch(`${engine.url}/${index}/_disk_usage?run_expensive_tasks=true`, {
      method: 'POST',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('no handler found');
    await expect(page.getByText('Disk usage is not available on this cluster')).toBeVisible();
    await expect(
      page.getByText(/OpenSearch has no _disk_usage or _field_usage_stats API/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyse disk usage' })).toHaveCount(0);
    expect(asked).toEqual([]);
    return;
  }

  await expect(page.getByRole('textbox', { name: 'Index', exact: true })).toHaveValue(index);
  await page.getByRole('button', { name: 'Analyse disk usage' }).click();
  const dialog = page.getByRole('dialog', { name: `Analyse the disk usage of ${index}?` });
  await expect(dialog).toContainText('reads every file of every shard');
  expect(asked).toEqual([]);
  await dialog.getByRole('button', { name: 'Analyse', exact: true }).click();

  const table = page.getByRole('table', { name: 'Bytes per field' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: `Disk usage of ${index}` }),
  ).toBeVisible();
  expect(
    asked.some(
      (line) =>
        line.startsWith('POST') && line.includes(`/${index}/_disk_usage?run_expensive_tasks=true`),
    ),
  ).toBe(true);
  expect(
    asked.some((line) => line.startsWith('GET') && line.includes(`/${index}/_field_usage_stats`)),
  ).toBe(true);

  // The engine's own answer, heaviest first (ties by name), is what the table lists.
  const own = await engineCall<EngineDiskUsage>(
    engine,
    'POST',
    `${index}/_disk_usage?run_expensive_tasks=true`,
  );
  const expected = Object.entries(own[index].fields)
    .sort(([a, x], [b, y]) => y.total_in_bytes - x.total_in_bytes || a.localeCompare(b))
    .map(([field]) => field);
  expect(expected).toEqual(expect.arrayContaining(['title', 'tag', 'pages']));
  expect(await shownFields(table)).toEqual(expected);
  // Nothing searched the new index: the engine names none of its fields as read, and the
  // heaviest of them are flagged.
  const flagged = table.getByRole('row').filter({ hasText: 'heavy, never read' });
  await expect(flagged.first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Heavy fields never read' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Bytes per structure' })
      .getByRole('cell', { name: 'Inverted index' }),
  ).toBeVisible();

  // The address keeps the index; a reload asks nothing until asked again.
  asked.length = 0;
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Index', exact: true })).toHaveValue(index);
  await expect(page.getByRole('table', { name: 'Bytes per field' })).toHaveCount(0);
  expect(asked).toEqual([]);
});
