import { freePort } from '../fixtures/processes';
import { expect, test } from '../fixtures/test';
import { addClusterDialog, connectedTo, fillClusterForm, header } from '../support/ui';

// Core spec 2.4, 2.5, 4.3 and 4.5: a browser with nothing saved meets the welcome screen and
// connects its first cluster.

test('with no clusters the entry page is the welcome screen', async ({ page }) => {
  await page.goto('./');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shardscope');
  await expect(page.getByRole('button', { name: 'Add cluster' })).toBeVisible();
  await expect(page.getByText(/Connected to/)).toHaveCount(0);
  await expect(page).toHaveTitle('Shardscope');
});

test('the welcome screen offers to import a backup', async ({ page }) => {
  await page.goto('./welcome');
  await page.getByRole('button', { name: 'Import backup' }).click();
  await expect(page.getByRole('dialog', { name: 'Import backup' })).toBeVisible();
});

test('a cluster screen with no clusters sends the user to welcome', async ({ page }) => {
  await page.goto('./cluster/0/nodes');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('adding the first cluster: CORS lines, failed and successful tests, connect', async ({ page, engine }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Add cluster' }).click();
  const dialog = addClusterDialog(page);

  // Step 1: the lines to add to the engine's configuration name this page's origin.
  const origin = new URL(page.url()).origin;
  await expect(dialog).toContainText('http.cors.enabled: true');
  await expect(dialog).toContainText(`http.cors.allow-origin: "${origin}"`);
  await expect(dialog).toContainText('http.cors.allow-headers: X-Requested-With,Content-Type,Content-Length,Authorization');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 2: a port nothing listens on fails with the connection error panel.
  const closed = `http://127.0.0.1:${await freePort()}`;
  await fillClusterForm(dialog, { name: 'first cluster', uri: closed });
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  const error = dialog.getByRole('alert').filter({ hasText: 'Connection error' });
  await expect(error).toBeVisible();
  await expect(error.getByRole('link', { name: closed })).toHaveAttribute('href', new RegExp(`^${closed}`));

  // Changing a field clears the failed result; the engine's address tests fine.
  await fillClusterForm(dialog, { uri: engine.url });
  await expect(error).toBeHidden();
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Your cluster is reachable and configured correctly.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(header(page)).toContainText(connectedTo('first cluster', engine.url));
  await expect(page).toHaveURL(/\/cluster\/0\/?$/);

  // The connection is kept: a reload lands on the same cluster.
  await page.reload();
  await expect(header(page)).toContainText(connectedTo('first cluster', engine.url));
});

test('connect is refused while the cluster cannot be reached', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Add cluster' }).click();
  const dialog = addClusterDialog(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillClusterForm(dialog, { name: 'unreachable', uri: `http://127.0.0.1:${await freePort()}` });
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Connection error' })).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText(/Connected to/)).toHaveCount(0);
});
