import { ENGINE_URL, expect, test } from '../fixtures/test';
import { connectedTo, header, headerHealth } from '../support/ui';

// When the active cluster cannot be reached, a network-error panel
// replaces every screen but settings, and the app recovers once the cluster is back.

test.use({ predefinedClusters: [{ name: 'flaky', uri: ENGINE_URL }] });

const NETWORK_ERROR = 'Network error, cannot access your cluster.';

test('the panel shows while the engine is down and Reload recovers once it is back', async ({ page, engine }) => {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('flaky', engine.url));
  await expect(headerHealth(page, 'green')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(NETWORK_ERROR)).toHaveCount(0);

  await engine.stop();
  await page.reload();
  await expect(headerHealth(page, 'unknown')).toBeVisible();
  await expect(main.getByText(NETWORK_ERROR)).toBeVisible();
  // The cluster's address, as text and as a link to it.
  await expect(main).toContainText(engine.url);
  await expect(main.locator(`a[href^="${engine.url}"]`)).toBeVisible();


  await engine.start();
  await main.getByRole('button', { name: 'Reload' }).click();
  await expect(headerHealth(page, 'green')).toBeVisible();
  await expect(main.getByText(NETWORK_ERROR)).toHaveCount(0);
  await expect(header(page)).toContainText(connectedTo('flaky', engine.url));
});

test('the settings screen stays usable while the cluster is down', async ({ page, engine }) => {
  await engine.stop();
  await page.goto('./cluster/0/nodes');
  await expect(headerHealth(page, 'unknown')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(NETWORK_ERROR)).toBeVisible();

  await header(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/settings$/);
  await expect(main.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(main.getByText(NETWORK_ERROR)).toHaveCount(0);

  // Never reached in this browser, the cluster has no REST records to show: the panel says why.
  await header(page).getByRole('link', { name: 'REST' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/rest$/);
  await expect(main.getByText(NETWORK_ERROR)).toBeVisible();
});

test('the 30 s health check notices the outage and the recovery without a reload', async ({ page, engine }) => {
  await page.clock.install();
  await page.goto('./');
  await expect(headerHealth(page, 'green')).toBeVisible();
  const main = page.getByRole('main');

  await engine.stop();
  await page.clock.fastForward('00:31');
  await expect(headerHealth(page, 'unknown')).toBeVisible();
  await expect(main.getByText(NETWORK_ERROR)).toBeVisible();

  await engine.start();
  await page.clock.fastForward('00:31');
  await expect(headerHealth(page, 'green')).toBeVisible();
  // The dashboard behind the panel may still hold the answers that failed during the outage
  // until its next refresh, 10 s on (seen with the OpenSearch engine): the clock is moved past
  // it, and the panel has the 20 s it always had to go, 10 of them moved.
  await page.clock.fastForward(10_000);
  await expect(main.getByText(NETWORK_ERROR)).toHaveCount(0, { timeout: 10_000 });
});
