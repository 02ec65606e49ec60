import { expect, test } from '../fixtures/test';
import { emptySearchBody, errorBody, healthBody, infoBody, routeFakeCluster } from '../support/fakeCluster';
import { connectedTo, header, HTML_PAYLOAD, openClusterMenu } from '../support/ui';

// Nothing a cluster sends, and no name a user or an administrator types, is ever read as
// HTML. Real engines refuse '<' in index names, so a route fixture plays the cluster.

const FAKE = 'http://fake-cluster.test:9200';

test.use({ predefinedClusters: [{ name: HTML_PAYLOAD, uri: FAKE }] });

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
    { status: 500, body: errorBody(500, 'illegal_state_exception', HTML_PAYLOAD) },
  );
  // Record any image element ever inserted and any alert, even if removed or dismissed at once.
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

async function expectNothingInjected(page: import('@playwright/test').Page, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const injected = await page.evaluate(() => (window as unknown as { __injected: string[] }).__injected);
  expect(injected).toEqual([]);
}

test('names, cluster_name and error reasons from the cluster show as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo(HTML_PAYLOAD, FAKE));

  // The dashboard's calls that fail carry the payload as the error reason.
  await expect(page.getByText(`Reason: ${HTML_PAYLOAD}`).first()).toBeVisible();
  // cluster_name from the info response, on the dashboard's Cluster Information card.
  await expect(page.getByRole('main').getByText(HTML_PAYLOAD).first()).toBeVisible();

  const menu = await openClusterMenu(page, HTML_PAYLOAD);
  await expect(menu).toContainText(HTML_PAYLOAD);

  await expectNothingInjected(page, dialogs);
});

test('a connection test that fails with a cluster-sent reason shows it as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo(HTML_PAYLOAD, FAKE));
  const menu = await openClusterMenu(page, HTML_PAYLOAD);
  await menu.getByRole('button', { name: 'Add cluster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add cluster' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: 'Cluster name' }).fill(HTML_PAYLOAD);
  // The fake cluster answers this path's info call with the error.
  await dialog.getByRole('textbox', { name: 'Uri' }).fill(`${FAKE}/broken`);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Connection error' })).toBeVisible();
  await expectNothingInjected(page, dialogs);
});
