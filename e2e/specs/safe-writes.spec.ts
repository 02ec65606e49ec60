import type { Locator, Page, Request } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, clusterRow, connectedTo, header, openClusterMenu, openRowSubmenuOf } from '../support/ui';

// No surprising writes: destructive dialogs open on Cancel (or on the field asking for the index
// name), deleting indices asks for the name or the count unless the setting turns it off, the
// New index dialog keeps 0 replicas and checks the name before sending, a closed index offers
// only what works on it, an operation of several writes on a cluster that confirms writes asks
// once for all of them, and a click anywhere on a cluster row connects.

test.use({ predefinedClusters: [{ name: 'safe', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 180_000 });

let prefix = '';

test.beforeEach(async ({}, testInfo) => {
  prefix = `sw-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

// A closed index left behind would break _cat/shards for the other spec files sharing the engine.
test.afterEach(async ({ engine }) => {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index&expand_wildcards=all');
  for (const { index } of rows.filter((row) => row.index.startsWith(prefix))) {
    await engineCall(engine, 'DELETE', index).catch(async () => {
      await engineCall(engine, 'POST', `${index}/_open`).catch(() => undefined);
      await engineCall(engine, 'DELETE', index);
    });
  }
});


async function createIndex(engine: Engine, name: string, docs = 0): Promise<void> {
  await engineCall(engine, 'PUT', name, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  for (let id = 1; id <= docs; id += 1) await engineCall(engine, 'PUT', `${name}/_doc/${id}?refresh=true`, { n: id });
}

async function indexExists(engine: Engine, name: string): Promise<boolean> {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index&expand_wildcards=all');
  return rows.some((row) => row.index === name);
}

/** The engine requests of `method` the page sent. */
function recordRequests(page: Page, engine: Engine, method: string): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === engine.url && request.method() === method) seen.push(url.pathname);
  });
  return seen;
}

async function openIndices(page: Page, engine: Engine, cluster = 'safe'): Promise<Locator> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo(cluster, engine.url));
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  await expect(page.getByText(`Filter: '${prefix}'`)).toBeVisible();
  return page.getByRole('table', { name: 'Indices' });
}

function indexRow(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('link', { name, exact: true }) });
}

async function openRowMenu(page: Page, index: string): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for ${index}`, exact: true }).click();
  // The row menu, not a submenu opened in it.
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible();
  return menu;
}

async function rowAction(page: Page, index: string, item: string): Promise<void> {
  await openRowMenu(page, index);
  await openRowSubmenuOf(page, item);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function bulkDelete(page: Page, table: Locator): Promise<void> {
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Bulk' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
}

async function setTypeToConfirm(page: Page, on: boolean): Promise<void> {
  await header(page).getByRole('link', { name: 'Settings' }).click();
  const toggle = page.getByRole('switch', { name: 'Type the index name to confirm a deletion' });
  await expect(toggle).toBeChecked();
  await toggle.setChecked(on);
}

test('Enter pressed right after a destructive dialog opens deletes nothing', async ({ page, engine }) => {
  const name = `${prefix}-keep`;
  await createIndex(engine, name, 1);
  await createIndex(engine, `${prefix}-keep2`);
  const deletes = recordRequests(page, engine, 'DELETE');
  const table = await openIndices(page, engine);
  await expect(indexRow(table, name)).toBeVisible();

  // Typing on (the default): the dialog opens on the name field, and Delete waits for the name.
  await rowAction(page, name, 'Delete');
  const question = page.getByRole('dialog', { name: 'Delete index' });
  await expect(question.getByRole('textbox', { name: `Type ${name} to confirm` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();

  // The bulk delete asks for the count the same way.
  await bulkDelete(page, table);
  await expect(question.getByRole('textbox', { name: 'Type 2 to confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();

  // Typing off: the dialog opens on Cancel, so Enter cancels.
  await setTypeToConfirm(page, false);
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await rowAction(page, name, 'Delete');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(indexRow(table, name)).toBeVisible();

  // Deleting a document.
  await page.goto(`./cluster/0/search?index=${name}`);
  const results = page.getByRole('table', { name: 'Search results' });
  const documentRow = results.getByRole('row').filter({ has: page.getByRole('cell', { name: '1', exact: true }) });
  await documentRow.getByRole('button', { name: 'Delete document' }).click();
  const documentQuestion = page.getByRole('dialog', { name: 'Delete document' });
  await expect(documentQuestion.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(documentQuestion).toBeHidden();

  // Disconnect and reset.
  await header(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Disconnect and reset' }).click();
  const reset = page.getByRole('dialog', { name: 'Disconnect and reset' });
  await expect(reset.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reset).toBeHidden();
  await expect(header(page)).toContainText(connectedTo('safe', engine.url));
  await expect(page.getByRole('switch', { name: 'Type the index name to confirm a deletion' })).not.toBeChecked();

  expect(deletes).toEqual([]);
  expect(await indexExists(engine, name)).toBe(true);
  expect(await engineCall<{ found: boolean }>(engine, 'GET', `${name}/_doc/1`)).toMatchObject({ found: true });
});

test('deleting an index asks for its name, a bulk delete for the count', async ({ page, engine }) => {
  const [one, two, three] = ['a', 'b', 'c'].map((letter) => `${prefix}-${letter}`);
  for (const name of [one, two, three]) await createIndex(engine, name);
  const table = await openIndices(page, engine);

  await rowAction(page, one, 'Delete');
  const question = page.getByRole('dialog', { name: 'Delete index' });
  const field = question.getByRole('textbox', { name: `Type ${one} to confirm` });
  const deleteButton = question.getByRole('button', { name: 'Delete', exact: true });
  await field.fill(`${prefix}-`);
  await expect(deleteButton).toBeDisabled();
  await field.fill(one.toUpperCase());
  await expect(deleteButton).toBeDisabled();
  await field.fill(one);
  await deleteButton.click();
  await expect(question).toBeHidden();
  await expect(indexRow(table, one)).toHaveCount(0);
  expect(await indexExists(engine, one)).toBe(false);

  await bulkDelete(page, table);
  await expect(question).toContainText('Delete 2 indices with all their documents?');
  await question.getByRole('textbox', { name: 'Type 2 to confirm' }).fill('1');
  await expect(deleteButton).toBeDisabled();
  await answerConfirmation(page, 'Delete index', 'Delete', { typed: '2' });
  await expect(indexRow(table, two)).toHaveCount(0);
  await expect(indexRow(table, three)).toHaveCount(0);
  expect(await indexExists(engine, two)).toBe(false);
  expect(await indexExists(engine, three)).toBe(false);
});

test('the settings switch turns the typing off, and stays off after a reload', async ({ page, engine }) => {
  const name = `${prefix}-quick`;
  await createIndex(engine, name);
  await openIndices(page, engine);
  await setTypeToConfirm(page, false);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Type the index name to confirm a deletion' })).not.toBeChecked();

  await header(page).getByRole('link', { name: 'Indices' }).click();
  await rowAction(page, name, 'Delete');
  const question = page.getByRole('dialog', { name: 'Delete index' });
  await expect(question).toContainText(`Delete index ${name} with all its documents?`);
  await expect(question.getByRole('textbox')).toHaveCount(0);
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(question).toBeHidden();
  await expect.poll(() => indexExists(engine, name)).toBe(false);
});

test('New index: 0 replicas reaches the engine as 0, and shards must be at least 1', async ({ page, engine }) => {
  const name = `${prefix}-single`;
  const table = await openIndices(page, engine);
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

test('New index: a name the engine would refuse is refused beside the field, and nothing is sent', async ({ page, engine }) => {
  const puts = recordRequests(page, engine, 'PUT');
  const table = await openIndices(page, engine);
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

test('a closed index offers info, settings, mappings, Open and Delete, and its status reads closed', async ({ page, engine }) => {
  const [open, closed] = [`${prefix}-open`, `${prefix}-closed`];
  await createIndex(engine, open);
  await createIndex(engine, closed);
  await engineCall(engine, 'POST', `${closed}/_close`);
  const table = await openIndices(page, engine);

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

  test('a static setting change asks once for its close, apply and open', async ({ page, engine }) => {
    const index = `${prefix}-static`;
    await createIndex(engine, index);
    const writes: string[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === engine.url && url.pathname.startsWith(`/${index}/`) && request.method() !== 'GET')
        writes.push(`${request.method()} ${url.pathname}`);
    });
    await openIndices(page, engine, 'careful');
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

  test('a bulk refresh of 20 indices, sent as chunks of 16 and 4, asks once', async ({ page, engine }) => {
    const names = Array.from({ length: 20 }, (_, i) => `${prefix}-r${String(i).padStart(2, '0')}`);
    for (const name of names) await createIndex(engine, name);
    const posts = recordRequests(page, engine, 'POST');
    const table = await openIndices(page, engine, 'careful');
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

test.describe('cluster dropdown', () => {
  // An array option is given as [value, options], or Playwright would read the second cluster as
  // the fixture's options.
  test.use({
    predefinedClusters: [
      [
        { name: 'first', uri: ENGINE_URL },
        { name: 'second', uri: ENGINE_URL },
      ],
      { scope: 'test' },
    ],
  });

  test('a click on the URI cell connects, the copy button does not', async ({ page, engine }) => {
    await page.goto('./');
    await expect(header(page)).toContainText(connectedTo('first', engine.url));

    let menu = await openClusterMenu(page, 'first');
    const second = clusterRow(menu, 'second');
    await expect(second).toHaveAttribute('title', `Connect to cluster at '${engine.url}'`);
    await second.getByRole('button', { name: 'Copy uri' }).click();
    await expect(menu).toBeVisible();
    await expect(header(page)).toContainText(connectedTo('first', engine.url));

    await second.getByText(engine.url, { exact: true }).click();
    await expect(header(page)).toContainText(connectedTo('second', engine.url));

    // The edit button keeps its own click (a predefined cluster's is locked and does nothing);
    // the other cells connect too.
    menu = await openClusterMenu(page, 'second');
    // force: the locked button is aria-disabled, yet a user can still click it.
    await clusterRow(menu, 'first').getByRole('button', { name: 'Edit cluster' }).click({ force: true });
    await expect(menu).toBeVisible();
    await expect(header(page)).toContainText(connectedTo('second', engine.url));
    await clusterRow(menu, 'first').getByText('first', { exact: true }).click();
    await expect(header(page)).toContainText(connectedTo('first', engine.url));
  });
});
