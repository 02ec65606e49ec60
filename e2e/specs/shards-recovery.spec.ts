import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';
import { engineCall } from '../support/engineApi';
import { fulfillFromSpec } from '../support/specAnswer';

// The shard recovery table. noida-db serves GET _recovery; osmem has
// none, so there a route answers with the response the Elasticsearch reference documents.

test.use({ predefinedClusters: [{ name: 'recovery', uri: ENGINE_URL }] });

async function openRecovery(page: Page, engine: Engine): Promise<Locator> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('recovery', engine.url));
  await header(page).getByRole('link', { name: 'Shards', exact: true }).click();
  await page.getByRole('link', { name: 'Shard recovery' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/shards\/recovery$/);
  await expect(page.getByRole('heading', { name: 'Shard recovery' })).toBeVisible();
  return page.getByRole('table', { name: 'Shard recovery' });
}

const bodyRows = (table: Locator) => table.locator('tbody tr');

test('lists the recoveries of a new index from the engine', async ({ page, engine }, testInfo) => {
  test.skip(engine.kind !== 'elasticsearch', 'osmem-server has no _recovery; the documented answer is tested below');
  const index = `recovery-e2e-${testInfo.workerIndex}-${Date.now()}`;
  await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 2, number_of_replicas: 0 } });
  try {
    const table = await openRecovery(page, engine);
    await page.getByRole('textbox', { name: 'Filter' }).fill(`index:${index}`);
    // Applied once typing has paused: the chip says so.
    await expect(page.getByText(`Filter: 'index:${index}'`)).toBeVisible();
    await expect(bodyRows(table)).toHaveCount(2);
    const first = bodyRows(table).first();
    await expect(first).toContainText(index);
    await expect(first).toContainText(/Shard [01], pri/);
    await expect(first).toContainText('Type: EMPTY_STORE');
    await expect(first).toContainText('DONE');
    await expect(first).toContainText('N/A');
    await expect(first).toContainText(/\d+s/);

    // The view state survives a reload.
    await table.getByRole('button', { name: /duration/ }).click();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue(`index:${index}`);
    await expect(bodyRows(table)).toHaveCount(2);
    await expect(table.getByRole('columnheader', { name: /duration/ })).toHaveAttribute('aria-sort', 'ascending');
  } finally {
    await engineCall(engine, 'DELETE', index).catch(() => undefined);
  }
});

test('shows a restore in progress as the reference documents it', async ({ page, context, engine }) => {
  test.skip(engine.kind !== 'opensearch', 'noida-db serves _recovery itself (tested above)');
  await context.route(
    (url) => url.origin === engine.url && url.pathname === '/_recovery',
    async (route) => {
      const origin = (await route.request().headerValue('origin')) ?? '*';
      await fulfillFromSpec(route, {
        engine: 'opensearch',
        method: 'GET',
        path: '/_recovery',
        headers: { 'access-control-allow-origin': origin },
        body: DOCUMENTED_RECOVERY,
      });
    },
  );
  const table = await openRecovery(page, engine);
  await expect(bodyRows(table)).toHaveCount(1);
  const row = bodyRows(table).first();
  await expect(row).toContainText('index1');
  await expect(row).toContainText('Shard 0, pri');
  await expect(row).toContainText('Type: SNAPSHOT');
  await expect(row.getByText('INDEX', { exact: true })).toBeVisible();
  await expect(row).toContainText('N/A');
  await expect(row).toContainText('my_es_node');
  await expect(row).toContainText('my.fqdn');
  await expect(row).toContainText('2m 55s');
  await expect(row).toContainText('94.5%69 / 73');
  await expect(row).toContainText('87.1%68.9 MB / 79.1 MB');
  await expect(row).toContainText('100.0%0 / 0');

  // The stage select keeps only the stage chosen.
  await page.getByRole('textbox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'DONE' }).click();
  await expect(bodyRows(table)).toHaveText(['No shard recoveries']);
});

// GET _recovery?human, the example of the Elasticsearch reference (a snapshot being restored).
const DOCUMENTED_RECOVERY = {
  index1: {
    shards: [
      {
        id: 0,
        type: 'SNAPSHOT',
        stage: 'INDEX',
        primary: true,
        start_time: '2014-02-24T12:15:59.716',
        start_time_in_millis: 1393244159716,
        stop_time: '0s',
        stop_time_in_millis: 0,
        total_time: '2.9m',
        total_time_in_millis: 175576,
        source: {
          repository: 'my_repository',
          snapshot: 'my_snapshot',
          index: 'index1',
          version: '8.15.0',
          restoreUUID: 'PDh1ZAOaRbiGIVtCvZOMww',
        },
        target: {
          id: 'ryqJ5lO5S4-lSFbGntkEkg',
          host: 'my.fqdn',
          transport_address: 'my.fqdn',
          ip: '10.0.1.7',
          name: 'my_es_node',
        },
        index: {
          size: {
            total: '75.4mb',
            total_in_bytes: 79063092,
            reused: '0b',
            reused_in_bytes: 0,
            recovered: '65.7mb',
            recovered_in_bytes: 68891939,
            recovered_from_snapshot: '0b',
            recovered_from_snapshot_in_bytes: 0,
            percent: '87.1%',
          },
          files: { total: 73, reused: 0, recovered: 69, percent: '94.5%' },
          total_time: '0s',
          total_time_in_millis: 0,
          source_throttle_time: '0s',
          source_throttle_time_in_millis: 0,
          target_throttle_time: '0s',
          target_throttle_time_in_millis: 0,
        },
        translog: {
          recovered: 0,
          total: 0,
          percent: '100.0%',
          total_on_start: 0,
          total_time: '0s',
          total_time_in_millis: 0,
        },
        verify_index: {
          check_index_time: '0s',
          check_index_time_in_millis: 0,
          total_time: '0s',
          total_time_in_millis: 0,
        },
      },
    ],
  },
};
