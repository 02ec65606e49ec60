import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';
import { engineCall } from '../support/engineApi';
import { fulfillFromSpec } from '../support/specAnswer';

// The shards grid against a real engine, and rerouting a shard. Both
// engines run a single node, so a second node (the reroute target) is added to their _cat/nodes
// answer by a route; osmem has no _cluster/reroute, so the accepted move is a route answering as
// Elasticsearch documents it. A move the engine itself refuses is left to the engine.

test.use({ predefinedClusters: [{ name: 'shards', uri: ENGINE_URL }] });

const TARGET_NODE = 'node-2';

let index = '';

async function engineNodeName(engine: Engine): Promise<string> {
  const nodes = (await engineCall(engine, 'GET', '_cat/nodes?format=json&h=name')) as { name: string }[];
  return nodes[0].name;
}

test.beforeEach(async ({ engine }, testInfo) => {
  // The engine is shared by the worker's tests: a name of its own, removed afterwards.
  index = `shards-e2e-${testInfo.workerIndex}-${Date.now()}`;
  await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 2, number_of_replicas: 1 } });
});

test.afterEach(async ({ engine }) => {
  await engineCall(engine, 'DELETE', index).catch(() => undefined);
});

/** Opens the Shards tab and narrows the grid to the test's index (and `columns` in all by that name). */
async function openShards(page: Page, engine: Engine, columns = 1): Promise<Locator> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('shards', engine.url));
  await header(page).getByRole('link', { name: 'Shards', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Shards', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter' }).fill(`index:${index}`);
  // Applied once typing has paused: the chip says so.
  await expect(page.getByText(`Filter: 'index:${index}'`)).toBeVisible();
  const grid = page.getByRole('table', { name: 'Shards by node and index' });
  await expect(grid.getByRole('columnheader')).toHaveCount(columns + 1);
  return grid;
}

function gridRow(grid: Locator, name: string): Locator {
  return grid.getByRole('row').filter({ has: grid.page().getByRole('rowheader', { name, exact: true }) });
}

const chip = (shard: number, kind: 'primary' | 'replica', state: string) => `${index} shard ${shard}, ${kind}, ${state}`;

const CORS = (origin: string) => ({
  'access-control-allow-origin': origin,
  'access-control-allow-methods': 'GET,POST,PUT,DELETE,HEAD,OPTIONS',
  'access-control-allow-headers': 'X-Requested-With,Content-Type,Content-Length,Authorization',
});

/**
 * Answers `pathname` with what `answer` makes of the engine's own answer (or without it, when
 * `answer` takes no response). Preflights and other methods go on to the engine.
 */
async function routeEngine(
  context: BrowserContext,
  engine: Engine,
  method: string,
  pathname: string,
  answer: (route: Route) => Promise<unknown>,
): Promise<void> {
  await context.route(
    (url) => url.origin === engine.url && url.pathname === pathname,
    async (route) => {
      if (route.request().method() !== method) {
        await route.fallback();
        return;
      }
      const origin = (await route.request().headerValue('origin')) ?? '*';
      const body = await answer(route);
      await fulfillFromSpec(route, { engine: engine.kind, method, path: pathname, body, headers: CORS(origin) });
    },
  );
}

/** The engine's node list with a second node, so a shard has somewhere to go. */
async function addTargetNode(context: BrowserContext, engine: Engine): Promise<void> {
  await routeEngine(context, engine, 'GET', '/_cat/nodes', async (route) => {
    const nodes = (await (await route.fetch()).json()) as Record<string, string>[];
    return [...nodes, { name: TARGET_NODE }];
  });
}

test('shows each shard of a 2-primary, 1-replica index, replicas unassigned on a single node', async ({ page, engine }) => {
  const node = await engineNodeName(engine);
  const grid = await openShards(page, engine);

  const column = grid.getByRole('columnheader', { name: new RegExp(index) });
  await expect(column).toContainText('2/1 shards');
  await expect(column.getByRole('img', { name: /Health: (yellow|green)/ })).toBeVisible();

  await expect(grid.getByRole('rowheader').first()).toHaveText('unassigned');
  const unassigned = gridRow(grid, 'unassigned');
  await expect(unassigned.getByRole('button', { name: chip(0, 'replica', 'UNASSIGNED') })).toBeVisible();
  await expect(unassigned.getByRole('button', { name: chip(1, 'replica', 'UNASSIGNED') })).toBeVisible();

  const onNode = gridRow(grid, node);
  await expect(onNode.getByRole('button', { name: /shard \d, primary, STARTED/ })).toHaveText(['0', '1']);
  await expect(onNode.getByRole('button', { name: /replica/ })).toHaveCount(0);

  // Replicas dashed, primaries solid; a started chip's border is not the grey of others.
  const started = onNode.getByRole('button', { name: chip(0, 'primary', 'STARTED') });
  const waiting = unassigned.getByRole('button', { name: chip(0, 'replica', 'UNASSIGNED') });
  await expect(waiting).toHaveCSS('border-top-style', 'dashed');
  await expect(started).toHaveCSS('border-top-style', 'solid');
  const border = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(await border(started)).not.toBe(await border(waiting));
});

test('hovering a column highlights it, and only while hovered', async ({ page, engine }) => {
  const node = await engineNodeName(engine);
  const grid = await openShards(page, engine);
  const column = grid.getByRole('columnheader', { name: new RegExp(index) });
  const background = () => column.evaluate((element) => getComputedStyle(element).backgroundColor);
  const still = await background();
  await gridRow(grid, node).getByRole('cell').first().hover();
  await expect.poll(background).not.toBe(still);
  await grid.getByRole('rowheader', { name: node, exact: true }).hover();
  await expect.poll(background).toBe(still);
});

test('the health select asks for indices of that health only', async ({ page, engine }) => {
  const grid = await openShards(page, engine);
  const column = grid.getByRole('columnheader', { name: new RegExp(index) });
  // One node cannot hold a replica: the index is yellow.
  await page.getByRole('textbox', { name: 'Health' }).click();
  await page.getByRole('option', { name: 'green' }).click();
  await expect(column).toHaveCount(0);
  await expect(page.getByText('No indices to show')).toBeVisible();
  await page.getByRole('textbox', { name: 'Health' }).click();
  await page.getByRole('option', { name: 'yellow' }).click();
  await expect(column).toBeVisible();
});

test('a closed index keeps its column, saying it is closed, and the open ones keep their shards', async ({ page, engine }) => {
  // osmem refuses _cat/shards while an index is closed, as some real clusters do.
  const node = await engineNodeName(engine);
  const closed = `${index}-closed`;
  await engineCall(engine, 'PUT', closed, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  try {
    await engineCall(engine, 'POST', `${closed}/_close`);
    const grid = await openShards(page, engine, 2);
    await expect(grid.getByRole('columnheader', { name: new RegExp(`${closed}`) })).toContainText('(close)');
    await expect(grid.getByRole('rowheader').first()).toHaveText('unassigned');
    await expect(gridRow(grid, node).getByRole('button', { name: chip(0, 'primary', 'STARTED') })).toBeVisible();
    await expect(gridRow(grid, 'unassigned').getByRole('button', { name: chip(1, 'replica', 'UNASSIGNED') })).toBeVisible();
  } finally {
    await engineCall(engine, 'DELETE', closed).catch(() => undefined);
  }
});

test('reroutes a shard to another node and shows it relocating', async ({ page, context, engine }) => {
  const node = await engineNodeName(engine);
  await addTargetNode(context, engine);
  let moved: unknown = null;
  await routeEngine(context, engine, 'POST', '/_cluster/reroute', async (route) => {
    moved = route.request().postDataJSON();
    return rerouteAnswer(index, node);
  });
  // Once the move is accepted, _cat/shards reports the shard relocating, as Elasticsearch does.
  await routeEngine(context, engine, 'GET', '/_cat/shards', async (route) => {
    const rows = (await (await route.fetch()).json()) as Record<string, string | null>[];
    if (moved === null) return rows;
    return rows.map((row) =>
      row.index === index && row.shard === '0' && row.prirep === 'p'
        ? { ...row, state: 'RELOCATING', node: `${node} -> 127.0.0.2 Pyd0yq0LRsuv6gxu1q7QVw ${TARGET_NODE}` }
        : row,
    );
  });

  const grid = await openShards(page, engine);
  await expect(gridRow(grid, TARGET_NODE)).toBeVisible();
  await gridRow(grid, node).getByRole('button', { name: chip(0, 'primary', 'STARTED') }).click();
  await expect(page.getByRole('button', { name: 'Cancel relocation' })).toBeVisible();

  await gridRow(grid, TARGET_NODE).getByRole('button', { name: `Move shard 0 of ${index} to ${TARGET_NODE}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Reroute shard 0 from node ${node} to ${TARGET_NODE}?`);
  await dialog.getByRole('button', { name: 'Reroute' }).click();

  await expect(gridRow(grid, node).getByRole('button', { name: chip(0, 'primary', 'RELOCATING') })).toBeVisible();
  expect(moved).toEqual({ commands: [{ move: { index, shard: 0, from_node: node, to_node: TARGET_NODE } }] });
  await expect(page.getByRole('button', { name: 'Cancel relocation' })).toHaveCount(0);
});

test('shows the request state when the engine refuses the move', async ({ page, context, engine }) => {
  const node = await engineNodeName(engine);
  await addTargetNode(context, engine);
  const grid = await openShards(page, engine);

  await gridRow(grid, node).getByRole('button', { name: chip(1, 'primary', 'STARTED') }).click();
  await gridRow(grid, TARGET_NODE).getByRole('button', { name: `Move shard 1 of ${index} to ${TARGET_NODE}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reroute' }).click();

  // noida-db cannot find the node, osmem has no reroute at all: both answer 400.
  const notice = page.getByRole('status').filter({ hasText: 'Bad Request' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(engine.kind === 'elasticsearch' ? 'illegal_argument_exception' : '_cluster/reroute');
  // Nothing moved: the selection stays for another try, or to be cancelled.
  await expect(gridRow(grid, node).getByRole('button', { name: chip(1, 'primary', 'STARTED') })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Cancel relocation' }).click();
  await expect(gridRow(grid, TARGET_NODE).getByRole('button', { name: /^Move shard/ })).toHaveCount(0);
});

test('the index filter is kept over a reload and the recovery link opens shard recovery', async ({ page, engine }) => {
  const grid = await openShards(page, engine);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue(`index:${index}`);
  await expect(grid.getByRole('columnheader', { name: new RegExp(index) })).toBeVisible();
  await page.getByRole('link', { name: 'Shard recovery' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/shards\/recovery$/);
  await expect(header(page).getByRole('link', { name: 'Shards', exact: true })).toHaveAttribute('aria-current', 'page');
});

/**
 * POST _cluster/reroute as the Elasticsearch reference documents it: acknowledged, and the
 * resulting cluster state with the shard on its way to the target node.
 */
function rerouteAnswer(indexName: string, node: string) {
  return {
    acknowledged: true,
    state: {
      cluster_uuid: 'fQb5iJm1TnGkUQ0YwVmgCw',
      version: 42,
      state_uuid: 'Xe6KyF0ES2mXMphtLfAXmw',
      master_node: 'Pyd0yq0LRsuv6gxu1q7QVw',
      blocks: {},
      nodes: {},
      routing_table: {
        indices: {
          [indexName]: {
            shards: {
              '0': [
                {
                  state: 'RELOCATING',
                  primary: true,
                  node,
                  relocating_node: TARGET_NODE,
                  shard: 0,
                  index: indexName,
                  expected_shard_size_in_bytes: 225,
                  allocation_id: { id: 'ZnJv3hGGQRqJsGvNJGNxzA', relocation_id: 'oqmj1UJpTxeH6V7lwb2ubQ' },
                },
              ],
            },
          },
        },
      },
    },
  };
}
