import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, connectedTo, header } from '../support/ui';
import { fulfillFromSpec } from '../support/specAnswer';

// Why a shard is where it is: the explanation dialog of the shards grid and the dashboard's
// "Why?". Each test's index has more replicas than the engine has nodes (one), so its replicas stay
// unassigned and the cluster is yellow. The Elasticsearch stand-in explains them; osmem-server has
// no _cluster/allocation/explain, so it shows the engine's refusal. Neither engine ever gives up
// allocating a shard, so the retry test answers only the explain call by a route, shaped as the
// Elasticsearch reference documents a shard that exceeded its retries; the retry itself reaches
// the Elasticsearch stand-in.

test.use({ predefinedClusters: [{ name: 'doctor', uri: ENGINE_URL }] });

const SAME_SHARD = 'a copy of this shard is already allocated to this node';
const OPENSEARCH_REFUSAL = 'no handler found for uri [/_cluster/allocation/explain] and method [POST]';

let index = '';

test.beforeEach(async ({ engine }, testInfo) => {
  // The engine is shared by the worker's tests: a name of its own, removed afterwards.
  index = `explain-e2e-${testInfo.workerIndex}-${Date.now()}`;
  await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 3 } });
});

test.afterEach(async ({ engine }) => {
  await engineCall(engine, 'DELETE', index).catch(() => undefined);
});

async function engineNodeName(engine: Engine): Promise<string> {
  const nodes = await engineCall<{ name: string }[]>(engine, 'GET', '_cat/nodes?format=json&h=name');
  return nodes[0].name;
}

/** Opens the Shards tab narrowed to the test's index. */
async function openShards(page: Page, engine: Engine): Promise<Locator> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('doctor', engine.url));
  await header(page).getByRole('link', { name: 'Shards', exact: true }).click();
  await page.getByRole('textbox', { name: 'Filter' }).fill(`index:${index}`);
  await expect(page.getByText(`Filter: 'index:${index}'`)).toBeVisible();
  const grid = page.getByRole('table', { name: 'Shards by node and index' });
  await expect(grid.getByRole('columnheader')).toHaveCount(2);
  return grid;
}

function gridRow(grid: Locator, name: string): Locator {
  return grid.getByRole('row').filter({ has: grid.page().getByRole('rowheader', { name, exact: true }) });
}

/** The first unassigned replica chip: a button, reached and pressed with the keyboard. */
async function explainUnassignedReplica(page: Page, grid: Locator): Promise<Locator> {
  const chip = gridRow(grid, 'unassigned').getByRole('button', { name: `${index} shard 0, replica, UNASSIGNED` }).first();
  await chip.focus();
  await expect(chip).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${index} shard 0 (replica)` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('explains an unassigned replica: the one node says no, by the same_shard decider', async ({ page, engine }) => {
  test.skip(engine.kind === 'opensearch', 'osmem-server has no allocation explain: its refusal is the next test');
  const node = await engineNodeName(engine);
  const grid = await openShards(page, engine);
  const dialog = await explainUnassignedReplica(page, grid);

  await expect(dialog).toContainText('State: unassigned');
  await expect(dialog.getByRole('region', { name: 'Why it is unassigned' })).toContainText('INDEX_CREATED');
  const card = dialog.getByRole('group', { name: node, exact: true });
  await expect(card.locator('[data-tone="no"]').first()).toHaveText('no');
  await expect(card.getByText('same_shard', { exact: true })).toBeVisible();
  await expect(card).toContainText(SAME_SHARD);
  // What the engine itself says of that copy.
  const answer = await engineCall<{ allocate_explanation: string }>(engine, 'POST', '_cluster/allocation/explain', { index, shard: 0, primary: false });
  await expect(dialog).toContainText(answer.allocate_explanation);
});

test('explains the selected primary: why it stays on its node', async ({ page, engine }) => {
  test.skip(engine.kind === 'opensearch', 'osmem-server has no allocation explain: its refusal is the next test');
  const node = await engineNodeName(engine);
  const grid = await openShards(page, engine);
  await gridRow(grid, node).getByRole('button', { name: `${index} shard 0, primary, STARTED` }).click();
  await page.getByRole('button', { name: 'Explain', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `${index} shard 0 (primary)` });
  await expect(dialog).toContainText(`State: started on ${node}`);
  const stay = dialog.getByRole('region', { name: 'Why it stays where it is' });
  await expect(stay).toContainText('May remain on its node');
  await expect(stay.locator('[data-tone="yes"]').first()).toHaveText('yes');
  const answer = await engineCall<{ rebalance_explanation: string; can_remain_on_current_node: string }>(
    engine,
    'POST',
    '_cluster/allocation/explain',
    { index, shard: 0, primary: true, current_node: node },
  );
  expect(answer.can_remain_on_current_node).toBe('yes');
  await expect(dialog).toContainText(answer.rebalance_explanation);
});

test("shows the engine's refusal when it has no allocation explain", async ({ page, engine }) => {
  test.skip(engine.kind === 'elasticsearch', 'the Elasticsearch stand-in explains allocations (the tests above)');
  const grid = await openShards(page, engine);
  const dialog = await explainUnassignedReplica(page, grid);
  await expect(dialog.getByRole('alert')).toContainText(`The cluster refused: ${OPENSEARCH_REFUSAL}`);
});

test('the yellow dashboard says why: the unassigned shards by reason, each index a link to the grid', async ({ page, engine }) => {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('doctor', engine.url));
  const health = page.getByRole('main').getByRole('region', { name: 'Health', exact: true });
  await expect(health).toContainText('yellow');
  await health.getByRole('button', { name: 'Why?' }).click();

  const dialog = page.getByRole('dialog', { name: 'Why is the cluster yellow?' });
  const group = dialog.getByRole('region', { name: 'INDEX_CREATED', exact: true });
  if (engine.kind === 'elasticsearch') {
    await expect(group.getByText('same_shard', { exact: true })).toBeVisible();
    await expect(group).toContainText(SAME_SHARD);
  } else {
    await expect(group.getByRole('alert')).toContainText(`Could not explain: ${OPENSEARCH_REFUSAL}`);
  }
  await group.getByRole('link', { name: index, exact: true }).first().click();

  await expect(page.getByRole('heading', { name: 'Shards', exact: true })).toBeVisible();
  await expect(page.getByText(`Filter: 'index:${index}'`)).toBeVisible();
  const grid = page.getByRole('table', { name: 'Shards by node and index' });
  await expect(grid.getByRole('columnheader', { name: new RegExp(index) })).toBeVisible();
});

// The reference documentation's answer for a shard whose allocation failed too many times.
const MAX_RETRY_EXPLANATION = {
  index: 'my-index-000001',
  shard: 0,
  primary: false,
  current_state: 'unassigned',
  unassigned_info: {
    reason: 'ALLOCATION_FAILED',
    at: '2017-01-04T18:03:28.464Z',
    failed_allocation_attempts: 5,
    details: 'failed shard on node [mEKjwwzLT1yJVb8UxT6anw]: failed recovery, failure RecoveryFailedException',
    last_allocation_status: 'no',
  },
  can_allocate: 'no',
  allocate_explanation:
    "Elasticsearch isn't allowed to allocate this shard to any of the nodes in the cluster. Choose a node to which you expect this shard to be allocated, find this node in the node-by-node explanation, and address the reasons which prevent Elasticsearch from allocating this shard there.",
  node_allocation_decisions: [
    {
      node_id: '3sULLVJrRneSg0EfBB-2Ew',
      node_name: 'node_t0',
      transport_address: '127.0.0.1:9400',
      roles: ['data_content', 'data_hot'],
      node_decision: 'no',
      store: { matching_size: '4.2kb', matching_size_in_bytes: 4325 },
      deciders: [
        {
          decider: 'max_retry',
          decision: 'NO',
          explanation:
            'shard has exceeded the maximum number of retries [5] on failed allocation attempts - manually call [POST /_cluster/reroute?retry_failed] to retry, [unassigned_info[[reason=ALLOCATION_FAILED], at[2017-01-04T18:03:28.464Z], failed_attempts[5], delayed=false, details[failed recovery, failure RecoveryFailedException], allocation_status[deciders_no]]]',
        },
      ],
    },
  ],
};

test('retries failed allocations once confirmed, on the engine itself', async ({ page, engine }) => {
  test.skip(engine.kind === 'opensearch', 'osmem-server has neither allocation explain nor _cluster/reroute');
  // Only the explain answer is routed (see the top of this file); preflights reach the engine.
  await page.route(
    (url) => url.origin === engine.url && url.pathname === '/_cluster/allocation/explain',
    async (route) => {
      if (route.request().method() !== 'POST') {
        await route.fallback();
        return;
      }
      const origin = (await route.request().headerValue('origin')) ?? '*';
      await fulfillFromSpec(route, {
        engine: engine.kind,
        method: 'POST',
        path: '/_cluster/allocation/explain',
        headers: { 'access-control-allow-origin': origin },
        body: MAX_RETRY_EXPLANATION,
        // The documented example this copies has a store without the keys the specification's
        // AllocationStore requires, and no node_attributes.
        accept: ['$.node_allocation_decisions[0].store', '$.node_allocation_decisions[0].node_attributes'],
      });
    },
  );
  const retries: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/_cluster/reroute') retries.push(request.url());
  });

  const grid = await openShards(page, engine);
  const dialog = await explainUnassignedReplica(page, grid);
  await expect(dialog.getByRole('group', { name: 'node_t0' })).toContainText('shard has exceeded the maximum number of retries [5]');
  await dialog.getByRole('button', { name: 'Retry failed allocations' }).click();
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/_cluster/reroute' && response.request().method() === 'POST',
  );
  await answerConfirmation(page, 'Retry failed allocations', 'Retry', { text: 'POST _cluster/reroute?retry_failed=true' });

  const response = await answered;
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { acknowledged: boolean }).acknowledged).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'The cluster is retrying the failed allocations' })).toBeVisible();
  expect(retries).toEqual([`${engine.url}/_cluster/reroute?retry_failed=true`]);
});
