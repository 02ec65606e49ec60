import { ENGINE_URL, expect, test } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';

// Server configuration: SHARDSCOPE_BASE_PATH serves the app under a sub-path
// behind an ingress, decided when the server starts, with the same build.

test.use({ basePath: '/console', predefinedClusters: [{ name: 'behind ingress', uri: ENGINE_URL }] });

test('the app, its assets and the predefined clusters load under the base path', async ({ page, engine, shardscope }) => {
  expect(new URL(shardscope.url).pathname).toBe('/console/');
  await page.goto(shardscope.url);
  await expect(header(page)).toContainText(connectedTo('behind ingress', engine.url));
  await expect(page).toHaveURL(/\/console\/cluster\/0\/?$/);
});

test('a deep link under the base path survives a reload', async ({ page, engine, shardscope }) => {
  await page.goto(`${shardscope.url}cluster/0/nodes`);
  await expect(header(page)).toContainText(connectedTo('behind ingress', engine.url));
  await expect(page).toHaveURL(/\/console\/cluster\/0\/nodes$/);
  await page.reload();
  await expect(page).toHaveURL(/\/console\/cluster\/0\/nodes$/);
  await expect(header(page)).toContainText(connectedTo('behind ingress', engine.url));
  // Links inside the app keep the prefix.
  await expect(header(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/console/cluster/0');
});
