import type { Locator, Page } from '@playwright/test';
import { freePort } from '../fixtures/processes';
import { expect, test } from '../fixtures/test';
import { errorBody, routeFakeCluster } from '../support/fakeCluster';
import { addClusterDialog, addFirstCluster, connectedTo, fillClusterForm, header } from '../support/ui';

// A browser with nothing saved meets the welcome screen and
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

// Bad input: each address gets its message in the connection error panel,
// and the form keeps what the user typed.

const FAKE = 'http://fake-cluster.test:9200';

/** The connect step of the add-cluster dialog, filled with `uri`. */
async function connectStepWith(page: Page, uri: string): Promise<Locator> {
  await page.goto('./');
  await page.getByRole('button', { name: 'Add cluster' }).click();
  const dialog = addClusterDialog(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillClusterForm(dialog, { name: 'bad input', uri });
  return dialog;
}

async function expectConnectionError(page: Page, dialog: Locator, detail: string | RegExp, uri: string): Promise<void> {
  const error = dialog.getByRole('alert').filter({ hasText: 'Connection error' });
  await expect(error).toContainText("Can't connect to your cluster.");
  await expect(error.getByTestId('connection-error-detail')).toHaveText(detail);
  // Nothing typed is lost, nothing was saved.
  await expect(dialog.getByRole('textbox', { name: 'Cluster name' })).toHaveValue('bad input');
  await expect(dialog.getByRole('textbox', { name: 'Uri' })).toHaveValue(uri);
  await expect(page).toHaveURL(/\/welcome$/);
}

test('an address that is not http(s) is refused before anything is sent', async ({ page }) => {
  const dialog = await connectStepWith(page, 'ftp://es.example.com:9200');
  await expect(dialog.getByText('Invalid uri: it must start with http:// or https://')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Test connection' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Connect', exact: true })).toBeDisabled();
});

test('an address holding credentials is refused, and credentials never go into the reachability link', async ({ page }) => {
  const dialog = await connectStepWith(page, 'https://elastic:secret@es.example.com:9200');
  await expect(dialog.getByText('Put credentials in username and password, not in the uri')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Test connection' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Connect', exact: true })).toBeDisabled();

  // With basic auth, the failed test's link names the address alone.
  const closed = `http://127.0.0.1:${await freePort()}`;
  await fillClusterForm(dialog, { uri: closed });
  await dialog.getByRole('radio', { name: 'Basic auth' }).check();
  await dialog.getByRole('textbox', { name: 'Username' }).fill('elastic');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  const error = dialog.getByRole('alert').filter({ hasText: 'Connection error' });
  const link = error.getByRole('link', { name: closed });
  await expect(link).toHaveAttribute('href', `${closed}/`);
  await expect(page.locator('a[href*="secret"], a[href*="elastic@"]')).toHaveCount(0);
});

test('a cluster that answers 401 shows the status in the error panel', async ({ page, context }) => {
  // Elasticsearch's answer to a request without credentials when security is on.
  const reason = 'missing authentication credentials for REST request [/]';
  await routeFakeCluster(context, FAKE, {}, { status: 401, body: errorBody(401, 'security_exception', reason) });
  const dialog = await connectStepWith(page, FAKE);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expectConnectionError(page, dialog, /^401( Unauthorized)?$/, FAKE);
});

test('an address that answers with an HTML page is not taken for a cluster', async ({ page, context }) => {
  const loginPage = '<!doctype html><html><head><title>Sign in</title></head><body>Sign in</body></html>';
  await routeFakeCluster(context, FAKE, {}, { status: 200, body: loginPage, contentType: 'text/html; charset=utf-8' });
  const dialog = await connectStepWith(page, FAKE);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expectConnectionError(
    page,
    dialog,
    'The cluster answered with an HTML page instead of JSON. A proxy or login page may be in the way.',
    FAKE,
  );
});

test('a cluster that never answers fails the test after 20 s', async ({ page, context }) => {
  await page.clock.install();
  // Accepts every request and never answers it.
  await context.route((url) => url.origin === FAKE, () => undefined);
  const dialog = await connectStepWith(page, FAKE);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('button', { name: 'Test connection' })).toHaveAttribute('data-loading', 'true');
  await page.clock.fastForward('00:21');
  await expectConnectionError(page, dialog, 'The cluster did not answer in time.', FAKE);
});

test('corrupted saved settings: the app starts, keeps what it can and says what it dropped', async ({ page, engine }) => {
  await addFirstCluster(page, { name: 'kept', uri: engine.url });
  // Before the next load's scripts run (the running page could still write its own state back).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('corrupted') !== null) return;
    sessionStorage.setItem('corrupted', 'yes');
    const connection = JSON.parse(localStorage.getItem('connection') ?? '{}') as { clusters: unknown[] };
    // A second cluster without an address, and a theme that is not JSON at all.
    connection.clusters.push({ name: 'broken', auth: { authType: 'none', authData: {} } });
    localStorage.setItem('connection', JSON.stringify(connection));
    localStorage.setItem('theme', '{"preference": "dark"');
  });
  await page.reload();
  await expect(header(page)).toContainText(connectedTo('kept', engine.url));
  const notice = page.getByRole('status').filter({ hasText: 'Some saved settings could not be read' });
  await expect(notice).toContainText('connection.clusters[1]');
  await expect(notice).toContainText('theme');
});
