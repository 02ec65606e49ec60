import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';

// The nodes table shows the engine's own node as _cat/nodes reports it,
// with its roles spelled out, and its filter narrows the rows (plain text and 'column:value').

test.use({ predefinedClusters: [{ name: 'nodes', uri: ENGINE_URL }] });

interface CatNode {
  id: string;
  name: string;
  ip: string;
  version: string;
  'node.role': string;
  master: string;
}

/** The role letters of _cat/nodes, as the tooltip spells them. */
const ROLE_NAMES: Record<string, string> = {
  c: 'cold',
  d: 'data',
  f: 'frozen',
  h: 'hot',
  i: 'ingest',
  l: 'machine learning',
  m: 'master-eligible',
  r: 'remote cluster client',
  s: 'content',
  t: 'transform',
  v: 'voting-only',
  w: 'warm',
  '-': 'coordinating only',
};

async function engineNode(engine: Engine): Promise<CatNode> {
  const response = await fetch(`${engine.url}/_cat/nodes?format=json&full_id=true&h=id,name,ip,version,node.role,master`);
  const nodes = (await response.json()) as CatNode[];
  return nodes[0];
}

async function openNodes(page: Page, engine: Engine): Promise<Locator> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('nodes', engine.url));
  await header(page).getByRole('link', { name: 'Nodes' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/nodes$/);
  return page.getByRole('table', { name: 'Nodes' });
}

function nodeRow(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });
}

test("the table shows the engine's node with its roles", async ({ page, engine }) => {
  const node = await engineNode(engine);
  const table = await openNodes(page, engine);
  const row = nodeRow(table, node.name);
  await expect(row).toBeVisible();
  for (const value of [node.version, node.id, node.ip]) await expect(row.getByRole('cell', { name: value, exact: true }).first()).toBeVisible();
  await expect(row.getByRole('cell', { name: node.master === '*' ? 'yes' : 'no', exact: true })).toBeVisible();

  const letters = node['node.role'];
  const spelled = [...letters].map((letter) => `${letter}: ${ROLE_NAMES[letter]}`);
  const roles = row.getByLabel(spelled.join(', '));
  await expect(roles).toHaveText(letters);
  await roles.hover();
  const tooltip = page.getByRole('tooltip');
  for (const line of spelled) await expect(tooltip).toContainText(line);

  if (node.master === '*') await expect(row.getByRole('img', { name: 'master', exact: true })).toBeVisible();
  if (letters.includes('d')) await expect(row.getByRole('img', { name: 'data', exact: true })).toBeVisible();
  if (letters.includes('i')) await expect(row.getByRole('img', { name: 'ingest', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('coordinating only');

  // The shards column needs version 8 or later: Elasticsearch 8.15 has it, OpenSearch 3.8 not.
  const shardsHeader = table.getByRole('columnheader', { name: /^Shards/ });
  await expect(shardsHeader).toHaveCount(engine.kind === 'elasticsearch' ? 1 : 0);
});

test('the filter searches name, ip, id and version, also as column:value, and is remembered', async ({ page, engine }) => {
  const node = await engineNode(engine);
  const table = await openNodes(page, engine);
  const filter = page.getByRole('textbox', { name: 'Filter' });
  const row = nodeRow(table, node.name);
  await expect(row).toBeVisible();

  await filter.fill(`name:${node.name.slice(0, 3)}`);
  await expect(page.getByText('Matches 1 / 1 results')).toBeVisible();
  await expect(row).toBeVisible();

  await filter.fill(`ip:${node.name}`);
  await expect(page.getByText('Matches 0 / 1 results')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(table).toContainText('No data available');

  await filter.fill(node.version);
  await expect(row).toBeVisible();

  await filter.fill(`name:${node.name}`);
  await expect(page.getByText(`Filter: 'name:${node.name}'`)).toBeVisible();
  await expect(page.getByText('Matches 1 / 1 results')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue(`name:${node.name}`);
  await expect(nodeRow(page.getByRole('table', { name: 'Nodes' }), node.name)).toBeVisible();

  await page.getByRole('textbox', { name: 'Filter' }).press('Escape');
  await expect(page.getByText(/^Matches/)).toHaveCount(0);
});

test('attributes follow the hide pattern, and an invalid pattern hides nothing instead of failing', async ({ page, engine }) => {
  test.skip(engine.kind === 'opensearch', 'osmem-server sends no node attributes');
  const node = await engineNode(engine);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // Default pattern: the engine's ml.*, xpack.* and transform.* attributes are hidden.
  let table = await openNodes(page, engine);
  await expect(nodeRow(table, node.name)).toBeVisible();
  await expect(nodeRow(table, node.name)).not.toContainText('xpack.installed');

  // The persisted 'nodes' area with a pattern that does not compile.
  await page.evaluate(() => localStorage.setItem('nodes', JSON.stringify({ filter: '', hideAttributesRegex: '(' })));
  await page.reload();
  table = page.getByRole('table', { name: 'Nodes' });
  await expect(nodeRow(table, node.name)).toContainText('xpack.installed: true');
  expect(errors.some((text) => text.startsWith('invalid regex:'))).toBe(true);
});

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the table of one node fits its frame: no scrolling sideways', async ({ page, engine }) => {
    const node = await engineNode(engine);
    const table = await openNodes(page, engine);
    await expect(nodeRow(table, node.name)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Heap' })).toBeVisible();
    const widths = await table.evaluate((element) => {
      const frame = element.parentElement!;
      return { table: element.scrollWidth, frame: frame.clientWidth, scroll: frame.scrollWidth };
    });
    expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.frame);
    expect(widths.table, JSON.stringify(widths)).toBeLessThanOrEqual(widths.frame);
  });
});
