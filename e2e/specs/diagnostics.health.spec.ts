import type { Locator, Page } from '@playwright/test';
import { expect, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { testWithPrefix } from '../support/specTest';
import { connectedTo, header } from '../support/ui';

// The diagnostics screen's health view against the real engines: Elasticsearch's test engine
// serves the health report (each indicator with its status in words), OpenSearch's has none, so
// the view is built from the rules and says why (its node statistics are not served either: the
// rules that read them say they could not check). An index with one replica on the one-node
// cluster turns it yellow: the report's indicator (its diagnosis) names the index, and its link
// opens the indices screen filtered to it; the unassigned-shards rule groups the replica under its
// reason with the engine's allocation explanation, and its link opens the shards grid on the index.

const test = testWithPrefix('hl', 'health');

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ timeout: 120_000 });

async function openHealth(page: Page, engine: Engine): Promise<void> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('health', engine.url));
  await header(page).getByRole('link', { name: 'Diagnostics', exact: true }).click();
  await page.getByText('Health, explained', { exact: true }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/diagnostics\?view=health$/);
}

const region = (page: Page, name: string): Locator =>
  page.getByRole('region', { name, exact: true });

test('Elasticsearch shows its health report; OpenSearch the rules, saying why', async ({
  page,
  engine,
}) => {
  await openHealth(page, engine);
  if (engine.kind === 'elasticsearch') {
    const master = region(page, 'Master stability');
    await expect(master).toContainText('green');
    await expect(master).toContainText('The cluster has a stable master node');
    await expect(region(page, 'Shards capacity')).toBeVisible();
    // Asked once; Refresh waits out the report's interval.
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await expect(page.getByText(/it can be asked again at/)).toBeVisible();
    await expect(page.getByText(/no health report/)).toHaveCount(0);
  } else {
    await expect(
      page.getByText(/This cluster has no health report \(Elasticsearch 8\.7\+\)/),
    ).toBeVisible();
    // The test engine serves no node statistics: the rules that read them say they could not
    // check, the others still show what they checked and where their threshold comes from.
    await expect(region(page, 'Disk watermarks')).toContainText('Could not check:');
    await expect(region(page, 'Heap pressure')).toContainText('Could not check:');
    await expect(region(page, 'Unassigned shards')).toContainText('Shard copies checked:');
    await expect(region(page, 'Shards per node')).toContainText('from cluster.max_shards_per_node');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  }
});

test('an unassigned replica is named and explained, and its link opens the screen that fixes it', async ({
  page,
  engine,
  prefix,
}) => {
  const index = `${prefix}-replica`;
  await engineCall(engine, 'PUT', index, {
    settings: { number_of_shards: 1, number_of_replicas: 1 },
  });
  await openHealth(page, engine);
  if (engine.kind === 'elasticsearch') {
    const found = region(page, 'Shards availability');
    await expect(found).toContainText('yellow');
    await expect(found).toContainText('unavailable replica shard');
    await found.getByRole('button', { name: 'Show diagnoses' }).click();
    await expect(found.getByText(/^Action: /)).toBeVisible();
    const link = found.getByRole('link', { name: index, exact: true });
    await expect(link).toHaveAttribute('href', new RegExp(`/cluster/0/indices\\?filter=${index}$`));
    await link.click();
    await expect(page).toHaveURL(/\/cluster\/0\/indices$/);
    await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue(index);
    await expect(
      page.getByRole('table', { name: 'Indices' }).getByRole('link', { name: index, exact: true }),
    ).toBeVisible();
  } else {
    const found = region(page, 'Unassigned shards');
    await expect(found).toContainText('yellow');
    // Grouped under its reason, the group explained by the allocation explain: the OpenSearch
    // stand-in has none and says so, in the group (the engine's explanation is the unit test's).
    const group = found
      .getByRole('region')
      .filter({ has: page.getByRole('link', { name: index, exact: true }) });
    await expect(group.getByRole('code').first()).toHaveText('INDEX_CREATED');
    await expect(group.getByRole('alert')).toContainText(
      'Could not explain: no handler found for uri [/_cluster/allocation/explain] and method [POST]',
    );
    await expect(group.getByRole('listitem').filter({ hasText: index })).toHaveText(
      `${index} shard 0 (replica)`,
    );
    const link = group.getByRole('link', { name: index, exact: true });
    await expect(link).toHaveAttribute('href', new RegExp(`/cluster/0/shards\\?index=${index}$`));
    await link.click();
    await expect(page.getByText(`Filter: 'index:${index}'`)).toBeVisible();
  }
});
