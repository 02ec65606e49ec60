import type { Request } from '@playwright/test';
import { ENGINE_URL, expect } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { indexRow } from '../support/indicesScreen';
import { createIndex, openIndices, openRowMenu, recordRequests, rowAction, test } from '../support/safeWrites';
import { answerConfirmation, openRowSubmenuOf } from '../support/ui';

// No surprising writes, in what sends them: the New index dialog keeps 0 replicas and checks the
// name before sending, a closed index offers only what works on it, and an operation of several
// writes on a cluster that confirms writes asks once for all of them.

test.describe.configure({ timeout: 180_000 });

test('New index: 0 replicas reaches the engine as 0, and shards must be at least 1', async ({ page, engine, prefix }) => {
  const name = `${prefix}-single`;
  const table = await openIndices(page, engine, prefix);
  await page.getByRole('button', { name: 'New index' }).click();
  const dialog = page.getByRole('dialog', { name: 'New index' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await dialog.getByRole('textbox', { name: 'Index name' }).fill(name);

  await dialog.getByRole('textbox', { name: 'Shards' }).fill('0');
  await expect(dialog.getByText('An index needs at least 1 shard')).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Shards' }).fill('1');
  await expect(dialog.getByText('An index needs at least 1 shard')).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Replicas' }).fill('0');
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(indexRow(table, name)).toContainText('1p 0r');
  const settings = await engineCall<Record<string, { settings: { index: { number_of_replicas: string } } }>>(engine, 'GET', `${name}/_settings`);
  expect(settings[name].settings.index.number_of_replicas).toBe('0');
});

test('New index: a name the engine would refuse is refused beside the field, and nothing is sent', async ({ page, engine, prefix }) => {
  const puts = recordRequests(page, engine, 'PUT');
  const table = await openIndices(page, engine, prefix);
  await page.getByRole('button', { name: 'New index' }).click();
  const dialog = page.getByRole('dialog', { name: 'New index' });
  const field = dialog.getByRole('textbox', { name: 'Index name' });
  const create = dialog.getByRole('button', { name: 'Create' });

  for (const [typed, message] of [
    [`${prefix}-Logs`, 'Index names must be lower case'],
    [`${prefix} logs`, 'Index names must not contain \\ / * ? " < > | , # : or a space'],
    [`${prefix}-a#b`, 'Index names must not contain \\ / * ? " < > | , # : or a space'],
    [`_${prefix}`, 'Index names must not start with _, - or +'],
    ['..', 'An index cannot be named . or ..'],
    [`${prefix}-${'x'.repeat(250)}`, 'Index names are at most 255 bytes long'],
  ] as const) {
    await field.fill(typed);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(create).toBeDisabled();
    await field.press('Enter');
    await expect(dialog).toBeVisible();
  }
  expect(puts).toEqual([]);

  const name = `${prefix}-fine`;
  await field.fill(name);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(indexRow(table, name)).toBeVisible();
  expect(puts).toEqual([`/${name}`]);
});

test('a closed index offers info, settings, mappings, Open and Delete, and its status reads closed', async ({ page, engine, prefix }) => {
  const [open, closed] = [`${prefix}-open`, `${prefix}-closed`];
  await createIndex(engine, open);
  await createIndex(engine, closed);
  await engineCall(engine, 'POST', `${closed}/_close`);
  const table = await openIndices(page, engine, prefix);

  // Status is the fourth cell, after the selection checkbox, the name and the health.
  await expect(indexRow(table, closed).getByRole('cell').nth(3)).toHaveText('closed');
  await expect(indexRow(table, open).getByRole('cell').nth(3)).toHaveText('open');

  const menu = await openRowMenu(page, closed);
  await expect(menu.getByRole('menuitem')).toHaveText(['Show info', 'Settings', 'Mappings', 'Open', 'Danger zone']);
  await openRowSubmenuOf(page, 'Delete');
  await expect(page.getByRole('menu').last().getByRole('menuitem')).toHaveText(['Delete']);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const openMenu = await openRowMenu(page, open);
  await expect(openMenu.getByRole('menuitem', { name: 'Show stats' })).toBeVisible();
  await expect(openMenu.getByRole('menuitem', { name: 'Close', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // A menu fades out; the next one opens only after it is gone, so one menu shows at a time.
  await expect(openMenu).toBeHidden();

  await rowAction(page, closed, 'Show info');
  const info = page.getByRole('dialog').filter({ has: page.locator('.cm-content') });
  await expect(info.locator('.cm-content')).toContainText('number_of_shards');
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  await rowAction(page, closed, 'Open');
  await expect(indexRow(table, closed).getByRole('cell').nth(3)).toHaveText('open');
});

test.describe('an operation of several writes on a cluster that confirms writes', () => {
  test.use({ predefinedClusters: [{ id: 'careful', name: 'careful', uri: ENGINE_URL, protection: 'confirm-writes' }] });

  test('a static setting change asks once for its close, apply and open', async ({ page, engine, prefix }) => {
    const index = `${prefix}-static`;
    await createIndex(engine, index);
    const writes: string[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === engine.url && url.pathname.startsWith(`/${index}/`) && request.method() !== 'GET')
        writes.push(`${request.method()} ${url.pathname}`);
    });
    await openIndices(page, engine, prefix, 'careful');
    await rowAction(page, index, 'Settings');
    const dialog = page.getByRole('dialog', { name: `Settings: ${index}` });
    await dialog.getByRole('textbox', { name: 'Setting', exact: true }).fill('index.codec');
    await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill('best_compression');
    await dialog.getByRole('button', { name: 'Close, apply and open' }).click();
    await answerConfirmation(page, 'Close, apply and open', 'Close, apply and open', { text: index });

    const plan = page.getByRole('dialog', { name: 'Send these writes to careful?' });
    const requests = plan.getByRole('list', { name: 'Requests to send' }).getByRole('listitem');
    await expect(requests).toHaveCount(3);
    await expect(requests.nth(0)).toHaveText(`POST /${index}/_close`);
    await expect(requests.nth(1)).toContainText(`PUT /${index}/_settings`);
    await expect(requests.nth(1)).toContainText('{"index":{"codec":"best_compression"}}');
    await expect(requests.nth(2)).toHaveText(`POST /${index}/_open`);
    await expect(plan.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(writes).toEqual([]);
    await plan.getByRole('button', { name: 'Send all' }).click();
    await expect(plan).toBeHidden();

    const single = page.getByRole('dialog', { name: 'Send this write to careful?' });
    if (engine.kind === 'opensearch') {
      await expect(page.getByText(`Settings of ${index} changed`)).toBeVisible();
      expect(writes).toEqual([`POST /${index}/_close`, `PUT /${index}/_settings`, `POST /${index}/_open`]);
    } else {
      // The Elasticsearch stand-in refuses static settings even on a closed index: the run stops
      // after the close and the refused apply, neither of them asked about again.
      await expect(dialog).toContainText("The change stopped: the step 'Apply the settings' failed.");
      expect(writes).toEqual([`POST /${index}/_close`, `PUT /${index}/_settings`]);
      await expect(single).toHaveCount(0);
      // Opening it again is an operation of its own: one write, one question.
      await dialog.getByRole('button', { name: 'Open it again' }).click();
      await single.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(dialog).toContainText(`${index} is open again; its settings were not changed.`);
      expect(writes).toEqual([`POST /${index}/_close`, `PUT /${index}/_settings`, `POST /${index}/_open`]);
    }
    await expect(single).toHaveCount(0);
    await expect(plan).toHaveCount(0);
  });

  test('a bulk refresh of 20 indices, sent as chunks of 16 and 4, asks once', async ({ page, engine, prefix }) => {
    const names = Array.from({ length: 20 }, (_, i) => `${prefix}-r${String(i).padStart(2, '0')}`);
    for (const name of names) await createIndex(engine, name);
    const posts = recordRequests(page, engine, 'POST');
    const table = await openIndices(page, engine, prefix, 'careful');
    await page.getByRole('button', { name: 'Records per page' }).click();
    await page.getByRole('menuitem', { name: '100', exact: true }).click();
    await expect(indexRow(table, names[19])).toBeVisible();
    await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByRole('button', { name: 'Bulk' }).click();
    await page.getByRole('menuitem', { name: 'Refresh', exact: true }).click();

    const plan = page.getByRole('dialog', { name: 'Send these writes to careful?' });
    const requests = plan.getByRole('list', { name: 'Requests to send' }).getByRole('listitem');
    await expect(requests).toHaveCount(1);
    await expect(requests.first()).toContainText('POST /{indices}/_refresh');
    await expect(requests.first()).toContainText('for 20 indices');
    const refreshes = () => posts.filter((path) => path.endsWith('/_refresh'));
    expect(refreshes()).toEqual([]);
    await plan.getByRole('button', { name: 'Send all' }).click();
    await expect(page.getByText('Refreshed 20 indices')).toBeVisible();
    expect(refreshes().map((path) => path.split('/')[1].split(',').length)).toEqual([16, 4]);
    await expect(page.getByRole('dialog', { name: 'Send this write to careful?' })).toHaveCount(0);
    await expect(plan).toHaveCount(0);
  });
});
