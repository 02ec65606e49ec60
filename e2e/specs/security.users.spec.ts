import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { browserStorage } from '../support/browserStorage';
import { routeSecurity } from '../support/securityFixture';
import { closeNotification, connectedTo, header } from '../support/ui';

// The user editor on both engines, against the security route of support/securityFixture.ts
// (neither test engine serves security; every answer is checked against the engine's own
// specification). The password goes in the one request that sets it and nowhere else: not in a
// later request, not in the page's storage.

test.use({ predefinedClusters: [{ name: 'secured', uri: ENGINE_URL }] });

const PASSWORD = 'n0t-in-storage';

async function openUsers(page: Page, engine: Engine) {
  await page.goto('./cluster/0/security');
  await expect(header(page)).toContainText(connectedTo('secured', engine.url));
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('creates a user with a password that is sent once and kept nowhere, then edits it', async ({ page, context, engine }) => {
  const security = await routeSecurity(context, engine);
  await openUsers(page, engine);
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'User name' }).fill('jane');
  await dialog.getByLabel(/^Password\s*\*?$/).fill(PASSWORD);
  await dialog.getByLabel('Password again').fill(PASSWORD);
  const roles = dialog.getByRole('textbox', { name: engine.kind === 'elasticsearch' ? 'Roles' : 'Backend roles' });
  await roles.fill('analysts');
  await roles.press('Enter');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User jane created')).toBeVisible();
  await closeNotification(page, 'User jane created');
  await expect(rowOf(page, 'jane')).toBeVisible();
  await expect(rowOf(page, 'jane')).toContainText('analysts');

  await rowOf(page, 'jane').getByRole('button', { name: 'Edit jane' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user jane' });
  const field = edit.getByRole('textbox', { name: engine.kind === 'elasticsearch' ? 'Full name' : 'Description' });
  await field.fill('Jane Doe');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User jane saved')).toBeVisible();
  await expect(rowOf(page, 'jane')).toContainText('Jane Doe');

  const carrying = security.requests.filter((request) => JSON.stringify(request.body ?? null).includes(PASSWORD));
  expect(carrying.map((request) => request.method)).toEqual(['PUT']);
  const edited = security.requests.at(-2);
  expect(edited?.method).toBe(engine.kind === 'elasticsearch' ? 'PUT' : 'PATCH');
  expect(await browserStorage(page)).not.toContain(PASSWORD);
});
