import { ENGINE_URL, expect, test } from '../fixtures/test';
import { clusterRow, connectedTo, header, openClusterMenu } from '../support/ui';

// Clusters an administrator predefines through SHARDSCOPE_CLUSTERS.

test.use({ predefinedClusters: [{ name: 'production', uri: ENGINE_URL }] });

test('a predefined cluster is connected on first visit', async ({ page, engine }) => {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('production', engine.url));
  await expect(page).toHaveURL(/\/cluster\/0\/?$/);
});

test('a predefined cluster is listed in the dropdown and cannot be edited or deleted', async ({ page, engine }) => {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('production', engine.url));
  const menu = await openClusterMenu(page, 'production');
  const row = clusterRow(menu, 'production');
  await expect(row).toContainText(engine.url);
  await expect(row.getByRole('button', { name: 'Edit cluster' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Remove cluster' })).toBeDisabled();
  await row.getByRole('button', { name: 'Edit cluster' }).hover({ force: true });
  await expect(page.getByText(`This cluster is predefined from ${engine.url}.`)).toBeVisible();
  await expect(page.getByText('This cluster was setup by your administrator. You cannot change it directly.')).toBeVisible();
});

test.describe('with a cluster the user added', () => {
  test('the user cluster stays editable next to the predefined one', async ({ page, engine }) => {
    await page.goto('./');
    await expect(header(page)).toContainText(connectedTo('production', engine.url));
    // Add a second cluster of the user's own through the dropdown.
    const menu = await openClusterMenu(page, 'production');
    await menu.getByRole('button', { name: 'Add cluster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add cluster' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: 'Cluster name' }).fill('my own');
    await dialog.getByRole('textbox', { name: 'Uri' }).fill(engine.url);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(header(page)).toContainText(connectedTo('my own', engine.url));

    const again = await openClusterMenu(page, 'my own');
    await expect(clusterRow(again, 'my own').getByRole('button', { name: 'Edit cluster' })).toBeEnabled();
    await expect(clusterRow(again, 'production').getByRole('button', { name: 'Edit cluster' })).toBeDisabled();
  });
});

test('the start page brings the predefined clusters: the app asks the server nothing before it shows', async ({ page, engine }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('production', engine.url));
  const data = JSON.parse((await page.locator('#shardscope-boot').textContent()) ?? '');
  expect(data.clusters).toEqual([{ name: 'production', uri: engine.url }]);
  expect(asked.filter((path) => path.includes('/api/'))).toEqual([]);
});

// A page without start-up data (served by another web server) or with data that does not parse
// asks api/default_clusters.json, and a broken answer leaves the saved clusters as they are: the
// binary never serves such a page, so those paths are covered by features/clusters/connection/startup.test.ts.
