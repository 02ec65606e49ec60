import { addCorsHeaders } from '../fixtures/cors';
import { expect, test } from '../fixtures/test';
import { addClusterDialog, connectedTo, fillClusterForm, header } from '../support/ui';

// "Don't remember the password": the stored cluster holds no secret, the browser session keeps
// it, and a new session asks for it before connecting.

const PASSWORD = 'only-for-this-s3ssion';

test('a password kept for the session only is never stored, and a new session asks for it', async ({ page, engine, browser, baseURL }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Add cluster' }).click();
  const dialog = addClusterDialog(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillClusterForm(dialog, { name: 'vault', uri: engine.url });
  await dialog.getByRole('radio', { name: 'Basic auth' }).check();
  await dialog.getByRole('textbox', { name: 'Username' }).fill('elastic');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog.getByTestId('cluster-form-session-secret').check();
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(header(page)).toContainText(connectedTo('vault', engine.url));

  const stored = await page.evaluate(() => localStorage.getItem('connection') ?? '');
  expect(stored).toContain('"sessionSecret":true');
  expect(stored).toContain('elastic');
  expect(stored).not.toContain(PASSWORD);
  // A reload in the same tab keeps the session, and with it the password.
  await page.reload();
  await expect(header(page)).toContainText(connectedTo('vault', engine.url));

  // A new browser session has the stored cluster, not the password: it asks before connecting.
  const state = await page.context().storageState();
  const fresh = await browser.newContext({ storageState: state, baseURL });
  if (engine.kind === 'opensearch') await addCorsHeaders(fresh, engine.url);
  try {
    const other = await fresh.newPage();
    const sent: string[] = [];
    other.on('request', (request) => {
      if (new URL(request.url()).origin === engine.url) sent.push(request.url());
    });
    await other.goto('./');
    const prompt = other.getByRole('dialog', { name: 'Password for vault' });
    await expect(prompt).toBeVisible();
    expect(sent).toEqual([]);
    await prompt.getByTestId('session-secret-password').fill(PASSWORD);
    await prompt.getByRole('button', { name: 'Connect' }).click();
    await expect(header(other)).toContainText(connectedTo('vault', engine.url));
    expect(await other.evaluate(() => localStorage.getItem('connection') ?? '')).not.toContain(PASSWORD);
  } finally {
    await fresh.close();
  }
});
