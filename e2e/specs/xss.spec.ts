import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import {
  catIndexRow,
  emptySearchBody,
  errorBody,
  healthBody,
  infoBody,
  routeFakeCluster,
  statsBody,
  STATS_LEFT_OUT,
} from '../support/fakeCluster';
import { addClusterDialog, connectedTo, fillClusterForm, header, HTML_PAYLOAD, openClusterMenu } from '../support/ui';

// Nothing a cluster sends, and no name a user or an administrator types, is ever read as
// HTML. Real engines refuse '<' in index names, so a route fixture plays the cluster.

const FAKE = 'http://fake-cluster.test:9200';

test.use({ predefinedClusters: [{ name: HTML_PAYLOAD, uri: FAKE }] });

/** Alerts raised by the page; `expectNothingInjected` fails if there is any. */
let dialogs: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await routeFakeCluster(
    context,
    FAKE,
    {
      'GET /': { status: 200, body: infoBody(HTML_PAYLOAD, HTML_PAYLOAD) },
      'GET /_cluster/health': { status: 200, body: healthBody(HTML_PAYLOAD) },
      'POST /_search': { status: 200, body: emptySearchBody },
      'GET /_search': { status: 200, body: emptySearchBody },
    },
    // Everything else fails the way Elasticsearch fails, with the payload as the reason.
    { status: 500, body: errorBody(500, 'illegal_state_exception', HTML_PAYLOAD) },
  );
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Records any such image ever inserted, even one removed again at once.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __injected: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && (node.matches('img[src="x"]') || node.querySelector('img[src="x"]'))) seen.push(node.outerHTML);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
});

async function expectNothingInjected(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const injected = await page.evaluate(() => (window as unknown as { __injected: string[] }).__injected);
  expect(injected).toEqual([]);
  expect(dialogs).toEqual([]);
}

test('an administrator-given name and the cluster_name a cluster reports show as text', async ({ page }) => {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo(HTML_PAYLOAD, FAKE));
  // cluster_name from the info response, on the home screen.
  await expect(page.getByRole('main')).toContainText(HTML_PAYLOAD);

  const menu = await openClusterMenu(page, HTML_PAYLOAD);
  await expect(menu).toContainText(HTML_PAYLOAD);
  await expectNothingInjected(page);
});

test('the frame the page paints before the app runs shows the name as text', async ({ page }) => {
  const entry = /\/assets\/index-[^/]*\.js$/;
  // First visit: the name comes from the page's predefined clusters.
  await page.route(entry, (route) => route.abort());
  await page.goto('./cluster/0/');
  await expect(page.locator('[data-frame="cluster"]')).toHaveText(HTML_PAYLOAD);
  await expectNothingInjected(page);
  // Later visits: from what the app remembered for the frame.
  await page.unroute(entry);
  await page.reload();
  await expect(header(page)).toContainText(connectedTo(HTML_PAYLOAD, FAKE));
  await page.route(entry, (route) => route.abort());
  await page.reload();
  await expect(page.locator('[data-frame="cluster"]')).toHaveText(HTML_PAYLOAD);
  await expectNothingInjected(page);
});

test('a name the user types shows as text, through a failed test and a connect', async ({ page }) => {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo(HTML_PAYLOAD, FAKE));
  const menu = await openClusterMenu(page, HTML_PAYLOAD);
  await menu.getByRole('button', { name: 'Add cluster' }).click();
  const dialog = addClusterDialog(page);
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Under this path the fake cluster answers its info call with the error.
  const typed = `${HTML_PAYLOAD} typed`;
  await fillClusterForm(dialog, { name: typed, uri: `${FAKE}/broken` });
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Connection error' })).toBeVisible();

  await fillClusterForm(dialog, { uri: FAKE });
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(header(page)).toContainText(connectedTo(typed, FAKE));
  await expectNothingInjected(page);
});

test('an error reason a cluster sends shows as text', async ({ page }) => {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo(HTML_PAYLOAD, FAKE));
  // The dashboard's _cluster/stats call gets the 500 above; its reason shows in an alert.
  await expect(page.getByRole('alert').filter({ hasText: 'Error:' }).first()).toContainText(HTML_PAYLOAD);
  await expectNothingInjected(page);
});

test('an index name a cluster reports shows as text on the dashboard and the indices screen', async ({ context, page }) => {
  // Registered after the beforeEach route, so it answers first: a yellow cluster whose only
  // index carries the payload in its name.
  await routeFakeCluster(
    context,
    FAKE,
    {
      'GET /': { status: 200, body: infoBody('docker-cluster', 'node-1') },
      'GET /_cluster/health': { status: 200, body: healthBody('docker-cluster', 'yellow') },
      'GET /_cluster/stats': { status: 200, body: statsBody('docker-cluster', 1), accept: STATS_LEFT_OUT },
      'GET /_cat/indices': { status: 200, body: [catIndexRow(HTML_PAYLOAD, 'yellow')] },
      'GET /_cat/aliases': { status: 200, body: [] },
    },
    { status: 500, body: errorBody(500, 'illegal_state_exception', HTML_PAYLOAD) },
  );
  await page.goto('./');
  const main = page.getByRole('main');
  const healthCard = main.getByRole('region', { name: 'Health', exact: true });
  await healthCard.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('region', { name: 'Yellow indices' }).getByText(HTML_PAYLOAD, { exact: true })).toBeVisible();

  await page.goto('./cluster/0/indices');
  await expect(main.getByRole('row').filter({ hasText: HTML_PAYLOAD })).toBeVisible();
  await expectNothingInjected(page);
});
